import { describe, expect, it } from 'vitest';
import { ANONYMOUS_CUSTOMER_DATA, loggedInCustomer, parseCustomerData } from './customer-data';
import { canonicalEmail, emailHash, matchesEmailPattern } from './email';
import { codePointLength, loginSchema, newsletterSubscribeSchema, signUpSchema } from './forms';
import { customerMessage, messageLanguages } from './messages';

describe('SPEC 5 e-mail pattern', () => {
  it.each([
    ['name@example.de', true],
    ['  name@example.de ', true],
    ['a.b+c@sub.example.co.uk', true],
    ['name@example', false],
    ['name@example.c', false],
    ['name@example.c0m', false],
    ['name example@example.de', false],
    ['@example.de', false],
    ['name@', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(matchesEmailPattern(value)).toBe(expected);
  });
});

describe('canonical e-mail addresses', () => {
  it('trims, lower-cases and composes', () => {
    expect(canonicalEmail('  Erika.M@Example.DE ')).toEqual({ ok: true, email: 'erika.m@example.de' });
    expect(canonicalEmail('ju\u0308rgen@example.de')).toEqual({ ok: true, email: 'j\u00fcrgen@example.de' });
  });

  it('turns internationalised domains into punycode', () => {
    expect(canonicalEmail('info@Bücher.de')).toEqual({ ok: true, email: 'info@xn--bcher-kva.de' });
  });

  it.each([
    ['', 'required'],
    [undefined, 'required'],
    [42, 'required'],
    ['a\u200b@example.de', 'email'],
    ['a\u202e@example.de', 'email'],
    ['a\u2028@example.de', 'email'],
    ['a@b@example.de', 'email'],
    ['a@127.0.0.1', 'email'],
    ['a@[::1]', 'email'],
    ['a@exa_mple.de', 'email'],
    [`${'a'.repeat(65)}@example.de`, 'tooLong'],
    [`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.de`, 'tooLong'],
  ])('refuses %j (%s)', (value, problem) => {
    expect(canonicalEmail(value)).toEqual({ ok: false, problem });
  });

  it('hashes the canonical form with SHA-256 (the emailHash contract)', async () => {
    const a = await emailHash('Erika@Example.de');
    expect(a).toBe(await emailHash(' erika@example.de'));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).toBe('c8cd192e5c431e8606c2ed698f1c57d9e03433c5c4e26a85708a99d9399fb280');
  });
});

describe('form schemas', () => {
  it('parses a sign-up, normalising names', () => {
    const result = signUpSchema.parse({
      firstName: '  Anna   Lena ',
      lastName: 'Mu\u0308ller',
      email: 'A@B.de',
      password: 'lang genug',
    });
    expect(result).toEqual({
      firstName: 'Anna Lena',
      lastName: 'Müller',
      email: 'a@b.de',
      password: 'lang genug',
    });
  });

  it('reports codes, not prose', () => {
    const result = signUpSchema.safeParse({ firstName: '<b>', lastName: '', email: 'x', password: 'short' });
    expect(result.success).toBe(false);
    const codes = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(codes).toEqual({
      firstName: 'name',
      lastName: 'required',
      email: 'email',
      password: 'passwordTooShort',
    });
  });

  it('counts password length in code points', () => {
    expect(codePointLength('😀😀😀😀')).toBe(4);
    expect(signUpSchema.shape.password.safeParse('😀😀😀😀😀😀😀😀').success).toBe(true);
    expect(signUpSchema.shape.password.safeParse('😀😀😀😀').success).toBe(false);
  });

  it('log-in needs only presence of the password', () => {
    expect(loginSchema.safeParse({ email: 'a@b.de', password: 'x' }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'a@b.de', password: '' }).success).toBe(false);
  });

  it('newsletter form: token may be missing or null', () => {
    expect(newsletterSubscribeSchema.parse({ email: 'a@b.de' })).toEqual({
      email: 'a@b.de',
      uniqueIdentifier: '',
    });
    expect(newsletterSubscribeSchema.safeParse({ email: 'a@b.de', reCaptchaToken: null }).success).toBe(true);
  });
});

describe('customer data', () => {
  it('has fullName only when logged in', () => {
    expect(ANONYMOUS_CUSTOMER_DATA).not.toHaveProperty('fullName');
    const data = loggedInCustomer({
      emailHash: 'h',
      firstName: 'A',
      lastName: 'B',
      number: '100001',
      isWhitelabelCustomer: false,
      isWhitelabelOrder: true,
      type: 0,
    });
    expect(data.fullName).toBe('A B');
    // Only a whitelabel customer can have a whitelabel order.
    expect(data.order.isWhitelabelOrder).toBe(false);
  });

  it('parses loose answers safely', () => {
    expect(parseCustomerData(null)).toEqual(ANONYMOUS_CUSTOMER_DATA);
    expect(parseCustomerData({ isLoggedIn: 'yes', firstName: 3 })).toEqual(ANONYMOUS_CUSTOMER_DATA);
    expect(
      parseCustomerData({
        isLoggedIn: true,
        firstName: 'A',
        lastName: 'B',
        number: 7,
        order: { cartArticlesAmount: -3 },
      }),
    ).toMatchObject({
      isLoggedIn: true,
      fullName: 'A B',
      number: '7',
      order: { cartArticlesAmount: 0 },
      type: 0,
    });
  });
});

describe('server messages', () => {
  it('exist in every language with the same placeholders', () => {
    const all = messageLanguages();
    const keys = Object.keys(all.de).sort();
    for (const [language, texts] of Object.entries(all)) {
      expect(Object.keys(texts).sort(), language).toEqual(keys);
      for (const key of keys) {
        const text = texts[key as keyof typeof texts];
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(holes(text), `${language} ${key}`).toEqual(holes(all.de[key as keyof typeof texts]));
      }
    }
  });

  it('fills placeholders and writes no ß in Switzerland', () => {
    expect(customerMessage('de-DE', 'rateLimited', { minutes: 5 })).toBe(
      'Zu viele Versuche. Bitte versuch es in 5 Minuten erneut.',
    );
    expect(customerMessage('de-CH', 'forbiddenOrigin')).not.toContain('ß');
    expect(customerMessage('fr-CH', 'loginFailed')).toBe(
      'L’adresse e-mail ou le mot de passe est incorrect.',
    );
  });
});
