/**
 * Issue 18: every cookie a shopper's journey collects is in the cookie inventory
 * (shared/http/cookie-inventory.ts), with the listed attributes, and none of a category the
 * shopper has not granted. The journey: first visit, consent granted, consent declined and
 * withdrawn, a bot, the wishlist, sign-up, log-out and log-in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_KEY_COOKIE, USER_KEY_PATH } from '../../shared/flags';
import { COOKIE_INVENTORY, inventoryProblems, parseSetCookie } from '../../shared/http/cookie-inventory';
import { parseCookies } from '../../shared/http/cookies';
import { consentFromCookies } from '../../shared/tracking';
import { CookieJar, STRONG_PASSWORD, uniqueEmail } from '../customers/testing';
import { createTestApp } from '../testing/test-app';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

interface Seen {
  step: string;
  line: string;
  consent: ReturnType<typeof consentFromCookies>;
}
const seen: Seen[] = [];

/** One browser request of the journey; its Set-Cookie lines are collected with the consent it had. */
async function visit(
  step: string,
  jar: CookieJar,
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; userAgent?: string } = {},
): Promise<LightMyRequestResponse> {
  const cookie = jar.header();
  const headers: Record<string, string> = {
    host: 'localhost:3000',
    'user-agent': options.userAgent ?? BROWSER_UA,
    ...(cookie ? { cookie } : {}),
    ...(method === 'POST' ? { origin: 'http://localhost:3000', 'content-type': 'application/json' } : {}),
  };
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
  expect(response.statusCode, `${step}: ${method} ${url}`).toBeLessThan(300);
  const header = response.headers['set-cookie'];
  for (const line of Array.isArray(header) ? header : header ? [header] : [])
    seen.push({ step, line, consent: consentFromCookies(parseCookies(cookie)) });
  jar.store(response);
  return response;
}

const names = (step: string) => seen.filter((s) => s.step === step).map((s) => parseSetCookie(s.line).name);
/** The shop's consent dialog writes this cookie in the browser (its writer is checked in shared). */
const choose = (jar: CookieJar, consent: 'granted' | 'declined') => jar.set('shop_consent', consent);
const PAGES = ['/', '/products', '/leinwanddruck', '/products/_payload.json'];

describe('the cookies of a whole journey (issue 18)', () => {
  it('a first visit sets no cookie at all', async () => {
    const jar = new CookieJar();
    for (const url of PAGES) await visit('first visit', jar, 'GET', url);
    expect(names('first visit')).toEqual([]);
  });

  it('granting consent sets the user key, once', async () => {
    const jar = new CookieJar();
    await visit('consent granted', jar, 'GET', '/');
    choose(jar, 'granted');
    await visit('consent granted', jar, 'POST', USER_KEY_PATH, { body: { consent: 'granted' } });
    for (const url of PAGES) await visit('consent granted', jar, 'GET', url);
    expect(names('consent granted')).toEqual([USER_KEY_COOKIE]);

    // Withdrawn later: the key goes, at the choice.
    choose(jar, 'declined');
    await visit('consent withdrawn', jar, 'POST', USER_KEY_PATH, { body: { consent: 'declined' } });
    for (const url of PAGES) await visit('consent withdrawn', jar, 'GET', url);
    expect(names('consent withdrawn')).toEqual([USER_KEY_COOKIE]);
    expect(jar.get(USER_KEY_COOKIE)).toBeUndefined();
  });

  it('declining sets nothing, and neither does a bot', async () => {
    const jar = new CookieJar();
    choose(jar, 'declined');
    await visit('consent declined', jar, 'POST', USER_KEY_PATH, { body: { consent: 'declined' } });
    for (const url of PAGES) await visit('consent declined', jar, 'GET', url);
    const bot = new CookieJar();
    choose(bot, 'granted');
    for (const url of PAGES) await visit('bot', bot, 'GET', url, { userAgent: GOOGLEBOT });
    expect(names('consent declined')).toEqual([]);
    expect(names('bot')).toEqual([]);
  });

  it('a wishlist, sign-up, log-out and log-in set only the cookies they need', async () => {
    const jar = new CookieJar();
    await visit('wishlist', jar, 'GET', '/');
    await visit('wishlist', jar, 'POST', '/web-api/wishlist', { body: { themeId: 'geburtstag-01' } });
    expect(names('wishlist')).toEqual(['shop_wishlist']);

    const email = uniqueEmail('cookies');
    const account = { firstName: 'Erika', lastName: 'Mustermann', email, password: STRONG_PASSWORD };
    await visit('sign-up', jar, 'POST', '/web-api/customer-signup', { body: account });
    // The session starts and the anonymous wishlist moves into the account.
    expect(names('sign-up').sort()).toEqual(['shop_session', 'shop_wishlist']);
    await visit('log-out', jar, 'POST', '/web-api/customer-logout', { body: {} });
    expect(names('log-out')).toEqual(['shop_session']);
    expect(jar.get('shop_session')).toBeUndefined();
    await visit('log-in', jar, 'POST', '/web-api/customer-login', {
      body: { email, password: STRONG_PASSWORD },
    });
    for (const url of PAGES) await visit('log-in', jar, 'GET', url);
    // A first log-in from this browser also makes it a known device of the account (issue 34 item 2).
    expect(names('log-in')).toEqual(['shop_device', 'shop_session']);
  });

  it('a first photo for a design starts the anonymous basket, and only that', async () => {
    const jar = new CookieJar();
    await visit('basket', jar, 'GET', '/');
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a8' } })
      .jpeg()
      .toBuffer();
    const boundary = '----cookie-journey';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/web-api/design-uploads',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'user-agent': BROWSER_UA,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(response.statusCode).toBe(201);
    const header = response.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : [])
      seen.push({ step: 'basket', line, consent: consentFromCookies(parseCookies(jar.header())) });
    expect(names('basket')).toEqual(['shop_basket']);
  });

  it('every cookie of the journey is in the inventory, as listed, and none before its category was granted', () => {
    expect(seen.length).toBeGreaterThan(0);
    const problems = seen.flatMap(({ step, line, consent }) =>
      inventoryProblems(line, { consent, https: false, setBy: 'server' }).map((p) => `${step}: ${p}`),
    );
    expect(problems).toEqual([]);
    // The journey reaches every cookie the server sets, so the inventory is checked in full.
    const serverCookies = COOKIE_INVENTORY.filter((e) => e.setBy === 'server').map((e) => e.name);
    expect(new Set(seen.map((s) => parseSetCookie(s.line).name))).toEqual(new Set(serverCookies));
  });
});

describe('the README cookie table', () => {
  it('lists exactly the inventory, with its category, purpose, trigger, lifetime and flags', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Cookies'));
    const rows = section
      .slice(0, section.indexOf('\n## ', 3))
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows.map((row) => /^`([^`]+)`/.exec(row[0] ?? '')?.[1])).toEqual(
      COOKIE_INVENTORY.map((e) => e.name),
    );
    for (const [entry, row] of COOKIE_INVENTORY.map((e, i) => [e, rows[i] ?? []] as const)) {
      expect(row.slice(1, 5), entry.name).toEqual([
        entry.category,
        entry.purpose,
        entry.setWhen,
        entry.lifetime,
      ]);
      expect(row[5]?.startsWith(entry.httpOnly ? 'yes' : 'no'), entry.name).toBe(true);
      expect(row[7], entry.name).toBe(entry.sameSite);
      if (entry.hostPrefixed) expect(row[0], entry.name).toContain(`__Host-${entry.name}`);
    }
  });
});
