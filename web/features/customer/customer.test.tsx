import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_CUSTOMER_DATA, type CustomerData } from '../../../shared/customer/customer-data';
import { DialogHost } from '../dialogs/DialogHost';
import { type DialogKind, dispatchDialogAtom } from '../dialogs/dialog-store';
import { setClientLogLevel } from '../tracking/logger';
import { AccountPage } from './AccountPage';
import { type CustomerContextValue, customerDataRequest, useCustomer } from './CustomerProvider';
import { toChromeCustomer } from './chrome';
import { customerAtom, customerStatusAtom, wishlistAtom, withTheme } from './customer-store';
import { customerDialogComponents } from './dialogs';
import { harness, text } from './test-utils';
import { loadWishlistOnce, WishlistButton } from './WishlistButton';
import { WishlistPage } from './WishlistPage';

const LOGGED_IN: CustomerData = {
  emailHash: 'abc',
  firstName: 'Erika',
  lastName: 'Mustermann',
  fullName: 'Erika Mustermann',
  isLoggedIn: true,
  isWhitelabelCustomer: false,
  number: '100001',
  order: { cartArticlesAmount: 2, isWhitelabelOrder: false },
  type: 0,
};

function withDialog(kind: DialogKind, props: object, bundle?: 'en-GB') {
  const h = harness(
    <DialogHost components={customerDialogComponents} />,
    bundle ? { info: { bundle, market: 'en-GB' } } : {},
  );
  h.store.set(dispatchDialogAtom, { type: 'open', kind, props });
  return text(h.html());
}

