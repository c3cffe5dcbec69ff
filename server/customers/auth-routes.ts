/**
 * SPEC 7 customer APIs before and around the log-in: customer data, log-in, sign-up, log-out and
 * the password reset (request and set). Queries live in account-store.ts, the guessing defences
 * in login-guard.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ANONYMOUS_CUSTOMER_DATA } from '../../shared/customer/customer-data';
import { emailHash } from '../../shared/customer/email';
import {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signUpSchema,
} from '../../shared/customer/forms';
import type { PendingProfile } from '../db/schema';
import type { AccountSteps } from './account-steps';
import { ACCOUNT_PATH, accountDataOf, customerDataOf, noStore } from './account-steps';
import {
  type CustomerDeps,
  contextOf,
  failure,
  fieldFailure,
  limit,
  message,
  parseBody,
  sessionOf,
  shopUrl,
} from './context';
import { clearCookie, readToken, setTokenCookie } from './cookies';
import { newToken, sha256Hex } from './crypto';
import { drawCustomerNumber } from './customer-number';
import { type LoginGuard, liftLoginLock } from './login-guard';
import { mailboxKey, mayMail, spendMailBudget } from './mail-budget';
import { passwordProblem } from './password-policy';
import { revokeAccountAccess } from './revocation';

export function authRoutes(
  app: FastifyInstance,
  deps: CustomerDeps,
  steps: AccountSteps,
  guard: LoginGuard,
): void {
  const { accounts, settings, hasher, sessions, log } = deps;

  app.get('/web-api/customer-data', async (request, reply) => {
    const session = await sessionOf(deps, request);
    if (!session && readToken(request, 'session', deps.cookies)) {
      clearCookie(request, reply, 'session', deps.cookies);
    }
    noStore(reply);
    const data = customerDataOf(session);
    const count = deps.cartCount ? await deps.cartCount(request) : 0;
    return count > 0 ? { ...data, order: { ...data.order, cartArticlesAmount: count } } : data;
  });

  app.post('/web-api/customer-login', async (request, reply) => {
    const ctx = contextOf(request);
    await limit(deps, ctx, `login:ip:${ctx.client}`, settings.limits.loginIp);
    const input = parseBody(ctx, loginSchema, request.body);
    const customer = await accounts.byEmail(input.email);
    // A device that logged in to this very account before (its cookie's token, issue 34 item 2).
    const deviceToken = readToken(request, 'device', deps.cookies);
    const deviceOwner = deviceToken ? await accounts.tokenOwner(deviceToken, 'login-device') : undefined;
    const knownDevice =
      deviceToken && customer && deviceOwner === customer.id ? sha256Hex(deviceToken) : undefined;
    const reservation = await guard.reserveLogIn(ctx, input.email, knownDevice);
    const ok = await guard.verifyOrBurn(input.password, customer?.passwordHash);
    if (customer && !ok) {
      // Someone signed up for this taken address and got a stand-in session (issue 34 item 1): a
      // log-in with the password typed then answers as it would for the new account it seemed to be.
      const standIn = await sessions.standInFor(await emailHash(input.email));
      if (standIn?.passwordHash && (await guard.verifyOrBurn(input.password, standIn.passwordHash))) {
        await reservation.refund();
        // A device cookie like a real log-in's, whose token belongs to no account.
        setTokenCookie(request, reply, 'device', newToken(), settings.deviceMs, deps.cookies);
        await steps.startSession(request, reply, { pendingProfile: standIn });
        log.info('log-in to a sign-up stand-in');
        noStore(reply);
        return customerDataOf({ tokenHash: '', customer: null, pendingProfile: standIn });
      }
    }
    if (!customer || !ok) {
      log.info('log-in failed');
      throw failure(ctx, 400, 'login_failed', 'loginFailed');
    }
    await reservation.refund();
    if (hasher.needsRehash(customer.passwordHash)) {
      await accounts.rehash(customer.id, await hasher.hash(input.password));
    }
    if (!knownDevice) {
      const token = await accounts.issueToken('login-device', customer.id, settings.deviceMs);
      setTokenCookie(request, reply, 'device', token, settings.deviceMs, deps.cookies);
    }
    await steps.startSession(request, reply, { customerId: customer.id });
    noStore(reply);
    return accountDataOf(customer);
  });

  /**
   * Sign-up never tells whether the address already has an account: both cases answer 201 with
   * the entered names, logged in. A new address gets its account; a taken one a stand-in session
   * that shows the entered names, and its owner a mail (README "Sign-up and enumeration").
   */
  app.post('/web-api/customer-signup', async (request, reply) => {
    const ctx = contextOf(request);
    await limit(deps, ctx, `signup:ip:${ctx.client}`, settings.limits.signUpIp);
    const input = parseBody(ctx, signUpSchema, request.body);
    await limit(deps, ctx, `signup:acct:${mailboxKey(input.email)}`, settings.limits.signUpAccount);
    const problem = passwordProblem(input.password, input);
    if (problem) throw fieldFailure(ctx, 'password', problem);
    const hash = await emailHash(input.email);
    const passwordHash = await hasher.hash(input.password);
    const created = await accounts.create({
      email: input.email,
      emailHash: hash,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      channel: ctx.channel,
      market: ctx.market,
    });
    const loginLink = shopUrl(deps, request, ctx, ACCOUNT_PATH);
    // The sign-up's mail (welcome or "account exists") counts toward the mailbox's and the client's
    // mail budgets; over them the sign-up still succeeds, without the mail (issue 34 item 3).
    const mailing = await mayMail(deps, ctx, input.email);
    if (created) {
      await steps.startSession(request, reply, { customerId: created.id });
      // The welcome mail carries the verification link (issue 34 item 13).
      if (mailing) deps.background.run('welcome mail', () => steps.sendVerification(request, ctx, created));
      noStore(reply).status(201);
      return accountDataOf(created);
    }
    // The address is taken: a number is drawn all the same, so the answer looks like a new account's.
    const pendingProfile: PendingProfile = {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      emailHash: hash,
      number: String(drawCustomerNumber()),
      // Its later password checks answer like a new account's (issue 34 item 1).
      passwordHash,
    };
    await steps.startSession(request, reply, { pendingProfile });
    if (mailing) {
      deps.background.run('account-exists mail', async () => {
        const owner = await accounts.byEmail(input.email);
        if (!owner) return;
        await steps.mail(ctx, owner.market, 'account-exists', owner.email, {}, [loginLink]);
      });
    }
    log.info('sign-up for an address that has an account');
    noStore(reply).status(201);
    return customerDataOf({ tokenHash: '', customer: null, pendingProfile });
  });

  app.post('/web-api/customer-logout', async (request, reply) => {
    const token = readToken(request, 'session', deps.cookies);
    if (token) {
      // A stand-in's profile outlives its log-out, as a new account would (issue 34 item 1).
      const session = await sessions.find(token);
      if (session?.pendingProfile) await sessions.retire(session.tokenHash);
      else await sessions.revoke(sha256Hex(token));
    }
    clearCookie(request, reply, 'session', deps.cookies);
    noStore(reply);
    return ANONYMOUS_CUSTOMER_DATA;
  });

  /** { email } asks for a link (always 202, whether or not an account exists); { token, password } uses it. */
  app.post('/web-api/customer-password-reset', async (request, reply) => {
    const ctx = contextOf(request);
    const body = request.body;
    if (typeof body === 'object' && body !== null && 'token' in body) {
      await limit(deps, ctx, `reset-confirm:ip:${ctx.client}`, settings.limits.resetConfirmIp);
      const input = parseBody(ctx, passwordResetConfirmSchema, body);
      const customer = await accounts.resetTokenOwner(input.token);
      if (!customer) throw fieldFailure(ctx, 'token', 'resetTokenInvalid');
      const problem = passwordProblem(input.password, customer);
      if (problem) throw fieldFailure(ctx, 'password', problem);
      const passwordHash = await hasher.hash(input.password);
      // Spending the token is the atomic step: of two requests with one token only one gets a row.
      if (!(await accounts.spendToken(input.token, 'password-reset'))) {
        throw fieldFailure(ctx, 'token', 'resetTokenInvalid');
      }
      await accounts.setPassword(customer.id, passwordHash);
      // The reset link came through the account's mailbox: its address is confirmed (item 13).
      await accounts.markVerified(customer.id);
      // Whoever knew the old password or held a link is out; this browser gets a new session, and
      // the owner, who proved the mailbox, is no longer held back by an attacker's failed log-ins.
      await revokeAccountAccess(deps, customer.id, [customer.email]);
      await liftLoginLock(deps, customer.email);
      await steps.startSession(request, reply, { customerId: customer.id });
      steps.tellPasswordChanged(request, ctx, customer);
      noStore(reply);
      return accountDataOf(customer);
    }
    await limit(deps, ctx, `reset:ip:${ctx.client}`, settings.limits.resetIp);
    const input = parseBody(ctx, passwordResetRequestSchema, body);
    // The reset mail's own cap per recipient: other kinds of mail cannot use it up (settings.ts).
    await spendMailBudget(deps, ctx, {
      recipient: input.email,
      scope: 'mail-reset',
      recipientRule: settings.limits.resetAccount,
    });
    deps.background.run('password-reset mail', async () => {
      const customer = await accounts.byEmail(input.email);
      if (!customer) {
        log.info('password reset for an address without account');
        return;
      }
      const token = await accounts.issueToken('password-reset', customer.id, settings.resetTokenMs);
      const link = shopUrl(deps, request, ctx, `${ACCOUNT_PATH}?resetToken=${token}`);
      await steps.mail(
        ctx,
        customer.market,
        'password-reset',
        customer.email,
        { name: customer.firstName, link },
        [link],
      );
    });
    noStore(reply).status(202);
    return { message: message(ctx, 'resetRequested') };
  });
}
