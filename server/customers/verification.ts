/**
 * Accounts are usable at once but unverified until the welcome mail's link is followed (issue 34
 * item 13): anyone can register someone else's address, so until the mailbox has answered, an
 * account cannot change its e-mail address, receive order mails with personal data or save
 * addresses. Every such feature asks isVerified() (or requireVerified()) first.
 */
import { type CustomerDeps, failure, type RequestContext } from './context';
import type { CustomerRow } from './sessions';

export const isVerified = (customer: Pick<CustomerRow, 'emailVerifiedAt'>): boolean =>
  customer.emailVerifiedAt !== null;

/** Throws the 403 `email_unverified` for an account whose address is not confirmed yet. */
export function requireVerified(
  ctx: RequestContext,
  customer: Pick<CustomerRow, 'emailVerifiedAt'> | null | undefined,
): asserts customer is Pick<CustomerRow, 'emailVerifiedAt'> {
  if (!customer || !isVerified(customer)) throw failure(ctx, 403, 'email_unverified', 'emailUnverified');
}

/** How long a verification link lives: as long as an e-mail change link (settings.emailTokenMs). */
export const verifyTokenMs = (deps: Pick<CustomerDeps, 'settings'>) => deps.settings.emailTokenMs;
