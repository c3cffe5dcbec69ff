import { getOrCreate } from '../collections/get-or-create';
import type { Market } from '../markets';
import { contactOf } from '../markets/contact';
import { withMarketContact } from './market-contact';
import { inMarketSpelling } from './market-spelling';

const copies = new WeakMap<object, Map<Market, unknown>>();

/**
 * Story content in the market's spelling and with its contact details. Both walk the whole story
 * (about half a millisecond for the global story), so the copy is kept per story object and
 * market: the content service hands out the same cached object until it reloads it, and nobody
 * mutates a story. A reloaded or preview story is a new object and gets its own copy.
 */
export function storyInMarket<T>(content: T, market: Market): T {
  if (typeof content !== 'object' || content === null) {
    return withMarketContact(inMarketSpelling(content, market), contactOf(market));
  }
  const byMarket = getOrCreate(copies, content, () => new Map<Market, unknown>());
  return getOrCreate(byMarket, market, () =>
    withMarketContact(inMarketSpelling(content, market), contactOf(market)),
  ) as T;
}
