import type { ChromeDismissals } from '../../shared/chrome/dismissals';
import type { Bundle, Channel, Currency, Market } from '../../shared/markets';
import type { Platform } from '../../shared/routing';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** What the server learnt about a page request; the browser gets the same object in the page. */
export interface ShopRequestInfo {
  channel: Channel;
  market: Market;
  bundle: Bundle;
  platform: Platform;
  /** The path prefix of market and platform, e.g. "/fr/d"; the router's basename. */
  basename: string;
  /** The origin the shopper sees, e.g. "http://fr.cards.localhost:3000". */
  origin: string;
  host: string;
  /**
   * Scheme and port of the shop's public URLs (PUBLIC_BASE_URL, else http://localhost:PORT). With
   * the host table it makes the absolute URLs of structured data (shared/seo/site-origin.ts), which
   * must not depend on the Host header a request came with.
   */
  publicBase: string;
  deviceClass: DeviceClass;
  isBot: boolean;
  /** Debug flag (query splitDebug or _debug): shows the debug panel and technical error details. */
  debug: boolean;
  /** The visual editor's preview token checked out: drafts are shown and the editor bridge loads. */
  preview: boolean;
  /** Hostnames of the brand's own sites, whose links are followed. */
  ownDomains: string[];
  /** When the server handled the request (ms); server and browser render time-based banners alike. */
  requestTime: number;
  /** Banners the shopper closed, from their cookies, so they are not rendered at all. */
  dismissals: ChromeDismissals;
  /**
   * Development only (SPEC 4/5): another backend's origin for the browser's API calls, from
   * ?_apiBase=. Absent: the shop's own origin.
   */
  apiBase?: string;
  /** Links to the same page in the other markets of this channel, for the market switcher. */
  alternates: { market: Market; href: string }[];
}

/** The app-wide values of SPEC 3. */
export interface AppValues {
  baseUrl: string;
  bffUrl: string;
  currencyCode: Currency;
  currentLocale: Market;
  fallbackLocale: Market;
  host: string;
  platform: 'desktop' | 'web';
}
