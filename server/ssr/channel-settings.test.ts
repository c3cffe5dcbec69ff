/** Issue 13 item 8: the SPEC 3 per-channel settings take effect, read from the database. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelSettings } from '../db/schema';
import { openTestDatabase } from '../db/testing';
import { createTestApp } from '../testing/test-app';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string, host = 'localhost:3000', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('trailingSlash (off in the seed): the slash spelling redirects to the plain one', () => {
  it('/fotokalender/ answers 301 to /fotokalender, which is the page', async () => {
    const slash = await get('/fotokalender/?utm=1');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/fotokalender?utm=1');
    expect((await get('/fotokalender')).statusCode).toBe(200);
  });

  it('keeps the market and platform prefix', async () => {
    const response = await get('/fr/d/calendrier-photo/', 'ch.cards.localhost:3000');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/fr/d/calendrier-photo');
  });

  it.each(['//evil.example/', '/%5Cevil.example/', '/\\evil.example/'])(
    '%s never turns into a protocol-relative Location',
    async (path) => {
      const response = await get(path);
      const location = String(response.headers.location ?? '');
      if (response.statusCode === 301) expect(location).toMatch(/^\/(?![/\\])/);
      expect(location).not.toMatch(/^\/\/|^\/\\|^\\/);
    },
  );

  it('leaves the home page and the designer paths alone', async () => {
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/configurator-card/?themeId=x')).statusCode).not.toBe(301);
  });
});

describe('appsAvailable', () => {
  it('gb.posters (false) shows no smartbanner on an iPhone, gb.cards (true) does', async () => {
    const posters = await get('/', 'gb.posters.localhost:3000', { 'user-agent': IPHONE });
    expect(posters.statusCode).toBe(200);
    expect(posters.body).not.toContain('data-testid="smartbanner"');
    const cards = await get('/', 'gb.cards.localhost:3000', { 'user-agent': IPHONE });
    expect(cards.body).toContain('data-testid="smartbanner"');
  });

  it('hands the page the settings of its channel', async () => {
    const body = (await get('/', 'gb.posters.localhost:3000')).body;
    expect(body).toContain('"appsAvailable":false');
  });
});

describe('trailingSlash on: the plain spelling redirects to the slash one', () => {
  let slashApp: FastifyInstance;
  beforeAll(async () => {
    const database = await openTestDatabase();
    await database.db
      .update(channelSettings)
      .set({ trailingSlash: true })
      .where(eq(channelSettings.channel, 'cards'));
    slashApp = await createTestApp({}, { database });
  });
  afterAll(() => slashApp.close());

  it('/fotokalender answers 301 to /fotokalender/, which is the page', async () => {
    const plain = await slashApp.inject({ url: '/fotokalender', headers: { host: 'localhost:3000' } });
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe('/fotokalender/');
    const slash = await slashApp.inject({ url: '/fotokalender/', headers: { host: 'localhost:3000' } });
    expect(slash.statusCode).toBe(200);
  });
});
