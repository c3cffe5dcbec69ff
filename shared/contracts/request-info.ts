/**
 * What the server learnt about a page request, as the pages read it (useShop()); the browser gets
 * the same object in the page's bootstrap.
 */
import type { ChromeDismissals } from '../chrome/dismissals';
import type { Bundle, Channel, Market } from '../markets';
import type { Platform } from '../routing/locale-path';
import type { ChannelSettings } from '../settings/channel-settings';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/**
 * Whether the browser asked for the HTML document or for its data (`{path}/_payload.json`). The
 * loaders read it from their context, never from an Accept header: the page cache keys it.
 */
export type Representation = 'document' | 'payload';

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
  /** On a verified preview only: the Storyblok bridge to load and the editor origin it talks to. */
  visualEditor?: { bridgeUrl: string; editorOrigin: string };
  /** Hostnames of the brand's own sites, whose links are followed. */
  ownDomains: string[];
  /** When the server handled the request (ms); server and browser render time-based banners alike. */
  requestTime: number;
  /** Banners the shopper closed, from their cookies, so they are not rendered at all. */
  dismissals: ChromeDismissals;
  /** The channel's SPEC 3 settings, read once per request from the database. */
  settings: ChannelSettings;
  /**
   * Public keys of the third-party services (RECAPTCHA_SITE_KEY, SUPPORT_CHAT_KEY); null when not
   * configured. Their scripts load only after the shopper consented.
   */
  integrations: { recaptchaSiteKey: string | null; chatKey: string | null };
  /**
   * Development only (SPEC 4/5): another backend's origin for the browser's API calls, from
   * ?_apiBase=. Absent: the shop's own origin.
   */
  apiBase?: string;
}
