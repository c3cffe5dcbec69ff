/**
 * What a change of the account's keys (a new e-mail address, a new password) takes away from
 * whoever had a foothold (issue 22.1): every session, every open link token of the account
 * (password reset, e-mail change) and the pending newsletter opt-ins of its addresses. The caller
 * then starts a fresh session for the browser that made the change.
 */
import type { CustomerDeps } from './context';

export async function revokeAccountAccess(
  deps: Pick<CustomerDeps, 'accounts' | 'sessions'>,
  customerId: string,
  emails: readonly string[],
): Promise<void> {
  await deps.accounts.revokeLinks(customerId, emails);
  await deps.sessions.revokeAll(customerId);
}
