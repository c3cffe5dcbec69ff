import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindingOf,
  CALENDAR_TYPES,
  defaultPhotobookFormat,
  PHOTOBOOK_TYPES,
  parseDesignerUrl,
} from '../../shared/catalogue';
import { CURRENCIES } from '../../shared/markets';
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
  priceOriginal: number;
  currency: string;
}

const LOCALE_OF_CURRENCY = { eur: 'de-DE', chf: 'de-CH', gbp: 'en-GB', usd: 'en-US' } as const;

describe('/web-api/photobook-price', () => {
  it.each(PHOTOBOOK_TYPES)(
    'fills in the defaults of %s (SPEC 9 format, its binding, fewest pages)',
    async (type) => {
      const response = await get(t.app, `/web-api/photobook-price?photobookType=${type}`);
      expect(response.statusCode).toBe(200);
      const body = response.json() as {
        photobookFormat: string;
        photobookBinding: string;
        photobookPageCount: number;
        pages: { min: number };
        price: Price;
      };
      expect(body.photobookFormat).toBe(defaultPhotobookFormat(type));
      expect(body.photobookBinding).toBe(bindingOf(type));
      expect(body.photobookPageCount).toBe(body.pages.min);
      expect(body.price.priceCurrent).toBeGreaterThan(5);
    },
  );

  it('has a price for every type and format in every currency', async () => {
    for (const type of PHOTOBOOK_TYPES) {
      const choices = (
        (await get(t.app, `/web-api/photobook-price?photobookType=${type}`)).json() as {
          choices: { formats: { value: string }[] };
        }
      ).choices.formats;
      for (const { value } of choices) {
        for (const currency of CURRENCIES) {
          const response = await get(
            t.app,
            `/web-api/photobook-price?photobookType=${type}&photobookFormat=${value}`,
            {
              locale: LOCALE_OF_CURRENCY[currency],
            },
          );
          expect(response.statusCode, `${type} ${value} ${currency}`).toBe(200);
          expect((response.json() as { price: Price }).price.currency).toBe(currency);
        }
      }
    }
  });

  it('charges each extra page and every surcharge', async () => {
    const base = (
      await get(t.app, '/web-api/photobook-price?photobookType=digitalfotobuch&photobookFormat=a4-quer')
    ).json() as {
      price: Price;
      breakdown: { book: Price };
    };
    const more = (
      await get(
        t.app,
        '/web-api/photobook-price?photobookType=digitalfotobuch&photobookFormat=a4-quer&photobookPageCount=30&photobookCover=hard&photobookPaper=feinstweiss&photobookCoverLamination=matt',
      )
    ).json() as {
      price: Price;
      breakdown: { extraPages: Price; cover: Price; paper: Price; lamination: Price };
    };
    const { extraPages, cover, paper, lamination } = more.breakdown;
    expect(extraPages.priceCurrent).toBeGreaterThan(0);
    expect([cover.priceCurrent, paper.priceCurrent, lamination.priceCurrent]).toEqual([8, 5, 2]);
    expect(more.price.priceCurrent).toBeCloseTo(
      base.breakdown.book.priceCurrent + extraPages.priceCurrent + 8 + 5 + 2,
      2,
    );
  });

  it.each([
    ['photobookPageCount=25', /steps of 2/],
    ['photobookPageCount=500', /24 to 160 pages/],
    ['photobookFormat=a6-quer', /not made as digitalfotobuch/],
    ['photobookPaper=kraft', /"kraft" is not available for digitalfotobuch/],
    ['photobookCover=leather', /"leather" is not a photobook cover/],
  ])('rejects %s with a message', async (query, message) => {
    const response = await get(t.app, `/web-api/photobook-price?photobookType=digitalfotobuch&${query}`);
    expect(response.statusCode).toBe(400);
    expect(json(response).error?.message).toMatch(message);
  });

  it('refuses choices a type does not have', async () => {
    const soft = await get(t.app, '/web-api/photobook-price?photobookType=echtfotobuch&photobookCover=soft');
    expect(json(soft).error?.message).toMatch(/expected one of: hard/);
    const lamination = await get(
      t.app,
      '/web-api/photobook-price?photobookType=fotoheft&photobookCoverLamination=matt',
    );
    expect(json(lamination).error?.message).toMatch(/no cover lamination/);
    expect((await get(t.app, '/web-api/photobook-price')).statusCode).toBe(400);
  });
});

describe('/web-api/photobook-design-group-set', () => {
  it('lists the groups of the asked categories, with designer links that parse', async () => {
    const response = await get(
      t.app,
      '/web-api/photobook-design-group-set?categoryIds[]=1&categoryIds[]=2&categoryIds[]=3',
    );
    const body = response.json() as {
      designGroupSetId: string | null;
      designGroups: { categoryId: number; designerUrl: string; priceFrom: Price | null }[];
    };
    expect(body.designGroupSetId).toBeNull();
    expect(body.designGroups.map((g) => g.categoryId)).toEqual([1, 2, 3]);
    for (const group of body.designGroups) {
      const parsed = parseDesignerUrl(group.designerUrl);
      expect(parsed.errors).toEqual([]);
      expect(parsed.productType).toBe('photobook');
      expect(group.priceFrom?.priceCurrent).toBeGreaterThan(0);
    }
  });

  it('narrows to one set by the path segment', async () => {
    const all = (await get(t.app, '/web-api/photobook-design-group-set')).json() as {
      designGroups: unknown[];
    };
    const premium = (await get(t.app, '/web-api/photobook-design-group-set/photobook-premium')).json() as {
      designGroupSetId: string;
      designGroups: { designGroupSetId: string }[];
    };
    expect(all.designGroups).toHaveLength(18);
    expect(premium.designGroupSetId).toBe('photobook-premium');
    expect(premium.designGroups.length).toBeGreaterThan(0);
    expect(premium.designGroups.every((g) => g.designGroupSetId === 'photobook-premium')).toBe(true);
  });

  it('rejects unknown sets and categories', async () => {
    expect((await get(t.app, '/web-api/photobook-design-group-set/nope')).statusCode).toBe(404);
    const bad = await get(t.app, '/web-api/photobook-design-group-set?categoryIds[]=7');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error?.message).toMatch(/7 is not a photobook category/);
    expect((await get(t.app, '/web-api/photobook-design-group-set?categoryIds[]=x')).statusCode).toBe(400);
  });
});

