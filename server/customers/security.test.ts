/**
 * Attack tests of issue 22 (accounts): each case performs the attack a reviewer tried with curl and
 * parallel requests, and states what must hold. Read with settings.ts and the README's "Security
 * decisions" for the threat model.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailOutbox } from '../db/schema';
import { redactUrl, requestLogSerializers } from '../http/log-redaction';
import {
  CookieJar,
  type CustomerTestApp,
  createCustomerTestApp,
  STRONG_PASSWORD,
  send,
  signUp as signUpCustomer,
  uniqueEmail,
  verifyEmail,
} from './testing';

let t: CustomerTestApp;
beforeAll(async () => {
  t = await createCustomerTestApp({
    settings: {
      limits: {
        loginIp: { limit: 1000, windowMs: 15 * 60_000 },
        loginAccountIp: { limit: 5, windowMs: 15 * 60_000 },
        loginAccount: { limit: 20, windowMs: 15 * 60_000 },
      },
    },
  });
});
afterAll(async () => t?.close());

let ipCounter = 0;
/** Every request from its own address unless a test says otherwise, so per-IP limits stay out of the way. */
const freshIp = () => {
  ipCounter += 1;
  return `10.22.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

const NEW_PASSWORD = 'Ein ganz neues Passwort';

async function signUp(email = uniqueEmail('sec')) {
  const { response, jar } = await signUpCustomer(t.app, {
    email,
    ip: freshIp(),
    firstName: 'Vera',
    lastName: 'Vorsicht',
  });
  expect(response.statusCode, response.body).toBe(201);
  // Verified, as its owner would have it: these tests are about what a verified account keeps.
  await verifyEmail(t, email);
  return { jar, email };
}

const logIn = (email: string, password: string, ip = freshIp(), jar?: CookieJar) =>
  send(t.app, 'POST', '/web-api/customer-login', { email, password }, { ip, ...(jar ? { jar } : {}) });

const isLoggedIn = async (jar: CookieJar) =>
  (await send(t.app, 'GET', '/web-api/customer-data', undefined, { jar })).json().isLoggedIn as boolean;

async function mails(to: string, kind: string) {
  await t.deps.background.idle();
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id));
}

async function linkToken(to: string, kind: string, parameter: string): Promise<string> {
  const [mail] = await mails(to, kind);
  const token = new RegExp(`[?&]${parameter}=([A-Za-z0-9_-]+)`).exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no ${kind} mail with ${parameter} to ${to}`);
  return token;
}

/** Everything someone who once had access could keep: a session, a reset link, a change link, an opt-in link. */
async function footholds(email: string, owner: CookieJar) {
  const session = new CookieJar();
  expect((await logIn(email, STRONG_PASSWORD, freshIp(), session)).statusCode).toBe(200);
  expect(
    (await send(t.app, 'POST', '/web-api/customer-password-reset', { email }, { ip: freshIp() })).statusCode,
  ).toBe(202);
  const resetToken = await linkToken(email, 'password-reset', 'resetToken');
  const elsewhere = uniqueEmail('attacker');
  expect(
    (
      await send(
        t.app,
        'POST',
        '/web-api/customer-email-change',
        { password: STRONG_PASSWORD, email: elsewhere },
        { jar: owner, ip: freshIp() },
      )
    ).statusCode,
  ).toBe(202);
  const emailToken = await linkToken(elsewhere, 'email-change', 'emailToken');
  expect(
    (
      await send(
        t.app,
        'POST',
        '/web-api/newsletter-subscribe',
        { email, uniqueIdentifier: 'footer', reCaptchaToken: 'x' },
        { ip: freshIp() },
      )
    ).statusCode,
  ).toBe(202);
  const newsletterToken = await linkToken(email, 'newsletter-confirm', 'token');
  return { session, resetToken, emailToken, newsletterToken };
}

