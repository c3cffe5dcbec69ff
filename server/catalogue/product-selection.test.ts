import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDesignerUrl } from '../../shared/catalogue';
import { type CatalogueTestApp, createCatalogueTestApp, get, json } from './testing';
import type { CalculatorView, FormatView } from './wall-art';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await createCatalogueTestApp();
});
afterAll(async () => {
  await t.close();
});

async function calculator(query: string, headers: { channel?: string; locale?: string } = {}) {
  const response = await get(t.app, `/web-api/calculator/reference${query ? `?${query}` : ''}`, headers);
  return { response, body: response.json() as CalculatorView };
}

describe('/web-api/calculator/reference', () => {
  it('offers the materials of the shop, each with formats, prices and an initial format', async () => {
    const cards = await calculator('');
    expect(cards.body.options.map((o) => o.value)).toEqual([
      'acrylglas',
      'aludibond',
      'forexplatte',
      'leinwand',
      'poster',
    ]);
    const posters = await calculator('', { channel: 'posters' });
    expect(posters.body.options).toHaveLength(12);
    for (const option of posters.body.options) {
      expect(option.formats.length).toBeGreaterThan(0);
      expect(option.labelTranslationKey).toBe(`material.${option.value}`);
      const all = [...option.formats, ...option.moreFormats].map((f) => f.value);
      expect(all).toContain(option.initiallySelectedFormat);
      for (const f of option.formats) expect(f.context.materialType).toBe(option.value);
    }
    expect(cards.body).toMatchObject({ product: 'photoframe', isCollage: false, selectedValue: 'acrylglas' });
  });

  it('keeps the order of materials[] and preselects from an SKU', async () => {
    const { body } = await calculator('materials[]=poster&materials[]=leinwand&sku=leinwand-300x400');
    expect(body.options.map((o) => o.value)).toEqual(['poster', 'leinwand']);
    expect(body.selectedValue).toBe('leinwand');
    expect(body.options[1]?.initiallySelectedFormat).toBe('300x400');
    expect(body.options[1]?.moreFormatsEntry).toBeNull();
  });

  it('shows a preselected format outside the list as the more-formats entry, with its price', async () => {
    const { body } = await calculator('material=leinwand&format=350x500');
    const canvas = body.options.find((o) => o.value === 'leinwand');
    expect(canvas?.initiallySelectedFormat).toBe('350x500');
    expect(canvas?.moreFormatsEntry).toMatchObject({ value: '350x500', listed: false });
    expect(canvas?.moreFormatsEntry?.priceCurrent).toBeGreaterThan(0);
  });

  it('nests the framed variants under their group label', async () => {
    const { body } = await calculator('materials[]=poster');
    const poster = body.options[0];
    expect(poster?.group?.labelTranslationKey).toBe('optionGroup.frame-title');
    const wooden = poster?.group?.options.find((o) => o.value === 'poster:holzrahmen');
    expect(wooden?.context).toEqual({ materialType: 'poster', frameType: 'holzrahmen' });
    const plain = poster?.formats.find((f) => f.value === '300x400');
    const framed = wooden?.formats.find((f) => f.value === '300x400');
    expect(framed?.priceCurrent).toBeGreaterThan(plain?.priceCurrent ?? Infinity);
  });

  it('labels no option TOP DEAL while no campaign reduces a price (price-reductions.test.ts has one)', async () => {
    const { body } = await calculator('materials[]=aludibond&materials[]=leinwand');
    expect(body.labels).toEqual([]);
    const none = await calculator('materials[]=aludibond&materials[]=forexplatte');
    expect(none.body.labels).toEqual([]);
  });

  it('builds the collage calculator from collage material types', async () => {
    const { body } = await calculator('product=collage&material=framedPoster&format=500x700');
    expect(body.isCollage).toBe(true);
    expect(body.options.map((o) => o.value)).toEqual(['leinwand', 'poster', 'framedPoster', 'mixed']);
    const poster = body.options.find((o) => o.value === 'poster')?.formats.find((f) => f.value === '500x700');
    const framed = body.options
      .find((o) => o.value === 'framedPoster')
      ?.formats.find((f) => f.value === '500x700');
    expect(framed?.priceCurrent).toBeGreaterThan(poster?.priceCurrent ?? Infinity);
    expect(framed?.context).toMatchObject({ materialType: 'framedPoster', frameType: 'holzrahmen' });
    expect(body.selectedValue).toBe('framedPoster');
  });

  it.each([
    ['sku=leinwand-30x40cm', /not an article SKU/],
    ['materials[]=fototapete', /not sold in the cards shop/],
    ['materials[]=poster&material=leinwand', /"leinwand" is not among the calculator's options/],
    ['product=collage&materials[]=aludibond', /not a collage material type/],
    ['product=photobook', /not a calculator product/],
  ])('rejects %s', async (query, message) => {
    const { response } = await calculator(query);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(json(response).error?.message).toMatch(message);
  });
});

describe('/web-api/aspect-ratio', () => {
  it('turns formats to the orientation the ratio names', async () => {
    const landscape = (
      await get(t.app, '/web-api/aspect-ratio?aspectRatio=3/2&material=leinwand')
    ).json() as {
      ratio: number;
      materials: { formats: FormatView[] }[];
    };
    expect(landscape.ratio).toBe(1.5);
    const values = landscape.materials[0]?.formats.map((f) => f.value) ?? [];
    expect(values).toContain('300x200');
    expect(landscape.materials[0]?.formats.every((f) => f.width > f.height)).toBe(true);
    const portrait = (await get(t.app, '/web-api/aspect-ratio?aspectRatio=2/3&material=leinwand')).json() as {
      materials: { formats: FormatView[] }[];
    };
    expect(portrait.materials[0]?.formats.map((f) => f.value)).toContain('200x300');
    const sixteen = (
      await get(t.app, '/web-api/aspect-ratio?aspectRatio=16/9&material=acrylglas')
    ).json() as {
      materials: { formats: FormatView[] }[];
    };
    expect(sixteen.materials[0]?.formats.map((f) => f.value)).toEqual([
      '480x270',
      '800x450',
      '1120x630',
      '1600x900',
    ]);
  });

  it('lists everything for an empty ratio, across the shop’s materials', async () => {
    const body = (await get(t.app, '/web-api/aspect-ratio?aspectRatio=')).json() as {
      ratio: null;
      materials: unknown[];
    };
    expect(body.ratio).toBeNull();
    expect(body.materials).toHaveLength(5);
  });

  it.each(['3/0', 'abc', '3:2', '3/2/1', '-3/2'])('rejects the aspect ratio %s', async (ratio) => {
    const response = await get(t.app, `/web-api/aspect-ratio?aspectRatio=${encodeURIComponent(ratio)}`);
    expect(response.statusCode).toBe(400);
    expect(json(response).error?.message).toMatch(/not number\/number/);
  });
});

describe('/web-api/variants-for-frame-types', () => {
  it('names the materials of each frame in the shop and whether it is their default', async () => {
    const response = await get(
      t.app,
      '/web-api/variants-for-frame-types?frameTypes[]=holzrahmen&frameTypes[]=schattenfuge-platte',
      {
        channel: 'posters',
      },
    );
    const variants = (
      response.json() as {
        variants: { frameType: string; materials: { materialType: string; isDefaultFrame: boolean }[] }[];
      }
    ).variants;
    expect(variants[0]?.materials).toEqual([
      expect.objectContaining({ materialType: 'poster', isDefaultFrame: true }),
      expect.objectContaining({ materialType: 'hahnemuehle', isDefaultFrame: true }),
    ]);
    expect(variants[1]?.materials.map((m) => m.materialType)).toEqual([
      'acrylglas',
      'aludibond',
      'forexplatte',
      'gallerybond',
    ]);
    const cards = (
      await get(t.app, '/web-api/variants-for-frame-types?frameTypes[]=schattenfuge-platte')
    ).json() as {
      variants: { materials: { materialType: string }[] }[];
    };
    expect(cards.variants[0]?.materials.map((m) => m.materialType)).toEqual([
      'acrylglas',
      'aludibond',
      'forexplatte',
    ]);
  });

  it('needs at least one known frame type', async () => {
    expect((await get(t.app, '/web-api/variants-for-frame-types')).statusCode).toBe(400);
    const unknown = await get(t.app, '/web-api/variants-for-frame-types?frameTypes[]=goldrahmen');
    expect(json(unknown).error?.message).toMatch(/"goldrahmen" is not a frame/);
  });
});

describe('/web-api/product-selection-photo-frame/*', () => {
  it('price-article prices like /price-api/prices/article', async () => {
    const a = await get(
      t.app,
      '/web-api/product-selection-photo-frame/price-article?material=poster&format=500x700&frameType=holzrahmen',
    );
    const b = await get(
      t.app,
      '/price-api/prices/article?material=poster&format=500x700&frameType=holzrahmen',
    );
    expect(a.json()).toEqual(b.json());
  });

  it('format-limits gives mm and hints in cm, inches in en-US', async () => {
    const de = (
      await get(t.app, '/web-api/product-selection-photo-frame/format-limits?material=poster')
    ).json();
    expect(de).toMatchObject({
      unit: 'cm',
      widthMm: { min: 90, max: 1000 },
      hint: { minWidth: '9\u00a0cm', maxHeight: '150\u00a0cm' },
    });
    const us = (
      await get(t.app, '/web-api/product-selection-photo-frame/format-limits?material=poster', {
        locale: 'en-US',
      })
    ).json();
    // 1000 mm is 39.37 in: the hint rounds down to the quarter inch, so a size typed from it fits.
    expect(us).toMatchObject({
      unit: 'in',
      hint: { minWidth: '3¾\u00a0in (9\u00a0cm)', maxWidth: '39¼\u00a0in (100\u00a0cm)' },
    });
  });

  it('prices-format-group and prices-formats list formats with prices', async () => {
    const group = (
      await get(
        t.app,
        '/web-api/product-selection-photo-frame/prices-format-group?material=leinwand&formatGroup=square',
      )
    ).json() as {
      formats: FormatView[];
    };
    expect(group.formats.every((f) => f.width === f.height)).toBe(true);
    const formats = (
      await get(
        t.app,
        '/web-api/product-selection-photo-frame/prices-formats?material=acrylglas&formats[]=400x600',
      )
    ).json() as {
      formats: FormatView[];
    };
    expect(formats.formats).toHaveLength(1);
  });

  it('prices-from gives each material its lowest price', async () => {
    const body = (
      await get(
        t.app,
        '/web-api/product-selection-photo-frame/prices-from?materials[]=poster&materials[]=leinwand',
      )
    ).json() as {
      prices: { materialType: string; format: string; priceFrom: { priceCurrent: number } }[];
    };
    expect(body.prices.map((p) => p.materialType)).toEqual(['poster', 'leinwand']);
    for (const entry of body.prices) {
      const all = (await get(t.app, `/price-api/prices/formats?material=${entry.materialType}`)).json() as {
        formats: FormatView[];
      };
      expect(entry.priceFrom.priceCurrent).toBe(Math.min(...all.formats.map((f) => f.priceCurrent)));
    }
  });

  it('data holds what the selection starts with', async () => {
    const body = (
      await get(t.app, '/web-api/product-selection-photo-frame/data', { channel: 'posters', locale: 'en-GB' })
    ).json() as {
      currency: string;
      materials: { value: string; defaultFrameType: string | null; frames: string[] }[];
      frames: unknown[];
      formatGroups: { formatType: string }[];
      collageMaterialTypes: unknown[];
    };
    expect(body.currency).toBe('gbp');
    expect(body.materials).toHaveLength(12);
    expect(body.materials.find((m) => m.value === 'leinwand')).toMatchObject({
      defaultFrameType: 'schattenfuge-leinwand',
    });
    expect(body.frames).toHaveLength(7);
    expect(body.formatGroups.map((g) => g.formatType)).toContain('panoramic-wide');
    expect(body.formatGroups.map((g) => g.formatType)).not.toContain('hidden');
    expect(body.collageMaterialTypes).toHaveLength(4);
  });
});

describe('collage designer design groups', () => {
  it('returns the groups of the keys asked for, in that order, with designer links', async () => {
    const body = (
      await get(t.app, '/web-api/collage-designer-design-groups?key[]=collage-heart&key[]=collage-grid-4')
    ).json() as {
      designGroups: { key: string; tileCount: number; designerUrl: string; priceFrom: FormatView | null }[];
    };
    expect(body.designGroups.map((g) => [g.key, g.tileCount])).toEqual([
      ['collage-heart', 12],
      ['collage-grid-4', 4],
    ]);
    for (const group of body.designGroups) {
      const parsed = parseDesignerUrl(group.designerUrl);
      expect(parsed.errors).toEqual([]);
      expect(parsed.configurator).toBe('collage');
      expect(group.priceFrom?.priceCurrent).toBeGreaterThan(0);
    }
    const all = (await get(t.app, '/web-api/collage-designer-design-groups')).json() as {
      designGroups: unknown[];
    };
    expect(all.designGroups).toHaveLength(5);
  });

  it('answers one group by key, and 404 for unknown keys', async () => {
    const one = await get(t.app, '/web-api/collage-designer-design-group?key=collage-panorama');
    expect(one.json()).toMatchObject({
      key: 'collage-panorama',
      materialType: 'leinwand',
      format: '1000x500',
    });
    const unknown = await get(
      t.app,
      '/web-api/collage-designer-design-groups?key[]=collage-grid-4&key[]=collage-star',
    );
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).error?.message).toMatch(/"collage-star"/);
    expect(
      (await get(t.app, '/web-api/collage-designer-design-group?key=wandkalender-classic')).statusCode,
    ).toBe(404);
  });
});
