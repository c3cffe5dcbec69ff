import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FRAME_BY_MATERIAL, FRAME_DEFAULTS, FRAMES, MATERIALS } from '../../shared/catalogue';
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
  discountPercent: number;
  formatted: string;
}
interface Format extends Price {
  value: string;
  listed: boolean;
  featured: boolean;
  context: { formatType: string; materialType: string; frameType: string | null };
}
interface Article {
  sku: string;
  format: Format;
  price: Price;
  options: { group: string; option: string; isDefault: boolean; surcharge: Price }[];
  breakdown: { print: Price; frame: Price | null; options: Price };
}

async function article(query: string, headers: { channel?: string; locale?: string } = {}) {
  const response = await get(t.app, `/price-api/prices/article?${query}`, headers);
  return { response, body: response.json() as Article };
}

describe('/price-api/prices/article', () => {
  it('prices a 30x40 cm canvas at 39.95 EUR, with no "was" price while no campaign runs', async () => {
    const { response, body } = await article('material=leinwand&format=300x400');
    expect(response.statusCode).toBe(200);
    expect(body.sku).toBe('leinwand-300x400');
    expect(body.price).toMatchObject({
      priceCurrent: 39.95,
      priceOriginal: 39.95,
      currency: 'eur',
      discountPercent: 0,
    });
    expect(body.price.formatted).toBe('39,95\u00a0€');
    expect(body.format.context).toEqual({ formatType: '4:3', materialType: 'leinwand', frameType: null });
  });

  it.each([
    ['de-CH', 'chf', /^CHF/],
    ['en-GB', 'gbp', /^£/],
    ['en-US', 'usd', /^\$/],
    ['fr-LU', 'eur', /€$/],
  ])('prices in the currency of %s', async (locale, currency, formatted) => {
    const { body } = await article('material=leinwand&format=300x400', { locale });
    expect(body.price.currency).toBe(currency);
    expect(body.price.priceCurrent).toBeGreaterThan(20);
    expect(body.price.priceOriginal).toBeGreaterThanOrEqual(body.price.priceCurrent);
    expect(body.price.formatted).toMatch(formatted);
  });

  it('prices a turned format like the listed one, in the orientation asked for', async () => {
    const upright = await article('material=leinwand&format=300x400');
    const turned = await article('material=leinwand&format=400x300');
    expect(turned.body.format.value).toBe('400x300');
    expect(turned.body.price).toEqual(upright.body.price);
  });

  it('prices an own format by area, without a discount, between its listed neighbours', async () => {
    const own = await article('material=leinwand&format=333x444');
    const small = await article('material=leinwand&format=300x400');
    const large = await article('material=leinwand&format=450x600');
    expect(own.body.format).toMatchObject({ listed: false, context: { formatType: 'individual' } });
    expect(own.body.price.priceOriginal).toBe(own.body.price.priceCurrent);
    expect(own.body.price.priceCurrent).toBeGreaterThan(small.body.price.priceCurrent);
    expect(own.body.price.priceCurrent).toBeLessThan(large.body.price.priceOriginal);
    expect(String(own.body.price.priceCurrent)).toMatch(/\.95$/);
  });

  it('adds a frame to the print and shows both in the breakdown', async () => {
    const { body } = await article('material=poster&format=500x700&frameType=holzrahmen');
    const { print, frame, options } = body.breakdown;
    expect(frame?.priceCurrent).toBeGreaterThan(0);
    expect(body.price.priceCurrent).toBeCloseTo(
      print.priceCurrent + (frame?.priceCurrent ?? 0) + options.priceCurrent,
      2,
    );
    expect(body.sku).toBe('poster-500x700-holzrahmen');
    // Mat, glass and back panel come with a frame, each at its default.
    expect(body.options.filter((o) => ['mat-colour', 'glass', 'back-panel'].includes(o.group))).toHaveLength(
      3,
    );
    expect(body.options.find((o) => o.group === 'mat-colour')?.option).toBe('mat-weiss');
  });

  it('adds option surcharges and rejects options that do not apply', async () => {
    const plain = await article('material=poster&format=500x700&frameType=holzrahmen');
    const museum = await article(
      'material=poster&format=500x700&frameType=holzrahmen&options[]=glass-museum',
    );
    expect(museum.body.price.priceCurrent).toBeCloseTo(plain.body.price.priceCurrent + 25, 2);

    const unframed = await article('material=poster&format=500x700&options[]=glass-museum');
    expect(unframed.response.statusCode).toBe(400);
    expect(json(unframed.response).error?.message).toMatch(/needs a frame/);
    const twice = await article(
      'material=poster&format=500x700&options[]=lamination-matt&options[]=lamination-glossy',
    );
    expect(json(twice.response).error?.message).toMatch(/both poster-lamination/);
    const elsewhere = await article('material=poster&format=500x700&options[]=stretcher-frame-38');
    expect(json(elsewhere.response).error?.message).toMatch(/not offered for poster/);
    const unknown = await article('material=poster&format=500x700&options[]=gold-leaf');
    expect(json(unknown.response).error?.message).toMatch(/"gold-leaf" is not an option/);
  });

  it('rejects a frame that does not fit the material, naming the ones that do', async () => {
    const { response } = await article('material=leinwand&format=300x400&frameType=holzrahmen');
    expect(response.statusCode).toBe(400);
    expect(json(response).error?.message).toMatch(
      /does not fit material "leinwand"; it takes: artbox, schattenfuge-leinwand/,
    );
  });

  it('sells wallpaper in the posters shop only', async () => {
    const cards = await article('material=fototapete&format=3000x2500', { channel: 'cards' });
    expect(cards.response.statusCode).toBe(404);
    expect(json(cards.response).error).toMatchObject({ code: 'not_sold' });
    expect(json(cards.response).error?.message).toMatch(/not sold in the cards shop; it sells: .*leinwand/);
    const posters = await article('material=fototapete&format=3000x2500', { channel: 'posters' });
    expect(posters.response.statusCode).toBe(200);
  });
});