describe('customer dialogs through the dialog host', () => {
  it('renders nothing while no dialog is open', () => {
    expect(harness(<DialogHost components={customerDialogComponents} />).html()).toBe('');
  });

  it('renders the log-in dialog as a labelled modal with its links', () => {
    const html = withDialog('log-in', { email: 'erika@example.de' });
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="true"');
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<h2 id="${labelledBy}" class="dialog__title">Anmelden</h2>`);
    expect(html).toContain('value="erika@example.de"');
    expect(html).toContain('current-password');
    expect(html).toContain('Passwort vergessen?');
    expect(html).toContain('aria-label="Schließen"');
  });

  it('renders sign-up, password reset and password confirm in English', () => {
    expect(withDialog('sign-up', {}, 'en-GB')).toContain('Create an account');
    expect(withDialog('sign-up', {}, 'en-GB')).toContain('At least 8 characters');
    expect(withDialog('password-reset', { email: 'a@b.de' }, 'en-GB')).toContain('Forgotten password');
    const confirm = withDialog('password-confirm', { token: 't' }, 'en-GB');
    expect(confirm).toContain('Set a new password');
    expect(confirm).toContain('new-password');
  });

  it('has a translation for every text it shows (no missing keys)', () => {
    const h = harness(<DialogHost components={customerDialogComponents} />);
    for (const kind of ['log-in', 'sign-up', 'password-reset', 'password-confirm'] as const) {
      h.store.set(dispatchDialogAtom, { type: 'open', kind, props: { token: 't' } });
      h.html();
    }
    expect(h.warnings).toEqual([]);
  });
});

let captured: CustomerContextValue | undefined;
function Probe() {
  captured = useCustomer();
  return null;
}

describe('customer actions (SPEC 8 errors)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setClientLogLevel('NONE');
  });

  function actions(bundle?: 'en-GB') {
    const h = harness(<Probe />, bundle ? { info: { bundle, market: 'en-GB' } } : {});
    h.html();
    if (!captured) throw new Error('no customer context');
    return { ctx: captured, store: h.store };
  }

  const answer = (status: number, body: unknown) =>
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  it('log-in: success replaces the customer, so the header shows the name without a reload', async () => {
    const fetch = answer(200, LOGGED_IN);
    vi.stubGlobal('fetch', fetch);
    const { ctx, store } = actions();
    expect(await ctx.logIn({ email: 'a@b.de', password: 'x' })).toEqual({ ok: true, data: undefined });
    expect(store.get(customerAtom)).toMatchObject({ isLoggedIn: true, fullName: 'Erika Mustermann' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/web-api/customer-login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(init.headers).toMatchObject({
      'X-Channel': 'cards',
      'X-Locale': 'de-DE',
      'Content-Type': 'application/json',
    });
  });

  it('log-in: a 400 shows the server’s text; other statuses are logged and show log-in-error', async () => {
    vi.stubGlobal('fetch', answer(400, { error: { code: 'login_failed', message: 'Server sagt nein.' } }));
    const { ctx } = actions();
    expect(await ctx.logIn({ email: 'a@b.de', password: 'x' })).toEqual({
      ok: false,
      message: 'Server sagt nein.',
      fields: {},
    });
    const logged: unknown[] = [];
    setClientLogLevel('ERROR', { error: (...args: unknown[]) => logged.push(args) } as unknown as Console);
    vi.stubGlobal('fetch', answer(503, { error: { code: 'x', message: 'intern' } }));
    const result = await ctx.logIn({ email: 'a@b.de', password: 'x' });
    expect(result).toEqual({
      ok: false,
      message: 'Die Anmeldung hat gerade nicht geklappt. Bitte versuch es gleich noch einmal.',
      fields: {},
    });
    expect(logged).toHaveLength(1);
  });

  it('sign-up: field errors beside their fields plus the message text', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: { code: 'invalid_input', message: 'Bitte prüfen.', fields: { email: 'Ungültig.', x: 3 } },
      }),
    );
    const { ctx, store } = actions();
    expect(await ctx.signUp({ firstName: 'a', lastName: 'b', email: 'c', password: 'd' })).toEqual({
      ok: false,
      message: 'Bitte prüfen.',
      fields: { email: 'Ungültig.' },
    });
    expect(store.get(customerAtom)).toEqual(ANONYMOUS_CUSTOMER_DATA);
  });

  it('password reset: every failure is logged and its message returned; network errors too', async () => {
    const logged: unknown[] = [];
    setClientLogLevel('ERROR', { error: (...args: unknown[]) => logged.push(args) } as unknown as Console);
    vi.stubGlobal('fetch', answer(429, { error: { code: 'rate_limited', message: 'Zu viele Versuche.' } }));
    const { ctx } = actions('en-GB');
    expect(await ctx.requestPasswordReset('a@b.de')).toMatchObject({
      ok: false,
      message: 'Zu viele Versuche.',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await ctx.requestPasswordReset('a@b.de')).toMatchObject({ ok: false, message: 'offline' });
    vi.stubGlobal('fetch', answer(202, { message: 'Check your inbox.' }));
    expect(await ctx.requestPasswordReset('a@b.de')).toEqual({
      ok: true,
      data: undefined,
      message: 'Check your inbox.',
    });
    expect(logged).toHaveLength(2);
  });

  it('log-out always ends up anonymous', async () => {
    vi.stubGlobal('fetch', answer(500, {}));
    const { ctx, store } = actions();
    store.set(customerAtom, LOGGED_IN);
    await ctx.logOut();
    expect(store.get(customerAtom)).toEqual(ANONYMOUS_CUSTOMER_DATA);
  });
});

describe('account page', () => {
  it('offers log-in and sign-up when logged out', () => {
    const h = harness(<AccountPage />);
    h.store.set(customerStatusAtom, 'ready');
    const html = text(h.html());
    expect(html).toContain('Mein Kundenkonto');
    expect(html).toContain('Kundenkonto anlegen');
  });

  it('greets a logged-in customer and has every section', () => {
    const h = harness(<AccountPage />);
    h.store.set(customerStatusAtom, 'ready');
    h.store.set(customerAtom, LOGGED_IN);
    const html = text(h.html());
    expect(html).toContain('Hallo Erika Mustermann');
    for (const part of [
      'Meine Daten',
      'Newsletter',
      'Passwort ändern',
      'E-Mail-Adresse ändern',
      'Bestellsystem',
      'Abmelden',
    ]) {
      expect(html).toContain(part);
    }
    expect(h.warnings).toEqual([]);
  });
});

describe('wishlist', () => {
  it('shows the heart on the card brand only', () => {
    expect(harness(<WishlistButton themeId="t-1" />, { info: { channel: 'posters' } }).html()).toBe('');
    const html = harness(<WishlistButton themeId="t-1" title="Geburtstag" />).html();
    expect(html).toContain('aria-pressed="false"');
    expect(text(html)).toContain('„Geburtstag“ auf die Wunschliste');
  });

  it('renders the wishlist page and says so on the poster brand', () => {
    expect(text(harness(<WishlistPage />).html())).toContain('Meine Wunschliste');
    expect(text(harness(<WishlistPage />, { info: { channel: 'posters' } }).html())).toContain(
      'nur im Karten-Shop',
    );
  });

  it('follows the channel setting wishlistAvailable, not the channel name (issue 23.3)', () => {
    expect(harness(<WishlistButton themeId="t-1" />, { wishlistAvailable: false }).html()).toBe('');
    const on = harness(<WishlistButton themeId="t-1" />, {
      info: { channel: 'posters' },
      wishlistAvailable: true,
    });
    expect(on.html()).toContain('aria-pressed="false"');
  });

  it('shows each saved design with picture, title, price from, link and remove (issue 23.3)', () => {
    const store = createStore();
    store.set(wishlistAtom, {
      status: 'ready',
      themeIds: ['geburtstag-014', 'gone-1'],
      themes: {
        'geburtstag-014': {
          title: 'Konfetti-Gruß',
          href: '/themes/geburtstag-014',
          image: { src: '/assets/themes/geburtstag-14.jpg', alt: 'Konfetti-Gruß', aspect: 1.4 },
          priceFrom: { amount: 189, currency: 'eur' },
        },
      },
    });
    const html = harness(<WishlistPage />, { store }).html();
    const page = text(html);
    expect(page).toContain('Konfetti-Gruß');
    expect(page).toContain('ab 1,89');
    expect(page).not.toContain('Motiv geburtstag-014');
    expect(html).toContain('href="/themes/geburtstag-014"');
    expect(html).toContain('geburtstag-14.jpg');
    // A design that no longer exists is still named, and can still be removed.
    expect(page).toContain('Motiv gone-1');
    expect(html.match(/wishlist-page__remove/g)).toHaveLength(2);
  });

  it('asks for the list once however many hearts the page shows', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [{ themeId: 'geburtstag-014' }] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const store = createStore();
      const target = { channel: 'cards' as const, market: 'de-DE' as const };
      // A listing's twelve hearts run their effects in one commit.
      const asked = Array.from({ length: 12 }, () => loadWishlistOnce(store, target));
      expect(asked.filter(Boolean)).toHaveLength(1);
      expect(store.get(wishlistAtom).status).toBe('loading');
      await vi.waitFor(() => expect(store.get(wishlistAtom).status).toBe('ready'));
      expect(store.get(wishlistAtom).themeIds).toEqual(['geburtstag-014']);
      expect(loadWishlistOnce(store, target)).toBe(false);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('adds and removes theme ids without duplicates', () => {
    const empty = { status: 'ready' as const, themeIds: [] };
    const one = withTheme(empty, 'a', true);
    expect(one.themeIds).toEqual(['a']);
    expect(withTheme(one, 'a', true)).toBe(one);
    expect(withTheme(one, 'a', false).themeIds).toEqual([]);
  });
});

describe('chrome wiring', () => {
  it('maps the customer to the chrome’s customer', () => {
    expect(toChromeCustomer(LOGGED_IN)).toEqual({
      isLoggedIn: true,
      firstName: 'Erika',
      lastName: 'Mustermann',
      isWhitelabelCustomer: false,
      order: { cartArticlesAmount: 2, isWhitelabelOrder: false },
    });
  });
});

describe('customer data request (issue 22.5)', () => {
  it('forwards the page query but no link token, in the path or the referrer', () => {
    const request = customerDataRequest(
      'https://shop.example/kundenkonto?resetToken=SECRET1&utm_source=mail&emailToken=SECRET2',
    );
    expect(request.path).toBe('/web-api/customer-data?utm_source=mail');
    expect(request.referrer).toBe('https://shop.example/kundenkonto?utm_source=mail');
    const newsletter = customerDataRequest(
      'https://shop.example/kundenkonto/newsletter?token=A&unsubscribe=B',
    );
    expect(`${newsletter.path} ${newsletter.referrer}`).not.toMatch(/=A|=B/);
    expect(customerDataRequest('https://shop.example/').path).toBe('/web-api/customer-data');
  });
});
