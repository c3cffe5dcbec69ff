/**
 * Steps the account routes share: the customer-data view of a session, starting a session,
 * requiring one, and the account mails.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ANONYMOUS_CUSTOMER_DATA,
  type CustomerData,
  loggedInCustomer,
} from '../../shared/customer/customer-data';
import type { PendingProfile } from '../db/schema';
import { BRAND_NAMES, type CustomerDeps, failure, type RequestContext, sessionOf, shopUrl } from './context';
import { clearCookie, readToken, setTokenCookie } from './cookies';
import { sha256Hex } from './crypto';
import { type MailKind, mailText } from './mail-texts';
import type { CustomerRow, SessionInfo } from './sessions';
import type { WishlistStore } from './wishlist';

export const ACCOUNT_PATH = '/kundenkonto';

export function customerDataOf(session: SessionInfo | undefined): CustomerData {
  if (!session) return ANONYMOUS_CUSTOMER_DATA;
  const c = session.customer;
  if (c) {
    return loggedInCustomer({
      emailHash: c.emailHash,
      firstName: c.firstName,
      lastName: c.lastName,
      number: String(c.number),
      isWhitelabelCustomer: c.isWhitelabelCustomer,
      isWhitelabelOrder: c.whitelabelOrder,
      type: c.type,
    });
  }
  const p = session.pendingProfile as PendingProfile;
  return loggedInCustomer({
    emailHash: p.emailHash,
    firstName: p.firstName,
    lastName: p.lastName,
    number: p.number,
    isWhitelabelCustomer: false,
    isWhitelabelOrder: false,
    type: 0,
  });
}

/** The customer data of a logged-in account (answers of log-in, sign-up, reset). */
export const accountDataOf = (customer: CustomerRow) =>
  customerDataOf({ tokenHash: '', customer, pendingProfile: null });

export const noStore = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store').header('vary', 'Cookie');

export interface AccountSteps {
  /** Starts a session (a new token every time), ending the one the browser had, and keeps the wishlist. */
  startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: { customerId: string } | { pendingProfile: PendingProfile },
  ): Promise<string>;
  requireCustomer(request: FastifyRequest, ctx: RequestContext): Promise<SessionInfo>;
  /** Sends an account mail in the market's language. */
  mail(
    ctx: RequestContext,
    market: CustomerRow['market'],
    kind: MailKind,
    to: string,
    vars: Record<string, string>,
    links: string[],
  ): Promise<void>;
  /** The welcome mail with a new verification link (issue 34 item 13). */
  sendVerification(request: FastifyRequest, ctx: RequestContext, customer: CustomerRow): Promise<void>;
  /** The security notice after a password change or reset, in the background, with the way to customer service. */
  tellPasswordChanged(request: FastifyRequest, ctx: RequestContext, customer: CustomerRow): void;
}

export function accountSteps(deps: CustomerDeps, wishlist: WishlistStore): AccountSteps {
  const { settings, sessions } = deps;
  const steps: AccountSteps = {
    async startSession(request, reply, owner) {
      const previous = readToken(request, 'session', deps.cookies);
      if (previous) await sessions.revoke(sha256Hex(previous));
      const userAgent =
        typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined;
      const token = await sessions.create(owner, userAgent);
      setTokenCookie(request, reply, 'session', token, settings.sessionAbsoluteMs, deps.cookies);
      const anonymous = readToken(request, 'wishlist', deps.cookies);
      if (anonymous && 'customerId' in owner) {
        await wishlist.merge(sha256Hex(anonymous), owner.customerId, settings.wishlistMax);
        clearCookie(request, reply, 'wishlist', deps.cookies);
      }
      return sha256Hex(token);
    },
    async requireCustomer(request, ctx) {
      const session = await sessionOf(deps, request);
      if (!session) throw failure(ctx, 401, 'not_logged_in', 'notLoggedIn');
      return session;
    },
    mail(ctx, market, kind, to, vars, links) {
      const text = mailText(market, kind, { brand: BRAND_NAMES[ctx.channel], ...vars });
      return deps.mailer.send({ kind, to, subject: text.subject, text: text.text, links });
    },
    async sendVerification(request, ctx, customer) {
      const token = await deps.accounts.issueToken('email-verify', customer.id, settings.emailTokenMs);
      const link = shopUrl(deps, request, ctx, `${ACCOUNT_PATH}?verifyToken=${token}`);
      await steps.mail(ctx, customer.market, 'welcome', customer.email, { name: customer.firstName, link }, [
        link,
      ]);
    },
    tellPasswordChanged(request, ctx, customer) {
      const link = shopUrl(deps, request, ctx, ACCOUNT_PATH);
      deps.background.run('password-changed mail', () =>
        steps.mail(
          ctx,
          customer.market,
          'password-changed',
          customer.email,
          { name: customer.firstName, link, support: settings.supportAddress },
          [link],
        ),
      );
    },
  };
  return steps;
}
