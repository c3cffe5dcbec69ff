/**
 * Issue 23.12: a struck "was" price only while a real campaign reduces the price, with the lowest
 * price of the 30 days before it as reference; the seeded catalogue shows none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, priceReductions } from '../db/schema';
import { type CatalogueTestApp, createCatalogueTestApp, get, TEST_NOW } from './testing';

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
  discountPercent: number;
}

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (n: number) => new Date(TEST_NOW.getTime() + n * DAY);

async function canvas(channel = 'posters') {
  const response = await get(t.app, '/price-api/prices/article?material=leinwand&format=300x400', {
    channel,
    locale: 'de-DE',
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { price: Price }).price;
}

async function calculatorPrices(channel = 'posters') {
  const response = await get(t.app, '/web-api/calculator/reference', {
    channel,
    locale: 'de-DE',
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as {
    options: { formats: Price[]; moreFormats: Price[] }[];
    labels: unknown[];
  };
  return { body, formats: body.options.flatMap((o) => [...o.formats, ...o.moreFormats]) };
}

async function addCampaign(id: string, from: number, to: number, percentOff: number) {
  await t.database.db.insert(campaigns).values({
    id,
    channel: 'posters',
    textKey: 'campaign.wall-art-sale',
    color: '#FFFFFF',
    backgroundColor: '#C8102E',
    startsAt: daysFromNow(from),
    endsAt: daysFromNow(to),
  });
  await t.database.db.insert(priceReductions).values({ campaignId: id, material: 'leinwand', percentOff });
  t.service.invalidate();
}

describe('"was" prices (EU 30-day rule)', () => {
  it('shows no strike anywhere in the seeded calculator: no campaign reduces a price', async () => {
    const { body, formats } = await calculatorPrices();
    expect(formats.length).toBeGreaterThan(20);
    for (const f of formats) {
      expect(f.priceOriginal).toBe(f.priceCurrent);
      expect(f.discountPercent).toBe(0);
    }
    expect(body.labels).toEqual([]);
    expect(await canvas()).toMatchObject({ priceCurrent: 39.95, priceOriginal: 39.95, discountPercent: 0 });
  });

  it('strikes the lowest price of the 30 days before a running campaign, in its channel only', async () => {
    await addCampaign('canvas-week', -2, 5, 20);
    expect(await canvas()).toMatchObject({ priceCurrent: 31.96, priceOriginal: 39.95, discountPercent: 20 });
    const labelled = await get(
      t.app,
      '/web-api/calculator/reference?materials[]=aludibond&materials[]=leinwand',
      { channel: 'posters', locale: 'de-DE' },
    );
    expect((labelled.json() as { labels: unknown[] }).labels).toEqual([
      { index: 1, text: 'TOP DEAL', backgroundColor: '#C8102E', textColor: '#FFFFFF' },
    ]);
    // The cards shop sells canvas too, but the campaign is the poster shop's.
    expect(await canvas('cards')).toMatchObject({ priceCurrent: 39.95, priceOriginal: 39.95 });
  });

  it('takes an earlier, smaller reduction inside the window as the reference', async () => {
    await addCampaign('canvas-teaser', -20, -10, 10);
    // 39.95 less 10 % was charged 10 days before the 20 % campaign began.
    expect(await canvas()).toMatchObject({ priceCurrent: 31.96, priceOriginal: 35.96 });
  });

  it('strikes nothing once the campaign is over', async () => {
    const later = await createCatalogueTestApp();
    try {
      await later.database.db.insert(campaigns).values({
        id: 'past-sale',
        channel: 'posters',
        textKey: 'campaign.wall-art-sale',
        color: '#FFFFFF',
        backgroundColor: '#C8102E',
        startsAt: daysFromNow(-20),
        endsAt: daysFromNow(-1),
      });
      await later.database.db
        .insert(priceReductions)
        .values({ campaignId: 'past-sale', material: 'leinwand', percentOff: 30 });
      later.service.invalidate();
      const response = await get(later.app, '/price-api/prices/article?material=leinwand&format=300x400', {
        channel: 'posters',
        locale: 'de-DE',
      });
      expect((response.json() as { price: Price }).price).toMatchObject({
        priceCurrent: 39.95,
        priceOriginal: 39.95,
      });
    } finally {
      await later.close();
    }
  });
});
