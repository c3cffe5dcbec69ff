import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

describe('page requests', () => {
  it('renders the home page on the server with the security headers', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="de-DE">');
    expect(response.body).toContain('Deine Fotos. Wunderschön gedruckt.');
    const csp = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain("'unsafe-inline' 'strict-dynamic'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(csp).toContain("frame-ancestors 'self'");
    // The entry starts after the first paint, from an inline script that carries the nonce.
    expect(response.body).toContain(`<script nonce="${nonce}"`);
    expect(response.body).toContain('src:"/assets/entry-client-test.js"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('uses a new nonce for every request', async () => {
    const a = String((await get('/')).headers['content-security-policy']);
    const b = String((await get('/')).headers['content-security-policy']);
    expect(a).not.toBe(b);
  });

  it('never lets page data close the bootstrap script', async () => {
    const response = await get('/gibt-es-nicht%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<script>alert(1)</script>');
  });

  it.each([
    ['/', 'de-DE'],
    ['/products', 'de-DE'],
  ])('%s is served in %s on localhost', async (path, lang) => {
    expect((await get(path)).body).toContain(`<html lang="${lang}">`);
  });

  it.each([
    ['ch.cards.localhost:3000', '/fr/products', 'fr-CH'],
    ['gb.posters.localhost:3000', '/', 'en-GB'],
    ['us.posters.localhost:3000', '/d/products', 'en-US'],
    ['be.cards.localhost:3000', '/', 'nl-BE'],
  ])('host %s path %s is %s', async (host, path, lang) => {
    const response = await get(path, { host });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<html lang="${lang}">`);
  });

  it('writes ss for ß in the German stories on the Swiss and Liechtenstein hosts only', async () => {
    const swiss = await get('/leinwanddruck', { host: 'ch.cards.localhost:3000' });
    const german = await get('/leinwanddruck', { host: 'de.cards.localhost:3000' });
    expect(german.body).toContain('ß');
    const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(text(swiss.body)).not.toContain('ß');
    expect(text((await get('/', { host: 'li.cards.localhost:3000' })).body)).not.toContain('ß');
  });

  it('redirects language prefixes as SPEC 2 says', async () => {
    expect((await get('/de/products?a=1')).headers.location).toBe('/products?a=1');
    expect((await get('/de/products')).statusCode).toBe(301);
    const foreign = await get('/fr/products?a=1');
    expect(foreign.statusCode).toBe(302);
    expect(foreign.headers.location).toBe('http://fr.cards.localhost:3000/products?a=1');
    expect((await get('/xx/products')).headers.location).toBe('/error');
  });

  it('never redirects to a host from a forged Host header', async () => {
    for (const host of [
      'evil.example',
      'evil.example:3000',
      'de.cards.localhost.evil.example',
      'a@evil.example',
    ]) {
      for (const path of ['/fr/x', '/de//evil.example/x', '/en/x', '//evil.example']) {
        const response = await get(path, { host });
        expect(response.statusCode).toBeLessThan(500);
        const location = response.headers.location;
        if (location) {
          const url = new URL(String(location), 'http://relative.invalid');
          expect(['relative.invalid', 'fr.cards.localhost', 'gb.cards.localhost']).toContain(url.hostname);
        }
        expect(response.body).not.toContain('evil.example/');
      }
    }
  });

  it('answers 404 for an empty theme id and for unmatched paths, with the path', async () => {
    // trailingSlash is off (SPEC 3): /themes/ is spelt /themes, which has no id.
    expect((await get('/themes/')).headers.location).toBe('/themes');
    const themes = await get('/themes');
    expect(themes.statusCode).toBe(404);
    expect(themes.body).toContain('/themes');
    const unmatched = await get('/nothing/such/page');
    expect(unmatched.statusCode).toBe(404);
    expect(unmatched.body).toContain('/nothing/such/page');
  });

  it('renders a theme page and the icon sprite page', async () => {
    const theme = await get('/themes/hochzeit-001');
    expect(theme.statusCode).toBe(200);
    expect(theme.body).toContain('themeId=hochzeit-001');
    expect((await get('/themes/4711')).statusCode).toBe(404);
    const icons = await get('/_icons');
    expect(icons.statusCode).toBe(200);
    expect(icons.body).toContain('icon-cart');
  });

  it.each(['/a/%2e%2e/b', '/a%2Fb', '/a%00b', '/%E0%A4%A', '/%', `/${'a'.repeat(600)}`])(
    'answers a hostile path %s with the 404 page, never 500',
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
    },
  );

  it('refuses over-long URLs with 414', async () => {
    expect((await get(`/${'a'.repeat(5000)}`)).statusCode).toBe(414);
  });

  it('compresses the streamed page with br or gzip as the client accepts', async () => {
    const br = await app.inject({ url: '/', headers: { host: 'localhost', 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<html lang="de-DE">');
    const gzip = await app.inject({
      url: '/',
      headers: { host: 'localhost', 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<html lang="de-DE">');
  });

  it('answers HEAD without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('shows technical details only with the debug flag', async () => {
    expect((await get('/missing')).body).not.toContain('error-details');
    expect((await get('/missing?_debug=1')).body).toContain('error-details');
    expect((await get('/missing?splitDebug=true')).body).toContain('error-details');
  });

  it('detects bots and device classes into the page info', async () => {
    const bot = await get('/', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    expect(bot.body).toContain('"isBot":true');
    const phone = await get('/', {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    });
    expect(phone.body).toContain('"deviceClass":"mobile"');
  });
});

describe('_payload.json for client navigations', () => {
  it('serves every products alias as the products page', async () => {
    for (const path of [
      '/vorkonfigurator-kalender',
      '/vorkonfigurator-karten',
      '/d/products',
      '/d/vorkonfigurator-karten',
    ]) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toMatch(/"products(-kalender|-karten)?":\{"kind":"listing"/);
    }
  });

  it('returns the loader data of the next page', async () => {
    const response = await get('/products/_payload.json');
    expect(response.statusCode).toBe(200);
    const payload = response.json();
    expect(payload.status).toBe(200);
    expect(payload.loaderData.products?.kind).toBe('listing');
    expect(payload.loaderData.products?.result?.items?.length).toBeGreaterThan(0);
    // The layout's data is not sent again when the browser asks only for the page's route.
    const only = (await get('/products/_payload.json?_routes=products')).json();
    expect(Object.keys(only.loaderData)).toEqual(['products']);
  });

  it('hands the blocks their data tagged with their block kind (shared/contracts/block-data.ts)', async () => {
    const response = await get('/leinwanddruck/_payload.json?_routes=content');
    expect(response.statusCode).toBe(200);
    const entries = Object.values(response.json().loaderData.content.blockData) as {
      component: string;
      data: Record<string, unknown>;
    }[];
    const prices = entries.find((e) => e.component === 'FormatsAndPrices');
    expect(prices?.data.material).toBe('leinwand');
    expect(prices?.data.formats).toEqual(
      expect.arrayContaining([expect.objectContaining({ currency: 'eur' })]),
    );
    // The page renders what it was handed: a price table, not the block's empty state.
    const html = (await get('/leinwanddruck')).body;
    expect(html).toMatch(/<table[^>]*>[\s\S]*€/);
  });

  it('keeps the 404 status and the error for the route that threw', async () => {
    const response = await get('/themes/_payload.json');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors['themes-empty']).toMatchObject({ kind: 'response', status: 404 });
  });

  it('carries redirects instead of following them', async () => {
    const response = await get('/fr/products/_payload.json');
    expect(response.json()).toMatchObject({
      redirect: 'http://fr.cards.localhost:3000/products',
      status: 302,
    });
  });

  it('works below the market prefix', async () => {
    const response = await get('/fr/d/products/_payload.json?_routes=products', {
      host: 'ch.cards.localhost:3000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().loaderData.products?.seo?.canonical).toContain(
      'ch.cards.localhost:3000/fr/products',
    );
  });
});

describe('APIs', () => {
  it('answers unknown API routes and methods with the JSON error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/web-api/nothing',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
