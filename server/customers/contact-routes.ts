/**
 * POST /web-api/contact, the ContactForm block's endpoint: JSON from the script, or a plain form
 * post (urlencoded) when scripts are off. The message is stored first, so it is never lost when the
 * mail to support fails; field errors carry the block's codes (shared/content/contact-form.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateContactForm } from '../../shared/content/contact-form';
import { canonicalEmail } from '../../shared/customer/email';
import { safeRedirectPath } from '../../shared/routing';
import { contactMessages, customers } from '../db/schema';
import { ApiError } from '../http/errors';
import { formatHost } from '../http/host-header';
import { type CustomerDeps, contextOf, limit, message, sessionOf } from './context';
import { spendMailBudget } from './mail-budget';

/** A plain form sends "on" for a ticked box and nothing for an unticked one. */
function fromForm(body: Record<string, unknown>): Record<string, unknown> {
  const consent = body.consent;
  return { ...body, consent: consent === true || consent === 'on' || consent === 'true' || consent === '1' };
}

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toString().startsWith('application/x-www-form-urlencoded');

/**
 * Where a plain form post returns to: the path of the page it came from, when that is on this host,
 * through the one safe-redirect function ("http://localhost//evil.example/x" has the path
 * "//evil.example/x", which a browser would follow to evil.example).
 */
function backTo(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return '/';
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
    return url.host === formatHost(request.shop.host)
      ? safeRedirectPath(`${url.pathname}${url.search}`)
      : '/';
  } catch {
    return '/';
  }
}

export function contactRoutes(app: FastifyInstance, deps: CustomerDeps): void {
  app.post('/web-api/contact', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const ctx = contextOf(request);
    await limit(deps, ctx, `contact:ip:${ctx.client}`, deps.settings.limits.contactIp);
    const raw = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const form = isFormPost(request);
    const check = validateContactForm(form ? fromForm(raw as Record<string, unknown>) : raw);
    if (!check.ok) {
      throw new ApiError(
        400,
        'invalid_input',
        message(ctx, 'contactInvalid'),
        check.fields as Record<string, string>,
      );
    }
    const data = check.data;
    const session = await sessionOf(deps, request);
    const named = canonicalEmail(data.email);
    // Each message is a mail to support: capped per named address and per account (issue 22.4).
    await spendMailBudget(deps, ctx, {
      recipient: named.ok ? named.email : data.email.trim().toLowerCase(),
      accountId: session?.customer?.id,
      scope: 'mail-contact',
      recipientRule: deps.settings.limits.contactAddress,
    });
    let customerId = session?.customer?.id ?? null;
    if (!customerId) {
      if (named.ok) {
        const [person] = await deps.db
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.email, named.email));
        customerId = person?.id ?? null;
      }
    }
    // SPEC 8: logged, and the message is kept all the same.
    if (!customerId)
      deps.log.info('contact-form person not found', { channel: ctx.channel, topic: data.topic });
    const [stored] = await deps.db
      .insert(contactMessages)
      .values({
        channel: ctx.channel,
        market: ctx.market,
        name: data.name,
        email: data.email,
        orderNumber: data.orderNumber ?? null,
        topic: data.topic,
        message: data.message,
        customerId,
      })
      .returning({ id: contactMessages.id });
    deps.background.run('contact mail', () =>
      deps.mailer.send({
        kind: 'contact',
        to: deps.settings.supportAddress,
        subject: `[${ctx.channel}/${ctx.market}] ${data.topic}: ${data.name}`.replace(/[\r\n]+/g, ' '),
        text: [
          `Message #${stored?.id ?? '?'} from the contact form`,
          `Name: ${data.name}`,
          `E-mail: ${data.email}`,
          `Order number: ${data.orderNumber ?? '-'}`,
          `Topic: ${data.topic}`,
          `Customer: ${customerId ?? 'not found'}`,
          '',
          data.message,
        ].join('\n'),
        headers: { 'Reply-To': data.email },
      }),
    );
    reply.header('cache-control', 'no-store');
    if (form && (request.headers.accept ?? '').includes('text/html')) {
      return reply.redirect(backTo(request), 303);
    }
    reply.status(201);
    return { message: message(ctx, 'contactSent') };
  });
}
