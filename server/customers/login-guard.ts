/**
 * The defences around every password check (issue 22.2/22.3): attempts are counted before the
 * hash, atomically, and given back when the password was right; an address without account
 * spends the time of a hash all the same.
 */
import { type CustomerDeps, fieldFailure, type RequestContext, rateLimited } from './context';
import { sha256Hex } from './crypto';
import type { CustomerRow, SessionInfo } from './sessions';

export interface LoginGuard {
  /** Verifies, or spends the same time when there is no account, so timing tells nothing. */
  verifyOrBurn(password: string, stored: string | undefined): Promise<boolean>;
  /**
   * Reserves a log-in attempt before the hash: the account+address pair and the account counters
   * are raised first, so N parallel guesses count N. Over the account-wide limit an address
   * without failures still gets its try: the owner from their own network is not locked out,
   * while each of an attacker's addresses gets one guess, and the ceiling bounds them all. A
   * refused attempt is given back: it reached no hash.
   */
  reserveLogIn(ctx: RequestContext, email: string): Promise<{ refund(): Promise<void> }>;
  /** The current password again (password and e-mail change), limited per account like a log-in. */
  reauthenticate(
    ctx: RequestContext,
    session: SessionInfo,
    password: string,
    field: string,
  ): Promise<CustomerRow>;
}

export function loginGuard(deps: CustomerDeps): LoginGuard {
  const { limiter, hasher, settings } = deps;
  const guard: LoginGuard = {
    async verifyOrBurn(password, stored) {
      if (stored) return hasher.verify(password, stored);
      await hasher.burn(password);
      return false;
    },
    async reserveLogIn(ctx, email) {
      const keys = loginKeys(email);
      const pairKey = keys.pair(ctx.client);
      const pair = await limiter.hit(pairKey, settings.limits.loginAccountIp);
      const account = await limiter.hit(keys.account, settings.limits.loginAccount);
      const cleanAddress = pair.hits === 1;
      const accountAllows =
        account.allowed || (cleanAddress && account.hits <= settings.limits.loginAccountCeiling);
      if (!pair.allowed || !accountAllows) {
        await limiter.refund(pairKey);
        await limiter.refund(keys.account);
        throw pair.allowed
          ? rateLimited(deps, ctx, keys.account, account.retryAfter)
          : rateLimited(deps, ctx, pairKey, pair.retryAfter);
      }
      return {
        async refund() {
          await limiter.reset(pairKey);
          await limiter.refund(keys.account);
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
      const ok = await guard.verifyOrBurn(password, session.customer?.passwordHash);
      if (!ok || !session.customer) throw fieldFailure(ctx, field, 'currentPasswordWrong');
      await limiter.refund(key);
      return session.customer;
    },
  };
  return guard;
}

/** The log-in counters of an address: its account-wide one and every account+address pair. */
export const loginKeys = (email: string) => {
  const account = sha256Hex(email);
  return {
    account: `login:acct:${account}`,
    pair: (ip: string) => `login:acctip:${account}:${ip}`,
    pairs: `login:acctip:${account}:`,
  };
};

/** The owner proved control of the account: the lock-out an attacker built up no longer applies. */
export async function liftLoginLock(deps: Pick<CustomerDeps, 'limiter'>, email: string): Promise<void> {
  const keys = loginKeys(email);
  await deps.limiter.reset(keys.account);
  await deps.limiter.resetPrefix(keys.pairs);
}
