/**
 * Password hashing with node:crypto scrypt (ASVS V11.4.2). Format, PHC-like:
 *   $scrypt$ln=16,r=8,p=2$<salt base64>$<hash base64>
 * The cost travels with every hash, so verification works after the cost is raised and
 * needsRehash() tells the log-in to store a stronger hash. The cost and its reason: settings.ts.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptCost } from './settings';

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const FORMAT =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const N = 2 ** cost.ln;
  // scrypt needs 128·N·r bytes (plus a little); Node refuses more than maxmem, 32 MiB by default.
  const maxmem = 128 * N * cost.r + 4 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: cost.r, p: cost.p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Limits how many hashes run at once: each holds 128·N·r bytes of memory while it runs. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when the password matches; false for a wrong password or a malformed stored hash. */
  verify(password: string, stored: string): Promise<boolean>;
  needsRehash(stored: string): boolean;
  /** Spends the time of one verification, for log-ins of addresses that have no account. */
  burn(password: string): Promise<void>;
}

export function createPasswordHasher(cost: ScryptCost, concurrency: number): PasswordHasher {
  const gate = new Semaphore(Math.max(1, concurrency));
  let dummy: Promise<string> | undefined;
  const hash = async (password: string) => {
    const salt = randomBytes(SALT_LENGTH);
    const key = await gate.run(() => derive(password, salt, cost));
    return `$scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
  };
  const verify = async (password: string, stored: string) => {
    const match = FORMAT.exec(stored);
    if (!match) return false;
    const [, ln, r, p, salt, expected] = match;
    const storedCost = { ln: Number(ln), r: Number(r), p: Number(p) };
    // A stored cost far above anything we write would be a memory attack through the database.
    if (storedCost.ln > 22 || storedCost.ln < 1 || storedCost.r < 1 || storedCost.p < 1) return false;
    const expectedKey = Buffer.from(expected ?? '', 'base64');
    const key = await gate.run(() => derive(password, Buffer.from(salt ?? '', 'base64'), storedCost));
    return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
  };
  return {
    hash,
    verify,
    needsRehash(stored) {
      const match = FORMAT.exec(stored);
      if (!match) return true;
      return Number(match[1]) !== cost.ln || Number(match[2]) !== cost.r || Number(match[3]) !== cost.p;
    },
    async burn(password) {
      dummy ??= hash('the time of a verification, spent on no account');
      await verify(password, await dummy);
    },
  };
}
