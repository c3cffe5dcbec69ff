import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FACET_TYPES, LISTING_PRODUCTS, type ListingProduct, NO_FACETS, valuesOf } from './filters';
import { PAGE_SIZES } from './paging';
import { sortsOf } from './sort';
import {
  clearFacets,
  defaultListingState,
  LISTING_QUERY_PARAMS,
  type ListingIssueKind,
  type ListingState,
  listingSearch,
  parseListingQuery,
  toggleFacet,
  withPage,
  withPageSize,
  withProduct,
  withSort,
} from './url-state';

type Patch = Omit<Partial<ListingState>, 'facets'> & { facets?: Partial<ListingState['facets']> };

const parse = (search: string, defaultProduct: ListingProduct = 'card') =>
  parseListingQuery(new URLSearchParams(search), { defaultProduct });

describe('parseListingQuery: good queries', () => {
  it.each<[string, Patch]>([
    ['', {}],
    ['category=hochzeit', { facets: { category: ['hochzeit'] } }],
    ['category=geburtstag%2Fkindergeburtstag', { facets: { category: ['geburtstag/kindergeburtstag'] } }],
    ['category=weihnachten', { facets: { category: ['weihnachten'] } }],
    ['color=red&color=blue', { facets: { color: ['blue', 'red'] } }],
    ['color[]=red&color[]=white', { facets: { color: ['red', 'white'] } }],
    ['color=red&color[]=blue', { facets: { color: ['blue', 'red'] } }],
    ['color=red&color=red', { facets: { color: ['red'] } }],
    [
      'aspectRatio=square&style=modern&label=new&punching=none',
      {
        facets: { aspectRatio: ['square'], style: ['modern'], label: ['new'], punching: ['none'] },
      },
    ],
    ['color=alle', {}],
    ['aspectRatio=all', {}],
    ['category=alleVorlagen', {}],
    ['product=alle', {}],
    ['sort=created', { sort: 'created' }],
    ['sort=popularity', { sort: 'popularity' }],
    ['pageSize=48&page=3', { pageSize: 48, page: 3 }],
    ['pageSize=12&page=1', {}],
    [
      'product=calendar&category=wandkalender&sort=new',
      {
        product: 'calendar',
        facets: { category: ['wandkalender'] },
        sort: 'new',
      },
    ],
    ['product=photobook&category=15', { product: 'photobook', facets: { category: ['15'] } }],
    [
      'product=collage&category=framedPoster&aspectRatio=square',
      {
        product: 'collage',
        facets: { category: ['framedPoster'], aspectRatio: ['square'] },
      },
    ],
    ['color=', {}],
    ['_debug=1&color=red', { facets: { color: ['red'] } }],
  ])('%s', (search, expected) => {
    const { state, issues } = parse(search);
    expect(issues).toEqual([]);
    const base = defaultListingState(expected.product ?? 'card');
    expect(state).toEqual({ ...base, ...expected, facets: { ...NO_FACETS, ...expected.facets } });
  });

  it('keeps underscore parameters aside, but not the router’s own', () => {
    const { passThrough } = parse('_storyblok=1&_routes=root,page&_data=x&_debug=1');
    expect(passThrough).toEqual([
      ['_storyblok', '1'],
      ['_debug', '1'],
    ]);
  });

  it('reads the route’s default product', () => {
    expect(parse('', 'calendar').state.product).toBe('calendar');
    expect(parse('product=card', 'calendar').state.product).toBe('card');
  });
});

