/**
 * Every setting of the desktop app, read from the environment and validated in one place
 * (DESIGN "Conventions"). A bad value stops start-up with a message naming the variable.
 */
import { z } from 'zod';
import { isMarket, type Market } from '../../shared/markets';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface DesktopConfig {
  /** The shop's origin, e.g. http://localhost:3000 (SHOP_URL). */
  shopUrl: URL;
  /** The market to open (SHOP_MARKET); undefined means the shop host's default market. */
  market: Market | undefined;
  /** Extra hosts whose https links may open in the system browser (SHOP_EXTERNAL_HOSTS). */
  externalHosts: readonly string[];
  /** Size bound of the offline cache in bytes; 0 turns the cache off (SHOP_CACHE_MB). */
  cacheMaxBytes: number;
  /** Where the app keeps its data instead of Electron's default (SHOP_DESKTOP_USER_DATA; tests). */
  userDataDir: string | undefined;
  logLevel: LogLevel;
  /** Register the deep-link scheme even when running unpackaged (SHOP_DESKTOP_REGISTER_PROTOCOL=1). */
  registerProtocolInDev: boolean;
}

export const DEFAULT_SHOP_URL = 'http://localhost:3000';
export const DEFAULT_CACHE_MB = 256;

const HOSTNAME_RE =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const shopUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .default(DEFAULT_SHOP_URL)
    .transform((value, ctx) => {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: `"${value}" is not a URL (e.g. ${DEFAULT_SHOP_URL}).` });
        return z.NEVER;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        ctx.addIssue({ code: 'custom', message: `must be an http or https URL, not ${url.protocol}` });
        return z.NEVER;
      }
      if (url.username || url.password) {
        ctx.addIssue({ code: 'custom', message: 'must not carry a user name or password.' });
        return z.NEVER;
      }
      if (url.pathname !== '/' || url.search || url.hash) {
        ctx.addIssue({
          code: 'custom',
          message: `must be the shop's origin only (e.g. ${url.origin}); the app adds market and /d itself.`,
        });
        return z.NEVER;
      }
      return new URL(url.origin);
    }),
);

const market = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || isMarket(value), {
      message: 'is not one of the 17 markets (e.g. de-DE, fr-CH, en-GB).',
    })
    .transform((value) => value as Market | undefined),
);

const externalHosts = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const hosts = (value ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
      for (const host of hosts) {
        if (!HOSTNAME_RE.test(host)) {
          ctx.addIssue({ code: 'custom', message: `"${host}" is not a host name (e.g. www.example.com).` });
        }
      }
      return hosts;
    }),
);

const cacheMb = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'must be a whole number of megabytes.' })
    .int('must be a whole number of megabytes.')
    .default(DEFAULT_CACHE_MB)
    .refine((mb) => mb === 0 || (mb >= 16 && mb <= 4096), {
      message: 'must be 0 (cache off) or from 16 to 4096 megabytes.',
    }),
);

const absolutePath = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .refine((value) => value === undefined || /^(\/|[A-Za-z]:[\\/]|\\\\)/.test(value), {
      message: 'must be an absolute path.',
    }),
);

const schema = z.object({
  SHOP_URL: shopUrl,
  SHOP_MARKET: market,
  SHOP_EXTERNAL_HOSTS: externalHosts,
  SHOP_CACHE_MB: cacheMb,
  SHOP_DESKTOP_USER_DATA: absolutePath,
  SHOP_DESKTOP_LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(LOG_LEVELS).default('info')),
  SHOP_DESKTOP_REGISTER_PROTOCOL: z.preprocess(
    blankToUndefined,
    z.enum(['0', '1', 'true', 'false']).optional(),
  ),
});

export type ConfigResult = { ok: true; config: DesktopConfig } | { ok: false; message: string };

/** Reads the environment; never throws. */
export function readDesktopConfig(env: Readonly<Record<string, string | undefined>>): ConfigResult {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    return { ok: false, message: `Invalid desktop settings:\n${lines.join('\n')}` };
  }
  const data = result.data;
  return {
    ok: true,
    config: {
      shopUrl: data.SHOP_URL,
      market: data.SHOP_MARKET,
      externalHosts: data.SHOP_EXTERNAL_HOSTS,
      cacheMaxBytes: data.SHOP_CACHE_MB * 1024 * 1024,
      userDataDir: data.SHOP_DESKTOP_USER_DATA,
      logLevel: data.SHOP_DESKTOP_LOG_LEVEL,
      registerProtocolInDev: ['1', 'true'].includes(data.SHOP_DESKTOP_REGISTER_PROTOCOL ?? ''),
    },
  };
}
