/**
 * Issue 34 items 4, 9 and 10, performed against the whole shop behind a trusted proxy
 * (TRUST_PROXY=127.0.0.1, the requests come from 127.0.0.1 with X-Forwarded-For):
 * - IPv6 clients rotating addresses inside their /64 share one budget of every per-client limit;
 * - an X-Forwarded-For that is not an address never becomes the client (limit keys, logs);
 * - broken or unknown paths under every API prefix answer JSON, never the HTML 404 page.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SCRYPT, uniqueEmail } from '../customers/testing';
import { clientKeyOfAddress, parseClientAddress } from '../http/client-address';
import { requestLogSerializers } from '../http/log-redaction';
import { createTestApp } from '../testing/test-app';

const CONTACT_LIMIT = 10;
const LOGIN_LIMIT = 3;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(
    { TRUST_PROXY: '127.0.0.1' },
    {
      customerSettings: {
        scrypt: TEST_SCRYPT,
        limits: {
          contactIp: { limit: CONTACT_LIMIT, windowMs: 10 * 60_000 },
          loginIp: { limit: LOGIN_LIMIT, windowMs: 60_000 },
        },
      },
    },
  );
});
afterAll(async () => {
  await app.close();
});

const contact = (forwardedFor: string): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: '/web-api/contact',
    headers: { host: 'localhost', 'x-forwarded-for': forwardedFor, 'content-type': 'application/json' },
    payload: {
      name: 'Erika Mustermann',
      // A new named address each time: only the per-client limit can stop these.
      email: uniqueEmail('kontakt'),
      topic: 'order',
      message: 'Meine Karten sind noch nicht angekommen.',
      consent: true,
    },
  });

const wrongLogin = (forwardedFor: string): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: '/web-api/customer-login',
    headers: { host: 'localhost', 'x-forwarded-for': forwardedFor },
    payload: { email: uniqueEmail('xff'), password: 'not the password at all' },
  });

describe('item 4: IPv6 clients are grouped by /64 for every limit', () => {
  it('12 contact posts from 2001:db8:1:2::1 … ::12: the 11th is refused like one IPv4 address', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++)
      statuses.push((await contact(`2001:db8:1:2::${i.toString(16)}`)).statusCode);
    expect(statuses.slice(0, CONTACT_LIMIT)).toEqual(Array(CONTACT_LIMIT).fill(201));
    expect(statuses.slice(CONTACT_LIMIT)).toEqual([429, 429]);
    // Another /64 is another client.
    expect((await contact('2001:db8:1:3::1')).statusCode).toBe(201);
  });

  it('keys IPv4 by address, IPv6 by /64, and IPv4-mapped IPv6 as its IPv4', () => {
    expect(clientKeyOfAddress('203.0.113.5')).toBe('203.0.113.5');
    expect(clientKeyOfAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe(
      clientKeyOfAddress('2001:db8:1:2::1'),
    );
    expect(clientKeyOfAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2:0:0:0:0/64');
    expect(clientKeyOfAddress('2001:db8:1:3::1')).not.toBe(clientKeyOfAddress('2001:db8:1:2::1'));
    expect(clientKeyOfAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });
});

describe('item 10: a forwarded address must be an address', () => {
  it('rotating garbage in X-Forwarded-For does not give new log-in budgets: they all count for the proxy peer', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMIT; i++) statuses.push((await wrongLogin(`garbage-${i}`)).statusCode);
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(400), 429]);
    // The same holds for other spellings that are no address.
    for (const forged of ['0x7f.1', '2130706433', '1.2.3.4.5', '::g', '<script>']) {
      expect((await wrongLogin(forged)).statusCode, forged).toBe(429);
    }
  });

  it('logs the socket address instead of the garbage', async () => {
    const fake = { ip: 'garbage', socket: { remoteAddress: '127.0.0.1', remotePort: 1 }, headers: {} };
    const logged = requestLogSerializers.req({
      ...fake,
      method: 'GET',
      url: '/',
      host: 'localhost',
    } as never);
    expect(logged.remoteAddress).toBe('127.0.0.1');
    expect(parseClientAddress('garbage')).toBeUndefined();
    expect(parseClientAddress('[2001:db8::1]')).toBe('2001:db8:0:0:0:0:0:1');
  });
});

describe('item 9: JSON under every API prefix, also for broken encodings', () => {
  it.each([
    '/web-api/themes/%ff',
    '/web-api/toolbox-download/%ff',
    '/web-api/%ff',
    '/v2/cdn/stories/%ff',
    '/whitelabel/unknown',
    '/whitelabel/%ff',
    '/price-api/%ff',
  ])('GET %s answers a JSON 404', async (url) => {
    const response = await app.inject({ url, headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('GET /v2/cdn/unknown answers the embedded CMS’s own JSON error (Storyblok’s shape), never the HTML page', async () => {
    const response = await app.inject({ url: '/v2/cdn/unknown', headers: { host: 'localhost' } });
    expect([401, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('a broken encoding on a shop path still gets the HTML 404 page', async () => {
    const response = await app.inject({ url: '/karten/%ff', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
