import type { ContentPageData } from '../../shared/contracts/content-page';
import type { ShopRequestInfo } from '../../shared/contracts/request-info';
import type { FlagsBootstrap } from '../../shared/flags';
import type { Bundle } from '../../shared/markets';
import type { LogSink, TrackingBootstrap } from '../../shared/tracking';
import type { SerializedRouterState } from './router-state';

/** Everything the browser needs to take over the page; sent as one JSON script element. */
export interface Bootstrap {
  info: ShopRequestInfo;
  flags: FlagsBootstrap;
  tracking: TrackingBootstrap;
  /** The translation bundle is a file of its own (cached across pages), preloaded by the document. */
  i18n: { bundle: Bundle; href: string };
  router: SerializedRouterState;
  assets: PageAssets;
  /** The CMS error story, only when the page is an error page (see error-story.ts). */
  errorStory?: ContentPageData | null;
}

export interface PageAssets {
  /** Stylesheets of the entry, in order. */
  css: string[];
  /** The module the browser boots from. */
  entry: string;
  /** Scripts that must run before the entry (development only: Vite's client and React refresh). */
  devPreamble?: boolean;
}

export const BOOTSTRAP_ID = '__shop';

/** JSON that can sit inside a <script> element without ending it or opening a comment. */
export function serializeBootstrap(bootstrap: Bootstrap): string {
  return JSON.stringify(bootstrap)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page's bootstrap, read from its script element's text; undefined (and the SPEC 8 "bootstrap"
 * event logged) when it is missing or unreadable, so the page stays as the server sent it.
 */
export function readBootstrap(
  json: string | null | undefined,
  log: Pick<LogSink, 'error'>,
): Bootstrap | undefined {
  if (!json) {
    log.error('bootstrap', { reason: 'the page has no bootstrap data' });
    return undefined;
  }
  try {
    const bootstrap = JSON.parse(json) as Partial<Bootstrap> | null;
    if (bootstrap?.info && bootstrap.router && bootstrap.i18n && bootstrap.tracking)
      return bootstrap as Bootstrap;
    log.error('bootstrap', { reason: 'the bootstrap data lacks info, router, i18n or tracking' });
  } catch (error) {
    log.error('bootstrap', { reason: 'the bootstrap data is not JSON', error: String(error) });
  }
  return undefined;
}
