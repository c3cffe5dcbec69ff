/**
 * The search result page's path per content language, below the market prefix (issue 32). A module
 * of its own because the route table (in the entry chunk) needs only these six words.
 */
export const SEARCH_PATHS = {
  de: 'suche',
  en: 'search',
  fr: 'recherche',
  it: 'cerca',
  es: 'buscar',
  nl: 'zoeken',
} as const;
