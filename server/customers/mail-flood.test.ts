/**
 * Issue 34 item 3, performed: the flood a reviewer put into one mailbox (resets, "account exists",
 * e-mail change, newsletter confirmations to `flood+N@…`), counted as the outbox files that reach
 * that mailbox. Caps compare mailboxes (plus-tags, case, Gmail's dots), hold across every kind of
 * mail, and one client has one budget across every address.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxOf } from '../../shared/customer/email';
import { DEFAULT_SETTINGS } from './settings';
import {
  type CustomerTestApp,
  createCustomerTestApp,
  STRONG_PASSWORD,
  send,
  signUp,
  uniqueEmail,
} from './testing';

const { mailMailbox, resetAccount, mailClient } = DEFAULT_SETTINGS.limits;

let dataDir: string;
let t: CustomerTestApp;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mail-flood-'));
  t = await createCustomerTestApp({ config: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

let ipCounter = 0;
/** A new client address per request: only the per-mailbox caps can stop these. */
const freshIp = () => {
  ipCounter += 1;
  return `10.34.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

/** The outbox files (the mail pickup folder) whose recipient delivers to `mailbox`. */
async function filesTo(mailbox: string): Promise<string[]> {
  await t.deps.background.idle();
  const folder = join(dataDir, 'mail-outbox');
  const names = await readdir(folder).catch(() => [] as string[]);
  const kinds: string[] = [];
  for (const name of names) {
    const mail = JSON.parse(await readFile(join(folder, name), 'utf8')) as { to: string; kind: string };
    if (mailboxOf(mail.to) === mailbox) kinds.push(mail.kind);
  }
  return kinds;
}

describe('item 3: one mailbox cannot be flooded', () => {
  it('normalises addresses to their mailbox', () => {
    expect(mailboxOf('Flood+7@Example.de')).toBe('flood@example.de');
    expect(mailboxOf('f.l.o.o.d+x@googlemail.com')).toBe('flood@gmail.com');
    expect(mailboxOf('f.lood@example.de')).toBe('f.lood@example.de');
  });

  it('resets, sign-ups, e-mail changes and newsletter opt-ins to flood+N@gmail.com: at most the mailbox cap plus the reset cap arrive', async () => {
    const mailbox = 'flood@gmail.com';
    // The victim's own account (its welcome mail is one of the mailbox's mails too).
    expect((await signUp(t.app, { email: mailbox, ip: freshIp() })).response.statusCode).toBe(201);

    for (let i = 0; i < 5; i++) {
      await send(t.app, 'POST', '/web-api/customer-password-reset', { email: mailbox }, { ip: freshIp() });
    }
    for (let i = 0; i < 5; i++) {
      await signUp(t.app, { email: i % 2 ? mailbox : `Flood+signup${i}@gmail.com`, ip: freshIp() });
    }
    const attacker = await signUp(t.app, { email: uniqueEmail('attacker'), ip: freshIp() });
    for (let i = 0; i < 3; i++) {
      await send(
        t.app,
        'POST',
        '/web-api/customer-email-change',
        { password: STRONG_PASSWORD, email: `f.lood+change${i}@gmail.com` },
        { jar: attacker.jar, ip: freshIp() },
      );
    }
    for (let i = 0; i < 13; i++) {
      await send(
        t.app,
        'POST',
        '/web-api/newsletter-subscribe',
        { email: `flood+${i}@gmail.com`, uniqueIdentifier: 'footer', reCaptchaToken: 'x' },
        { ip: freshIp() },
      );
    }

    const arrived = await filesTo(mailbox);
    expect(arrived.length, arrived.join(', ')).toBeLessThanOrEqual(mailMailbox.limit + resetAccount.limit);
    expect(arrived.filter((kind) => kind === 'password-reset')).toHaveLength(resetAccount.limit);
  });

  it('the owner’s reset still arrives after a flood of other mails', async () => {
    const mailbox = 'owner.flood@example.de';
    expect((await signUp(t.app, { email: mailbox, ip: freshIp() })).response.statusCode).toBe(201);
    for (let i = 0; i < 10; i++) {
      await send(
        t.app,
        'POST',
        '/web-api/newsletter-subscribe',
        { email: `owner.flood+${i}@example.de`, uniqueIdentifier: 'footer', reCaptchaToken: 'x' },
        { ip: freshIp() },
      );
    }
    const reset = await send(
      t.app,
      'POST',
      '/web-api/customer-password-reset',
      { email: mailbox },
      { ip: freshIp() },
    );
    expect(reset.statusCode).toBe(202);
    expect(await filesTo(mailbox)).toContain('password-reset');
  });

  it('one client across many addresses: at most its client cap of mails', async () => {
    const ip = '203.0.113.34';
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const email = uniqueEmail(`client${i}`);
      statuses.push(
        (
          await send(
            t.app,
            'POST',
            '/web-api/newsletter-subscribe',
            { email, uniqueIdentifier: 'footer', reCaptchaToken: 'x' },
            { ip },
          )
        ).statusCode,
      );
      statuses.push(
        (
          await send(
            t.app,
            'POST',
            '/web-api/customer-password-reset',
            { email: uniqueEmail(`r${i}`) },
            { ip },
          )
        ).statusCode,
      );
    }
    expect(statuses.filter((s) => s === 202).length).toBeLessThanOrEqual(mailClient.limit);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});
