/**
 * Issue 13 item 10: RECAPTCHA_SITE_KEY and SUPPORT_CHAT_KEY. Unset, the shop behaves as before
 * (no third-party origin in the CSP, a contact link); set, their origins join the CSP and the
 * keys reach the page, whose scripts use them only after consent.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { createTestApp } from '../testing/test-app';

const SITE_KEY = '6LeTestSiteKey_abcdefghijklmnopqrstu';
const CHAT_KEY = '0f6e3c1a-1234-4abc-9def-0123456789ab';
const GRANTED = { cookie: 'shop_consent=granted' };

describe('settings', () => {
  it('refuses keys that are not keys', () => {
    expect(() => readConfig({ RECAPTCHA_SITE_KEY: 'x" onload="alert(1)' })).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(() => readConfig({ SUPPORT_CHAT_KEY: 'a b' })).toThrow(/SUPPORT_CHAT_KEY/);
  });
});

describe('unset (the default)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('no third-party origin in the CSP, a contact link even with consent', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'localhost:3000', ...GRANTED } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).not.toMatch(/google|gstatic|zendesk|zdassets/);
    expect(csp).not.toContain('frame-src');
    expect(response.body).toContain('data-mode="contact"');
    expect(response.body).toContain('"integrations":{"recaptchaSiteKey":null,"chatKey":null}');
  });
});

describe('configured', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ RECAPTCHA_SITE_KEY: SITE_KEY, SUPPORT_CHAT_KEY: CHAT_KEY });
  });
  afterAll(() => app.close());

  it('allows exactly their origins in the CSP', async () => {
    const csp = String(
      (await app.inject({ url: '/', headers: { host: 'localhost:3000' } })).headers[
        'content-security-policy'
      ],
    );
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive('script-src')).toContain('https://static.zdassets.com');
    expect(directive('frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive('connect-src')).toContain('wss://*.zendesk.com');
    // Still no inline scripts and no wildcard.
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(csp).not.toMatch(/ \*(;|\s|$)/);
  });

  it('hands the keys to the page; the chat button needs consent', async () => {
    const anonymous = await app.inject({ url: '/', headers: { host: 'localhost:3000' } });
    expect(anonymous.body).toContain(`"recaptchaSiteKey":"${SITE_KEY}"`);
    expect(anonymous.body).toContain('data-mode="contact"');
    expect(anonymous.body).not.toContain('zdassets.com/ekr');
    const consented = await app.inject({ url: '/', headers: { host: 'localhost:3000', ...GRANTED } });
    expect(consented.body).toContain('data-mode="chat"');
  });
});
