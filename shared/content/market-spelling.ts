/**
 * The stories are written once per language; some markets of a language spell it their own way
 * (Swiss German without ß, American English). Story content goes through here before it is shown.
 */
import type { Market } from '../markets';
import { toAmericanEnglish, usesAmericanEnglish } from './american-english';
import { toSwissSpelling, usesSwissSpelling } from './swiss-spelling';

/** Story content (or any text tree) in the market's spelling; the same object when it has none. */
export function inMarketSpelling<T>(content: T, market: Market): T {
  if (usesSwissSpelling(market)) return toSwissSpelling(content);
  if (usesAmericanEnglish(market)) return toAmericanEnglish(content);
  return content;
}
