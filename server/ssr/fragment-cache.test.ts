import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blok } from '../../shared/content/story-types';
import type { BlockDataMap } from '../../shared/contracts/block-data';
import type { FragmentBlock } from '../../shared/contracts/fragments';
import { createTestApp } from '../testing/test-app';
import { createFragmentCache, harvestFragments, type Lookup } from './fragment-cache';

const open = '<div class="static-block">';
const block = (inner: string) => `${open}${inner}</div>`;

describe('harvesting a finished page (unit)', () => {
  const miss = (key: string): Lookup => ({ state: 'miss', key });
  const hit: Lookup = { state: 'hit' };

  it('takes the n-th static block for the n-th lookup, nested ones included', () => {
    const page = `<main>${block('<h2>A</h2>')}<div>${block(`<p>B</p>${block('<p>C</p>')}<div>D</div>`)}</div></main>`;
    const found = harvestFragments(page, [miss('a'), miss('b'), miss('c')]);
    expect(found).toEqual(
      new Map([
        ['a', '<h2>A</h2>'],
        ['b', `<p>B</p>${block('<p>C</p>')}<div>D</div>`],
        ['c', '<p>C</p>'],
      ]),
    );
  });

  it('skips the blocks inside a hit: they were not looked up', () => {
    const page = `${block(`<p>B</p>${block('<p>C</p>')}`)}${block('<p>E</p>')}`;
    expect(harvestFragments(page, [hit, miss('e')])).toEqual(new Map([['e', '<p>E</p>']]));
  });

  it('keeps nothing when the page and the lookups do not line up', () => {
    const page = `${block('A')}${block('B')}`;
    expect(harvestFragments(page, [miss('a')])).toBeUndefined();
    expect(harvestFragments(page, [miss('a'), miss('b'), miss('c')])).toBeUndefined();
    expect(harvestFragments(`${open}<div>never closed`, [miss('a')])).toBeUndefined();
  });

  it('keeps nothing when React streamed a boundary out of order', () => {
    const page = `${block('<!--$?--><template id="B:0"></template><!--/$-->')}<div hidden id="S:0">x</div>`;
    expect(harvestFragments(page, [miss('a')])).toBeUndefined();
  });

  it('marks a block whose HTML is not all it wrote: an eager image (preloaded in the head), a script', () => {
    const page = [
      block('<img src="/a.jpg" fetchPriority="high" alt=""/>'),
      block('<img src="/b.jpg" loading="lazy" alt=""/>'),
      block('<script>alert(1)</script>'),
    ].join('');
    expect(harvestFragments(page, [miss('eager'), miss('lazy'), miss('script')])).toEqual(
      new Map([
        ['eager', null],
        ['lazy', '<img src="/b.jpg" loading="lazy" alt=""/>'],
        ['script', null],
      ]),
    );
  });
});

