import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDesignerUrl } from '../../shared/catalogue';
import { type CatalogueTestApp, createCatalogueTestApp, get, json } from './testing';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await createCatalogueTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Price {
  priceCurrent: number;
  currency: string;
}

describe('channel and market of a request', () => {
  it('come from the Host when no header is sent', async () => {
    const ch = (
      await get(t.app, '/web-api/shop-frontends-initial-data', { host: 'ch.cards.localhost:3000' })
    ).json();
    expect(ch).toMatchObject({
      channel: 'cards',
      currentLocale: 'de-CH',
      currencyCode: 'chf',
      host: 'ch.cards.localhost:3000',
    });
    const gb = (
      await get(t.app, '/web-api/shop-frontends-initial-data', { host: 'gb.posters.localhost' })
    ).json();
    expect(gb).toMatchObject({ channel: 'posters', currentLocale: 'en-GB', currencyCode: 'gbp' });
    const unknown = (
      await get(t.app, '/web-api/shop-frontends-initial-data', { host: 'evil.example' })
    ).json();
    expect(unknown).toMatchObject({ channel: 'cards', currentLocale: 'de-DE' });
  });

  it('follow X-Channel and X-Locale over the Host', async () => {
    const body = (
      await get(t.app, '/web-api/shop-frontends-initial-data', {
        host: 'ch.cards.localhost',
        channel: 'posters',
        locale: 'fr-FR',
      })
    ).json();
    expect(body).toMatchObject({
      channel: 'posters',
      currentLocale: 'fr-FR',
      language: 'fr',
      currencyCode: 'eur',
    });
  });

  it('refuse a header sent twice, and treat an empty one as absent', async () => {
    const twice = await t.app.inject({
      method: 'GET',
      url: '/web-api/shipping-information',
      headers: { host: 'localhost', 'x-locale': ['de-DE', 'fr-FR'] },
    });
    // Node joins a repeated header with ", ", which is no locale.
    expect(twice.statusCode).toBe(400);
    expect(json(twice).error?.message).toMatch(/"de-DE, fr-FR" is not a locale/);
    const empty = await get(t.app, '/web-api/shipping-information', { locale: ' ' });
    expect(empty.statusCode).toBe(200);
  });

  it('fall back to the default market when the Host’s country is not sold in the asked channel', async () => {
    const body = (
      await get(t.app, '/web-api/shop-frontends-initial-data', {
        host: 'at.cards.localhost',
        channel: 'posters',
      })
    ).json();
    expect(body).toMatchObject({ channel: 'posters', currentLocale: 'de-DE' });
  });
});

describe('/web-api/shop-frontends-initial-data', () => {
  it('has the app-wide values and the channel settings of SPEC 3', async () => {
    const body = (
      await get(t.app, '/web-api/shop-frontends-initial-data?platform=d', { locale: 'de-AT' })
    ).json() as Record<string, unknown> & { settings: Record<string, unknown> };
    expect(body).toMatchObject({
      currentLocale: 'de-AT',
      fallbackLocale: 'de-DE',
      unit: 'cm',
      platform: 'desktop',
      baseUrl: 'http://localhost',
      bffUrl: 'http://localhost/web-api',
    });
    expect(Object.keys(body.settings).sort()).toEqual([
      'aluGalleryUnit',
      'appsAvailable',
      'condolencebooksAvailable',
      'defaultCollageId',
      'defaultPhotobookCoverLamination',
      'defaultPhotobookRefinement',
      'guestbooksAvailable',
      'loadingFirstImgLazy',
      'pricesInProductOverview',
      'showInfoInPhotobookDropdown',
      'showPhotobookCoverLamination',
      'templatesCompacted',
      'trailingSlash',
      'wishlistAvailable',
    ]);
    expect(body.settings.wishlistAvailable).toBe(true);
    const posters = (
      await get(t.app, '/web-api/shop-frontends-initial-data', { channel: 'posters' })
    ).json() as {
      settings: { wishlistAvailable: boolean };
      markets: string[];
    };
    expect(posters.settings.wishlistAvailable).toBe(false);
    expect(posters.markets).toHaveLength(7);
  });
});

describe('/web-api/localized-urls', () => {
  it('gives the category page in every market of the channel that has its language', async () => {
    const body = (
      await get(t.app, '/web-api/localized-urls?path=/impression-sur-toile', { channel: 'posters' })
    ).json() as {
      category: string;
      urls: { market: string; url: string }[];
    };
    expect(body.category).toBe('canvas');
    expect(body.urls).toEqual(
      expect.arrayContaining([
        { market: 'de-DE', path: '/leinwanddruck', url: 'http://de.posters.localhost/leinwanddruck' },
        { market: 'en-GB', path: '/canvas-prints', url: 'http://gb.posters.localhost/canvas-prints' },
        { market: 'nl-NL', path: '/afdruk-op-canvas', url: 'http://nl.posters.localhost/afdruk-op-canvas' },
      ]),
    );
  });

  it('uses the primary path of a language, adds language prefixes and the desktop segment', async () => {
    const body = (
      await get(t.app, '/web-api/localized-urls?path=/bilderbox&platform=d', { host: 'localhost:3000' })
    ).json() as {
      urls: { market: string; url: string }[];
    };
    const byMarket = Object.fromEntries(body.urls.map((u) => [u.market, u.url]));
    expect(byMarket['de-DE']).toBe('http://de.cards.localhost:3000/d/fotobox');
    expect(byMarket['fr-CH']).toBe('http://ch.cards.localhost:3000/fr/d/box-photos');
    expect(byMarket['en-GB']).toBeUndefined();
  });

  it('404s a path that is not a localised category, and 400s one that is not a path', async () => {
    expect((await get(t.app, '/web-api/localized-urls?path=/unknown')).statusCode).toBe(404);
    expect((await get(t.app, '/web-api/localized-urls?path=http://evil.example')).statusCode).toBe(400);
  });
});

