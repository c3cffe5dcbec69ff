/**
 * What a change of the account's keys (a new e-mail address, a new password) takes away from
 * whoever had a foothold (issue 22.1): every session, every open link token of the account
 * (password reset, e-mail change) and the pending newsletter opt-ins of its addresses. The caller
 * then starts a fresh session for the browser that made the change.
 */
import type { CustomerDeps } from './context';
import { sha256Hex } from './crypto';

export async function revokeAccountAccess(
  deps: Pick<CustomerDeps, 'accounts' | 'sessions'>,
  customerId: string,
  emails: readonly string[],
): Promise<void> {
  await deps.accounts.revokeLinks(customerId, emails);
  await deps.sessions.revokeAll(customerId);
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
