/**
 * SPEC 7 customer APIs: customer data, log-in, sign-up, log-out, password reset (request and
 * set), and the account page's password change, e-mail change, newsletter switch and sessions.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ANONYMOUS_CUSTOMER_DATA,
  type CustomerAccount,
  type CustomerData,
  loggedInCustomer,
} from '../../shared/customer/customer-data';
import { emailHash } from '../../shared/customer/email';
import {
  emailChangeSchema,
  loginSchema,
  newsletterPreferenceSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signUpSchema,
  tokenSchema,
  whitelabelSwitchSchema,
} from '../../shared/customer/forms';
import { customers, customerTokens, type PendingProfile } from '../db/schema';
import {
  BRAND_NAMES,
  type CustomerDeps,
  contextOf,
  failure,
  fieldFailure,
  limit,
  message,
  parseBody,
  type RequestContext,
  rateLimited,
  sessionOf,
  shopUrl,
} from './context';
import { clearCookie, readToken, setTokenCookie } from './cookies';
import { newToken, sha256Hex } from './crypto';
import { drawCustomerNumber, isCustomerNumberTaken } from './customer-number';
import { spendMailBudget } from './mail-budget';
import { mailText } from './mail-texts';
import { newsletterState, setNewsletter } from './newsletter-routes';
import { passwordProblem } from './password-policy';
import { liftLoginLock, loginKeys, revokeAccountAccess } from './revocation';
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

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('vary', 'Cookie');

export function accountRoutes(app: FastifyInstance, deps: CustomerDeps, wishlist: WishlistStore): void {
  const { db, settings, hasher, sessions, log } = deps;
  const accountKey = (email: string) => sha256Hex(email);
  const when = (ms: number) => new Date(deps.now() + ms);

  /** Verifies, or spends the same time when there is no account, so timing tells nothing. */
  async function verifyOrBurn(password: string, stored: string | undefined): Promise<boolean> {
    if (stored) return hasher.verify(password, stored);
    await hasher.burn(password);
    return false;
  }

  /** Starts a session (a new token every time), ending the one the browser had, and keeps the wishlist. */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    owner: { customerId: string } | { pendingProfile: PendingProfile },
  ): Promise<string> {
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
  }

  function mail(
    ctx: RequestContext,
    market: CustomerRow['market'],
    kind: Parameters<typeof mailText>[1],
    to: string,
    vars: Record<string, string>,
    links: string[],
  ) {
    const text = mailText(market, kind, { brand: BRAND_NAMES[ctx.channel], ...vars });
    return deps.mailer.send({ kind, to, subject: text.subject, text: text.text, links });
  }

  /** The security notice after a password change or reset, with the way to customer service. */
  function tellPasswordChanged(request: FastifyRequest, ctx: RequestContext, customer: CustomerRow): void {
    const link = shopUrl(deps, request, ctx, ACCOUNT_PATH);
    deps.background.run('password-changed mail', () =>
      mail(
        ctx,
        customer.market,
        'password-changed',
        customer.email,
        { name: customer.firstName, link, support: settings.supportAddress },
        [link],
      ),
    );
  }

  async function requireCustomer(request: FastifyRequest, ctx: RequestContext): Promise<SessionInfo> {
    const session = await sessionOf(deps, request);
    if (!session) throw failure(ctx, 401, 'not_logged_in', 'notLoggedIn');
    return session;
  }

  /**
   * Re-authentication: the current password again, limited per account like a log-in. The attempt
   * is counted before the hash and given back when the password was right.
   */
  async function reauthenticate(
    ctx: RequestContext,
    session: SessionInfo,
    password: string,
    field: string,
  ): Promise<CustomerRow> {
    const key = `reauth:acct:${session.customer?.id ?? session.tokenHash}`;
    const reserved = await deps.limiter.hit(key, settings.limits.reauthAccount);
    if (!reserved.allowed) {
      await deps.limiter.refund(key);
      throw rateLimited(deps, ctx, key, reserved.retryAfter);
    }
    const ok = await verifyOrBurn(password, session.customer?.passwordHash);
    if (!ok || !session.customer) throw fieldFailure(ctx, field, 'currentPasswordWrong');
    await deps.limiter.refund(key);
    return session.customer;
  }

  /**
   * Reserves a log-in attempt before the hash (issue 22.2): the account+address pair and the
   * account counters are raised atomically first, so N parallel guesses count N. Over the
   * account-wide limit an address without failures still gets its try (issue 22.3): the owner
   * from their own network is not locked out, while each of an attacker's addresses gets one
   * guess, and the ceiling bounds them all. A refused attempt is given back: it reached no hash.
   */
  async function reserveLogIn(ctx: RequestContext, email: string): Promise<{ refund(): Promise<void> }> {
    const keys = loginKeys(email);
    const pairKey = keys.pair(ctx.ip);
    const pair = await deps.limiter.hit(pairKey, settings.limits.loginAccountIp);
    const account = await deps.limiter.hit(keys.account, settings.limits.loginAccount);
    const cleanAddress = pair.hits === 1;
    const accountAllows =
      account.allowed || (cleanAddress && account.hits <= settings.limits.loginAccountCeiling);
    if (!pair.allowed || !accountAllows) {
      await deps.limiter.refund(pairKey);
      await deps.limiter.refund(keys.account);
      throw pair.allowed
        ? rateLimited(deps, ctx, keys.account, account.retryAfter)
        : rateLimited(deps, ctx, pairKey, pair.retryAfter);
    }
    return {
      async refund() {
        await deps.limiter.reset(pairKey);
        await deps.limiter.refund(keys.account);
      },
    };
  }

  app.get('/web-api/customer-data', async (request, reply) => {
    const session = await sessionOf(deps, request);
    if (!session && readToken(request, 'session', deps.cookies)) {
      clearCookie(request, reply, 'session', deps.cookies);
    }
    noStore(reply);
    return customerDataOf(session);
  });

  app.post('/web-api/customer-login', async (request, reply) => {
    const ctx = contextOf(request);
    await limit(deps, ctx, `login:ip:${ctx.ip}`, settings.limits.loginIp);
    const input = parseBody(ctx, loginSchema, request.body);
    const reservation = await reserveLogIn(ctx, input.email);
    const [customer] = await db.select().from(customers).where(eq(customers.email, input.email));
    const ok = await verifyOrBurn(input.password, customer?.passwordHash);
    if (!customer || !ok) {
      log.info('log-in failed');
      throw failure(ctx, 400, 'login_failed', 'loginFailed');
    }
    await reservation.refund();
    if (hasher.needsRehash(customer.passwordHash)) {
      const passwordHash = await hasher.hash(input.password);
      await db.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
    }
    await startSession(request, reply, { customerId: customer.id });
    noStore(reply);
    return customerDataOf({ tokenHash: '', customer, pendingProfile: null });
  });

  /**
   * Sign-up never tells whether the address already has an account: both cases answer 201 with
   * the entered names, logged in. A new address gets its account; a taken one a stand-in session
   * that shows the entered names, and its owner a mail (README "Sign-up and enumeration").
   */
  app.post('/web-api/customer-signup', async (request, reply) => {
    const ctx = contextOf(request);
    await limit(deps, ctx, `signup:ip:${ctx.ip}`, settings.limits.signUpIp);
    const input = parseBody(ctx, signUpSchema, request.body);
    await limit(deps, ctx, `signup:acct:${accountKey(input.email)}`, settings.limits.signUpAccount);
    const problem = passwordProblem(input.password, input);
    if (problem) throw fieldFailure(ctx, 'password', problem);
    const passwordHash = await hasher.hash(input.password);
    const hash = await emailHash(input.email);
    const insert = () =>
      db
        .insert(customers)
        .values({
          number: drawCustomerNumber(),
          email: input.email,
          emailHash: hash,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          channel: ctx.channel,
          market: ctx.market,
        })
        .onConflictDoNothing({ target: customers.email })
        .returning();
    const [created] = await insert().catch(async (error: unknown) => {
      // One in millions: the drawn number is taken. Draw once more.
      if (!isCustomerNumberTaken(error)) throw error;
      return insert();
    });
    const loginLink = shopUrl(deps, request, ctx, ACCOUNT_PATH);
    if (created) {
      await startSession(request, reply, { customerId: created.id });
      deps.background.run('welcome mail', () =>
        mail(ctx, ctx.market, 'welcome', created.email, { name: created.firstName, link: loginLink }, [
          loginLink,
        ]),
      );
      noStore(reply).status(201);
      return customerDataOf({ tokenHash: '', customer: created, pendingProfile: null });
    }
    // The address is taken: a number is drawn all the same, so the answer looks like a new account's.
    const pendingProfile: PendingProfile = {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      emailHash: hash,
      number: String(drawCustomerNumber()),
    };
    await startSession(request, reply, { pendingProfile });
    deps.background.run('account-exists mail', async () => {
      const [owner] = await db.select().from(customers).where(eq(customers.email, input.email));
      if (!owner) return;
      const link = shopUrl(deps, request, ctx, ACCOUNT_PATH);
      await mail(ctx, owner.market, 'account-exists', owner.email, {}, [link]);
    });
    log.info('sign-up for an address that has an account');
    noStore(reply).status(201);
    return customerDataOf({ tokenHash: '', customer: null, pendingProfile });
  });

  app.post('/web-api/customer-logout', async (request, reply) => {
    const token = readToken(request, 'session', deps.cookies);
    if (token) await sessions.revoke(sha256Hex(token));
    clearCookie(request, reply, 'session', deps.cookies);
    noStore(reply);
    return ANONYMOUS_CUSTOMER_DATA;
  });

  /** { email } asks for a link (always 202, whether or not an account exists); { token, password } uses it. */
  app.post('/web-api/customer-password-reset', async (request, reply) => {
    const ctx = contextOf(request);
    const body = request.body;
    if (typeof body === 'object' && body !== null && 'token' in body) {
      await limit(deps, ctx, `reset-confirm:ip:${ctx.ip}`, settings.limits.resetConfirmIp);
      const input = parseBody(ctx, passwordResetConfirmSchema, body);
      const tokenHash = sha256Hex(input.token);
      const [row] = await db
        .select({ token: customerTokens, customer: customers })
        .from(customerTokens)
        .innerJoin(customers, eq(customers.id, customerTokens.customerId))
        .where(
          and(
            eq(customerTokens.tokenHash, tokenHash),
            eq(customerTokens.purpose, 'password-reset'),
            isNull(customerTokens.usedAt),
            gt(customerTokens.expiresAt, new Date(deps.now())),
          ),
        );
      if (!row) throw fieldFailure(ctx, 'token', 'resetTokenInvalid');
      const problem = passwordProblem(input.password, row.customer);
      if (problem) throw fieldFailure(ctx, 'password', problem);
      const passwordHash = await hasher.hash(input.password);
      // Spending the token is the atomic step: of two requests with one token only one gets a row.
      const [spent] = await db
        .update(customerTokens)
        .set({ usedAt: new Date(deps.now()) })
        .where(
          and(
            eq(customerTokens.tokenHash, tokenHash),
            isNull(customerTokens.usedAt),
            gt(customerTokens.expiresAt, new Date(deps.now())),
          ),
        )
        .returning({ customerId: customerTokens.customerId });
      if (!spent) throw fieldFailure(ctx, 'token', 'resetTokenInvalid');
      const customer = row.customer;
      await db
        .update(customers)
        .set({ passwordHash, passwordChangedAt: new Date(deps.now()), updatedAt: new Date(deps.now()) })
        .where(eq(customers.id, customer.id));
      // Whoever knew the old password or held a link is out; this browser gets a new session, and
      // the owner, who proved the mailbox, is no longer held back by an attacker's failed log-ins.
      await revokeAccountAccess(deps, customer.id, [customer.email]);
      await liftLoginLock(deps, customer.email);
      await startSession(request, reply, { customerId: customer.id });
      tellPasswordChanged(request, ctx, customer);
      noStore(reply);
      return customerDataOf({ tokenHash: '', customer, pendingProfile: null });
    }
    await limit(deps, ctx, `reset:ip:${ctx.ip}`, settings.limits.resetIp);
    const input = parseBody(ctx, passwordResetRequestSchema, body);
    // The reset mail's own cap per recipient: other kinds of mail cannot use it up (settings.ts).
    await spendMailBudget(deps, ctx, {
      recipient: input.email,
      recipientRule: settings.limits.resetAccount,
      recipientScope: 'reset',
    });
    deps.background.run('password-reset mail', async () => {
      const [customer] = await db.select().from(customers).where(eq(customers.email, input.email));
      if (!customer) {
        log.info('password reset for an address without account');
        return;
      }
      const token = newToken();
      await db.insert(customerTokens).values({
        tokenHash: sha256Hex(token),
        purpose: 'password-reset',
        customerId: customer.id,
        expiresAt: when(settings.resetTokenMs),
      });
      const link = shopUrl(deps, request, ctx, `${ACCOUNT_PATH}?resetToken=${token}`);
      await mail(ctx, customer.market, 'password-reset', customer.email, { name: customer.firstName, link }, [
        link,
      ]);
    });
    noStore(reply).status(202);
    return { message: message(ctx, 'resetRequested') };
  });

  app.get('/web-api/customer-account', async (request, reply) => {
    const ctx = contextOf(request);
    const session = await requireCustomer(request, ctx);
    noStore(reply);
    const c = session.customer;
    if (!c) {
      const p = session.pendingProfile as PendingProfile;
      return {
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        number: p.number,
        newsletter: 'none',
        otherSessions: 0,
      } satisfies CustomerAccount;
    }
    return {
      email: c.email,
      firstName: c.firstName,
      lastName: c.lastName,
      number: String(c.number),
      newsletter: await newsletterState(db, ctx.channel, c.email),
      otherSessions: await sessions.countOthers(c.id, session.tokenHash),
    } satisfies CustomerAccount;
  });

  app.post('/web-api/customer-password-change', async (request, reply) => {
    const ctx = contextOf(request);
    const session = await requireCustomer(request, ctx);
    const input = parseBody(ctx, passwordChangeSchema, request.body);
    const customer = await reauthenticate(ctx, session, input.currentPassword, 'currentPassword');
    const problem = passwordProblem(input.newPassword, customer);
    if (problem) throw fieldFailure(ctx, 'newPassword', problem);
    const passwordHash = await hasher.hash(input.newPassword);
    await db
      .update(customers)
      .set({ passwordHash, passwordChangedAt: new Date(deps.now()), updatedAt: new Date(deps.now()) })
      .where(eq(customers.id, customer.id));
    // Every other session and open link ends (issue 22.1: whoever knew the old password is out,
    // whatever the form's old "log out elsewhere" box said); this browser gets a new token.
    await revokeAccountAccess(deps, customer.id, [customer.email]);
    await liftLoginLock(deps, customer.email);
    await startSession(request, reply, { customerId: customer.id });
    tellPasswordChanged(request, ctx, customer);
    noStore(reply);
    return { message: message(ctx, 'passwordChanged'), otherSessions: 0 };
  });

  app.post('/web-api/customer-sessions-end', async (request, reply) => {
    const ctx = contextOf(request);
    const session = await requireCustomer(request, ctx);
    if (session.customer) await sessions.revokeAll(session.customer.id, session.tokenHash);
    noStore(reply);
    return { message: message(ctx, 'sessionsEnded'), otherSessions: 0 };
  });

  /** Re-authenticated, then confirmed from the new mailbox: the address only changes when the link is opened. */
  app.post('/web-api/customer-email-change', async (request, reply) => {
    const ctx = contextOf(request);
    const session = await requireCustomer(request, ctx);
    const input = parseBody(ctx, emailChangeSchema, request.body);
    const customer = await reauthenticate(ctx, session, input.password, 'password');
    if (input.email === customer.email) throw fieldFailure(ctx, 'email', 'invalid');
    await spendMailBudget(deps, ctx, { recipient: input.email, accountId: customer.id });
    deps.background.run('email-change mail', async () => {
      const [taken] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, input.email));
      if (taken) {
        const link = shopUrl(deps, request, ctx, ACCOUNT_PATH);
        await mail(ctx, ctx.market, 'account-exists', input.email, {}, [link]);
        return;
      }
      const token = newToken();
      await db.insert(customerTokens).values({
        tokenHash: sha256Hex(token),
        purpose: 'email-change',
        customerId: customer.id,
        newEmail: input.email,
        expiresAt: when(settings.emailTokenMs),
      });
      const link = shopUrl(deps, request, ctx, `${ACCOUNT_PATH}?emailToken=${token}`);
      await mail(ctx, customer.market, 'email-change', input.email, { name: customer.firstName, link }, [
        link,
      ]);
    });
    noStore(reply).status(202);
    return { message: message(ctx, 'emailChangeRequested') };
  });

  app.post('/web-api/customer-email-confirm', async (request, reply) => {
    const ctx = contextOf(request);
    const input = parseBody(ctx, tokenSchema, request.body);
    const [spent] = await db
      .update(customerTokens)
      .set({ usedAt: new Date(deps.now()) })
      .where(
        and(
          eq(customerTokens.tokenHash, sha256Hex(input.token)),
          eq(customerTokens.purpose, 'email-change'),
          isNull(customerTokens.usedAt),
          gt(customerTokens.expiresAt, new Date(deps.now())),
        ),
      )
      .returning();
    if (!spent?.newEmail) throw fieldFailure(ctx, 'token', 'emailTokenInvalid');
    const [before] = await db.select().from(customers).where(eq(customers.id, spent.customerId));
    if (!before) throw fieldFailure(ctx, 'token', 'emailTokenInvalid');
    const newEmail = spent.newEmail;
    const changed = await db
      .update(customers)
      .set({ email: newEmail, emailHash: await emailHash(newEmail), updatedAt: new Date(deps.now()) })
      .where(eq(customers.id, before.id))
      .returning()
      .catch(() => []);
    if (changed.length === 0) throw fieldFailure(ctx, 'token', 'emailTokenInvalid');
    // The account has moved to another mailbox: whoever had a session, a reset link or another
    // change link for it is out (issue 22.1); the browser that confirmed gets a fresh session.
    await revokeAccountAccess(deps, before.id, [before.email, newEmail]);
    await startSession(request, reply, { customerId: before.id });
    const link = shopUrl(deps, request, ctx, ACCOUNT_PATH);
    deps.background.run('email-changed mail', () =>
      mail(
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
    const session = await requireCustomer(request, ctx);
    const input = parseBody(ctx, newsletterPreferenceSchema, request.body);
    noStore(reply);
    if (!session.customer) return { newsletter: input.subscribe ? 'pending' : 'none' };
    if (input.subscribe) {
      await spendMailBudget(deps, ctx, { recipient: session.customer.email, accountId: session.customer.id });
    }
    const state = await setNewsletter(deps, request, ctx, session.customer.email, input.subscribe, 'account');
    return {
      newsletter: state,
      message: message(ctx, input.subscribe ? 'newsletterPending' : 'newsletterUnsubscribed'),
    };
  });

  app.post('/whitelabel/switch', async (request, reply) => {
    const ctx = contextOf(request);
    const session = await requireCustomer(request, ctx);
    const input = parseBody(ctx, whitelabelSwitchSchema, request.body ?? {});
    const customer = session.customer;
    if (!customer?.isWhitelabelCustomer) throw failure(ctx, 403, 'not_whitelabel', 'notWhitelabel');
    const next = input.isWhitelabelOrder ?? !customer.whitelabelOrder;
    const [updated] = await db
      .update(customers)
      .set({ whitelabelOrder: next, updatedAt: new Date(deps.now()) })
      .where(eq(customers.id, customer.id))
      .returning();
    noStore(reply);
    return customerDataOf({ ...session, customer: updated ?? customer });
  });
}
