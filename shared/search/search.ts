/**
 * Site search (issue 32 §1): the result page's path in each content language, the kinds of
 * result, the limits of a query and the shapes the search API and page share.
 */
import type { Language } from '../markets';

import { SEARCH_PATHS } from './paths';

export { SEARCH_PATHS };

export function searchPathOf(language: Language): string {
  return SEARCH_PATHS[language];
}

/** What a result is: a card design, a product page, a content page or a help page. */
export const SEARCH_KINDS = ['design', 'product', 'page', 'help'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);
}

/** PostgreSQL's text-search configuration (stemmer and stop words) per content language. */
export const SEARCH_CONFIGURATIONS: Readonly<Record<Language, string>> = {
  de: 'german',
  en: 'english',
  fr: 'french',
  it: 'italian',
  es: 'spanish',
  nl: 'dutch',
};

export const SEARCH_LIMITS = {
  /** Characters of a query; longer ones are refused. */
  maxQueryLength: 100,
  /** Words of a query that count; the rest are ignored. */
  maxTerms: 8,
  pageSize: 24,
  /** Result pages one can page to. */
  maxPage: 50,
  suggestions: 6,
} as const;

/** The words of a text: runs of letters and digits of any script, lower-cased. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The words of a query that count: at most maxTerms. */
export function queryTerms(query: string): string[] {
  return wordsOf(query).slice(0, SEARCH_LIMITS.maxTerms);
}

export interface SearchHit {
  kind: SearchKind;
  /** A key unique within its kind (a theme id, a page's default path). */
  key: string;
  title: string;
  /** The design's occasion, or the page's kind of content. */
  subtitle: string;
  /** A line of the page's text, when it has some. */
  snippet: string;
  /** Path below the market prefix, e.g. "/themes/hochzeit-001" or "/impression-sur-toile". */
  href: string;
  /** Asset path of a picture ("/assets/…"), when there is one. */
  image: string | null;
}

export interface SearchFacet {
  kind: SearchKind;
  count: number;
}

export interface SearchResult {
  query: string;
  /** The filter, when the shopper narrowed the results to one kind. */
  kind: SearchKind | null;
  page: number;
  pageCount: number;
  total: number;
  hits: SearchHit[];
  /** How many results each kind has for the query (for the filter links). */
  facets: SearchFacet[];
  /** A corrected query when a word was not found but a close one was ("hochzeitt" → "hochzeit"). */
  didYouMean: string | null;
}

export interface SearchSuggestions {
  query: string;
  hits: SearchHit[];
}
