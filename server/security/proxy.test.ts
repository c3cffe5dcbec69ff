/**
 * Behind a proxy (issue 18 items 3-4, issue 22 item 15): X-Forwarded-For/-Proto/-Host count only
 * from the peers TRUST_PROXY lists. Without it a client cannot pick its address (and escape the
 * log-in limit) or its scheme; with it, shoppers behind the proxy are told apart, TLS at the proxy
 * gives Secure __Host- cookies and HSTS, and X-Forwarded-Host picks only a market of the host table.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { STRONG_PASSWORD, TEST_SCRYPT, uniqueEmail } from '../customers/testing';
import { createTestApp } from '../testing/test-app';

const LOGIN_LIMIT = 3;
const settings = {
  scrypt: TEST_SCRYPT,
  limits: { loginIp: { limit: LOGIN_LIMIT, windowMs: 60_000 } },
};

interface From {
  forwardedFor?: string;
  forwardedProto?: string;
  forwardedHost?: string;
  peer?: string;
}

function headersOf(from: From): Record<string, string> {
  const headers: Record<string, string> = { host: 'localhost' };
  if (from.forwardedFor) headers['x-forwarded-for'] = from.forwardedFor;
  if (from.forwardedProto) headers['x-forwarded-proto'] = from.forwardedProto;
  if (from.forwardedHost) headers['x-forwarded-host'] = from.forwardedHost;
  return headers;
}

function wrongLogin(app: FastifyInstance, from: From): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/web-api/customer-login',
    headers: headersOf(from),
    ...(from.peer ? { remoteAddress: from.peer } : {}),
    // A new address every time: only the per-client-address limit can stop these.
    payload: { email: uniqueEmail('proxy'), password: 'not the password at all' },
  });
}

function signUp(app: FastifyInstance, from: From): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/web-api/customer-signup',
    headers: headersOf(from),
    ...(from.peer ? { remoteAddress: from.peer } : {}),
    payload: {
      firstName: 'Erika',
      lastName: 'Muster',
      email: uniqueEmail('proxy'),
      password: STRONG_PASSWORD,
    },
  });
}

const setCookies = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
};

describe('TRUST_PROXY setting', () => {
  it('is off by default and takes addresses, CIDR ranges and named ranges', () => {
    expect(readConfig({}).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
  });

  it.each(['true', '2', 'everyone', '10.0.0.0/33', '300.1.1.1'])('refuses %s', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('without TRUST_PROXY', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({}, { customerSettings: settings });
  });
  afterAll(async () => {
    await app.close();
  });

  it('a client rotating X-Forwarded-For stays under one log-in limit', async () => {
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      const response = await wrongLogin(app, { forwardedFor: `198.51.100.${i + 1}` });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await wrongLogin(app, { forwardedFor: '198.51.100.99' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('X-Forwarded-Proto: https gives neither a __Host- cookie nor Secure nor HSTS', async () => {
    const response = await signUp(app, { forwardedProto: 'https' });
    expect(response.statusCode).toBe(201);
    const session = setCookies(response).find((c) => c.includes('shop_session='));
    expect(session).toMatch(/^shop_session=/);
    expect(session).not.toMatch(/;\s*Secure/i);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('X-Forwarded-Host never chooses the market', async () => {
    const response = await app.inject({
      url: '/',
      headers: { host: 'localhost', 'x-forwarded-host': 'gb.posters.localhost' },
    });
    expect(response.body.includes('<html lang="de-DE"')).toBe(true);
  });
});

describe('with TRUST_PROXY=127.0.0.1 (the proxy on this machine)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: '127.0.0.1' }, { customerSettings: settings });
  });
  afterAll(async () => {
    await app.close();
  });

  it('two shoppers behind the proxy have their own log-in limits', async () => {
    const first = { forwardedFor: '198.51.100.1' };
    for (let i = 0; i < LOGIN_LIMIT; i++) expect((await wrongLogin(app, first)).statusCode).toBe(400);
    expect((await wrongLogin(app, first)).statusCode).toBe(429);
    // What the shopper's browser wrote in X-Forwarded-For does not count: only what our proxy added.
    expect((await wrongLogin(app, { forwardedFor: '203.0.113.7, 198.51.100.1' })).statusCode).toBe(429);
    const second = { forwardedFor: '198.51.100.2' };
    expect((await wrongLogin(app, second)).statusCode).toBe(400);
  });

  it('X-Forwarded-Proto: https from the proxy gives the __Host- session cookie with Secure, and HSTS', async () => {
    const response = await signUp(app, { forwardedFor: '198.51.100.3', forwardedProto: 'https' });
    expect(response.statusCode).toBe(201);
    const session = setCookies(response).find((c) => c.includes('shop_session='));
    expect(session).toMatch(/^__Host-shop_session=[^;]+;.*Secure/i);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('the same header from a peer that is not the proxy counts for nothing', async () => {
    const response = await signUp(app, { peer: '203.0.113.9', forwardedProto: 'https' });
    expect(response.statusCode).toBe(201);
    const session = setCookies(response).find((c) => c.includes('shop_session='));
    expect(session).toMatch(/^shop_session=/);
    expect(session).not.toMatch(/;\s*Secure/i);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('plain http through the proxy gets no HSTS', async () => {
    const response = await app.inject({
      url: '/web-api/docs',
      headers: headersOf({ forwardedProto: 'http' }),
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('X-Forwarded-Host from the proxy picks a market of the host table, and nothing else', async () => {
    const poster = await app.inject({
      url: '/',
      headers: { host: 'shop-backend:3000', 'x-forwarded-host': 'gb.posters.localhost' },
    });
    expect(poster.statusCode).toBe(200);
    expect(poster.body.includes('<html lang="en-GB"')).toBe(true);
    expect(poster.body.includes('shop-backend')).toBe(false);

    for (const forged of ['evil.example', 'localhost:@evil.example', 'gb.posters.localhost.evil.example']) {
      const response = await app.inject({
        url: '/',
        headers: { host: 'localhost', 'x-forwarded-host': forged },
      });
      expect(response.statusCode, forged).toBe(200);
      expect(response.body.includes('<html lang="de-DE"'), forged).toBe(true);
      expect(response.body.includes('evil.example'), forged).toBe(false);
    }
  });

  it('X-Forwarded-Host from another peer is ignored', async () => {
    const response = await app.inject({
      url: '/',
      remoteAddress: '203.0.113.9',
      headers: { host: 'localhost', 'x-forwarded-host': 'gb.posters.localhost' },
    });
    expect(response.body.includes('<html lang="de-DE"')).toBe(true);
  });
});

describe('HSTS setting', () => {
  let on: FastifyInstance;
  let off: FastifyInstance;
  beforeAll(async () => {
    [on, off] = await Promise.all([
      createTestApp({ HSTS: 'on' }),
      createTestApp({ HSTS: 'off', TRUST_PROXY: 'loopback' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([on.close(), off.close()]);
  });

  it('on: every response, for a TLS proxy that says nothing about the scheme', async () => {
    for (const url of ['/', '/web-api/docs', '/web-api/nothing']) {
      const response = await on.inject({ url, headers: { host: 'localhost' } });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('off: never, even over https', async () => {
    const response = await off.inject({ url: '/', headers: headersOf({ forwardedProto: 'https' }) });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
