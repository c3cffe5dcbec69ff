/**
 * Per-market contact details (config/contacts.json): the service hotline a market's shoppers call.
 * The content is written per language and would give every English market one number; the
 * number is a fact of the market, like its currency.
 */
import contactsTable from '../../config/contacts.json' with { type: 'json' };
import { MARKETS, type Market } from './locales';

export interface MarketContact {
  /** The service hotline as shoppers dial it, or undefined where the market has none. */
  hotline: string | undefined;
}

const TABLE = contactsTable.markets as Partial<Record<string, { hotline?: string | null }>>;

export function contactOf(market: Market): MarketContact {
  const hotline = TABLE[market]?.hotline?.trim();
  return { hotline: hotline ? hotline : undefined };
}

/** Markets the table names that the shop does not know: a typo in the setting. */
export function unknownContactMarkets(): string[] {
  return Object.keys(TABLE).filter((market) => !(MARKETS as readonly string[]).includes(market));
}
