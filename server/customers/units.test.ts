import { describe, expect, it } from 'vitest';
import { MAIL_KINDS, MAIL_LANGUAGES, mailText, rawMailTexts } from './mail-texts';
import { createPasswordHasher, Semaphore } from './password-hash';
import { commonPasswords, passwordProblem } from './password-policy';
import { TEST_SCRYPT } from './testing';

describe('scrypt password hashes', () => {
  const hasher = createPasswordHasher(TEST_SCRYPT, 2);

  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hasher.hash('Sonne über Köln');
    const b = await hasher.hash('Sonne über Köln');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await hasher.verify('Sonne über Köln', a)).toBe(true);
    expect(await hasher.verify('Sonne uber Koln', a)).toBe(false);
    // NFC: the decomposed spelling is the same password.
    expect(await hasher.verify('Sonne u\u0308ber Ko\u0308ln', a)).toBe(true);
  });

  it('refuses malformed and absurdly expensive stored hashes without computing them', async () => {
    expect(await hasher.verify('x', 'plain')).toBe(false);
    expect(await hasher.verify('x', '$scrypt$ln=40,r=8,p=1$AAAA$AAAA')).toBe(false);
  });

  it('asks for a rehash when the cost changed', async () => {
    const hash = await hasher.hash('etwas Langes');
    expect(hasher.needsRehash(hash)).toBe(false);
    expect(createPasswordHasher({ ln: 11, r: 8, p: 1 }, 1).needsRehash(hash)).toBe(true);
    // The stronger hasher still verifies the old hash: the cost travels with it.
    expect(await createPasswordHasher({ ln: 11, r: 8, p: 1 }, 1).verify('etwas Langes', hash)).toBe(true);
  });

  it('runs no more hashes at once than allowed', async () => {
    const gate = new Semaphore(2);
    let running = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        gate.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((r) => setTimeout(r, 5));
          running--;
        }),
      ),
    );
    expect(peak).toBe(2);
  });
});

describe('password policy', () => {
  it('ships a list of several thousand common passwords of 8+ characters', () => {
    const list = commonPasswords();
    expect([...list].filter((p) => [...p].length >= 8).length).toBeGreaterThan(3000);
    expect(list.has('password')).toBe(true);
    expect(list.has('12345678')).toBe(true);
  });

  it.each([
    ['Password', 'commonPassword'],
    ['sommer2024!', 'commonPassword'],
    ['1q2w3e4r5t', 'commonPassword'],
    ['Blaue Tulpen im April', null],
    ['correct horse battery staple', null],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('refuses the shopper’s own name and address', () => {
    expect(passwordProblem('Wilhelmina99', { firstName: 'Wilhelmina' })).toBe('passwordContext');
    expect(passwordProblem('zaphod.beeblebrox', { email: 'zaphod.beeblebrox@example.de' })).toBe(
      'passwordContext',
    );
    expect(passwordProblem('Wilhelmina loves tea', { firstName: 'Wilhelmina' })).toBeNull();
  });
});

describe('mail texts', () => {
  it('exist for every kind in every language with the same placeholders', () => {
    const all = rawMailTexts();
    const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const language of MAIL_LANGUAGES) {
      for (const kind of MAIL_KINDS) {
        const mail = all[language][kind];
        expect(holes(mail.body), `${language} ${kind}`).toEqual(holes(all.de[kind].body));
        expect(holes(mail.subject), `${language} ${kind}`).toEqual(holes(all.de[kind].subject));
      }
    }
  });

  it('fills in the link and drops ß for Switzerland', () => {
    const mail = mailText('de-CH', 'password-reset', { name: 'Heinz', link: 'http://x/y' });
    expect(mail.text).toContain('http://x/y');
    expect(mail.text).not.toContain('ß');
    expect(mailText('it-IT', 'welcome', { name: 'A', link: 'l', brand: 'Fotowerk' }).subject).toBe(
      'Benvenuto su Fotowerk',
    );
  });
});
