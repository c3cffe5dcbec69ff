/**
 * The cart belongs to the external checkout application, as the designers do (issue 23.1). Its
 * address is one setting for every market: a URL whose {market} and {channel} are filled in per
 * request ("https://checkout.example.com/{channel}/{market}/cart"). Without it the shop answers
 * /warenkorb itself with what it knows (web/features/cart).
 */
import type { Channel, Market } from '../../shared/markets';

/** The shop's own cart path (the header's cart link), on every market and under /d. */
export const CART_PATH = /^\/warenkorb\/?$/;

const PLACEHOLDER = /\{(market|channel)\}/g;

/** The checkout's cart for a market; placeholders are URL-encoded, the rest is the setting as given. */
export function cartUrlFor(template: string, at: { market: Market; channel: Channel }): string {
  return template.replace(PLACEHOLDER, (_all, name: 'market' | 'channel') => encodeURIComponent(at[name]));
}

/** Whether a setting is usable: an http(s) URL once its placeholders are filled in. */
export function isCartUrlTemplate(template: string): boolean {
  try {
    const url = new URL(cartUrlFor(template, { market: 'de-DE', channel: 'cards' }));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