describe('/price-api/prices/format-group and /formats', () => {
  it('lists one format group of a material', async () => {
    const response = await get(t.app, '/price-api/prices/format-group?material=poster&formatGroup=din');
    const formats = (response.json() as { formats: Format[] }).formats;
    expect(formats.map((f) => f.value)).toEqual(['210x297', '297x420', '420x594', '594x841', '841x1189']);
    expect(formats.every((f) => f.context.formatType === 'din')).toBe(true);
  });

  it('lists hidden formats only when the hidden group is asked for', async () => {
    const all = await get(t.app, '/price-api/prices/formats?material=poster');
    const values = (all.json() as { formats: Format[] }).formats.map((f) => f.value);
    expect(values).not.toContain('130x180');
    const hidden = await get(t.app, '/price-api/prices/format-group?material=poster&formatGroup=hidden');
    expect((hidden.json() as { formats: Format[] }).formats.map((f) => f.value)).toEqual([
      '90x130',
      '130x180',
    ]);
  });

  it('rejects an unknown format group', async () => {
    const response = await get(t.app, '/price-api/prices/format-group?material=poster&formatGroup=golden');
    expect(response.statusCode).toBe(400);
    expect(json(response).error?.message).toMatch(/"golden" is not a format group/);
  });

  it('prices listed formats smallest first, and the formats asked for in their order', async () => {
    const all = (await get(t.app, '/price-api/prices/formats?material=leinwand')).json() as {
      formats: Format[];
    };
    const areas = all.formats.map((f) =>
      f.value
        .split('x')
        .map(Number)
        .reduce((a, b) => a * b, 1),
    );
    expect(areas).toEqual([...areas].sort((a, b) => a - b));
    const some = (
      await get(t.app, '/price-api/prices/formats?material=leinwand&formats[]=600x800&formats[]=250x250')
    ).json() as {
      formats: Format[];
    };
    expect(some.formats.map((f) => [f.value, f.listed])).toEqual([
      ['600x800', true],
      ['250x250', false],
    ]);
  });

  it('prices a framed list', async () => {
    const plain = (
      await get(t.app, '/price-api/prices/formats?material=poster&formats[]=300x400')
    ).json() as { formats: Format[] };
    const framed = (
      await get(t.app, '/price-api/prices/formats?material=poster&formats[]=300x400&frameType=alurahmen')
    ).json() as {
      formats: Format[];
    };
    expect(framed.formats[0]?.priceCurrent).toBeGreaterThan(plain.formats[0]?.priceCurrent ?? Infinity);
    expect(framed.formats[0]?.context.frameType).toBe('alurahmen');
  });
});

