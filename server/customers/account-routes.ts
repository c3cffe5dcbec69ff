/**
 * SPEC 7 account page APIs: account data, password change, sessions, e-mail change and
 * confirmation, the newsletter switch and the whitelabel switch. Queries live in
 * account-store.ts, the guessing defences in login-guard.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { CustomerAccount } from '../../shared/customer/customer-data';
import { emailHash } from '../../shared/customer/email';
import {
  emailChangeSchema,
  newsletterPreferenceSchema,
  passwordChangeSchema,
  tokenSchema,
  whitelabelSwitchSchema,
} from '../../shared/customer/forms';
import type { PendingProfile } from '../db/schema';
import { ACCOUNT_PATH, type AccountSteps, customerDataOf, noStore } from './account-steps';
import { type CustomerDeps, contextOf, failure, fieldFailure, message, parseBody, shopUrl } from './context';
import { type LoginGuard, liftLoginLock } from './login-guard';
import { spendMailBudget } from './mail-budget';
import { newsletterState, setNewsletter } from './newsletter-routes';
import { passwordProblem } from './password-policy';
import { revokeAccountAccess } from './revocation';
import { isVerified } from './verification';

export function accountRoutes(
  app: FastifyInstance,
  deps: CustomerDeps,
  steps: AccountSteps,
  guard: LoginGuard,
): void {
  const { accounts, db, settings, hasher, sessions } = deps;

  /*
   * A sign-up for a taken address gets a stand-in session (auth-routes.ts). Every follow-up answers
   * it as it answers a new, unverified account (issue 34 item 1): the account view, the newsletter
   * switch, the password check of a password or address change, the verification mail.
   */
  app.get('/web-api/customer-account', async (request, reply) => {
    const ctx = contextOf(request);
    const session = await steps.requireCustomer(request, ctx);
    noStore(reply);
    const c = session.customer;
    if (!c) {
      const p = session.pendingProfile as PendingProfile;
      return {
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        number: p.number,
        newsletter: await newsletterState(db, ctx.channel, p.email),
        otherSessions: 0,
        emailVerified: false,
      } satisfies CustomerAccount;
    }
    return {
      email: c.email,
      firstName: c.firstName,
      lastName: c.lastName,
      number: String(c.number),
      newsletter: await newsletterState(db, ctx.channel, c.email),
      otherSessions: await sessions.countOthers(c.id, session.tokenHash),
      emailVerified: c.emailVerifiedAt !== null,
    } satisfies CustomerAccount;
  });

  app.post('/web-api/customer-password-change', async (request, reply) => {
    const ctx = contextOf(request);
    const session = await steps.requireCustomer(request, ctx);
    const input = parseBody(ctx, passwordChangeSchema, request.body);
    const checked = await guard.reauthenticate(ctx, session, input.currentPassword, 'currentPassword');
    const customer = checked.customer;
    const profile = checked.pendingProfile as PendingProfile;
    const problem = passwordProblem(input.newPassword, customer ?? profile);
    if (problem) throw fieldFailure(ctx, 'newPassword', problem);
    const passwordHash = await hasher.hash(input.newPassword);
    if (!customer) {
      // The stand-in keeps the new password for its next check; nobody's account changes.
      await steps.startSession(request, reply, { pendingProfile: { ...profile, passwordHash } });
      noStore(reply);
      return { message: message(ctx, 'passwordChanged'), otherSessions: 0 };
    }
    await accounts.setPassword(customer.id, passwordHash);
    // Every other session and open link ends (issue 22.1: whoever knew the old password is out,
    // whatever the form's old "log out elsewhere" box said); this browser gets a new token.
    await revokeAccountAccess(deps, customer.id, [customer.email]);
    await liftLoginLock(deps, customer.email);
    await steps.startSession(request, reply, { customerId: customer.id });
    steps.tellPasswordChanged(request, ctx, customer);
    noStore(reply);
    return { message: message(ctx, 'passwordChanged'), otherSessions: 0 };
  });

  app.post('/web-api/customer-sessions-end', async (request, reply) => {
    const ctx = contextOf(request);
    const session = await steps.requireCustomer(request, ctx);
    if (session.customer) await sessions.revokeAll(session.customer.id, session.tokenHash);
    noStore(reply);
    return { message: message(ctx, 'sessionsEnded'), otherSessions: 0 };
  });

  /**
   * Re-authenticated, then confirmed from the new mailbox: the address only changes when the link is
   * opened. An unverified account (and a stand-in) cannot change it (issue 34 item 13): whoever
   * registered someone else's address must not move the account to a mailbox of their own.
   */
  app.post('/web-api/customer-email-change', async (request, reply) => {
    const ctx = contextOf(request);
    const session = await steps.requireCustomer(request, ctx);
    const input = parseBody(ctx, emailChangeSchema, request.body);
    const checked = await guard.reauthenticate(ctx, session, input.password, 'password');
    const customer = checked.customer;
    if (!customer || !isVerified(customer)) throw failure(ctx, 403, 'email_unverified', 'emailUnverified');
    if (input.email === customer.email) throw fieldFailure(ctx, 'email', 'invalid');
    await spendMailBudget(deps, ctx, { recipient: input.email, accountId: customer.id });
    deps.background.run('email-change mail', async () => {
      if (await accounts.byEmail(input.email)) {
        const link = shopUrl(deps, request, ctx, ACCOUNT_PATH);
        await steps.mail(ctx, ctx.market, 'account-exists', input.email, {}, [link]);
        return;
      }
      const token = await accounts.issueToken(
        'email-change',
        customer.id,
        settings.emailTokenMs,
        input.email,
      );
      const link = shopUrl(deps, request, ctx, `${ACCOUNT_PATH}?emailToken=${token}`);
      await steps.mail(
        ctx,
        customer.market,
        'email-change',
        input.email,
        { name: customer.firstName, link },
        [link],
      );
    });
    noStore(reply).status(202);
    return { message: message(ctx, 'emailChangeRequested') };
  });

  app.post('/web-api/customer-email-confirm', async (request, reply) => {
    const ctx = contextOf(request);
    const input = parseBody(ctx, tokenSchema, request.body);
    const spent = await accounts.spendToken(input.token, 'email-change');
    const newEmail = spent?.newEmail;
    const before = spent && newEmail ? await accounts.byId(spent.customerId) : undefined;
    if (!before || !newEmail) throw fieldFailure(ctx, 'token', 'emailTokenInvalid');
    if (!(await accounts.changeEmail(before.id, newEmail, await emailHash(newEmail)))) {
      throw fieldFailure(ctx, 'token', 'emailTokenInvalid');
    }
    // The account has moved to another mailbox: whoever had a session, a reset link or another
    // change link for it is out (issue 22.1); the browser that confirmed gets a fresh session.
    await revokeAccountAccess(deps, before.id, [before.email, newEmail]);
    await steps.startSession(request, reply, { customerId: before.id });
    const link = shopUrl(deps, request, ctx, ACCOUNT_PATH);
    deps.background.run('email-changed mail', () =>
      steps.mail(
        ctx,
        before.market,
        'email-changed',
        before.email,
        { name: before.firstName, newEmail, support: settings.supportAddress, link },
        [link],
      ),
    );
    noStore(reply);
    return { message: message(ctx, 'emailChanged') };
  });

  app.post('/web-api/customer-newsletter', async (request, reply) => {
    const ctx = contextOf(request);
    const session = await steps.requireCustomer(request, ctx);
    const input = parseBody(ctx, newsletterPreferenceSchema, request.body);
    noStore(reply);
    // The stand-in's address is the one typed at sign-up: it is treated as an account's would be.
    const email = session.customer?.email ?? (session.pendingProfile as PendingProfile).email;
    const accountId = session.customer?.id ?? `standin:${session.tokenHash}`;
    if (input.subscribe) await spendMailBudget(deps, ctx, { recipient: email, accountId });
    const state = await setNewsletter(deps, request, ctx, email, input.subscribe, 'account');
    return {
      newsletter: state,
      message: message(ctx, input.subscribe ? 'newsletterPending' : 'newsletterUnsubscribed'),
    };
  });

  /** The welcome mail's link (issue 34 item 13): the account's address is confirmed. */
  app.post('/web-api/customer-email-verify', async (request, reply) => {
    const ctx = contextOf(request);
    const input = parseBody(ctx, tokenSchema, request.body);
    const spent = await accounts.spendToken(input.token, 'email-verify');
    const verified = spent ? await accounts.markVerified(spent.customerId) : undefined;
    if (!verified) throw fieldFailure(ctx, 'token', 'verifyTokenInvalid');
    noStore(reply);
    return { message: message(ctx, 'emailVerified'), emailVerified: true };
  });

  /**
   * A new verification link. Answered alike for a new account, a verified one and a stand-in
   * (issue 34 item 1); the mail, when there is one, goes to the account's own address.
   */
  app.post('/web-api/customer-verification-resend', async (request, reply) => {
    const ctx = contextOf(request);
    const session = await steps.requireCustomer(request, ctx);
    const email = session.customer?.email ?? (session.pendingProfile as PendingProfile).email;
    const accountId = session.customer?.id ?? `standin:${session.tokenHash}`;
    await spendMailBudget(deps, ctx, { recipient: email, accountId });
    const customer = session.customer;
    if (customer && !isVerified(customer)) {
      deps.background.run('verification mail', () => steps.sendVerification(request, ctx, customer));
    }
    noStore(reply).status(202);
    return { message: message(ctx, 'verificationSent') };
  });

  app.post('/whitelabel/switch', async (request, reply) => {
    const ctx = contextOf(request);
    const session = await steps.requireCustomer(request, ctx);
    const input = parseBody(ctx, whitelabelSwitchSchema, request.body ?? {});
    const customer = session.customer;
    if (!customer?.isWhitelabelCustomer) throw failure(ctx, 403, 'not_whitelabel', 'notWhitelabel');
    const updated = await accounts.setWhitelabelOrder(
      customer.id,
      input.isWhitelabelOrder ?? !customer.whitelabelOrder,
    );
    noStore(reply);
    return customerDataOf({ ...session, customer: updated ?? customer });
  });
}
