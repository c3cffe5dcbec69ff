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
  /** The recipient rule; mailRecipient unless the kind has its own. */
  recipientRule?: LimitRule;
  /** Keeps the kind's recipient count apart from the shared one (contact form). */
  recipientScope?: string;
}

export async function spendMailBudget(
  deps: CustomerDeps,
  ctx: RequestContext,
  request: MailRequest,
): Promise<void> {
  const { limits } = deps.settings;
  // The account first: an account over its budget must not use up the recipient's as well.
  if (request.accountId) await limit(deps, ctx, `mail:acct:${request.accountId}`, limits.mailAccount);
  const scope = request.recipientScope ?? 'to';
  await limit(
    deps,
    ctx,
    `mail:${scope}:${sha256Hex(request.recipient)}`,
    request.recipientRule ?? limits.mailRecipient,
  );
}