describe('/web-api/calendar-price', () => {
  it.each(CALENDAR_TYPES)(
    'prices %s in its first format without a mounting surcharge by default',
    async (type) => {
      for (const currency of CURRENCIES) {
        const response = await get(t.app, `/web-api/calendar-price?calendarType=${type}`, {
          locale: LOCALE_OF_CURRENCY[currency],
        });
        expect(response.statusCode).toBe(200);
        const body = response.json() as { format: string; mounting: string; price: Price };
        expect(body.price.currency).toBe(currency);
        expect(body.price.priceCurrent).toBeGreaterThan(5);
      }
    },
  );

  it('adds the mounting and refuses one the format does not take', async () => {
    const plain = (
      await get(t.app, '/web-api/calendar-price?calendarType=tischkalender&format=a6-quer')
    ).json() as { price: Price };
    const block = (
      await get(t.app, '/web-api/calendar-price?calendarType=tischkalender&format=a6-quer&mounting=holzblock')
    ).json() as {
      price: Price;
    };
    expect(block.price.priceCurrent).toBeCloseTo(plain.price.priceCurrent + 6, 2);
    const wall = await get(
      t.app,
      '/web-api/calendar-price?calendarType=wandkalender&format=a3-hoch&mounting=holzfuss',
    );
    expect(wall.statusCode).toBe(400);
    expect(json(wall).error?.message).toMatch(/"holzfuss" is not available for wandkalender a3-hoch/);
    const format = await get(t.app, '/web-api/calendar-price?calendarType=kuechenkalender&format=a3-hoch');
    expect(json(format).error?.message).toMatch(/not made as kuechenkalender; expected one of: 130-300/);
  });

  it('names no invented "was" price for calendars (issue 31 §4)', async () => {
    for (const type of ['wandkalender', 'tischkalender']) {
      const body = (await get(t.app, `/web-api/calendar-price?calendarType=${type}`)).json() as {
        price: Price;
      };
      expect(body.price.priceOriginal).toBe(body.price.priceCurrent);
    }
  });
});

describe('/web-api/calendar-design-group', () => {
  it('lists every calendar design group with a parsing designer link and a price', async () => {
    const body = (await get(t.app, '/web-api/calendar-design-group')).json() as {
      designGroups: {
        id: string;
        designerUrl: string;
        priceFrom: Price | null;
        calendar: { calendarType: string };
      }[];
    };
    expect(body.designGroups.length).toBe(6);
    for (const group of body.designGroups) {
      const parsed = parseDesignerUrl(group.designerUrl);
      expect(parsed.errors).toEqual([]);
      expect(parsed.productType).toBe('calendar');
      expect(group.priceFrom).not.toBeNull();
    }
    const one = (
      await get(t.app, '/web-api/calendar-design-group?designGroupId=tischkalender-classic')
    ).json() as {
      designGroups: { id: string }[];
    };
    expect(one.designGroups.map((g) => g.id)).toEqual(['tischkalender-classic']);
    expect((await get(t.app, '/web-api/calendar-design-group?designGroupId=nope')).statusCode).toBe(404);
  });
});

describe('/web-api/photobox-data', () => {
  it('lists the boxes, and with type, format and quantity also the total', async () => {
    const list = (await get(t.app, '/web-api/photobox-data')).json() as {
      photoboxes: unknown[];
      price: null;
    };
    expect(list.photoboxes).toHaveLength(2);
    expect(list.price).toBeNull();
    const priced = (
      await get(t.app, '/web-api/photobox-data?photoboxType=small&format=150x100&quantity=20')
    ).json() as {
      photoboxes: { formats: { value: string; box: Price; perPrint: Price }[] }[];
      price: { price: Price; quantity: number };
    };
    const format = priced.photoboxes[0]?.formats.find((f) => f.value === '150x100');
    expect(priced.price.price.priceCurrent).toBeCloseTo(
      (format?.box.priceCurrent ?? 0) + 20 * (format?.perPrint.priceCurrent ?? 0),
      2,
    );
  });

  it('takes a turned print format and refuses what does not fit', async () => {
    expect(
      (await get(t.app, '/web-api/photobox-data?photoboxType=photoprint&format=90x130&quantity=10'))
        .statusCode,
    ).toBe(200);
    const format = await get(t.app, '/web-api/photobox-data?photoboxType=small&format=300x200');
    expect(json(format).error?.message).toMatch(/not a small print format/);
    const quantity = await get(
      t.app,
      '/web-api/photobox-data?photoboxType=photoprint&format=100x100&quantity=501',
    );
    expect(json(quantity).error?.message).toMatch(/at most 500 prints/);
    expect((await get(t.app, '/web-api/photobox-data?quantity=5')).statusCode).toBe(400);
    expect((await get(t.app, '/web-api/photobox-data?photoboxType=big')).statusCode).toBe(400);
  });
});
