import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDesignerUrl, parseDesignerUrl } from '../../shared/catalogue';
import { channelSettings } from '../db/schema';
import type { DesignerPrice } from './designer-price';
import { type CatalogueTestApp, createCatalogueTestApp, get } from './testing';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await createCatalogueTestApp();
});
afterAll(async () => {
  await t.close();
});

async function priceOf(
  link: string,
  market: Parameters<CatalogueTestApp['service']['priceOfDesignerParams']>[1] = 'de-DE',
) {
  return t.service.priceOfDesignerParams(parseDesignerUrl(link), market);
}

function ok(result: DesignerPrice) {
  if (!result.ok) throw new Error(`expected a price, got: ${result.message}`);
  return result;
}

describe('priceOfDesignerParams (link inspector)', () => {
  it('prices a photo-frame link like the article API', async () => {
    const result = ok(
      await priceOf('/configurator-photo-frame/?materialType=poster&format=500x700&frameType=holzrahmen'),
    );
    const api = (
      await get(t.app, '/price-api/prices/article?material=poster&format=500x700&frameType=holzrahmen', {
        channel: 'posters',
      })
    ).json() as {
      price: unknown;
    };
    expect(result).toMatchObject({
      productType: 'photoframe',
      channel: 'posters',
      quantity: 1,
      assumptions: [],
    });
    expect(result.price).toEqual(api.price);
  });

  it('fills in the format a photo-frame link leaves out, and says so', async () => {
    const result = ok(await priceOf('/configurator-photo-frame/?materialType=leinwand'));
    expect(result.configuration).toMatchObject({ materialType: 'leinwand', format: '300x400' });
    expect(result.price.priceCurrent).toBe(39.95);
    expect(result.assumptions.map((a) => a.text).join(' ')).toMatch(/no format: priced in 300x400/);
  });

  it('prices a collage link as its material, framed for framedPoster', async () => {
    const framed = ok(
      await priceOf(
        '/configurator-collage/?materialType=framedPoster&format=500x700&designId=d1&tileCount=12',
      ),
    );
    const poster = ok(await priceOf('/configurator-collage/?materialType=poster&format=500x700'));
    expect(framed.productType).toBe('collage');
    expect(framed.configuration).toMatchObject({ frameType: 'holzrahmen', tileCount: 12 });
    expect(framed.price.priceCurrent).toBeGreaterThan(poster.price.priceCurrent);
  });

  it('prices a calendar link', async () => {
    const result = ok(
      await priceOf(
        '/configurator-calendar/?calendarType=tischkalender&format=a6-quer&startMonth=3&year=2027',
      ),
    );
    const api = (
      await get(t.app, '/web-api/calendar-price?calendarType=tischkalender&format=a6-quer')
    ).json() as { price: unknown };
    expect(result.price).toEqual(api.price);
  });

  it('prices a photobook link with pages and papers', async () => {
    const link = buildDesignerUrl('photobook', {
      photobookType: 'echtfotobuch',
      photobookFormat: '300-300',
      photobookPageCount: 40,
      photobookPaper: 'matt',
    });
    const result = ok(await priceOf(link, 'en-GB'));
    expect(result.configuration).toMatchObject({
      photobookFormat: '300-300',
      photobookPageCount: 40,
      photobookBinding: 'layflat',
    });
    expect(result.price.currency).toBe('gbp');
  });

  it('explains a photobook link whose page count the type cannot have', async () => {
    const result = await priceOf('/configurator-photobook/?photobookType=fotoheft&photobookPageCount=18');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/16 to 48 pages in steps of 4/);
  });

  it('prices photobox and photo-print links with their quantity', async () => {
    const box = ok(
      await priceOf(
        '/configurator-photobox/?photoboxType=small&photoboxFormat[width]=150&photoboxFormat[height]=100&quantity=20',
      ),
    );
    expect(box).toMatchObject({ productType: 'photobox', quantity: 20 });
    const prints = ok(
      await priceOf(
        '/configurator-photobox/?productType=photoprint&photoboxFormat[width]=130&photoboxFormat[height]=90&amount=100',
      ),
    );
    expect(prints.configuration).toMatchObject({ photoboxType: 'photoprint', quantity: 100 });
    const tooMany = await priceOf('/configurator-photobox/?photoboxType=small&quantity=100');
    expect(tooMany.ok).toBe(false);
  });

  it('prices a card link with refinement, envelope and inlay per card', async () => {
    const plain = ok(
      await priceOf(
        '/configurator-card/?themeId=t1&format=klappkarte-145x145&quantity=45&refinementType=gold',
      ),
    );
    const extras = ok(
      await priceOf(
        '/configurator-card/?themeId=t1&format=klappkarte-145x145&quantity=45&refinementType=gold&envelope=true&envelopeColor=red&inlay=true',
      ),
    );
    expect(extras.configuration).toMatchObject({
      envelope: 'briefumschlag-haftklebend-red-155x155',
      inlay: 'einlegeblatt-145x145-standard',
    });
    // Both are SPEC 9 "large" in Germany: 1.80 EUR each, per card.
    expect(extras.price.priceCurrent).toBeCloseTo(plain.price.priceCurrent + 45 * 3.6, 2);
    expect(extras.unitPrice).toEqual(plain.unitPrice);
  });

  it('prices a sample card as one card, and defaults the quantity to 41', async () => {
    const sample = ok(await priceOf('/configurator-card/?themeId=t1&format=booklet-210x100&isSample=true'));
    expect(sample.quantity).toBe(1);
    const usual = ok(await priceOf('/configurator-card/?themeId=t1&format=booklet-210x100'));
    expect(usual.quantity).toBe(41);
    expect(usual.assumptions.map((a) => a.text).join(' ')).toMatch(/41 cards/);
  });

  it('leaves out envelopes where they have no price, and says so', async () => {
    const result = ok(
      await priceOf(
        '/configurator-card/?themeId=t1&format=klappkarte-145x145&quantity=45&envelope=true',
        'en-US',
      ),
    );
    expect(result.configuration.envelope).toBeUndefined();
    expect(result.assumptions.map((a) => a.text).join(' ')).toMatch(/not sold in en-US/);
  });

  it('uses the link’s own locale', async () => {
    const result = ok(
      await priceOf('/configurator-photo-frame/?materialType=leinwand&format=300x400&locale=de-CH'),
    );
    expect(result.market).toBe('de-CH');
    expect(result.price.currency).toBe('chf');
  });

  it('never throws: links without a product or with broken parts answer ok false with a message', async () => {
    for (const link of [
      '',
      'mailto:x@example.com',
      '/somewhere/?x=1',
      '/configurator-photo-frame/?materialType=fototapete&format=100x100',
    ]) {
      const result = await priceOf(link);
      if (!result.ok) expect(result.message.length).toBeGreaterThan(5);
    }
    const none = await priceOf('/somewhere/');
    expect(none).toMatchObject({ ok: false, productType: undefined });
    const tooSmall = await priceOf('/configurator-photo-frame/?materialType=leinwand&format=10x10');
    expect(tooSmall.ok).toBe(false);
    if (!tooSmall.ok) expect(tooSmall.message).toMatch(/outside what leinwand can be made in/);
  });
});

