/**
 * Caps on the mails a requester can make the shop send (issue 22.4), so that the shop cannot be
 * used to flood a mailbox: per account (when one asks) and per recipient address, counted before
 * anything is looked up, so the answer is the same whether or not the address has an account.
 */
import { type CustomerDeps, limit, type RequestContext } from './context';
import { sha256Hex } from './crypto';
import type { LimitRule } from './settings';

export interface MailRequest {
  /** The address the mail goes to (or, for the contact form, the address it names). */
  recipient: string;
  /** The account that asks for the mail, when the requester is logged in. */
  accountId?: string | undefined;
  /**
   * Which budget: e-mail change and newsletter mails share `mail`; password reset and contact
   * messages have their own, so one kind cannot use up another (an owner's reset mails above all).
   */
  scope?: 'mail' | 'mail-reset' | 'mail-contact';
  /** The recipient rule; mailRecipient unless the kind has its own. */
  recipientRule?: LimitRule;
}

export async function spendMailBudget(
  deps: CustomerDeps,
  ctx: RequestContext,
  request: MailRequest,
): Promise<void> {
  const { limits } = deps.settings;
  const scope = request.scope ?? 'mail';
  // The account first: an account over its budget must not use up the recipient's as well.
  if (request.accountId) await limit(deps, ctx, `${scope}:acct:${request.accountId}`, limits.mailAccount);
  await limit(
    deps,
    ctx,
    `${scope}:to:${sha256Hex(request.recipient)}`,
    request.recipientRule ?? limits.mailRecipient,
  );
}