async function expectFootholdsGone(f: Awaited<ReturnType<typeof footholds>>) {
  expect(await isLoggedIn(f.session)).toBe(false);
  const reset = await send(
    t.app,
    'POST',
    '/web-api/customer-password-reset',
    { token: f.resetToken, password: 'Das Passwort des Angreifers' },
    { ip: freshIp() },
  );
  expect(reset.statusCode).toBe(400);
  expect(reset.json().error.fields.token).toBeTruthy();
  expect(
    (await send(t.app, 'POST', '/web-api/customer-email-confirm', { token: f.emailToken }, { ip: freshIp() }))
      .statusCode,
  ).toBe(400);
  expect(
    (
      await send(
        t.app,
        'POST',
        '/web-api/newsletter-confirm',
        { token: f.newsletterToken },
        { ip: freshIp() },
      )
    ).statusCode,
  ).toBe(400);
}

describe('22.1 a change of address or password ends every other way in', () => {
  it('e-mail change confirmed: other sessions, reset, change and opt-in links end; a fresh session; the old address is told', async () => {
    const { jar, email } = await signUp();
    const f = await footholds(email, jar);
    const newEmail = uniqueEmail('moved');
    await send(
      t.app,
      'POST',
      '/web-api/customer-email-change',
      { password: STRONG_PASSWORD, email: newEmail },
      { jar, ip: freshIp() },
    );
    const token = await linkToken(newEmail, 'email-change', 'emailToken');
    const before = jar.get('shop_session');
    const confirmed = await send(t.app, 'POST', '/web-api/customer-email-confirm', { token }, { jar });
    expect(confirmed.statusCode).toBe(200);
    expect(jar.get('shop_session')).toBeTruthy();
    expect(jar.get('shop_session')).not.toBe(before);
    expect(await isLoggedIn(jar)).toBe(true);
    await expectFootholdsGone(f);
    const [notice] = await mails(email, 'email-changed');
    expect(notice?.textBody).toContain(newEmail);
    expect(notice?.textBody).toContain(t.deps.settings.supportAddress);
    // The reset link of the old address cannot take the account back either.
    const [owner] = await t.database.db.select().from(customers).where(eq(customers.email, newEmail));
    expect(owner).toBeDefined();
  });

  it('password change: the same, whatever the form says about other devices', async () => {
    const { jar, email } = await signUp();
    const f = await footholds(email, jar);
    const before = jar.get('shop_session');
    const changed = await send(
      t.app,
      'POST',
      '/web-api/customer-password-change',
      { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, endOtherSessions: false },
      { jar, ip: freshIp() },
    );
    expect(changed.statusCode).toBe(200);
    expect(jar.get('shop_session')).not.toBe(before);
    expect(await isLoggedIn(jar)).toBe(true);
    await expectFootholdsGone(f);
    const [notice] = await mails(email, 'password-changed');
    expect(notice?.textBody).toContain(t.deps.settings.supportAddress);
  });

  it('password reset: the same, and the browser that reset is logged in afresh', async () => {
    const { jar, email } = await signUp();
    const f = await footholds(email, jar);
    expect(
      (await send(t.app, 'POST', '/web-api/customer-password-reset', { email }, { ip: freshIp() }))
        .statusCode,
    ).toBe(202);
    const token = await linkToken(email, 'password-reset', 'resetToken');
    const browser = new CookieJar();
    const reset = await send(
      t.app,
      'POST',
      '/web-api/customer-password-reset',
      { token, password: NEW_PASSWORD },
      { jar: browser, ip: freshIp() },
    );
    expect(reset.statusCode).toBe(200);
    expect(await isLoggedIn(browser)).toBe(true);
    expect(await isLoggedIn(jar)).toBe(false);
    await expectFootholdsGone(f);
    const [notice] = await mails(email, 'password-changed');
    expect(notice?.textBody).toContain(t.deps.settings.supportAddress);
  });
});

