/**
 * Which shop the app opens. A development build takes SHOP_URL from the environment (a local shop
 * over http is fine there). A packaged build opens only the https origin baked in when it was built
 * (SHOP_DESKTOP_ORIGIN at `vite build` time): otherwise anyone who can set an environment variable
 * could point the installed app, with its deep links and bridge, at a site of their choosing.
 */

/** How this copy of the app was built: from Electron (app.isPackaged) and the bundle, never the environment. */
export interface BuildFacts {
  packaged: boolean;
  /** The origin baked in at build time; '' when the build had none. */
  shopOrigin: string;
}

export const DEVELOPMENT_BUILD: BuildFacts = { packaged: false, shopOrigin: '' };

/** The build-time variable that bakes the shop's origin into the app. */
export const BUILD_ORIGIN_VARIABLE = 'SHOP_DESKTOP_ORIGIN';

export type OriginResult = { ok: true; url: URL } | { ok: false; message: string };

/** A shop origin (scheme, host, port; no path, query, credentials); `httpsOnly` for packaged builds. */
export function parseShopOrigin(value: string, options: { httpsOnly: boolean }): OriginResult {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: `"${value}" is not a URL (e.g. https://shop.example).` };
  }
  const schemes = options.httpsOnly ? ['https:'] : ['http:', 'https:'];
  if (!schemes.includes(url.protocol)) {
    const wanted = options.httpsOnly ? 'an https URL' : 'an http or https URL';
    return { ok: false, message: `must be ${wanted}, not ${url.protocol}` };
  }
  if (url.username || url.password) return { ok: false, message: 'must not carry a user name or password.' };
  if (url.pathname !== '/' || url.search || url.hash) {
    return {
      ok: false,
      message: `must be the shop's origin only (e.g. ${url.origin}); the app adds market and /d itself.`,
    };
  }
  return { ok: true, url: new URL(url.origin) };
}
