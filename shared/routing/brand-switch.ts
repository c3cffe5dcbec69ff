/**
 * The brand switch (issue 23.5): from a page of one brand to the other brand's host of the same
 * market, keeping the language and /d, and the same page where the other brand has it.
 */
import {
  type Channel,
  channelSells,
  fallbackOf,
  LANGUAGE_HOME,
  languageOf,
  type Market,
  marketsOfChannel,
} from '../markets';

/** The path the top bar's link asks the server to resolve (server/ssr/brand-switch.ts). */
export const BRAND_SWITCH_PATH = '/_brand-switch';

export function otherChannel(channel: Channel): Channel {
  return channel === 'cards' ? 'posters' : 'cards';
}

/**
 * The market of the other brand: the same one where it sells there, else the SPEC 9 fallback, else
 * the language's home market (so the language stays), else the brand's first market.
 */
export function brandSwitchMarket(to: Channel, market: Market): Market {
  const candidates = [market, fallbackOf(market), LANGUAGE_HOME[languageOf(market)]];
  return (
    candidates.find((m): m is Market => m !== undefined && channelSells(to, m)) ??
    marketsOfChannel(to)[0] ??
    market
  );
}

/** How a path's page is found in the other brand: always there, in the card shop only, or in the CMS. */
export type SwitchPathKind = 'shared' | 'cards-only' | 'content';

const SHARED = /^\/(?:$|kundenkonto(?:\/|$)|warenkorb\/?$|configurator-[a-z-]+(?:\/|$))/;
/** Listings and theme pages: the card brand's designs (SPEC 1). */
const CARDS_ONLY = /^\/(?:products|vorkonfigurator-[a-z]+|feed-[a-z]+|themes)(?:\/|$)/;

export function switchPathKind(path: string): SwitchPathKind {
  if (SHARED.test(path)) return 'shared';
  if (CARDS_ONLY.test(path)) return 'cards-only';
  return 'content';
}