/** Counts the password hashes the log-in route computes (a verification, or the time of one for no account). */
function countHashes(): { readonly count: number; restore(): void } {
  const hasher = t.deps.hasher;
  const { verify, burn } = hasher;
  let count = 0;
  hasher.verify = (password, stored) => {
    count += 1;
    return verify(password, stored);
  };
  hasher.burn = (password) => {
    count += 1;
    return burn(password);
  };
  return {
    get count() {
      return count;
    },
    restore() {
      hasher.verify = verify;
      hasher.burn = burn;
    },
  };
}

describe('22.2 parallel log-ins are counted before the hash', () => {
  it('30 wrong passwords at once from one address: at most 5 are hashed, the rest get 429 with Retry-After', async () => {
    const { email } = await signUp();
    const attacker = freshIp();
    const hashes = countHashes();
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => logIn(email, `falsches Passwort ${i}`, attacker)),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(hashes.count).toBeLessThanOrEqual(5);
      expect(codes.filter((c) => c === 400)).toHaveLength(hashes.count);
      expect(codes.filter((c) => c === 429)).toHaveLength(30 - hashes.count);
      for (const answer of answers.filter((a) => a.statusCode === 429)) {
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.json().error.code).toBe('rate_limited');
      }
    } finally {
      hashes.restore();
    }
    // The measured side effect: the owner's right password right after still works.
    expect((await logIn(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('30 wrong passwords at once from 30 addresses: no more than the free failures are hashed', async () => {
    const { email } = await signUp();
    const hashes = countHashes();
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => logIn(email, `falsches Passwort ${i}`)),
      );
      expect(hashes.count).toBeLessThanOrEqual(t.deps.settings.limits.loginAccount.limit);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(30 - hashes.count);
    } finally {
      hashes.restore();
    }
  });

  it('counts an address without account the same way (no enumeration through the limit)', async () => {
    const ghost = uniqueEmail('ghost');
    const attacker = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => logIn(ghost, 'irgendwas-1', attacker)),
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
  });

  it('re-authentication (password change) is counted before the hash too', async () => {
    const { jar } = await signUp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(
          t.app,
          'POST',
          '/web-api/customer-password-change',
          { currentPassword: `falsch ${i}`, newPassword: NEW_PASSWORD },
          { jar },
        ),
      ),
    );
    const limit = t.deps.settings.limits.reauthAccount.limit;
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(limit);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20 - limit);
  });
});

