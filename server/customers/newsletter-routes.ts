/**
 * Newsletter with double opt-in (SPEC 3/5/7/8): subscribe (a reCAPTCHA token when there is one),
 * a confirmation mail, confirm, unsubscribe. Answers never tell whether an address is subscribed.
 */
import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NewsletterState } from '../../shared/customer/customer-data';
import { newsletterSubscribeSchema, tokenSchema } from '../../shared/customer/forms';
import type { Channel } from '../../shared/markets';
import { newsletterSubscriptions } from '../db/schema';
import type { Database } from '../db/types';
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
  sessionOf,
  shopUrl,
} from './context';
import { newToken, sha256Hex } from './crypto';
import { mailboxKey, spendMailBudget } from './mail-budget';
import { mailText } from './mail-texts';

export const NEWSLETTER_PAGE = '/kundenkonto/newsletter';

export async function newsletterState(
  db: Database,
  channel: Channel,
  email: string,
): Promise<NewsletterState> {
  const [row] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.channel, channel), eq(newsletterSubscriptions.email, email)));
  return row?.status ?? 'none';
}

/**
 * Subscribes (pending until confirmed, with a mail) or unsubscribes an address. A confirmed
 * subscription stays as it is and gets no mail; the answer is the same either way.
 */
export async function setNewsletter(
  deps: CustomerDeps,
  request: FastifyRequest,
  ctx: RequestContext,
  email: string,
  subscribe: boolean,
  source: string,
): Promise<NewsletterState> {
  const { db } = deps;
  const now = new Date(deps.now());
  if (!subscribe) {
    const current = await newsletterState(db, ctx.channel, email);
    if (current === 'none') return 'none';
    await db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
      .where(and(eq(newsletterSubscriptions.channel, ctx.channel), eq(newsletterSubscriptions.email, email)));
    return 'unsubscribed';
  }
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  const values = {
    status: 'pending' as const,
    market: ctx.market,
    source: source.slice(0, 200),
    confirmTokenHash: sha256Hex(confirmToken),
    confirmExpiresAt: new Date(deps.now() + deps.settings.newsletterTokenMs),
    unsubscribeTokenHash: sha256Hex(unsubscribeToken),
    requestedAt: now,
    requestIp: ctx.ip,
  };
  // One statement whatever the address's state (issue 36 item 5 and 22.6): a new or pending address
  // gets a pending row, a confirmed one stays as it is (no row comes back), and the work and its time
  // are the same for each. It has committed when this returns, before anyone answers.
  const written = await db
    .insert(newsletterSubscriptions)
    .values({ channel: ctx.channel, email, ...values })
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.channel, newsletterSubscriptions.email],
      set: values,
      setWhere: ne(newsletterSubscriptions.status, 'confirmed'),
    })
    .returning({ channel: newsletterSubscriptions.channel });
  if (written.length === 0) return 'confirmed';
  const link = shopUrl(deps, request, ctx, `${NEWSLETTER_PAGE}?token=${confirmToken}`);
  const unsubscribe = shopUrl(deps, request, ctx, `${NEWSLETTER_PAGE}?unsubscribe=${unsubscribeToken}`);
  const oneClick = shopUrl(deps, request, ctx, `/web-api/newsletter-unsubscribe?token=${unsubscribeToken}`);
  deps.background.run('newsletter opt-in mail', async () => {
    const text = mailText(ctx.market, 'newsletter-confirm', {
      brand: BRAND_NAMES[ctx.channel],
      link,
      unsubscribe,
    });
    await deps.mailer.send({
      kind: 'newsletter-confirm',
      to: email,
      subject: text.subject,
      text: text.text,
      // RFC 8058 one-click unsubscribe for mail clients.
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      links: [link, unsubscribe],
    });
  });
  return 'pending';
}