describe('the fragment cache (unit)', () => {
  const blok = { _uid: 'u1', component: 'Headline', text: 'Hallo' } as unknown as Blok;
  const lookupOf = (over: Partial<FragmentBlock> = {}): FragmentBlock => ({
    blok,
    variant: 'false',
    treeId: '_R_1_',
    data: {},
    ...over,
  });

  it('answers a block from the page that rendered it, in the same context only', () => {
    const cache = createFragmentCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const first = cache.forRender('de-DE');
    expect(first.lookup(lookupOf())).toBeUndefined();
    expect(first.counts()).toEqual({ hits: 0, misses: 1, uncacheable: 0 });
    first.harvest(`<main>${block('<h2>Hallo</h2>')}</main>`);

    const second = cache.forRender('de-DE');
    expect(second.lookup(lookupOf())).toBe('<h2>Hallo</h2>');
    expect(second.counts()).toEqual({ hits: 1, misses: 0, uncacheable: 0 });

    // Each part of the key on its own: another request context, place in the tree, parent prop,
    // block data, and a new blok object (a new CMS version) with the same fields.
    const data: BlockDataMap = { u1: { component: 'Feed', data: { items: [] } } as never };
    for (const [name, other, renderKey] of [
      ['context', lookupOf(), 'fr-FR'],
      ['tree', lookupOf({ treeId: '_R_2_' }), 'de-DE'],
      ['variant', lookupOf({ variant: 'true' }), 'de-DE'],
      ['data', lookupOf({ data }), 'de-DE'],
      ['blok', lookupOf({ blok: { ...blok } }), 'de-DE'],
    ] as const) {
      expect(cache.forRender(renderKey).lookup(other), name).toBeUndefined();
    }
    // Data of a blok that is not inside this one does not split the key.
    expect(cache.forRender('de-DE').lookup(lookupOf({ data: { other: data.u1 } as BlockDataMap }))).toBe(
      '<h2>Hallo</h2>',
    );
  });

  it('remembers a block that must always render, and does not harvest for it again', () => {
    const cache = createFragmentCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const first = cache.forRender('k');
    first.lookup(lookupOf());
    first.harvest(block('<img src="/lcp.jpg" fetchPriority="high" alt=""/>'));
    const second = cache.forRender('k');
    expect(second.lookup(lookupOf())).toBeUndefined();
    expect(second.counts()).toEqual({ hits: 0, misses: 0, uncacheable: 1 });
  });

  it('keeps nothing when turned off', () => {
    const cache = createFragmentCache({ ttlMs: 0, maxBytes: 1_000_000 });
    expect(cache.enabled).toBe(false);
    const render = cache.forRender('k');
    expect(render.lookup(lookupOf())).toBeUndefined();
    render.harvest(block('<h2>Hallo</h2>'));
    expect(cache.forRender('k').lookup(lookupOf())).toBeUndefined();
  });

  it('stays within its memory bound', () => {
    const cache = createFragmentCache({ ttlMs: 60_000, maxBytes: 5_000 });
    for (let i = 0; i < 20; i++) {
      const render = cache.forRender(`k${i}`);
      render.lookup(lookupOf());
      render.harvest(block('x'.repeat(1_000)));
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(5_000);
    expect(cache.stats().entries).toBeLessThan(20);
  });
});

describe('the fragment cache in the shop', () => {
  let cached: FastifyInstance;
  let uncached: FastifyInstance;
  beforeAll(async () => {
    // No micro-cache in either: every request renders; only one of them keeps static blocks.
    [cached, uncached] = await Promise.all([
      createTestApp({ PAGE_CACHE_SECONDS: '0' }),
      createTestApp({ PAGE_CACHE_SECONDS: '0', FRAGMENT_CACHE_SECONDS: '0' }),
    ]);
  }, 60_000);
  afterAll(() => Promise.all([cached.close(), uncached.close()]));

  const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const DESKTOP =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
  const get = (app: FastifyInstance, url: string, host: string, agent: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { host, 'user-agent': agent, ...(cookie ? { cookie } : {}) },
    });
  /**
   * The page as rendered, without its nonces and the bootstrap data (which holds the request's
   * clock, and whether each app's flag SDK was ready yet): the blocks are all in the markup.
   */
  const comparable = (body: string) =>
    body.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/<script id="__shop"[\s\S]*?<\/script>/, '');
  /** The first place two pages differ, with some context (a whole page is too long to read in a report). */
  const firstDifference = (a: string, b: string) => {
    let at = 0;
    while (at < a.length && a[at] === b[at]) at++;
    return at === a.length && a.length === b.length
      ? ''
      : `${a.slice(at - 80, at + 80)}\n<>\n${b.slice(at - 80, at + 80)}`;
  };
  const fragmentsOf = (header: unknown) => {
    const [hits, misses] = /hits=(\d+) misses=(\d+)/.exec(String(header))?.slice(1).map(Number) ?? [];
    return { hits: hits ?? 0, misses: misses ?? 0 };
  };

  // Pages whose static blocks read different parts of the context: market and language (links,
  // spelling, prices), platform (/d), device class, brand; a content page with a calculator.
  const pages: [host: string, path: string][] = [
    ['localhost:3000', '/'],
    ['de.cards.localhost:3000', '/d/'],
    ['ch.cards.localhost:3000', '/fr/'],
    ['gb.posters.localhost:3000', '/'],
    ['localhost:3000', '/leinwanddruck'],
  ];

  it('renders every page, device and market exactly as without it, once its blocks are kept', async () => {
    // Interleaved: each render takes blocks kept by renders of other pages, devices and markets,
    // so a context missing from the key would hand one of them another's HTML.
    const rounds = 3;
    let hits = 0;
    for (let round = 0; round < rounds; round++) {
      for (const [host, path] of pages) {
        for (const agent of [DESKTOP, PHONE]) {
          const url = `${path}?round=${round}`;
          const [withFragments, without] = await Promise.all([
            get(cached, url, host, agent),
            get(uncached, url, host, agent),
          ]);
          expect(withFragments.statusCode, `${host}${url}`).toBe(200);
          expect(
            firstDifference(comparable(withFragments.body), comparable(without.body)),
            `${host}${url} ${agent.slice(13, 19)}`,
          ).toBe('');
          expect(without.headers['x-fragment-cache']).toBeUndefined();
          if (round > 0) hits += fragmentsOf(withFragments.headers['x-fragment-cache']).hits;
        }
      }
    }
    // The later rounds took their static blocks from the cache.
    expect(hits).toBeGreaterThan(pages.length * 2 * 5);
  }, 120_000);

  it('answers later renders of a page from kept blocks, and says so in a header', async () => {
    const first = await get(cached, '/?header=1', 'nl.cards.localhost:3000', DESKTOP);
    const second = await get(cached, '/?header=2', 'nl.cards.localhost:3000', DESKTOP);
    expect(fragmentsOf(first.headers['x-fragment-cache']).misses).toBeGreaterThan(0);
    const later = fragmentsOf(second.headers['x-fragment-cache']);
    expect(later.misses).toBe(0);
    // All but the teaser, whose eager image is preloaded in the head: it always renders.
    expect(later.hits).toBe(fragmentsOf(first.headers['x-fragment-cache']).misses - 1);
  });

  it('shares nothing with a logged-in customer or a consenting visitor', async () => {
    await get(cached, '/?personal=1', 'localhost:3000', DESKTOP);
    for (const cookie of [
      'shop_session=abcdefghijklmnopqrstuvwxyzabcdefghijklmnopq',
      'shop_consent=granted',
    ]) {
      const response = await get(cached, '/?personal=1', 'localhost:3000', DESKTOP, cookie);
      expect(response.statusCode, cookie).toBe(200);
      expect(response.headers['x-fragment-cache'], cookie).toBeUndefined();
    }
  });
});
