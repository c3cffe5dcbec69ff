/**
 * A page request's context (issue 30 §1): what the edge read once (`request.shop`,
 * server/http/request-context.ts) joined with what the page route resolved (market and platform
 * from host and path, the channel's settings, the preview grant, whether the browser asked for the
 * document or for its `_payload.json`). Everything the render sees comes from here:
 * `shopRequestInfoOf` is the one function that makes a `ShopRequestInfo`, for pages and for the
 * hybrid layout, and server/ssr/page-cache.ts keys the render input built from it.
 */
import type { ChromeDismissals } from '../../shared/chrome/dismissals';
import type { ServerServices } from '../../shared/contracts/page-services';
import type { DeviceClass, Representation, ShopRequestInfo } from '../../shared/contracts/request-info';
import { bundleOf, type Channel, type Market } from '../../shared/markets';
import type { Platform } from '../../shared/routing';
import { type ChannelSettings, FALLBACK_CHANNEL_SETTINGS } from '../../shared/settings/channel-settings';
import type { PreviewGrant } from '../cms/preview-access';

/** The visitor as the edge read them; another application's page (hybrid layout) has none. */
export interface Visitor {
  deviceClass: DeviceClass;
  isBot: boolean;
  /** Banners the shopper closed. */
  dismissals: ChromeDismissals;
}

/** No visitor: another application embeds the chrome, so no device, cookies or banners are known. */
export const NO_VISITOR: Visitor = {
  deviceClass: 'desktop',
  isBot: false,
  dismissals: { smartbanner: true, actionBars: [] },
};

export interface PageContext {
  visitor: Visitor;
  channel: Channel;
  market: Market;
  platform: Platform;
  /** The path prefix of market and platform, e.g. "/fr/d". */
  basename: string;
  /** The origin the shopper sees (the site's public origin, never the Host header). */
  origin: string;
  /** The query string with its "?", or "". */
  search: string;
  representation: Representation;
  settings: ChannelSettings;
  /** Set when the visual editor's preview token checked out. */
  preview: PreviewGrant | undefined;
  /** Development: another backend for the browser's API calls (?_apiBase=); null: the shop's own. */
  apiBase: string | null;
  /** When the server handled the request (ms). */
  requestTime: number;
}

/** What is the same for every request of a server (or of one embedding). */
export interface SiteFacts {
  publicBase: string;
  ownDomains: string[];
  integrations: ShopRequestInfo['integrations'];
}

/** Debug flag (query splitDebug or _debug): the debug panel and technical error details. */
export function isDebug(search: string): boolean {
  const params = new URLSearchParams(search);
  return ['splitDebug', '_debug'].some((k) => params.has(k) && !['0', 'false'].includes(params.get(k) ?? ''));
}

/** The page's `ShopRequestInfo`: the one place it is made. */
export function shopRequestInfoOf(context: PageContext, site: SiteFacts): ShopRequestInfo {
  const origin = new URL(context.origin);
  return {
    channel: context.channel,
    market: context.market,
    bundle: bundleOf(context.market),
    platform: context.platform,
    basename: context.basename,
    origin: origin.origin,
    host: origin.host,
    publicBase: site.publicBase,
    deviceClass: context.visitor.deviceClass,
    isBot: context.visitor.isBot,
    debug: isDebug(context.search),
    preview: context.preview !== undefined,
    requestTime: context.requestTime,
    dismissals: context.visitor.dismissals,
    ownDomains: site.ownDomains,
    settings: context.settings,
    integrations: site.integrations,
    ...(context.apiBase ? { apiBase: context.apiBase } : {}),
  };
}

/** The channel's settings from their one place; the cautious fallback (logged) when it cannot answer. */
export async function channelSettingsOf(
  services: ServerServices,
  channel: Channel,
): Promise<ChannelSettings> {
  if (!services.settings) return FALLBACK_CHANNEL_SETTINGS;
  try {
    return (await services.settings(channel)) ?? FALLBACK_CHANNEL_SETTINGS;
  } catch (error) {
    services.log.error('channel settings unavailable', { channel, error: String(error) });
    return FALLBACK_CHANNEL_SETTINGS;
  }
}