export function newsletterRoutes(app: FastifyInstance, deps: CustomerDeps): void {
  const { db, settings, log } = deps;

  app.post('/web-api/newsletter-subscribe', async (request, reply) => {
    const ctx = contextOf(request);
    await limit(deps, ctx, `newsletter:ip:${ctx.client}`, settings.limits.newsletterIp);
    const input = parseBody(ctx, newsletterSubscribeSchema, request.body);
    await limit(deps, ctx, `newsletter:acct:${mailboxKey(input.email)}`, settings.limits.newsletterAccount);
    const session = await sessionOf(deps, request);
    await spendMailBudget(deps, ctx, { recipient: input.email, accountId: session?.customer?.id });
    const token = input.reCaptchaToken?.trim();
    if (!token) {
      log.warn('newsletter missing recaptcha token', { page: input.uniqueIdentifier });
    } else if (deps.recaptcha) {
      const verdict = await deps.recaptcha(token, ctx.ip);
      if (verdict === 'failed') throw failure(ctx, 400, 'recaptcha_failed', 'recaptchaFailed');
      // The verification service being down must not stop sign-ups; the opt-in mail still guards them.
      if (verdict === 'error') log.error('newsletter recaptcha error');
    }
    // The subscription is written before the answer (issue 36 item 5: a 202 is a saved row, even
    // when the process dies right after it); the same single statement runs for a new, a pending, a
    // confirmed address and one with an account, so they are answered alike and equally fast (issue
    // 22.6). Only the opt-in mail goes out after the answer.
    await setNewsletter(deps, request, ctx, input.email, true, input.uniqueIdentifier);
    reply.header('cache-control', 'no-store').status(202);
    return { status: 'pending', message: message(ctx, 'newsletterPending') };
  });

  app.post('/web-api/newsletter-confirm', async (request, reply) => {
    const ctx = contextOf(request);
    const input = parseBody(ctx, tokenSchema, request.body);
    const [row] = await db
      .update(newsletterSubscriptions)
      .set({
        status: 'confirmed',
        confirmedAt: new Date(deps.now()),
        confirmIp: ctx.ip,
        confirmTokenHash: null,
      })
      .where(
        and(
          eq(newsletterSubscriptions.confirmTokenHash, sha256Hex(input.token)),
          eq(newsletterSubscriptions.status, 'pending'),
          gt(newsletterSubscriptions.confirmExpiresAt, new Date(deps.now())),
        ),
      )
      .returning({ channel: newsletterSubscriptions.channel });
    if (!row) throw fieldFailure(ctx, 'token', 'newsletterTokenInvalid');
    reply.header('cache-control', 'no-store');
    return { status: 'confirmed', message: message(ctx, 'newsletterConfirmed') };
  });

  /** From the page ({ token } body) or a mail client's one-click POST (?token=); repeating it is harmless. */
  app.post('/web-api/newsletter-unsubscribe', async (request, reply) => {
    const ctx = contextOf(request);
    const query = request.query as Record<string, unknown>;
    const body = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const input = parseBody(ctx, tokenSchema, 'token' in body ? body : { token: query.token });
    const [row] = await db
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date(deps.now()), confirmTokenHash: null })
      .where(eq(newsletterSubscriptions.unsubscribeTokenHash, sha256Hex(input.token)))
      .returning({ channel: newsletterSubscriptions.channel });
    if (!row) throw fieldFailure(ctx, 'token', 'newsletterTokenInvalid');
    reply.header('cache-control', 'no-store');
    return { status: 'unsubscribed', message: message(ctx, 'newsletterUnsubscribed') };
  });
}

/** Google's siteverify; 'error' when the service cannot be reached or answers nonsense. */
export function googleRecaptcha(
  secret: string,
  minScore = 0.5,
): (token: string, ip: string) => Promise<'ok' | 'failed' | 'error'> {
  return async (token, ip) => {
    try {
      const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: ip }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return 'error';
      const result = (await response.json()) as { success?: boolean; score?: number };
      if (result.success !== true) return 'failed';
      return typeof result.score === 'number' && result.score < minScore ? 'failed' : 'ok';
    } catch {
      return 'error';
    }
  };
}
