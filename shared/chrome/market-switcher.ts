/**
 * The country and language switcher (SPEC 2 footer: international and languages boxes). Leads to
 * the same page in another market; names are the markets' own (endonyms), as shoppers look for
 * their own language.
 */
import { COUNTRY_MARKETS, type Country, countryOf, type Language, languageOf, type Market } from '../markets';

export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
};

/** The country's name in the market's language. */
export const COUNTRY_NAMES: Record<Market, string> = {
  'de-AT': 'Österreich',
  'de-CH': 'Schweiz',
  'de-DE': 'Deutschland',
  'de-IT': 'Italien',
  'de-LI': 'Liechtenstein',
  'de-LU': 'Luxemburg',
  'en-GB': 'United Kingdom',
  'en-US': 'United States',
  'es-ES': 'España',
  'fr-BE': 'Belgique',
  'fr-CH': 'Suisse',
  'fr-FR': 'France',
  'fr-LU': 'Luxembourg',
  'it-CH': 'Svizzera',
  'it-IT': 'Italia',
  'nl-BE': 'België',
  'nl-NL': 'Nederland',
};

/** "Deutschland · Deutsch". */
export function marketName(market: Market): string {
  return `${COUNTRY_NAMES[market]} · ${LANGUAGE_NAMES[languageOf(market)]}`;
}

export interface SwitcherEntry {
  market: Market;
  href: string;
  /** Country name (countries list) or language name (languages list). */
  label: string;
  current: boolean;
}

export interface MarketSwitcherGroups {
  /** The languages of the current country (only when there is more than one). */
  languages: SwitcherEntry[];
  /** One entry per country of the channel: the current language where the country speaks it, else its default. */
  countries: SwitcherEntry[];
}

export function marketSwitcherGroups(
  current: Market,
  alternates: readonly { market: Market; href: string }[],
): MarketSwitcherGroups {
  const country = countryOf(current);
  const language = languageOf(current);
  const sameCountry = alternates.filter((a) => countryOf(a.market) === country);
  const languages =
    sameCountry.length > 1
      ? sameCountry.map((a) => ({
          market: a.market,
          href: a.href,
          label: LANGUAGE_NAMES[languageOf(a.market)],
          current: a.market === current,
        }))
      : [];
  const byCountry = new Map<Country, { market: Market; href: string }[]>();
  for (const a of alternates) {
    const c = countryOf(a.market);
    byCountry.set(c, [...(byCountry.get(c) ?? []), a]);
  }
  const countries: SwitcherEntry[] = [];
  for (const [c, entries] of byCountry) {
    const pick =
      c === country
        ? (entries.find((e) => e.market === current) ?? entries[0])
        : (entries.find((e) => languageOf(e.market) === language) ??
          entries.find((e) => e.market === COUNTRY_MARKETS[c][0]) ??
          entries[0]);
    if (!pick) continue;
    countries.push({
      market: pick.market,
      href: pick.href,
      label: COUNTRY_NAMES[pick.market],
      current: c === country,
    });
  }
  countries.sort((a, b) => a.label.localeCompare(b.label, 'de'));
  return { languages, countries };
}
