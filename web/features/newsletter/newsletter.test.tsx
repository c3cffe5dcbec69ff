import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsletterBlok } from '../../../shared/content/story-types';
import { harness, text } from '../customer/test-utils';
import { setClientLogLevel } from '../tracking/logger';
import { NewsletterConfirmPage } from './NewsletterConfirmPage';
import { NewsletterForm, subscribeNewsletter } from './NewsletterForm';
import { recaptchaToken } from './recaptcha';

const blok: NewsletterBlok = {
  _uid: 'n1',
  component: 'Newsletter',
  title: '10 % für deine erste Bestellung',
  text: 'Neuheiten und Aktionen per E-Mail.',
  buttonText: 'Jetzt anmelden',
  privacyNote: 'Abmeldung jederzeit möglich.',
} as NewsletterBlok;

describe('NewsletterForm', () => {
  it('renders the blok’s texts and a labelled e-mail field', () => {
    const h = harness(<NewsletterForm blok={blok} />);
    const html = text(h.html());
    expect(html).toContain('10 % für deine erste Bestellung');
    expect(html).toContain('Jetzt anmelden');
    expect(html).toContain('Abmeldung jederzeit möglich.');
    expect(html).toMatch(
      /<label class="visually-hidden" for="([^"]+)">E-Mail-Adresse für den Newsletter<\/label><input id="\1"/,
    );
    expect(h.warnings).toEqual([]);
  });

  it('renders the confirmation page without missing texts', () => {
    const h = harness(<NewsletterConfirmPage />, { info: { bundle: 'en-GB', market: 'en-GB' } });
    expect(text(h.html())).toContain('Newsletter');
    expect(h.warnings).toEqual([]);
  });
});

describe('reCAPTCHA attempt', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives null without a browser, a site key or the script', async () => {
    expect(await recaptchaToken('key')).toBeNull();
    vi.stubGlobal('window', {});
    expect(await recaptchaToken('key')).toBeNull();
    expect(await recaptchaToken(undefined)).toBeNull();
  });

  it('gives the token of the loaded script, and null when it fails or takes too long', async () => {
    vi.stubGlobal('window', {
      grecaptcha: { ready: (f: () => void) => f(), execute: async () => 'tok' },
    });
    expect(await recaptchaToken('key')).toBe('tok');
    vi.stubGlobal('window', {
      grecaptcha: { ready: (f: () => void) => f(), execute: () => Promise.reject(new Error('x')) },
    });
    expect(await recaptchaToken('key')).toBeNull();
    vi.stubGlobal('window', { grecaptcha: { ready: () => undefined, execute: async () => 'late' } });
    expect(await recaptchaToken('key', 'newsletter', 20)).toBeNull();
  });
});

describe('subscribeNewsletter (SPEC 5)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setClientLogLevel('NONE');
  });
  const target = { channel: 'cards' as const, market: 'de-DE' as const };

  it('sends nothing for an address that fails the pattern', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const token = vi.fn(async () => 'tok');
    for (const email of ['', 'kein-at', 'a@b', 'a@b.c', 'a b@c.de']) {
      expect(await subscribeNewsletter(target, email, 'home', token)).toEqual({ kind: 'invalid' });
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(token).not.toHaveBeenCalled();
  });

  it('posts email, uniqueIdentifier and reCaptchaToken; without a token it warns and posts anyway', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Fast geschafft!' }), { status: 202 }),
    );
    vi.stubGlobal('fetch', fetch);
    const warned: unknown[] = [];
    setClientLogLevel('WARN', {
      warn: (...a: unknown[]) => warned.push(a),
      error: () => undefined,
    } as unknown as Console);
    expect(await subscribeNewsletter(target, ' erika@example.de ', 'home', async () => 'tok')).toEqual({
      kind: 'sent',
      message: 'Fast geschafft!',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/web-api/newsletter-subscribe');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'erika@example.de',
      uniqueIdentifier: 'home',
      reCaptchaToken: 'tok',
    });
    expect(warned).toHaveLength(0);
    await subscribeNewsletter(target, 'erika@example.de', 'home', async () => null);
    expect(
      JSON.parse(String((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body)).reCaptchaToken,
    ).toBeNull();
    expect(warned).toHaveLength(1);
  });

  it('reports the server’s field message, and network failures', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ error: { code: 'x', message: 'm', fields: { email: 'Ungültig.' } } }),
            { status: 400 },
          ),
      ),
    );
    expect(await subscribeNewsletter(target, 'a@b.de', 'p', async () => null)).toEqual({
      kind: 'failed',
      reason: 'server',
      message: 'Ungültig.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await subscribeNewsletter(target, 'a@b.de', 'p', async () => null)).toMatchObject({
      reason: 'network',
    });
  });
});