describe('channel settings in designer links (issue 13 item 8, SPEC 3)', () => {
  const setCards = async (patch: Partial<typeof channelSettings.$inferInsert>) => {
    await t.database.db.update(channelSettings).set(patch).where(eq(channelSettings.channel, 'cards'));
    t.service.invalidate();
  };
  afterAll(async () => {
    await setCards({ defaultPhotobookCoverLamination: 'glossy', defaultCollageId: 'collage-grid-4' });
  });

  it('a photobook link without a lamination gets the channel default', async () => {
    await setCards({ defaultPhotobookCoverLamination: 'matt' });
    const result = ok(
      await t.service.priceOfDesignerParams(
        parseDesignerUrl('/configurator-photobook/?photobookType=digitalfotobuch'),
        'de-DE',
        'cards',
      ),
    );
    expect(result.configuration.photobookCoverLamination).toBe('matt');
    expect(result.assumptions.map((a) => a.text).join(' ')).toContain('default, matt (SPEC 3)');
  });

  it('a collage link without a design opens the channel default collage', async () => {
    await setCards({ defaultCollageId: 'collage-heart-7' });
    const result = ok(
      await t.service.priceOfDesignerParams(
        parseDesignerUrl('/configurator-collage/?materialType=poster'),
        'de-DE',
        'cards',
      ),
    );
    expect(result.configuration.designId).toBe('collage-heart-7');
    const named = ok(
      await t.service.priceOfDesignerParams(
        parseDesignerUrl('/configurator-collage/?materialType=poster&designId=mine'),
        'de-DE',
        'cards',
      ),
    );
    expect(named.configuration.designId).toBe('mine');
  });
});