describe('22.3 an attacker cannot lock the owner out', () => {
  it('past the free failures every address waits a doubling time, the owner too, but never long; a known device does not wait', async () => {
    const { email } = await signUp();
    // The owner's device logs in once before the attack.
    const device = new CookieJar();
    expect((await logIn(email, STRONG_PASSWORD, freshIp(), device)).statusCode).toBe(200);
    // 20 failures from four addresses: the account's free failures are spent.
    const attackers = [freshIp(), freshIp(), freshIp(), freshIp()];
    for (const ip of attackers) {
      for (let i = 0; i < 5; i++) expect((await logIn(email, 'falsch-falsch', ip)).statusCode).toBe(400);
    }
    // An attacking address is out, even with the right password...
    expect((await logIn(email, STRONG_PASSWORD, attackers[0])).statusCode).toBe(429);
    // ...a new address waits a second for one guess (issue 34 item 2), then two...
    const next = freshIp();
    const first = await logIn(email, 'falsch-falsch', next);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    const start = t.clock.now;
    try {
      t.clock.now += 1_000;
      expect((await logIn(email, 'falsch-falsch', next)).statusCode).toBe(400);
      const owner = await logIn(email, STRONG_PASSWORD, freshIp());
      expect(owner.statusCode).toBe(429);
      expect(owner.headers['retry-after']).toBe('2');
      // ...while the owner's known device is in at once, whatever others did.
      expect((await logIn(email, STRONG_PASSWORD, freshIp(), device)).statusCode).toBe(200);
    } finally {
      t.clock.now = start;
    }
  });

  it('past the free failures the owner waits, and a password reset lifts the slowdown', async () => {
    const { email } = await signUp();
    await Promise.all(Array.from({ length: 30 }, () => logIn(email, 'falsch-falsch')));
    const ownerIp = freshIp();
    expect((await logIn(email, STRONG_PASSWORD, ownerIp)).statusCode).toBe(429);
    await send(t.app, 'POST', '/web-api/customer-password-reset', { email }, { ip: ownerIp });
    const token = await linkToken(email, 'password-reset', 'resetToken');
    expect(
      (
        await send(
          t.app,
          'POST',
          '/web-api/customer-password-reset',
          { token, password: NEW_PASSWORD },
          { ip: ownerIp },
        )
      ).statusCode,
    ).toBe(200);
    expect((await logIn(email, NEW_PASSWORD, ownerIp)).statusCode).toBe(200);
    expect((await logIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('22.4 the shop cannot be used to flood a mailbox', () => {
  const expect429 = (response: Awaited<ReturnType<typeof send>>) => {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('e-mail change: capped per account and per recipient, whoever asks', async () => {
    const victim = uniqueEmail('victim');
    const { jar } = await signUp();
    const ask = (account: CookieJar) =>
      send(
        t.app,
        'POST',
        '/web-api/customer-email-change',
        { password: STRONG_PASSWORD, email: victim },
        { jar: account, ip: freshIp() },
      );
    for (let i = 0; i < 3; i++) expect((await ask(jar)).statusCode).toBe(202);
    // Other accounts join in: the recipient's cap holds across accounts.
    const second = await signUp();
    for (let i = 0; i < 2; i++) expect((await ask(second.jar)).statusCode).toBe(202);
    expect429(await ask((await signUp()).jar));
    expect(await mails(victim, 'email-change')).toHaveLength(5);
    // One account alone is capped too, whatever the recipients.
    const { jar: flooder } = await signUp();
    for (let i = 0; i < 5; i++) {
      const r = await send(
        t.app,
        'POST',
        '/web-api/customer-email-change',
        { password: STRONG_PASSWORD, email: uniqueEmail('target') },
        { jar: flooder, ip: freshIp() },
      );
      expect(r.statusCode).toBe(202);
    }
    expect429(
      await send(
        t.app,
        'POST',
        '/web-api/customer-email-change',
        { password: STRONG_PASSWORD, email: uniqueEmail('target') },
        { jar: flooder, ip: freshIp() },
      ),
    );
  });

  it('password reset: capped per address from any number of client addresses', async () => {
    const { email } = await signUp();
    const ask = () => send(t.app, 'POST', '/web-api/customer-password-reset', { email }, { ip: freshIp() });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(202);
    expect429(await ask());
    expect(await mails(email, 'password-reset')).toHaveLength(3);
  });

  it('newsletter sign-up: capped per address, and the account switch per account', async () => {
    const victim = uniqueEmail('victim');
    const ask = () =>
      send(
        t.app,
        'POST',
        '/web-api/newsletter-subscribe',
        { email: victim, uniqueIdentifier: 'footer', reCaptchaToken: 'x' },
        { ip: freshIp(), headers: { host: 'localhost' } },
      );
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(202);
    expect429(await ask());
    expect(await mails(victim, 'newsletter-confirm')).toHaveLength(3);

    const { jar, email } = await signUp();
    const toggle = (subscribe: boolean) =>
      send(t.app, 'POST', '/web-api/customer-newsletter', { subscribe }, { jar, ip: freshIp() });
    for (let i = 0; i < 5; i++) {
      expect((await toggle(true)).statusCode).toBe(200);
      expect((await toggle(false)).statusCode).toBe(200);
    }
    expect429(await toggle(true));
    expect(await mails(email, 'newsletter-confirm')).toHaveLength(5);
  });

  it('contact form: capped per named address from any number of client addresses', async () => {
    const sender = uniqueEmail('contact');
    const ask = () =>
      send(
        t.app,
        'POST',
        '/web-api/contact',
        {
          name: 'Flora Flut',
          email: sender,
          topic: 'other',
          message: 'Noch eine Nachricht an den Kundenservice.',
          consent: true,
        },
        { ip: freshIp() },
      );
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(201);
    expect429(await ask());
    await t.deps.background.idle();
    const sent = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'contact'), like(mailOutbox.textBody, `%${sender}%`)));
    expect(sent).toHaveLength(5);
  });
});

describe('22.5 no one-time token in any log line', () => {
  it('keeps the reset token out of the access log and the shop log of a whole reset flow', async () => {
    const lines: string[] = [];
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-mail-'));
    const logged = await createCustomerTestApp({
      logger: {
        level: 'trace',
        stream: { write: (line: string) => void lines.push(line) },
        serializers: requestLogSerializers,
      },
      config: { DATA_DIR: dataDir },
    });
    try {
      const email = uniqueEmail('logged');
      await send(logged.app, 'POST', '/web-api/customer-signup', {
        firstName: 'Lotte',
        lastName: 'Log',
        email,
        password: STRONG_PASSWORD,
      });
      await send(logged.app, 'POST', '/web-api/customer-password-reset', { email });
      await logged.deps.background.idle();
      const [mail] = await logged.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'password-reset')));
      const token = /resetToken=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
      expect(token).toHaveLength(43);
      // The link as a browser opens it, the page's follow-up calls, and the confirmation.
      await send(logged.app, 'GET', `/kundenkonto?resetToken=${token}`);
      await send(logged.app, 'GET', `/web-api/customer-data?resetToken=${token}&page=2`);
      await send(logged.app, 'POST', '/web-api/newsletter-unsubscribe?token=nope', undefined, {
        headers: { origin: 'https://evil.example' },
      });
      const done = await send(logged.app, 'POST', `/web-api/customer-password-reset?resetToken=${token}`, {
        token,
        password: NEW_PASSWORD,
      });
      expect(done.statusCode).toBe(200);
      await logged.deps.background.idle();
      const everything = [...lines, ...logged.logs.map((entry) => JSON.stringify(entry))].join('\n');
      expect(lines.filter((line) => line.includes('incoming request')).length).toBeGreaterThanOrEqual(4);
      expect(everything).toContain('resetToken=[redacted]');
      expect(everything).toContain('page=2');
      expect(everything).not.toContain(token);
      // The developer still finds the link: in the outbox's pickup folder, not in the log.
      const files = await readdir(join(dataDir, 'mail-outbox'));
      const reset = files.find((name) => name.endsWith('-password-reset.json')) ?? '';
      const picked = JSON.parse(await readFile(join(dataDir, 'mail-outbox', reset), 'utf8'));
      expect(picked.links[0]).toContain(`resetToken=${token}`);
    } finally {
      await logged.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('redacts every secret-bearing parameter and leaves the others alone', () => {
    expect(redactUrl('/kundenkonto')).toBe('/kundenkonto');
    expect(redactUrl('/kundenkonto?resetToken=abc&x=1')).toBe('/kundenkonto?resetToken=[redacted]&x=1');
    expect(redactUrl('/a?emailToken=abc')).toBe('/a?emailToken=[redacted]');
    expect(redactUrl('/n?token=abc&unsubscribe=def')).toBe('/n?token=[redacted]&unsubscribe=[redacted]');
    expect(redactUrl('/n?reset%54oken=abc')).toBe('/n?reset%54oken=[redacted]');
    expect(redactUrl('/n?TOKEN=abc&token=def')).toBe('/n?TOKEN=[redacted]&token=[redacted]');
    expect(redactUrl('/web-api/voucher?code=SOMMER&orderValue=10')).toBe(
      '/web-api/voucher?code=SOMMER&orderValue=10',
    );
  });
});

describe('22.6 the newsletter sign-up tells nothing about an address', () => {
  let loose: CustomerTestApp;
  const plenty = { limit: 100_000, windowMs: 60_000 };
  beforeAll(async () => {
    loose = await createCustomerTestApp({
      settings: {
        limits: {
          newsletterIp: plenty,
          newsletterAccount: plenty,
          mailRecipient: plenty,
          mailMailbox: plenty,
        },
      },
    });
  });
  afterAll(async () => loose?.close());

  const subscribe = (email: string) =>
    send(
      loose.app,
      'POST',
      '/web-api/newsletter-subscribe',
      { email, uniqueIdentifier: 'footer', reCaptchaToken: 'x' },
      { ip: freshIp() },
    );

  it('answers a new, a pending, a confirmed address and one with an account alike, and equally fast', async () => {
    const withAccount = uniqueEmail('member');
    await send(
      loose.app,
      'POST',
      '/web-api/customer-signup',
      { firstName: 'Mia', lastName: 'Mitglied', email: withAccount, password: STRONG_PASSWORD },
      { ip: freshIp() },
    );
    const pending = uniqueEmail('pending');
    await subscribe(pending);
    const confirmed = uniqueEmail('confirmed');
    await subscribe(confirmed);
    await loose.deps.background.idle();
    const [mail] = await loose.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, confirmed), eq(mailOutbox.kind, 'newsletter-confirm')));
    const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
    expect((await send(loose.app, 'POST', '/web-api/newsletter-confirm', { token })).statusCode).toBe(200);

    // Every database round trip takes 40 ms, so one more or one less before the answer shows.
    const delay = 40;
    const restore = loose.database.delayQueries(delay);
    const kinds = {
      unknown: () => uniqueEmail('new'),
      pending: () => pending,
      confirmed: () => confirmed,
      withAccount: () => withAccount,
    };
    const times = new Map<string, number[]>();
    const answers: { kind: string; status: number; body: string; type: unknown; cache: unknown }[] = [];
    try {
      for (let round = 0; round < 6; round++) {
        for (const [kind, address] of Object.entries(kinds)) {
          const started = performance.now();
          const response = await subscribe(address());
          times.set(kind, [...(times.get(kind) ?? []), performance.now() - started]);
          answers.push({
            kind,
            status: response.statusCode,
            body: response.body,
            type: response.headers['content-type'],
            cache: response.headers['cache-control'],
          });
          await loose.deps.background.idle();
        }
      }
    } finally {
      restore();
    }
    const [first] = answers;
    for (const answer of answers) {
      expect({ ...answer, kind: '' }, answer.kind).toEqual({ ...first, kind: '' });
    }
    expect(first?.status).toBe(202);
    // The fastest of each kind: a busy machine only ever adds time, never takes a round trip away.
    const fastest = [...times.values()].map((list) => Math.min(...list));
    expect(
      Math.max(...fastest) - Math.min(...fastest),
      JSON.stringify(Object.fromEntries(times)),
    ).toBeLessThan(delay / 2);
  });
});

describe('22.6 customer numbers tell nothing', () => {
  it('draws new numbers at random, for new accounts and for the stand-in of a taken address alike', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await send(
        t.app,
        'POST',
        '/web-api/customer-signup',
        { firstName: 'Nina', lastName: 'Nummer', email: uniqueEmail('num'), password: STRONG_PASSWORD },
        { ip: freshIp() },
      );
      numbers.push(Number(response.json().number));
    }
    const { email } = await signUp();
    const standIn = await send(
      t.app,
      'POST',
      '/web-api/customer-signup',
      { firstName: 'Nina', lastName: 'Nummer', email, password: STRONG_PASSWORD },
      { ip: freshIp() },
    );
    numbers.push(Number(standIn.json().number));
    for (const n of numbers) expect(String(n)).toMatch(/^[1-9]\d{7}$/);
    const ascending = numbers.every((n, i) => i === 0 || n > (numbers[i - 1] ?? 0));
    expect(ascending).toBe(false);
    expect(new Set(numbers).size).toBe(numbers.length);
    await t.deps.background.idle();
  });
});
