/**
 * Open-redirect attacks on every redirect the shop issues (issue 13 item 1, issue 22 item 14): each
 * one is sent as a browser would send it, and the Location must stay on the shop's own host.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/**
 * A GET sent byte for byte as written: inject() would tidy "\\" into "/" first, which a real client
 * (and an attacker's link) does not.
 */
function rawGet(
  path: string,
  host = 'localhost',
): Promise<{ status: number; location?: string; body: string }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ...(res.headers.location ? { location: res.headers.location } : {}),
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** Where a browser on http://localhost/some/page goes with this Location. */
function landsOn(location: unknown): string {
  expect(typeof location).toBe('string');
  return new URL(String(location), 'http://localhost/some/page').host;
}

describe('language-prefix and /d redirects', () => {
  it.each([
    ['/de/\\evil.example', '/evil.example'],
    ['/de//evil.example', '/evil.example'],
    ['/de/\\/evil.example', '/evil.example'],
    ['/de/%5Cevil.example', '/evil.example'],
    ['/de/%5c%5cevil.example', '/evil.example'],
    ['/de/%2F%2Fevil.example', '/evil.example'],
    ['/de/%2f%5cevil.example/x?y=1', '/evil.example/x?y=1'],
    ['/d/de/\\evil.example', '/d/evil.example'],
    ['/de/d/\\evil.example', '/d/evil.example'],
  ])('GET %s answers Location %s', async (url, expected) => {
    const response = await rawGet(url);
    expect(response.status).toBe(301);
    expect(response.location).toBe(expected);
    expect(landsOn(response.location)).toBe('localhost');
  });

  it('keeps a client navigation on the host too', async () => {
    const response = await rawGet('/de/\\evil.example/_payload.json');
    const body = JSON.parse(response.body) as { redirect: string };
    expect(body.redirect).toBe('/evil.example');
    expect(landsOn(body.redirect)).toBe('localhost');
  });

  it('sends a foreign language to a table host, whatever the path says', async () => {
    for (const path of ['/fr//evil.example', '/fr/\\evil.example', '/fr/%2F%2Fevil.example']) {
      const response = await rawGet(path, 'localhost:9999');
      expect(response.status).toBe(302);
      expect(new URL(String(response.location)).host).toBe('fr.cards.localhost:3000');
      expect(new URL(String(response.location)).pathname).toBe('/evil.example');
    }
  });
});

describe('listing clean-up', () => {
  it('redirects /d/products?page=999 below /d once, not to /d/d/products', async () => {
    const response = await app.inject({ url: '/d/products?page=999', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(302);
    const location = String(response.headers.location);
    expect(location).toMatch(/^\/d\/products(\?|$)/);
    expect(location).not.toContain('/d/d/');
  });

  it('keeps the language and platform prefix once on a sublocale', async () => {
    const response = await app.inject({
      url: '/fr/d/products?page=999',
      headers: { host: 'ch.cards.localhost' },
    });
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toMatch(/^\/fr\/d\/products(\?|$)/);
  });

  it('answers a client navigation with the same single prefix', async () => {
    const response = await app.inject({
      url: '/d/products/_payload.json?page=999',
      headers: { host: 'localhost' },
    });
    expect((response.json() as { redirect: string }).redirect).toMatch(/^\/d\/products(\?|$)/);
  });
});

describe('Redirect stories', () => {
  it('answers with a path on this host', async () => {
    const response = await app.inject({ url: '/d/bilderbox', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/d/fotobox');
  });
});

describe('contact form return to the Referer', () => {
  // A sender of its own per case: the contact form caps messages per sender address (issue 22.4).
  let sender = 0;
  const form = () =>
    new URLSearchParams({
      name: 'Erika Mustermann',
      email: `redirect-attack-${++sender}@example.com`,
      topic: 'order',
      message: 'Meine Karten sind noch nicht angekommen.',
      consent: 'on',
    }).toString();

  it.each([
    ['http://localhost//evil.example/x', '/evil.example/x'],
    ['http://localhost/\\evil.example/x', '/evil.example/x'],
    ['http://localhost/%2F%2Fevil.example', '/evil.example'],
    ['http://localhost/kontakt?x=1', '/kontakt?x=1'],
    ['http://evil.example/kontakt', '/'],
    ['javascript:alert(1)', '/'],
  ])('Referer %s returns to %s', async (referer, expected) => {
    const response = await app.inject({
      method: 'POST',
      url: '/web-api/contact',
      headers: {
        host: 'localhost',
        origin: 'http://localhost',
        referer,
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: form(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(expected);
    expect(landsOn(response.headers.location)).toBe('localhost');
  });
});
