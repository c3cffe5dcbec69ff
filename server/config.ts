/** Every setting of the server process, read and validated once (DESIGN "Conventions"). */
import { z } from 'zod';
import { parseTrustProxy } from './http/trust-proxy';
import { parseLocationHeaders } from './location/visitor-country';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: optionalUrl,
    DATA_DIR: z.string().default('.data'),
    STORYBLOK_TOKEN: z.string().optional(),
    STORYBLOK_ENDPOINT: optionalUrl,
    STORYBLOK_PREVIEW_TOKEN: z.string().optional(),
    STORYBLOK_SPACE_ID: z.string().regex(/^\d+$/, 'a numeric Storyblok space id').optional(),
    SPLIT_SDK_KEY: z.string().optional(),
    /** A client-side Split key for the browser SDK; never the server-side SPLIT_SDK_KEY. */
    SPLIT_BROWSER_KEY: z.string().optional(),
    TAG_MANAGER_ID: z
      .string()
      .regex(/^(GTM|G)-[A-Z0-9]+$/, 'GTM- or G- followed by uppercase letters or digits')
      .optional(),
    CONSENT_SCRIPT_URL: optionalUrl,
    CLIENT_LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'NONE']).default('NONE'),
    SMTP_URL: optionalUrl,
    RECAPTCHA_SECRET: z.string().optional(),
    DESIGNER_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    PUBLIC_BASE_URL: optionalUrl,
    /** The scheme and port shoppers reach the shop on, for absolute URLs (else from PUBLIC_BASE_URL). */
    PUBLIC_SCHEME: z.enum(['http', 'https']).optional(),
    PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** Which peers may set X-Forwarded-For/-Proto/-Host: off, a hop count, or addresses/CIDRs. */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'object' && 'error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      }),
    /** Slow clients are cut off: the whole request, its headers, an idle kept-alive connection. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
    /** Strict-Transport-Security: on https requests (auto), on every response (on), never (off). */
    HSTS: z.enum(['auto', 'on', 'off']).default('auto'),
    /** How long anonymous pages stay in the micro-cache (0 turns it off). */
    PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
    /** The micro-cache's memory bound in MiB. */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /** Render the seeded pages' image renditions in the background after start (issue 22.13). */
    IMAGE_WARMUP: z.stringbool().default(true),
    /** Edge headers that carry the visitor's country, first present wins (/api/get-location/). */
    LOCATION_HEADERS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseLocationHeaders(value);
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      }),
    /** ?_apiBase=<origin> points the browser's API calls at another backend (QA); default on in development only. */
    DEV_API_BASE_OVERRIDE: z.stringbool().optional(),
    /** A non-production deployment: robots.txt disallows everything. */
    ROBOTS_DISALLOW_ALL: z.stringbool().default(false),
  })
  .refine((c) => c.HEADERS_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not be longer than REQUEST_TIMEOUT_MS',
  })
  .refine((c) => !(c.DEV_API_BASE_OVERRIDE && c.NODE_ENV === 'production'), {
    path: ['DEV_API_BASE_OVERRIDE'],
    message: 'is a development tool and cannot be on in production',
  });

/** Whether ?_apiBase= is honoured: on in development unless turned off, never in production. */
export const apiBaseOverrideEnabled = (c: ServerConfig): boolean =>
  c.NODE_ENV !== 'production' && (c.DEV_API_BASE_OVERRIDE ?? c.NODE_ENV === 'development');

export type ServerConfig = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming every offending variable. */
export function readConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  return result.data;
}
