import { describe, expect, it } from 'vitest';
import { filterGroups, type ListingEntry, runListing } from './engine';
import {
  aspectRatioOf,
  categoryPathOf,
  facetTypesOf,
  isAllValue,
  NO_FACETS,
  THEME_CATEGORIES,
} from './filters';
import { nearestPageSize, pageWindow, paginate } from './paging';
import { compareBy, equivalentSort, sortsOf } from './sort';
import { defaultListingState, type ListingState } from './url-state';

const entry = (
  id: string,
  popularity: number,
  createdAt: string,
  facets: ListingEntry['facets'],
): ListingEntry => ({ id, popularity, createdAt, facets });

const ENTRIES: ListingEntry[] = [
  entry('a', 10, '2026-01-01', { category: ['geburtstag'], color: ['red', 'white'], style: ['modern'] }),
  entry('b', 30, '2025-06-01', {
    category: categoryPathOf('geburtstag/kindergeburtstag'),
    color: ['blue'],
    style: ['playful'],
  }),
  entry('c', 20, '2026-03-01', { category: ['hochzeit'], color: ['white'], style: ['elegant'] }),
  entry('d', 20, '2024-01-01', { category: ['hochzeit'], color: ['red'], style: ['modern'] }),
  entry('e', 5, '2026-03-01', {
    category: categoryPathOf('weihnachten/privat'),
    color: ['red', 'green'],
    style: ['classic'],
  }),
];

const state = (
  patch: Omit<Partial<ListingState>, 'facets'> & { facets?: Partial<ListingState['facets']> } = {},
): ListingState => ({
  ...defaultListingState('card'),
  ...patch,
  facets: { ...NO_FACETS, ...patch.facets },
});

const ids = (s: ListingState) => runListing(ENTRIES, s).results.map((e) => e.id);

describe('filtering', () => {
  it.each<[string, ListingState, string[]]>([
    ['nothing chosen: everything by popularity', state(), ['b', 'c', 'd', 'a', 'e']],
    ['one value', state({ facets: { color: ['white'] } }), ['c', 'a']],
    [
      'values of one filter are alternatives',
      state({ facets: { color: ['white', 'blue'] } }),
      ['b', 'c', 'a'],
    ],
    ['filters combine', state({ facets: { color: ['red'], style: ['modern'] } }), ['d', 'a']],
    ['a parent category lists its children', state({ facets: { category: ['geburtstag'] } }), ['b', 'a']],
    ['a child category only itself', state({ facets: { category: ['geburtstag/kindergeburtstag'] } }), ['b']],
    ['weihnachten takes in its occasions', state({ facets: { category: ['weihnachten'] } }), ['e']],
    ['nothing matches', state({ facets: { color: ['yellow'] } }), []],
  ])('%s', (_name, s, expected) => {
    expect(ids(s)).toEqual(expected);
  });
});

describe('sorting', () => {
  it('popularity: most popular first, ties newest first, then by id', () => {
    expect(ids(state())).toEqual(['b', 'c', 'd', 'a', 'e']);
  });

  it('created: newest first, ties by popularity, then by id', () => {
    expect(ids(state({ sort: 'created' }))).toEqual(['c', 'e', 'a', 'b', 'd']);
  });

  it('new sorts like created', () => {
    const items = [...ENTRIES];
    expect(items.sort(compareBy('new')).map((e) => e.id)).toEqual(['c', 'e', 'a', 'b', 'd']);
  });

  it.each([
    ['card', ['popularity', 'created']],
    ['calendar', ['popularity', 'new']],
    ['photobook', ['popularity', 'new']],
  ] as const)('%s sorts by %j', (product, sorts) => {
    expect(sortsOf(product)).toEqual(sorts);
  });

  it.each([
    ['card', 'new', 'created'],
    ['card', 'created', 'created'],
    ['collage', 'created', 'new'],
    ['collage', 'price', undefined],
  ] as const)('%s reads sort %s as %s', (product, sort, expected) => {
    expect(equivalentSort(product, sort)).toBe(expected);
  });
});