describe('parseListingQuery: bad queries are repaired and reported', () => {
  it.each<[string, ListingIssueKind, string, Patch]>([
    ['colour=red', 'unknown-param', 'colour', {}],
    ['utm_source=x&color=red', 'unknown-param', 'utm_source', { facets: { color: ['red'] } }],
    ['color=purple', 'unknown-value', 'color', {}],
    ['color=purple&color=red', 'unknown-value', 'color', { facets: { color: ['red'] } }],
    ['category=kirmes', 'unknown-value', 'category', {}],
    ['style=alleVorlagen', 'unknown-value', 'style', {}],
    ['color=alle&color=red', 'conflict', 'color', { facets: { color: ['red'] } }],
    [
      'category=alleVorlagen&category=hochzeit',
      'conflict',
      'category',
      { facets: { category: ['hochzeit'] } },
    ],
    ['sort=price', 'unknown-value', 'sort', {}],
    ['sort=new', 'unknown-value', 'sort', { sort: 'created' }],
    ['product=calendar&sort=created', 'unknown-value', 'sort', { product: 'calendar', sort: 'new' }],
    ['sort=created&sort=popularity', 'repeated', 'sort', { sort: 'created' }],
    ['pageSize=20', 'unknown-value', 'pageSize', { pageSize: 12 }],
    ['pageSize=40', 'unknown-value', 'pageSize', { pageSize: 48 }],
    ['pageSize=1000000', 'unknown-value', 'pageSize', { pageSize: 48 }],
    ['pageSize=abc', 'unknown-value', 'pageSize', {}],
    ['pageSize=12&pageSize=48', 'repeated', 'pageSize', {}],
    ['page=0', 'unknown-value', 'page', {}],
    ['page=-2', 'unknown-value', 'page', {}],
    ['page=2.5', 'unknown-value', 'page', {}],
    ['page=abc', 'unknown-value', 'page', {}],
    ['page=99999999', 'unknown-value', 'page', { page: 10_000 }],
    ['page=2&page=3', 'repeated', 'page', { page: 2 }],
    ['product=poster', 'unknown-value', 'product', {}],
    ['product=card&product=calendar', 'repeated', 'product', {}],
    ['product=calendar&style=modern', 'not-applicable', 'style', { product: 'calendar' }],
    ['product=calendar&category=hochzeit', 'unknown-value', 'category', { product: 'calendar' }],
  ])('%s → %s %s', (search, kind, param, expected) => {
    const { state, issues } = parse(search);
    expect(issues.map((i) => [i.kind, i.param])).toContainEqual([kind, param]);
    for (const i of issues) expect(i.message.length).toBeGreaterThan(10);
    const base = defaultListingState(expected.product ?? 'card');
    expect(state).toEqual({ ...base, ...expected, facets: { ...NO_FACETS, ...expected.facets } });
  });

  it('names the allowed values in the message', () => {
    const [issue] = parse('pageSize=20').issues;
    expect(issue?.message).toMatch(/12 or 48/);
    expect(parse('color=purple').issues[0]?.message).toMatch(/cool-gray/);
  });

  it('limits the channel’s products', () => {
    const { state, issues } = parseListingQuery(new URLSearchParams('product=collage'), {
      defaultProduct: 'card',
      products: ['card', 'calendar'],
    });
    expect(state.product).toBe('card');
    expect(issues[0]?.kind).toBe('unknown-value');
  });

  it('reads Fastify’s parsed query object and pairs alike', () => {
    const fromObject = parseListingQuery(
      { color: ['red', 'blue'], 'style[]': 'modern' },
      { defaultProduct: 'card' },
    );
    const fromPairs = parseListingQuery(
      [
        ['color', 'red'],
        ['color', 'blue'],
        ['style[]', 'modern'],
      ],
      { defaultProduct: 'card' },
    );
    expect(fromObject).toEqual(fromPairs);
    expect(fromObject.state.facets.color).toEqual(['blue', 'red']);
  });
});

describe('listingSearch', () => {
  it.each<[ListingState, ListingProduct, string]>([
    [defaultListingState('card'), 'card', ''],
    [{ ...defaultListingState('card'), page: 2 }, 'card', '?page=2'],
    [{ ...defaultListingState('calendar') }, 'card', '?product=calendar'],
    [{ ...defaultListingState('card') }, 'calendar', '?product=card'],
    [
      {
        ...defaultListingState('card'),
        facets: { ...NO_FACETS, color: ['red', 'blue'], category: ['geburtstag/kindergeburtstag'] },
        sort: 'created',
        pageSize: 48,
        page: 3,
      },
      'card',
      '?category=geburtstag%2Fkindergeburtstag&color=blue&color=red&sort=created&pageSize=48&page=3',
    ],
  ])('%j from %s → %s', (state, defaultProduct, expected) => {
    expect(listingSearch(state, { defaultProduct })).toBe(expected);
  });

  it('writes underscore parameters last', () => {
    expect(
      listingSearch(
        { ...defaultListingState('card'), page: 2 },
        { defaultProduct: 'card', passThrough: [['_debug', '1']] },
      ),
    ).toBe('?page=2&_debug=1');
  });

  it('writes only allow-listed names', () => {
    const state: ListingState = {
      ...defaultListingState('card'),
      facets: {
        category: ['hochzeit'],
        aspectRatio: ['square'],
        color: ['red'],
        style: ['modern'],
        label: ['new'],
        punching: ['none'],
      },
      sort: 'created',
      pageSize: 48,
      page: 2,
    };
    const names = [...new URLSearchParams(listingSearch(state, { defaultProduct: 'calendar' })).keys()];
    for (const name of names) expect(LISTING_QUERY_PARAMS).toContain(name);
  });
});

