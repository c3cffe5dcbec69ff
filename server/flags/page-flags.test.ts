/**
 * Issue 18 and 24 through the real page route and SSR entry: no identifier cookie before
 * consent, the key at the moment of consent, and flags evaluated only where a page renders them.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FlagsBootstrap, USER_KEY_COOKIE, USER_KEY_PATH } from '../../shared/flags';
import * as entry from '../../web/entry-server';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { openTestDatabase } from '../db/testing';
import { TEST_ASSETS } from '../testing/test-app';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const KEY = '6f1c2a53-1d1e-4b7a-9a43-0c6a3f1e9b11';
/** A shopper's browser: a request without a user agent counts as a bot. */
const BROWSER = {
  host: 'localhost:3000',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

let app: FastifyInstance;
/** How often a _payload.json answer asked for the flags (each evaluation is an impression). */
let payloadEvaluations = 0;

beforeAll(async () => {
  const config = readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.data/test',
    IMAGE_WARMUP: 'false',
  });
  const database = await openTestDatabase();
  app = await buildApp({
    config,
    database,
    renderer: async () => ({
      assets: TEST_ASSETS,
      renderPage: entry.renderPage,
      renderHybridLayout: entry.renderHybridLayout,
      i18nAsset: entry.i18nAsset,
      loadPayload: (input) =>
        entry.loadPayload({
          ...input,
          flags: (routes) => {
            payloadEvaluations += 1;
            return input.flags(routes);
          },
        }),
    }),
  });
  app.addHook('onClose', async () => database.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...BROWSER, ...headers } });

const chooseConsent = (consent: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: USER_KEY_PATH,
    headers: {
      ...BROWSER,
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
      ...headers,
    },
    payload: JSON.stringify({ consent }),
  });

const setCookies = (response: LightMyRequestResponse): string[] => {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
};

function flagsOf(html: string): FlagsBootstrap {
  const json = /<script id="__shop" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return (JSON.parse(json ?? 'null') as { flags: FlagsBootstrap }).flags;
}

describe('no identifier before consent (issue 18)', () => {
  it('a first visit gets no Set-Cookie at all, on pages and client navigations alike', async () => {
    for (const url of ['/', '/products', '/leinwanddruck', '/_payload.json', '/products/_payload.json']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(setCookies(response), url).toEqual([]);
    }
    const flags = flagsOf((await get('/')).body);
    expect(flags.splitKey).toBeNull();
    expect(flags.reason).toBe('no-consent');
  });

  it('a declined visitor and a bot get no identifier either, whatever they ask for', async () => {
    const declined = await get('/', { cookie: 'shop_consent=declined' });
    expect(setCookies(declined)).toEqual([]);
    expect(flagsOf(declined.body).splitKey).toBeNull();
    expect(setCookies(await chooseConsent('declined'))).toEqual([]);

    const bot = await get('/', { cookie: 'shop_consent=granted', 'user-agent': GOOGLEBOT });
    expect(setCookies(bot)).toEqual([]);
    expect(flagsOf(bot.body).reason).toBe('bot');
    const botChoice = await chooseConsent('granted', { 'user-agent': GOOGLEBOT });
    expect(botChoice.json()).toEqual({ splitKey: null });
    expect(setCookies(botChoice)).toEqual([]);
  });

  it('granting consent creates the key at once, or on the next page; later pages keep it', async () => {
    const choice = await chooseConsent('granted', { cookie: 'shop_consent=granted' });
    expect(choice.statusCode).toBe(200);
    const { splitKey } = choice.json() as { splitKey: string };
    expect(splitKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(setCookies(choice)).toEqual([
      `${USER_KEY_COOKIE}=${splitKey}; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly`,
    ]);
    const later = await get('/', { cookie: `shop_consent=granted; ${USER_KEY_COOKIE}=${splitKey}` });
    expect(setCookies(later)).toEqual([]);
    expect(flagsOf(later.body)).toMatchObject({ splitKey, reason: 'evaluated' });

    // Consent granted in another tab (or the choice's request failed): the next page sets it.
    const next = await get('/', { cookie: 'shop_consent=granted' });
    const key = flagsOf(next.body).splitKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(setCookies(next)).toEqual([
      `${USER_KEY_COOKIE}=${key}; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly`,
    ]);
  });

  it('withdrawing consent deletes the key, at the choice and on the next page', async () => {
    const deletion = `${USER_KEY_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly`;
    const choice = await chooseConsent('declined', {
      cookie: `shop_consent=declined; ${USER_KEY_COOKIE}=${KEY}`,
    });
    expect(choice.json()).toEqual({ splitKey: null });
    expect(setCookies(choice)).toEqual([deletion]);
    for (const cookie of [`shop_consent=declined; ${USER_KEY_COOKIE}=${KEY}`, `${USER_KEY_COOKIE}=${KEY}`]) {
      const page = await get('/', { cookie });
      expect(setCookies(page)).toEqual([deletion]);
      expect(flagsOf(page.body).splitKey).toBeNull();
    }
  });

  it('refuses a malformed choice with a 400 and sets nothing', async () => {
    const response = await chooseConsent('maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_input');
    expect(setCookies(response)).toEqual([]);
    const foreign = await chooseConsent('granted', { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(setCookies(foreign)).toEqual([]);
  });
});

describe('flags only where a page renders them (issue 24)', () => {
  const granted = { cookie: `shop_consent=granted; ${USER_KEY_COOKIE}=${KEY}` };

  it('a page evaluates its layout’s experiment and none it does not show', async () => {
    const home = flagsOf((await get('/', granted)).body);
    expect(home.reason).toBe('evaluated');
    expect(Object.keys(home.treatments)).toEqual(['card-brand_wandbilder_flyout']);
  });

  it('a product page with a calculator and a /posterdruck path evaluates those experiments', async () => {
    const page = await get('/posterdruck', { ...granted, host: 'de.posters.localhost:3000' });
    expect(page.statusCode).toBe(200);
    expect(Object.keys(flagsOf(page.body).treatments).sort()).toEqual(
      [
        'poster-brand_calculator_canvas_redesign',
        'poster-brand_calculator_nudging',
        'poster-brand_calculator_portrait',
        'poster-brand_calculator_redesign',
        'poster-brand_posterdruck',
        'poster-brand_wandbilder_flyout',
      ].sort(),
    );
  });

  it('a _payload.json evaluates no flags: it has nowhere to send them', async () => {
    payloadEvaluations = 0;
    const payload = await get('/posterdruck/_payload.json', {
      ...granted,
      host: 'de.posters.localhost:3000',
    });
    expect(payload.statusCode).toBe(200);
    expect(payload.json()).not.toHaveProperty('flags');
    expect(payloadEvaluations).toBe(0);
  });
});