describe('/price-api/prices/format-group-prices-images', () => {
  it('gives each group its lowest price and a picture of its proportions', async () => {
    const response = await get(t.app, '/price-api/prices/format-group-prices-images?material=acrylglas');
    const groups = (
      response.json() as {
        formatGroups: {
          formatType: string;
          formatCount: number;
          priceFrom: Format;
          image: { src: string };
        }[];
      }
    ).formatGroups;
    expect(groups.length).toBeGreaterThan(5);
    for (const group of groups) {
      const list = (
        await get(
          t.app,
          `/price-api/prices/format-group?material=acrylglas&formatGroup=${encodeURIComponent(group.formatType)}`,
        )
      ).json() as {
        formats: Format[];
      };
      expect(list.formats).toHaveLength(group.formatCount);
      expect(group.priceFrom.priceCurrent).toBe(Math.min(...list.formats.map((f) => f.priceCurrent)));
      expect(group.image.src).toMatch(/^data:image\/svg\+xml,/);
    }
    expect(groups.map((g) => g.formatType)).not.toContain('hidden');
  });
});

describe('/price-api/frame', () => {
  it('lists every frame with its SPEC 3 defaults', async () => {
    const response = await get(t.app, '/price-api/frame', { channel: 'posters' });
    const frames = (
      response.json() as { frames: { frameType: string; defaults: unknown; defaultFor: string[] }[] }
    ).frames;
    expect(frames.map((f) => f.frameType)).toEqual([...FRAMES]);
    for (const frame of frames)
      expect(frame.defaults).toEqual(FRAME_DEFAULTS[frame.frameType as keyof typeof FRAME_DEFAULTS]);
    for (const material of MATERIALS) {
      const frameType = DEFAULT_FRAME_BY_MATERIAL[material];
      if (frameType) expect(frames.find((f) => f.frameType === frameType)?.defaultFor).toContain(material);
    }
    expect(frames.find((f) => f.frameType === 'holzrahmen')?.defaults).toMatchObject({
      matSize: 30,
      matType: 'mat-weiss',
    });
  });

  it('prices the frames of a material in a format', async () => {
    const response = await get(t.app, '/price-api/frame?material=poster&format=300x400');
    const frames = (response.json() as { frames: { frameType: string; price: Price }[] }).frames;
    expect(frames.map((f) => f.frameType).sort()).toEqual([
      'alurahmen',
      'artbox',
      'fotorahmen',
      'holzrahmen',
      'kunststoffrahmen',
    ]);
    expect(frames.every((f) => f.price.priceCurrent > 0)).toBe(true);
    const bigger = (
      await get(t.app, '/price-api/frame?material=poster&format=600x800&frameType=holzrahmen')
    ).json() as {
      frames: { price: Price }[];
    };
    expect(bigger.frames[0]?.price.priceCurrent).toBeGreaterThan(
      frames.find((f) => f.frameType === 'holzrahmen')?.price.priceCurrent ?? 0,
    );
  });

  it('rejects a format the material is not made in', async () => {
    const response = await get(t.app, '/price-api/frame?material=poster&format=20x20');
    expect(response.statusCode).toBe(400);
  });
});

