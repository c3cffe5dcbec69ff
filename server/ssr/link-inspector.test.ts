import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url, headers: { host: 'localhost:3000' } });

/** The inspector's payload for a designer link (issue 31: the inspector lives on its own path only). */
const inspect = async (link: string) =>
  (await get(`/configurator-inspector/_payload.json?link=${encodeURIComponent(link)}`)).json().loaderData[
    'configurator-inspector'
  ];

describe('the link inspector (support staff, /configurator-inspector)', () => {
  it.each([
    'configurator-calendar',
    'configurator-card',
    'configurator-collage',
    'configurator-photo-frame',
    'configurator-photobook',
    'configurator-photobox',
  ])('/%s/ opens a designer, not the link inspector', async (path) => {
    const response = await get(`/${path}/?locale=de-DE`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Designer-Link prüfen');
    expect(response.body).toContain('data-testid="designer"');
  });

  it('lists a valid card link with its parameters', async () => {
    const data = await inspect('/configurator-card/?themeId=12&quantity=41&locale=de-DE');
    expect(data.configurator).toBe('card');
    expect(data.productType).toBe('card');
    expect(data.errors).toEqual([]);
    expect(data.params).toEqual(
      expect.arrayContaining([
        ['themeId', '12'],
        ['quantity', '41'],
      ]),
    );
  });

  it('lists bad parameters as errors: unknown material, bad format, quantity off the steps', async () => {
    const frame = await inspect('/configurator-photo-frame/?materialType=holz&format=0300x400&locale=de-DE');
    expect(frame.errors.map((e: { param: string }) => e.param)).toEqual(
      expect.arrayContaining(['materialType', 'format']),
    );
    const card = await inspect('/configurator-card/?themeId=1&quantity=42');
    expect(card.errors[0]).toMatchObject({ param: 'quantity' });
  });

  it('prices a configuration in the currency of the link locale', async () => {
    const de = await inspect('/configurator-photo-frame/?materialType=leinwand&format=300x400&locale=de-DE');
    expect(de.quote).toMatchObject({ ok: true });
    expect(de.quote.priceCurrent).toBeGreaterThan(0);
    const ch = await inspect('/configurator-photo-frame/?materialType=leinwand&format=300x400&locale=de-CH');
    expect(ch.market).toBe('de-CH');
    expect(ch.quote.priceCurrent).not.toBe(de.quote.priceCurrent);
    const page = await get(
      `/configurator-inspector?link=${encodeURIComponent('/configurator-photo-frame/?materialType=leinwand&format=300x400&locale=de-CH')}`,
    );
    expect(page.body).toMatch(/CHF\u00a0\d+\.\d{2}|CHF&nbsp;\d+\.\d{2}|CHF\s\d+\.\d{2}/);
  });

  it('inspects a pasted link', async () => {
    const link = encodeURIComponent(
      'https://shop.example/configurator-calendar/?calendarType=wandkalender&format=a4-hoch',
    );
    const data = (await get(`/configurator-inspector/_payload.json?link=${link}`)).json().loaderData[
      'configurator-inspector'
    ];
    expect(data.configurator).toBe('calendar');
    expect(data.params).toEqual(expect.arrayContaining([['calendarType', 'wandkalender']]));
  });

  it('sends configurator links to DESIGNER_URL when it is set, query intact', async () => {
    const real = await createTestApp({ DESIGNER_URL: 'https://designer.example.com/' });
    try {
      const response = await real.inject({
        url: '/d/configurator-card/?themeId=5&locale=de-DE',
        headers: { host: 'localhost' },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(
        'https://designer.example.com/configurator-card/?themeId=5&locale=de-DE',
      );
    } finally {
      await real.close();
    }
  });

  it('shows no verdict and no error before a link is given (issue 23 item 23)', async () => {
    for (const path of [
      '/configurator-inspector',
      '/configurator-inspector?link=',
      '/configurator-inspector?link=%20',
    ]) {
      const page = await get(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toContain('Die Prüfung beginnt, sobald du tippst.');
      expect(page.body, path).not.toContain('inspector__verdict');
      const data = (await get(path.replace('inspector', 'inspector/_payload.json'))).json().loaderData[
        'configurator-inspector'
      ];
      expect(data).toMatchObject({ checked: false, errors: [], rows: [] });
    }
  });

  it('lists every parameter of the link with its problems, so there is never "no parameters" beside errors', async () => {
    const link = encodeURIComponent(
      '/configurator-card/?themeId=1&quantity=42&colour=red&accessoryTypes[]=hat',
    );
    const data = (await get(`/configurator-inspector/_payload.json?link=${link}`)).json().loaderData[
      'configurator-inspector'
    ];
    expect(data.rows.map((r: { name: string }) => r.name)).toEqual([
      'themeId',
      'quantity',
      'colour',
      'accessoryTypes[]',
    ]);
    const problemsOf = (name: string) =>
      data.rows
        .find((r: { name: string }) => r.name === name)
        .problems.map((p: { problem: string }) => p.problem);
    expect(problemsOf('themeId')).toEqual([]);
    expect(problemsOf('quantity')).toEqual(['conflict']);
    expect(problemsOf('colour')).toEqual(['unknownParam']);
    expect(problemsOf('accessoryTypes[]')).toEqual(['invalidValue']);
    expect(data.general).toEqual([]);
    expect(data.errors).toHaveLength(3);

    // The page says it in German on a German market, with the English detail marked as English.
    const page = await get(`/configurator-inspector?link=${link}`);
    expect(page.body).toContain('Dieser Link hat 3 Fehler.');
    expect(page.body).toContain('„colour“ ist kein Designer-Parameter und wird ignoriert.');
    expect(page.body).toContain('Der Wert von accessoryTypes ist ungültig.');
    expect(page.body).toMatch(/<span class="inspector__detail" lang="en">/);
    // What pricing assumed is said in German too (the link names no card format).
    expect(page.body).toMatch(/format fehlt: berechnet mit [a-z0-9-]+\./);
    expect(data.quote.assumptions[0]).toMatchObject({ kind: 'default', param: 'format' });
    expect(page.body).not.toContain('Der Link enthält keine Parameter.');
  });

  it('explains a pasted link that is no designer link', async () => {
    const data = (await get('/configurator-inspector/_payload.json?link=javascript%3Aalert(1)')).json()
      .loaderData['configurator-inspector'];
    expect(data.configurator).toBeUndefined();
    expect(data.errors.length).toBeGreaterThan(0);
  });
});