const stateArbitrary: fc.Arbitrary<ListingState> = fc.constantFrom(...LISTING_PRODUCTS).chain((product) =>
  fc.record({
    product: fc.constant(product),
    facets: fc.record(
      Object.fromEntries(
        FACET_TYPES.map((type) => [type, fc.subarray([...(valuesOf(product, type) ?? [])])]),
      ) as Record<(typeof FACET_TYPES)[number], fc.Arbitrary<string[]>>,
    ),
    sort: fc.constantFrom(...sortsOf(product)),
    page: fc.integer({ min: 1, max: 10_000 }),
    pageSize: fc.constantFrom(...PAGE_SIZES),
  }),
);

describe('round trip', () => {
  it('parse(serialise(state)) is the state, without issues', () => {
    fc.assert(
      fc.property(stateArbitrary, fc.constantFrom(...LISTING_PRODUCTS), (state, defaultProduct) => {
        const search = listingSearch(state, { defaultProduct });
        const parsed = parse(search.slice(1), defaultProduct);
        expect(parsed.issues).toEqual([]);
        expect(parsed.state).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });

  it('any query parses without throwing, to a state that serialises canonically', () => {
    const names = [...LISTING_QUERY_PARAMS, 'color[]', 'x', '_debug', 'page[]'];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(...names),
            fc.oneof(fc.string(), fc.constantFrom('alle', 'red', '48', '2', 'card', 'calendar', 'new')),
          ),
        ),
        (pairs) => {
          const { state } = parseListingQuery(pairs, { defaultProduct: 'card' });
          const again = parse(listingSearch(state, { defaultProduct: 'card' }).slice(1));
          expect(again.issues).toEqual([]);
          expect(again.state).toEqual(state);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('moving between states', () => {
  const base: ListingState = { ...defaultListingState('card'), page: 4 };

  it('toggling a filter value resets the page and keeps vocabulary order', () => {
    const a = toggleFacet(base, 'color', 'red');
    const b = toggleFacet(a, 'color', 'blue');
    expect(b.facets.color).toEqual(['blue', 'red']);
    expect(b.page).toBe(1);
    expect(toggleFacet(b, 'color', 'red').facets.color).toEqual(['blue']);
  });

  it('clearing filters keeps product, sort and page size', () => {
    const state = {
      ...toggleFacet(base, 'style', 'modern'),
      sort: 'created' as const,
      pageSize: 48 as const,
    };
    expect(clearFacets(state)).toEqual({ ...state, facets: NO_FACETS, page: 1 });
  });

  it('changing the product starts its listing fresh, keeping the page size and mapping the sort', () => {
    const state = {
      ...toggleFacet(base, 'style', 'modern'),
      sort: 'created' as const,
      pageSize: 48 as const,
    };
    expect(withProduct(state, 'calendar')).toEqual({
      ...defaultListingState('calendar'),
      sort: 'new',
      pageSize: 48,
    });
  });

  it('changing the page size keeps the first result on screen', () => {
    expect(withPageSize({ ...base, page: 5, pageSize: 12 }, 48).page).toBe(2); // result 49 is on page 2 of 48
    expect(withPageSize({ ...base, page: 2, pageSize: 48 }, 12).page).toBe(5);
    expect(withPageSize({ ...base, page: 1, pageSize: 12 }, 48).page).toBe(1);
  });

  it('sorting resets the page; pages stay within bounds', () => {
    expect(withSort(base, 'created').page).toBe(1);
    expect(withPage(base, 0).page).toBe(1);
    expect(withPage(base, 1e9).page).toBe(10_000);
  });
});
