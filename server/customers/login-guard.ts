/**
 * The defences around every password check (issue 22.2/22.3, issue 34 item 2): attempts are
 * counted before the hash, atomically, and given back when the password was right; past a few
 * failures an account slows down exponentially instead of locking; a device that logged in before
 * is not slowed by others' failures; an address without account spends the time of a hash all the same.
 */
import { type CustomerDeps, fieldFailure, type RequestContext, rateLimited } from './context';
import { sha256Hex } from './crypto';
import type { SessionInfo } from './sessions';

export interface LoginGuard {
  /** Verifies, or spends the same time when there is no account, so timing tells nothing. */
  verifyOrBurn(password: string, stored: string | undefined): Promise<boolean>;
  /**
   * Reserves a log-in attempt before the hash (issue 22.2, issue 34 item 2): the account+client pair
   * and the account counters are raised first, so N parallel guesses count N. Past the account's
   * free failures each guess must wait for the account's gate, whose wait doubles with every
   * failure up to loginDelay.maxMs: the account slows down, it never locks, and a refused guess
   * costs no hash. A known device (`deviceKey`, the hash of its cookie's token, only when it
   * belongs to this account) skips the account-wide counter and gate: an attacker's failures never
   * slow its owner down; the device's own failures are limited instead. A refused attempt is given
   * back: it reached no hash.
   */
  reserveLogIn(
    ctx: RequestContext,
    email: string,
    deviceKey?: string | undefined,
  ): Promise<{ refund(): Promise<void> }>;
  /** The current password again (password and e-mail change), limited per account like a log-in. */
  reauthenticate(
    ctx: RequestContext,
    session: SessionInfo,
    password: string,
    field: string,
  ): Promise<SessionInfo>;
}

export function loginGuard(deps: CustomerDeps): LoginGuard {
  const { limiter, hasher, settings } = deps;
  const guard: LoginGuard = {
    async verifyOrBurn(password, stored) {
      if (stored) return hasher.verify(password, stored);
      await hasher.burn(password);
      return false;
    },
    async reserveLogIn(ctx, email, deviceKey) {
      const keys = loginKeys(email);
      const pairKey = keys.pair(ctx.client);
      const pair = await limiter.hit(pairKey, settings.limits.loginAccountIp);
      // The known device: its own counter instead of the account's.
      const counterKey = deviceKey ? `login:dev:${deviceKey}` : keys.account;
      const counter = await limiter.hit(
        counterKey,
        deviceKey ? settings.limits.loginDevice : settings.limits.loginAccount,
      );
      const giveBack = async () => {
        await limiter.refund(pairKey);
        await limiter.refund(counterKey);
      };
      if (!pair.allowed) {
        await giveBack();
        throw rateLimited(deps, ctx, pairKey, pair.retryAfter);
      }
      if (deviceKey && !counter.allowed) {
        await giveBack();
        throw rateLimited(deps, ctx, counterKey, counter.retryAfter);
      }
      if (!deviceKey) {
        // The gate is stamped by every guess that goes ahead, so the wait runs from the last one;
        // within the free failures there is no wait (a window of 0 always lets the stamp through).
        const over = counter.hits - settings.limits.loginAccount.limit;
        const waitMs =
          over > 0 ? Math.min(settings.loginDelay.baseMs * 2 ** (over - 1), settings.loginDelay.maxMs) : 0;
        const gate = await limiter.hit(keys.gate, { limit: 1, windowMs: waitMs });
        if (waitMs > 0 && !gate.allowed) {
          await giveBack();
          throw rateLimited(deps, ctx, keys.gate, gate.retryAfter);
        }
      }
      return {
        async refund() {
          await limiter.reset(pairKey);
          await limiter.refund(counterKey);
        },
      };
    },
    async reauthenticate(ctx, session, password, field) {
      const key = `reauth:acct:${session.customer?.id ?? session.tokenHash}`;
      const reserved = await limiter.hit(key, settings.limits.reauthAccount);
      if (!reserved.allowed) {
        await limiter.refund(key);
        throw rateLimited(deps, ctx, key, reserved.retryAfter);
      }
      // A sign-up's stand-in session checks the password typed at its sign-up, like an account
      // (issue 34 item 1): its answers must not tell the two apart.
      const stored = session.customer?.passwordHash ?? session.pendingProfile?.passwordHash;
      const ok = await guard.verifyOrBurn(password, stored);
      if (!ok) throw fieldFailure(ctx, field, 'currentPasswordWrong');
      await limiter.refund(key);
      return session;
    },
  };
  return guard;
}

/** The log-in counters of an address: its account-wide one and every account+address pair. */
export const loginKeys = (email: string) => {
  const account = sha256Hex(email);
  return {
    account: `login:acct:${account}`,
    /** Open once per wait once the account is past its free failures. */
    gate: `login:gate:${account}`,
    pair: (ip: string) => `login:acctip:${account}:${ip}`,
    pairs: `login:acctip:${account}:`,
  };
};

/** The owner proved control of the account: the lock-out an attacker built up no longer applies. */
export async function liftLoginLock(deps: Pick<CustomerDeps, 'limiter'>, email: string): Promise<void> {
  const keys = loginKeys(email);
  await deps.limiter.reset(keys.account);
  await deps.limiter.reset(keys.gate);
  await deps.limiter.resetPrefix(keys.pairs);
}
