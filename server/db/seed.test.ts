/** The seed rows against the shared rules and SPEC, without a database. */
import { describe, expect, it } from 'vitest';
import {
  ACCESSORY_PRICE_TIERS,
  CALENDAR_FORMATS,
  DEFAULT_FRAME_BY_MATERIAL,
  MATERIALS,
  PHOTOBOOK_FORMATS,
  parseEnvelopeSku,
  parseInlaySku,
} from '../../shared/catalogue';
import { CURRENCIES } from '../../shared/markets';
import * as products from './seed/products';
import * as shop from './seed/shop';
import * as wallArt from './seed/wall-art';

describe('wall-art seed', () => {
  const prices = wallArt.formatPriceRows();

  it('prices every listed format of every material in every currency at its regular price', () => {
    const listed = wallArt.materialFormatRows();
    expect(prices).toHaveLength(listed.length * CURRENCIES.length);
    for (const p of prices) {
      expect(p.priceCurrentCents).toBeGreaterThan(0);
      // Issue 23.12: no invented "was" price; only a campaign reduction may name one.
      expect(p.priceOriginalCents).toBe(p.priceCurrentCents);
      expect(p.priceCurrentCents % 5).toBe(0);
    }
  });

  it('sells a 30x40 cm canvas at 39.95 EUR', () => {
    expect(
      prices.find((p) => p.material === 'leinwand' && p.formatId === '300x400' && p.currency === 'eur'),
    ).toMatchObject({
      priceCurrentCents: 3995,
      priceOriginalCents: 3995,
    });
  });

  it('gives every material formats, an initial format among them, and its SPEC 3 default frame', () => {
    const materials = wallArt.materialRows();
    const listed = wallArt.materialFormatRows();
    const frames = wallArt.frameMaterialRows();
    expect(materials.map((m) => m.id)).toEqual([...MATERIALS]);
    for (const m of materials) {
      const own = listed.filter((f) => f.material === m.id);
      expect(own.length, m.id).toBeGreaterThan(0);
      expect(own.some((f) => f.featured)).toBe(true);
      expect(own.map((f) => f.formatId)).toContain(m.initialFormat);
      expect(m.defaultFrameType ?? undefined).toBe(
        DEFAULT_FRAME_BY_MATERIAL[m.id as keyof typeof DEFAULT_FRAME_BY_MATERIAL],
      );
      if (m.defaultFrameType)
        expect(frames).toContainEqual(
          expect.objectContaining({ frameType: m.defaultFrameType, material: m.id }),
        );
    }
  });

  it('names each format after its size and defaults every option group to one of its options', () => {
    for (const f of wallArt.formatRows()) expect(f.id).toBe(`${f.widthMm}x${f.heightMm}`);
    const options = wallArt.optionRows();
    for (const link of wallArt.optionGroupMaterialRows()) {
      expect(options).toContainEqual(
        expect.objectContaining({ id: link.defaultOptionId, groupId: link.groupId }),
      );
    }
    // Defaults cost nothing, so a listed price is the price of the default configuration.
    const defaults = new Set(wallArt.optionGroupMaterialRows().map((l) => l.defaultOptionId));
    for (const p of wallArt.optionPriceRows()) if (defaults.has(p.optionId)) expect(p.surchargeCents).toBe(0);
  });
});

describe('product seed', () => {
  it('uses every SPEC 3 photobook and calendar format', () => {
    expect(new Set(products.photobookTypeFormatRows().map((r) => r.formatId))).toEqual(
      new Set(PHOTOBOOK_FORMATS),
    );
    expect(new Set(products.calendarTypeFormatRows().map((r) => r.formatId))).toEqual(
      new Set(CALENDAR_FORMATS),
    );
  });

  it('takes the accessory tiers from SPEC 9 as shared/catalogue has them', () => {
    const tiers = products.accessoryPriceTierRows();
    expect(tiers).toHaveLength(9);
    for (const tier of tiers) {
      const money = ACCESSORY_PRICE_TIERS[tier.region][tier.sizeClass];
      expect(tier).toMatchObject({ currency: money.currency, amountCents: money.amount });
    }
    expect(products.accessorySpecialPriceRows()).toEqual([
      { region: 'CH', cardFormatId: 'booklet-210x100', currency: 'chf', amountCents: 140 },
    ]);
  });

  it('mints envelope and inlay SKUs that the shared parsers read back', () => {
    for (const a of products.accessoryRows()) {
      if (a.kind === 'envelope')
        expect(parseEnvelopeSku(a.sku)).toMatchObject({ colour: a.colour, width: a.widthMm });
      if (a.kind === 'inlay')
        expect(parseInlaySku(a.sku)).toMatchObject({ paper: a.paper, height: a.heightMm });
    }
  });
});

describe('shop seed', () => {
  it('keeps every SKU container item an article of a sold material', () => {
    for (const item of shop.skuContainerItemRows()) {
      const material = item.sku.split('-')[0];
      expect(MATERIALS as readonly string[]).toContain(material);
    }
  });

  it('has one primary localised path per category and language', () => {
    const rows = shop.localizedPathRows();
    const primaries = rows.filter((r) => r.primary).map((r) => `${r.category}/${r.language}`);
    expect(new Set(primaries).size).toBe(primaries.length);
    expect(new Set(rows.map((r) => `${r.category}/${r.language}`))).toEqual(new Set(primaries));
  });
});

describe('photobook and calendar seed (issue 31 §4)', () => {
  it('names no invented "was" price: every row is at its regular price', () => {
    const rows = [...products.photobookPriceRows(), ...products.calendarPriceRows()];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.priceOriginalCents).toBe(row.priceCurrentCents);
  });
});