describe('/web-api/sku/container and /web-api/express-shop', () => {
  it('prices the articles of a container, each with a designer link', async () => {
    const body = (await get(t.app, '/web-api/sku/container?id=bestseller-wall-art')).json() as {
      items: {
        sku: string;
        article: { price: Price } | null;
        designerUrl: string | null;
        unavailable: string | null;
      }[];
    };
    expect(body.items.map((i) => i.sku)).toEqual([
      'leinwand-300x400',
      'poster-500x700-holzrahmen',
      'acrylglas-400x600',
      'aludibond-600x900',
    ]);
    for (const item of body.items) {
      expect(item.unavailable).toBeNull();
      expect(item.article?.price.priceCurrent).toBeGreaterThan(0);
      const parsed = parseDesignerUrl(item.designerUrl);
      expect(parsed.errors).toEqual([]);
      expect(parsed.productType).toBe('photoframe');
    }
  });

  it('keeps a container to its channels', async () => {
    const response = await get(t.app, '/web-api/sku/container?id=premium-wall-art');
    expect(response.statusCode).toBe(404);
    expect(json(response).error?.code).toBe('not_sold');
    expect(
      (await get(t.app, '/web-api/sku/container?id=premium-wall-art', { channel: 'posters' })).statusCode,
    ).toBe(200);
    expect((await get(t.app, '/web-api/sku/container?id=nope')).statusCode).toBe(404);
  });

  it('shows each channel its express shop with express shipping', async () => {
    const cards = (await get(t.app, '/web-api/express-shop')).json() as {
      id: string;
      shipping: { express: Price };
    };
    const posters = (await get(t.app, '/web-api/express-shop', { channel: 'posters' })).json() as {
      id: string;
    };
    expect(cards.id).toBe('express-shop-cards');
    expect(posters.id).toBe('express-shop-posters');
    expect(cards.shipping.express.priceCurrent).toBe(9.95);
  });
});

describe('/web-api/shipping-information', () => {
  it.each([
    ['de-DE', 'de', 'eur', 4.95],
    ['it-CH', 'ch', 'chf', 8.9],
    ['en-US', 'us', 'usd', 11.95],
  ])('ships to %s', async (locale, country, currency, standard) => {
    const body = (await get(t.app, '/web-api/shipping-information', { locale })).json();
    expect(body).toMatchObject({ country, currency, standard: { priceCurrent: standard } });
  });
});

describe('/web-api/campaign-data', () => {
  it('shows the running campaign of the channel with its countdown and voucher', async () => {
    const posters = (await get(t.app, '/web-api/campaign-data', { channel: 'posters' })).json() as {
      campaigns: { id: string; countdownEndDate: string; voucher: { code: string } | null }[];
    };
    expect(posters.campaigns.map((c) => c.id)).toEqual(['wall-art-sale']);
    expect(posters.campaigns[0]?.voucher?.code).toBe('POSTER15');
    expect(Date.parse(posters.campaigns[0]?.countdownEndDate ?? '')).toBeGreaterThan(Date.now());
  });
});

describe('/web-api/voucher', () => {
  it('checks a valid voucher and works out the discount', async () => {
    const body = (await get(t.app, '/web-api/voucher?code=willkommen10&orderValue=49.90')).json();
    expect(body).toMatchObject({
      code: 'WILLKOMMEN10',
      valid: true,
      percentOff: 10,
      discount: { priceCurrent: 4.99 },
    });
    const amount = (
      await get(t.app, '/web-api/voucher?code=KARTEN5&orderValue=30', { locale: 'de-CH' })
    ).json();
    expect(amount).toMatchObject({
      valid: true,
      kind: 'amount',
      amountOff: { priceCurrent: 6, currency: 'chf' },
      discount: { priceCurrent: 6 },
    });
  });

  it.each([
    ['POSTER15', {}, 'wrong-channel'],
    ['WILLKOMMEN10', { orderValue: '10' }, 'minimum-not-reached'],
  ])('explains why %s cannot be used', async (code, extra, problem) => {
    const query = new URLSearchParams({ code, ...extra }).toString();
    const body = (await get(t.app, `/web-api/voucher?${query}`)).json() as {
      valid: boolean;
      problem: string;
      message: string;
    };
    expect(body).toMatchObject({ valid: false, problem });
    expect(body.message).toMatch(code);
  });

  it('404s an unknown code and 400s a malformed one', async () => {
    const unknown = await get(t.app, '/web-api/voucher?code=FREE100');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).error?.code).toBe('unknown_voucher');
    expect((await get(t.app, '/web-api/voucher?code=%3Cscript%3E')).statusCode).toBe(400);
    expect((await get(t.app, '/web-api/voucher?code=WILLKOMMEN10&orderValue=-5')).statusCode).toBe(400);
    expect((await get(t.app, '/web-api/voucher')).statusCode).toBe(400);
  });

  it('is never cached', async () => {
    const response = await get(t.app, '/web-api/voucher?code=WILLKOMMEN10');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('/gift-voucher', () => {
  it('offers values in the market currency', async () => {
    const body = (await get(t.app, '/gift-voucher', { locale: 'en-GB' })).json() as {
      currency: string;
      values: { value: number }[];
    };
    expect(body.currency).toBe('gbp');
    expect(body.values.map((v) => v.value)).toEqual([25, 50, 75, 100, 150]);
  });
});