describe('counts', () => {
  it('counts each filter against the other filters only', () => {
    const { counts } = runListing(ENTRIES, state({ facets: { color: ['red'] } }));
    // colour counts ignore the colour choice itself
    expect(counts.color.get('white')).toBe(2);
    expect(counts.color.get('blue')).toBe(1);
    // style counts see only the red entries
    expect(counts.style.get('modern')).toBe(2);
    expect(counts.style.get('elegant') ?? 0).toBe(0);
    // parents count their children
    expect(counts.category.get('geburtstag')).toBe(1);
    expect(counts.category.get('weihnachten')).toBe(1);
  });

  it('builds SPEC 3 filter groups with active and selected', () => {
    const s = state({ facets: { color: ['red'] } });
    const run = runListing(ENTRIES, s);
    const groups = filterGroups({
      state: s,
      counts: run.counts,
      products: [
        { product: 'card', count: 5 },
        { product: 'calendar', count: 0 },
      ],
      title: (type, value) => `${type}:${value}`,
      groupTitle: (type) => type,
    });
    expect(groups.map((g) => g.type)).toEqual(['product', 'category', 'color', 'style']);
    const product = groups[0];
    expect(product?.multiple).toBe(false);
    expect(product?.options.map((o) => [o.value, o.selected, o.active])).toEqual([
      ['card', true, true],
      ['calendar', false, false],
    ]);
    const color = groups.find((g) => g.type === 'color');
    expect(color?.allSelected).toBe(false);
    expect(color?.options.find((o) => o.value === 'red')).toEqual({
      value: 'red',
      title: 'color:red',
      selected: true,
      active: true,
      count: 3,
    });
    expect(color?.options.find((o) => o.value === 'yellow')).toMatchObject({ active: false, count: 0 });
    // no entry has a label or punching: those filters offer nothing and are left out
    expect(groups.some((g) => g.type === 'label')).toBe(false);
  });
});

describe('paging', () => {
  it.each([
    [0, 1, 12, { page: 1, pageCount: 1, offset: 0, clamped: false, from: 0, to: 0 }],
    [5, 1, 12, { page: 1, pageCount: 1, offset: 0, clamped: false, from: 1, to: 5 }],
    [12, 1, 12, { page: 1, pageCount: 1, offset: 0, clamped: false, from: 1, to: 12 }],
    [13, 2, 12, { page: 2, pageCount: 2, offset: 12, clamped: false, from: 13, to: 13 }],
    [100, 9, 12, { page: 9, pageCount: 9, offset: 96, clamped: false, from: 97, to: 100 }],
    [100, 10, 12, { page: 9, pageCount: 9, offset: 96, clamped: true, from: 97, to: 100 }],
    [100, 0, 12, { page: 1, pageCount: 9, offset: 0, clamped: true, from: 1, to: 12 }],
    [100, 3, 48, { page: 3, pageCount: 3, offset: 96, clamped: false, from: 97, to: 100 }],
    [0, 5, 48, { page: 1, pageCount: 1, offset: 0, clamped: true, from: 0, to: 0 }],
  ] as const)('%i results, page %i of %i', (total, page, size, expected) => {
    expect(paginate(total, page, size)).toMatchObject({ ...expected, total, pageSize: size });
  });

  it('a run cuts out the page', () => {
    const run = runListing(ENTRIES, state({ page: 2, pageSize: 12 }));
    expect(run.paging).toMatchObject({ page: 1, clamped: true });
    expect(run.results).toHaveLength(5);
  });

  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, '…', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 20, [1, '…', 4, 5, 6, '…', 20]],
    [20, 20, [1, '…', 19, 20]],
    [3, 20, [1, 2, 3, 4, '…', 20]],
    [99, 3, [1, 2, 3]],
  ] as const)('page %i of %i shows %j', (page, count, expected) => {
    expect(pageWindow(page, count).map((l) => (l.kind === 'gap' ? '…' : l.page))).toEqual(expected);
    expect(pageWindow(page, count).filter((l) => l.kind === 'page' && l.current)).toHaveLength(1);
  });

  it.each([
    [1, 12],
    [12, 12],
    [30, 12],
    [31, 48],
    [48, 48],
    [1000, 48],
    [Number.NaN, 12],
  ])('page size %d is moved to %d', (wish, size) => {
    expect(nearestPageSize(wish)).toBe(size);
  });
});

describe('filter vocabulary', () => {
  it('card categories are the SPEC 2 occasions and their parents', () => {
    expect(THEME_CATEGORIES).toContain('geburtstag/kindergeburtstag');
    expect(THEME_CATEGORIES).toContain('weihnachten');
    expect(THEME_CATEGORIES).toContain('weihnachten/geschaeftlich');
    expect(THEME_CATEGORIES).toHaveLength(14);
  });

  it.each([
    ['card', ['category', 'aspectRatio', 'color', 'style', 'label', 'punching']],
    ['calendar', ['category', 'aspectRatio']],
  ] as const)('%s is filtered by %j', (product, types) => {
    expect(facetTypesOf(product)).toEqual(types);
  });

  it.each([
    ['color', 'alle', true],
    ['aspectRatio', 'all', true],
    ['category', 'alleVorlagen', true],
    ['style', 'alleVorlagen', false],
    ['color', 'red', false],
  ] as const)('%s=%s is "all": %s', (type, value, expected) => {
    expect(isAllValue(type, value)).toBe(expected);
  });

  it.each([
    [148, 105, 'din-landscape'],
    [105, 148, 'din-portrait'],
    [145, 145, 'square'],
    [210, 100, 'din-landscape'],
    [300, 310, 'square'],
  ] as const)('%i x %i is %s', (w, h, expected) => {
    expect(aspectRatioOf(w, h)).toBe(expected);
  });
});
