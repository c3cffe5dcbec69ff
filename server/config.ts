/** Every setting of the server process, read and validated once (DESIGN "Conventions"). */
import { z } from 'zod';
import { parseSupportUsers } from './basket/support-users';
import { parseTrustProxy } from './http/trust-proxy';
import { parseLocationHeaders } from './location/visitor-country';
import { isCartUrlTemplate } from './ssr/cart-url';

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
    /** The visual editor's origin: only it may frame a verified preview (frame-ancestors). */
    STORYBLOK_EDITOR_ORIGIN: z
      .string()
      .trim()
      .default('https://app.storyblok.com')
      .transform((value, ctx) => {
        let url: URL | undefined;
        try {
          url = new URL(value);
        } catch {
          url = undefined;
        }
        if (!url || !/^https?:$/.test(url.protocol) || `${url.origin}/` !== `${value.replace(/\/$/, '')}/`) {
          ctx.addIssue({
            code: 'custom',
            message: 'an origin: http(s), host and port only, e.g. https://app.storyblok.com',
          });
          return z.NEVER;
        }
        return url.origin;
      }),
    /** The Storyblok bridge script a verified preview loads (nonce'd); never loaded on public pages. */
    STORYBLOK_BRIDGE_URL: z
      .string()
      .trim()
      .default('https://app.storyblok.com/f/storyblok-v2-latest.js')
      .pipe(z.url()),
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
    /** reCAPTCHA v3 site key: the newsletter form asks for a token (with consent); unset: no script. */
    RECAPTCHA_SITE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{20,100}$/, 'a reCAPTCHA site key (letters, digits, _ and -)')
      .optional(),
    /** The support chat's public key (Zendesk messaging): the chat button (with consent); unset: contact link. */
    SUPPORT_CHAT_KEY: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,100}$/, 'a chat key (letters, digits and -)')
      .optional(),
    DESIGNER_URL: optionalUrl,
    /** The checkout application's cart; {market} and {channel} are filled in per request. */
    CART_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine(
        (v) => v === undefined || isCartUrlTemplate(v),
        'an http(s) URL, with {market} and {channel} if wanted',
      ),
    /** The checkout application's order step; set: the basket's "Order" hands off there ({market}, {channel}). */
    CHECKOUT_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine(
        (v) => v === undefined || isCartUrlTemplate(v),
        'an http(s) URL, with {market} and {channel} if wanted',
      ),
    /** Support page logins: whitespace-separated name:$scrypt$… entries (npm run support:hash -- NAME). */
    SUPPORT_USERS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseSupportUsers(value);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
    /** Embedded basket (README "Basket and orders"): anonymous baskets and unused uploads are deleted after these. */
    BASKET_KEEP_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    DESIGN_UPLOAD_KEEP_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(48),
    BASKET_CLEANUP_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(60),
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
    /** How long the HTML of static content blocks is reused between anonymous renders (0 turns it off). */
    FRAGMENT_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(300),
    /** How often the site search index is compared with the themes and the CMS (0: only at start). */
    SEARCH_REFRESH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    // false: this instance answers searches from the index but never builds it (another one does).
    SEARCH_INDEXING: z.stringbool().default(true),
    /** The fragment cache's memory bound in MiB. */
    FRAGMENT_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
    /** Render the seeded pages' image renditions in the background after start (issue 22.13). */
    IMAGE_WARMUP: z.stringbool().default(true),
    /**
     * On SIGTERM the instance first drains this long (readiness 503, answers close their
     * connection, requests still served) so a balancer's health check takes it out, then closes.
     * Longer than nginx's upstream keepalive_timeout and fail_timeout in deploy/nginx/shop.conf
     * (3 s each; drain-timings.test.ts keeps them so): nginx then holds no idle connection to the
     * instance when it closes, and an instance restarted just before is back in nginx's pool.
     */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
    /** The whole shutdown's limit: past it the process exits with 1 even if requests still run. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(25_000),
    /** Photo toolbox (README "Toolbox"): largest upload, decompression-bomb guard, result lifetime. */
    TOOLBOX_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(500).default(30),
    TOOLBOX_MAX_MEGAPIXELS: z.coerce.number().int().min(1).max(1000).default(100),
    TOOLBOX_KEEP_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** Worker threads for image work; default one fewer than the cores (at least one, at most four). */
    TOOLBOX_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    TOOLBOX_UPLOADS_PER_IP: z.coerce.number().int().min(1).max(100).default(2),
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
