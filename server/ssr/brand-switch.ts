/**
 * GET {prefix}/_brand-switch?from={path}: the top bar's "switch to the other shop". The browser
 * cannot know whether the other brand has the page (its pages live in the CMS), so the server
 * looks, then redirects to the other brand's host from the host table, on the configured origin.
 */

import type { ContentSource } from '../../shared/contracts/page-services';
import { languageOf } from '../../shared/markets';
import { isSaneSlug, marketUrl, type ResolvedPage, safeRedirectPath } from '../../shared/routing';
import {
  BRAND_SWITCH_PATH,
  brandSwitchMarket,
  otherChannel,
  switchPathKind,
} from '../../shared/routing/brand-switch';

export { BRAND_SWITCH_PATH };

/** Whether the other brand has the page; a CMS failure sends the shopper to its home page. */
async function pathThere(
  path: string,
  to: ResolvedPage['channel'],
  market: ResolvedPage['market'],
  content: ContentSource | undefined,
  log: (message: string, data: Record<string, unknown>) => void,
): Promise<string> {
  const kind = switchPathKind(path);
  if (kind === 'shared') return path;
  if (kind === 'cards-only') return to === 'cards' ? path : '/';
  if (!content) return '/';
  try {
    const page = await content.page({ channel: to, language: languageOf(market), path });
    return page ? path : '/';
  } catch (error) {
    log('brand switch: page lookup failed', { path, error: String(error) });
    return '/';
  }
}

export async function brandSwitchLocation(input: {
  page: ResolvedPage;
  search: string;
  /** The configured public origin's host (with port) and scheme, never the request's Host. */
  origin: { host: string; protocol: 'http' | 'https' };
  content: ContentSource | undefined;
  log: (message: string, data: Record<string, unknown>) => void;
}): Promise<string | undefined> {
  const { page } = input;
  const to = otherChannel(page.channel);
  const market = brandSwitchMarket(to, page.market);
  const raw = new URLSearchParams(input.search).get('from') ?? '/';
  // Only a path of this shop, without its query: what the other brand's page means by it is unknown.
  const from = safeRedirectPath(raw).split(/[?#]/, 1)[0] || '/';
  const path = isSaneSlug(from) ? await pathThere(from, to, market, input.content, input.log) : '/';
  return marketUrl(input.origin, to, market, page.platform, path);
}
