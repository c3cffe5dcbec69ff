/**
 * Every setting of the desktop app, read from the environment and validated in one place
 * (DESIGN "Conventions"). A bad value stops start-up with a message naming the variable.
 */
import { z } from 'zod';
import { isMarket, type Market } from '../../shared/markets';
import { BUILD_ORIGIN_VARIABLE, type BuildFacts, DEVELOPMENT_BUILD, parseShopOrigin } from './shop-origin';
import { isLocalHost } from './shop-target';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface DesktopConfig {
  /** The shop's origin: SHOP_URL in development builds, the baked https origin in packaged ones. */
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
      const result = parseShopOrigin(value, { httpsOnly: false });
      if (result.ok) return result.url;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
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

export type ConfigResult =
  | {
      ok: true;
      config: DesktopConfig;
      /** Variables that were set but that this build does not take (to be logged). */
      ignored: string[];
    }
  | { ok: false; message: string };

/** Settings a packaged build never takes from the environment. */
const BAKED_IN_PACKAGED_BUILDS = ['SHOP_URL'] as const;

/** Reads the environment; never throws. `build` says whether this is a packaged app, and its origin. */
export function readDesktopConfig(
  env: Readonly<Record<string, string | undefined>>,
  build: BuildFacts = DEVELOPMENT_BUILD,
): ConfigResult {
  let packagedOrigin: URL | undefined;
  const ignored: string[] = [];
  const settings = { ...env };
  if (build.packaged) {
    const baked = parseShopOrigin(build.shopOrigin, { httpsOnly: true });
    if (!baked.ok) {
      return {
        ok: false,
        message: `This build has no usable shop origin: rebuild it with ${BUILD_ORIGIN_VARIABLE}=https://… (${baked.message})`,
      };
    }
    if (isLocalHost(baked.url.hostname)) {
      return {
        ok: false,
        message: `This build's shop origin ${baked.url.origin} is a local host: rebuild it with ${BUILD_ORIGIN_VARIABLE}=https://<production host>`,
      };
    }
    packagedOrigin = baked.url;
    for (const name of BAKED_IN_PACKAGED_BUILDS) {
      if (blankToUndefined(settings[name]) !== undefined) ignored.push(name);
      delete settings[name];
    }
  } else if (build.shopOrigin && blankToUndefined(settings.SHOP_URL) === undefined) {
    // A development build of a release configuration opens that shop unless told otherwise.
    settings.SHOP_URL = build.shopOrigin;
  }
  const result = schema.safeParse(settings);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    return { ok: false, message: `Invalid desktop settings:\n${lines.join('\n')}` };
  }
  const data = result.data;
  return {
    ok: true,
    ignored,
    config: {
      shopUrl: packagedOrigin ?? data.SHOP_URL,
      market: data.SHOP_MARKET,
      externalHosts: data.SHOP_EXTERNAL_HOSTS,
      cacheMaxBytes: data.SHOP_CACHE_MB * 1024 * 1024,
      userDataDir: data.SHOP_DESKTOP_USER_DATA,
      logLevel: data.SHOP_DESKTOP_LOG_LEVEL,
      registerProtocolInDev: ['1', 'true'].includes(data.SHOP_DESKTOP_REGISTER_PROTOCOL ?? ''),
    },
  };
}
