import { describe, expect, it } from 'vitest';
import { queryTerms, SEARCH_PATHS, searchPathOf } from './search';
import { parseSearchState, searchStateQuery } from './search-url';

describe('search page state', () => {
  it('reads q, page and kind leniently', () => {
    expect(parseSearchState(new URLSearchParams('q=%20Hochzeit%20&page=3&kind=design'))).toEqual({
      q: 'Hochzeit',
      page: 3,
      kind: 'design',
    });
    expect(parseSearchState(new URLSearchParams('q=a&page=-1&kind=poster'))).toEqual({
      q: 'a',
      page: 1,
      kind: null,
    });
    expect(parseSearchState(new URLSearchParams('page=9999')).page).toBe(50);
    expect(parseSearchState(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(100);
  });

  it('writes defaults away and round-trips', () => {
    expect(searchStateQuery({ q: 'hochzeit', page: 1, kind: null })).toBe('?q=hochzeit');
    const state = { q: 'grüße & co', page: 2, kind: 'help' as const };
    expect(parseSearchState(new URLSearchParams(searchStateQuery(state)))).toEqual(state);
  });

  it('has one path per language, all different', () => {
    expect(searchPathOf('de')).toBe('suche');
    expect(searchPathOf('nl')).toBe('zoeken');
    expect(new Set(Object.values(SEARCH_PATHS)).size).toBe(6);
  });

  it('keeps only letters and digits of a query, at most eight words', () => {
    expect(queryTerms("Hoch-zeit's & ÜBER:*")).toEqual(['hoch', 'zeit', 's', 'über']);
    expect(queryTerms('a b c d e f g h i j')).toHaveLength(8);
  });
});
