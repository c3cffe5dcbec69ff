/** The 17 markets of SPEC 1, their languages, countries and fallbacks (SPEC 9). */

export const MARKETS = [
  'de-AT',
  'de-CH',
  'de-DE',
  'de-IT',
  'de-LI',
  'de-LU',
  'en-GB',
  'en-US',
  'es-ES',
  'fr-BE',
  'fr-CH',
  'fr-FR',
  'fr-LU',
  'it-CH',
  'it-IT',
  'nl-BE',
  'nl-NL',
] as const;
export type Market = (typeof MARKETS)[number];

/** Markets that have a translation bundle of their own. */
export const BUNDLES = [
  'de-CH',
  'de-DE',
  'de-LI',
  'en-GB',
  'en-US',
  'es-ES',
  'fr-BE',
  'fr-FR',
  'it-IT',
  'nl-NL',
] as const satisfies readonly Market[];
export type Bundle = (typeof BUNDLES)[number];

export const DEFAULT_MARKET: Market = 'de-DE';

/** SPEC 9 fallbacks; markets not listed fall back to nobody. */
export const FALLBACKS: Partial<Record<Market, Market>> = {
  'de-AT': 'de-DE',
  'de-CH': 'de-DE',
  'de-LI': 'de-DE',
  'de-LU': 'de-DE',
  'en-US': 'en-GB',
  'fr-BE': 'fr-FR',
  'fr-CH': 'fr-FR',
  'fr-LU': 'fr-FR',
  'it-CH': 'it-IT',
  'nl-BE': 'nl-NL',
};

export const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The market a bare language falls back to when no host of its own speaks it. */
export const LANGUAGE_HOME: Record<Language, Market> = {
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
};

export const COUNTRIES = ['at', 'be', 'ch', 'de', 'es', 'fr', 'gb', 'it', 'li', 'lu', 'nl', 'us'] as const;
export type Country = (typeof COUNTRIES)[number];

/** Markets per country, the first being the country's default language (DESIGN "Hosts"). */
export const COUNTRY_MARKETS: Record<Country, readonly [Market, ...Market[]]> = {
  at: ['de-AT'],
  be: ['nl-BE', 'fr-BE'],
  ch: ['de-CH', 'fr-CH', 'it-CH'],
  de: ['de-DE'],
  es: ['es-ES'],
  fr: ['fr-FR'],
  gb: ['en-GB'],
  it: ['it-IT', 'de-IT'],
  li: ['de-LI'],
  lu: ['de-LU', 'fr-LU'],
  nl: ['nl-NL'],
  us: ['en-US'],
};

const MARKET_RE = /^[a-z]{2}-[A-Z]{2}$/;

/** SPEC 5: a locale string is two letters, a hyphen, two letters. */
export function isLocaleString(value: string): boolean {
  return MARKET_RE.test(value);
}

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (MARKETS as readonly string[]).includes(value);
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function languageOf(market: Market): Language {
  return market.slice(0, 2) as Language;
}

export function countryOf(market: Market): Country {
  return market.slice(3).toLowerCase() as Country;
}

export function fallbackOf(market: Market): Market | undefined {
  return FALLBACKS[market];
}

/** The bundle that translates a market: its own, else its fallback's, else the default. */
export function bundleOf(market: Market): Bundle {
  if ((BUNDLES as readonly string[]).includes(market)) return market as Bundle;
  const fallback = FALLBACKS[market];
  if (fallback && (BUNDLES as readonly string[]).includes(fallback)) return fallback as Bundle;
  return 'de-DE';
}

/** The market for a language spoken in a country, if the shop sells there in that language. */
export function marketFor(country: Country, language: Language): Market | undefined {
  return COUNTRY_MARKETS[country].find((m) => languageOf(m) === language);
}

/** SPEC 9 country suffix: de-DE de, en-US com, en-GB gb; other markets use their country code. */
export function countrySuffix(market: Market): string {
  if (market === 'en-US') return 'com';
  return countryOf(market);
}
