/**
 * Caps on the mails a requester can make the shop send (issue 22.4, issue 34 item 3), so that the
 * shop cannot be used to flood a mailbox: per account (when one asks), per recipient and kind, per
 * recipient mailbox across every kind, and per client across every address. Recipients are
 * compared by mailbox (shared/customer/email.ts mailboxOf: plus-tags, case, Gmail's dots), so
 * `flood+1@…`, `flood+2@…` and `F.lood@gmail.com` share one budget. Everything is counted before
 * anything is looked up, so the answer is the same whether or not the address has an account.
 */
import { mailboxOf } from '../../shared/customer/email';
import { RateLimitError } from '../http/rate-limit';
import { type CustomerDeps, limit, type RequestContext } from './context';
import { sha256Hex } from './crypto';
import type { LimitRule } from './settings';

export interface MailRequest {
  /** The address the mail goes to (or, for the contact form, the address it names). */
  recipient: string;
  /** The account that asks for the mail, when the requester is logged in. */
  accountId?: string | undefined;
  /**
   * Which budget: e-mail change, newsletter and sign-up mails share `mail`; password reset and
   * contact messages have their own, so one kind cannot use up another (an owner's reset mails
   * above all). Contact messages go to customer service, not to the address they name, so they do
   * not count toward that mailbox.
   */
  scope?: 'mail' | 'mail-reset' | 'mail-contact';
  /** The recipient rule; mailRecipient unless the kind has its own. */
  recipientRule?: LimitRule;
}

/** The key part of a recipient's mailbox (hashed: no address in the rate-limit table). */
export const mailboxKey = (address: string) => sha256Hex(mailboxOf(address));

export async function spendMailBudget(
  deps: CustomerDeps,
  ctx: RequestContext,
  request: MailRequest,
): Promise<void> {
  const { limits } = deps.settings;
  const scope = request.scope ?? 'mail';
  const box = mailboxKey(request.recipient);
  // The account first: an account over its budget must not use up the recipient's as well.
  if (request.accountId) await limit(deps, ctx, `${scope}:acct:${request.accountId}`, limits.mailAccount);
  await limit(deps, ctx, `mail:client:${ctx.client}`, limits.mailClient);
  await limit(deps, ctx, `${scope}:to:${box}`, request.recipientRule ?? limits.mailRecipient);
  if (scope === 'mail') await limit(deps, ctx, `mail:box:${box}`, limits.mailMailbox);
  // A reset mail is counted in the mailbox's total, but only its own rule above may refuse it.
  if (scope === 'mail-reset') await deps.limiter.hit(`mail:box:${box}`, limits.mailMailbox);
}

/**
 * For mails that follow an action which must not fail for their sake (the welcome or
 * "account exists" mail of a sign-up): spends the same budgets and says whether the mail may go.
 * Over budget the action goes on and the mail is not sent.
 */
export async function mayMail(deps: CustomerDeps, ctx: RequestContext, recipient: string): Promise<boolean> {
  const { limits } = deps.settings;
  try {
    // The mailbox's total and the client's: a sign-up's mail has no per-kind budget of its own
    // (the sign-up is limited per address already).
    await limit(deps, ctx, `mail:client:${ctx.client}`, limits.mailClient);
    await limit(deps, ctx, `mail:box:${mailboxKey(recipient)}`, limits.mailMailbox);
    return true;
  } catch (error) {
    if (error instanceof RateLimitError) return false;
    throw error;
  }
}
