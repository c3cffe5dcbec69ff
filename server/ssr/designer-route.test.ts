import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string, host = 'localhost:3000') => app.inject({ url, headers: { host } });
const payload = async (path: string, query: string, host?: string) =>
  (await get(`/${path}/_payload.json?${query}`, host)).json().loaderData[path];

describe('the embedded designers behind the configurator routes (issue 31)', () => {
  it('opens the single-photo designer for wall art with the materials, frames and formats to choose', async () => {
    const data = await payload(
      'configurator-photo-frame',
      'materialType=leinwand&format=400x600&locale=de-DE',
      'de.posters.localhost',
    );
    expect(data.family).toBe('single');
    expect(data.productType).toBe('photoframe');
    expect(data.params).toMatchObject({ materialType: 'leinwand', format: '400x600' });
    const chosen = data.options.find((o: { value: string }) => o.value === data.selectedOption);
    expect(chosen).toMatchObject({ materialType: 'leinwand', frameType: null });
    expect(chosen.formats.map((f: { value: string }) => f.value)).toContain('400x600');
    // Other materials are offered too, so the shopper can change without losing the crop.
    expect(new Set(data.options.map((o: { materialType: string }) => o.materialType)).size).toBeGreaterThan(
      1,
    );
    expect(data.initialQuote.priceCurrent).toBeGreaterThan(0);
  });

  it('reads the link as the inspector does: a bad parameter is named and dropped', async () => {
    const data = await payload('configurator-photo-frame', 'materialType=holz&format=300x400');
    expect(data.problems.map((p: { param: string }) => p.param)).toEqual(['materialType']);
    expect(data.params).toEqual({ format: '300x400' });
    const page = await get('/configurator-photo-frame/?materialType=holz&format=300x400');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="designer-problems"');
  });

  it('opens the card designer with the theme, its formats, envelopes and quantity steps', async () => {
    const data = await payload('configurator-card', 'themeId=geburtstag-002&quantity=41');
    expect(data.family).toBe('card');
    expect(data.card.id).toBe('geburtstag-002');
    expect(data.card.front.src).toMatch(/^\/assets\//);
    expect(data.card.quantitySteps).toContain(41);
    expect(data.card.formats.length).toBeGreaterThan(0);
    const unknown = await payload('configurator-card', 'themeId=no-such-theme');
    expect(unknown.card).toBeNull();
  });

  it('lays out multi-photo products from the link: pages, months from the start month, tiles', async () => {
    const book = await payload('configurator-photobook', 'photobookType=echtfotobuch&photobookPageCount=32');
    expect(book.family).toBe('multi');
    expect(book.multi).toMatchObject({ kind: 'page', slots: 32 });
    const calendar = await payload(
      'configurator-calendar',
      'calendarType=wandkalender&format=a4-hoch&startMonth=3&year=2027',
    );
    expect(calendar.multi).toMatchObject({ kind: 'month', slots: 12, start: { month: 3, year: 2027 } });
    expect(calendar.multi.aspect).toBeCloseTo(210 / 297);
    const collage = await payload('configurator-collage', 'materialType=poster&format=500x500&tileCount=4');
    expect(collage.multi).toMatchObject({ kind: 'tile', slots: 4 });
    const box = await payload('configurator-photobox', 'photoboxType=small');
    expect(box.multi).toMatchObject({ kind: 'print', slots: null });
  });

  it('photo prints open the single-photo designer with the print formats', async () => {
    const data = await payload('configurator-photobox', 'productType=photoprint&photoboxType=photoprint');
    expect(data.family).toBe('single');
    expect(data.options[0].formats.map((f: { value: string }) => f.value)).toContain('150x100');
  });

  it('keeps basketItem for edit mode and works under /d', async () => {
    const data = await payload('configurator-card', 'themeId=geburtstag-002&basketItem=abc-123');
    expect(data.basketItem).toBe('abc-123');
    const desktop = await get('/d/configurator-card/?themeId=geburtstag-002');
    expect(desktop.statusCode).toBe(200);
    expect(desktop.body).toContain('data-testid="designer"');
  });

  it('leaves the link inspector on its own path, linked from no designer', async () => {
    const inspector = await get('/configurator-inspector');
    expect(inspector.body).toContain('Designer-Link prüfen');
    const designer = await get('/configurator-photobook/');
    expect(designer.body).not.toContain('configurator-inspector');
  });
});