describe('/price-api/photo-options-groups', () => {
  it('gives every group of a material a default among its options', async () => {
    for (const material of MATERIALS) {
      const response = await get(t.app, `/price-api/photo-options-groups?material=${material}`, {
        channel: 'posters',
      });
      expect(response.statusCode).toBe(200);
      const groups = (
        response.json() as {
          optionGroups: {
            id: string;
            labelTranslationKey: string;
            defaultOption: string;
            options: { value: string; isDefault: boolean }[];
          }[];
        }
      ).optionGroups;
      for (const group of groups) {
        expect(group.labelTranslationKey).toBe(`optionGroup.${group.id}-title`);
        expect(group.options.filter((o) => o.isDefault).map((o) => o.value)).toEqual([group.defaultOption]);
      }
    }
    const canvas = (await get(t.app, '/price-api/photo-options-groups?material=leinwand')).json() as {
      optionGroups: { id: string; defaultOption: string }[];
    };
    expect(canvas.optionGroups.find((g) => g.id === 'stretcher-frame')?.defaultOption).toBe(
      'stretcher-frame-25',
    );
  });
});

describe('/price-api/photoboxes', () => {
  it('lists both photobox types with their maximum and print prices', async () => {
    const response = await get(t.app, '/price-api/photoboxes');
    const boxes = (
      response.json() as {
        photoboxes: { photoboxType: string; photoboxQuantityMax: number; formats: unknown[] }[];
      }
    ).photoboxes;
    expect(boxes.map((b) => [b.photoboxType, b.photoboxQuantityMax])).toEqual([
      ['small', 40],
      ['photoprint', 500],
    ]);
    expect(boxes[1]?.formats).toHaveLength(6);
  });
});

describe('/price-api/accessory and /accessory', () => {
  it('prices an envelope by sku, and an envelope or inlay by size (SPEC 9)', async () => {
    const bySku = await get(
      t.app,
      '/price-api/accessory?sku=briefumschlag-haftklebend-white-155x155&quantity=5',
    );
    expect(bySku.json()).toMatchObject({
      unitPrice: { priceCurrent: 1.8 },
      price: { priceCurrent: 9 },
      quantity: 5,
    });
    const bySize = await get(t.app, '/price-api/accessory?width=168&height=115', { locale: 'de-CH' });
    expect(bySize.json()).toMatchObject({
      sizeClass: 'compact',
      region: 'CH',
      price: { priceCurrent: 1.2, currency: 'chf' },
    });
    const pocket = await get(t.app, '/price-api/accessory?width=213&height=103&cardFormat=booklet-210x100', {
      locale: 'de-CH',
    });
    expect(pocket.json()).toMatchObject({ price: { priceCurrent: 1.4 } });
    const gb = await get(t.app, '/price-api/accessory?width=145&height=145', { locale: 'en-GB' });
    expect(gb.json()).toMatchObject({ region: null, price: null });
  });

  it('wants either a sku or a size', async () => {
    expect((await get(t.app, '/price-api/accessory')).statusCode).toBe(400);
    expect((await get(t.app, '/price-api/accessory?width=100')).statusCode).toBe(400);
    expect((await get(t.app, '/price-api/accessory?sku=screw-set-4&width=100&height=100')).statusCode).toBe(
      400,
    );
    expect((await get(t.app, '/price-api/accessory?sku=nothing-here')).statusCode).toBe(404);
  });

  it('lists accessories of the asked kinds, priced in the market', async () => {
    const response = await get(t.app, '/accessory?accessoryTypes[]=posterbar&accessoryTypes[]=screw', {
      locale: 'en-US',
    });
    const list = (response.json() as { accessories: { kind: string; price: Price | null }[] }).accessories;
    expect(new Set(list.map((a) => a.kind))).toEqual(new Set(['posterbar', 'screw']));
    expect(list.every((a) => a.price?.currency === 'usd')).toBe(true);
    const envelopes = (
      await get(t.app, '/accessory?accessoryTypes[]=envelope', { locale: 'en-US' })
    ).json() as {
      accessories: { available: boolean }[];
    };
    expect(envelopes.accessories.every((a) => !a.available)).toBe(true);
    expect((await get(t.app, '/accessory?accessoryTypes[]=sticker')).statusCode).toBe(400);
  });
});
