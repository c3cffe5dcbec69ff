/**
 * The support page (internal, linked from no shop page, noindex): orders with their lines and the
 * print files to download, behind a support login. Logins come from SUPPORT_USERS, a
 * whitespace-separated list of `name:$scrypt$…` entries (`npm run support:hash -- NAME` prints one);
 * the browser asks for them with HTTP Basic authentication, so only TLS should carry it in
 * production. Without SUPPORT_USERS the page answers 404: there is no default password.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, ilike, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Currency, formatMoney, money } from '../../shared/money';
import type { PasswordHasher } from '../customers/password-hash';
import { orders } from '../db/schema';
import type { Database } from '../db/types';
import { clientKeyOf } from '../http/client-address';
import type { OrderService } from './orders';
import type { SupportUser } from './support-users';

export const SUPPORT_PATH = '/_support/orders';

/** A print file: a stream, or undefined when it is not there. */
async function printFileStream(printDir: string, file: string) {
  const path = join(printDir, file);
  try {
    const info = await stat(path);
    return { stream: createReadStream(path), bytes: info.size };
  } catch {
    return undefined;
  }
}

const html = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${html(title)}</title></head><body style="font-family:system-ui,sans-serif;margin:1rem auto;max-width:960px;padding:0 1rem"><h1>${html(title)}</h1>${body}</body></html>`;
}

export interface SupportDeps {
  db: Database;
  orders: OrderService;
  users: SupportUser[];
  hasher: PasswordHasher;
  printDir: string;
}

export async function supportRoutes(app: FastifyInstance, deps: SupportDeps): Promise<void> {
  /** Verified credentials, by their exact header, for a few minutes (scrypt is slow on purpose). */
  const verified = new Map<string, number>();
  const failures = new Map<string, { count: number; until: number }>();

  async function authorised(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
    if (deps.users.length === 0) {
      reply
        .status(404)
        .type('application/json')
        .send({
          error: { code: 'not_found', message: 'The support page is off: set SUPPORT_USERS (see README).' },
        });
      return undefined;
    }
    const header = request.headers.authorization ?? '';
    const now = Date.now();
    const blocked = failures.get(clientKeyOf(request));
    if (blocked && blocked.count >= 10 && blocked.until > now) {
      reply
        .status(429)
        .header('retry-after', String(Math.ceil((blocked.until - now) / 1000)))
        .send('Too many attempts.');
      return undefined;
    }
    const cached = verified.get(header);
    if (cached && cached > now) return header;
    const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header);
    if (match) {
      const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
      const at = decoded.indexOf(':');
      const user = deps.users.find((u) => u.name === decoded.slice(0, at));
      const ok = user ? await deps.hasher.verify(decoded.slice(at + 1), user.hash) : false;
      if (!user) await deps.hasher.burn(decoded.slice(at + 1));
      if (ok) {
        verified.set(header, now + 5 * 60_000);
        failures.delete(clientKeyOf(request));
        return header;
      }
      const f = failures.get(clientKeyOf(request)) ?? { count: 0, until: 0 };
      failures.set(clientKeyOf(request), { count: f.count + 1, until: now + 15 * 60_000 });
    }
    reply
      .status(401)
      .header('www-authenticate', 'Basic realm="shop support", charset="UTF-8"')
      .type('text/html; charset=utf-8')
      .send(page('Support login needed', '<p>Log in with a support account (SUPPORT_USERS).</p>'));
    return undefined;
  }

  app.get<{ Querystring: { q?: string } }>(SUPPORT_PATH, async (request, reply) => {
    if (!(await authorised(request, reply))) return reply;
    const q = typeof request.query.q === 'string' ? request.query.q.trim().slice(0, 100) : '';
    const rows = await deps.db
      .select()
      .from(orders)
      .where(q ? or(ilike(orders.number, `%${q}%`), ilike(orders.email, `%${q}%`)) : undefined)
      .orderBy(desc(orders.createdAt))
      .limit(100);
    const list = rows
      .map(
        (o) =>
          `<tr><td><a href="${SUPPORT_PATH}/${html(o.number)}">${html(o.number)}</a></td><td>${html(o.createdAt.toISOString().slice(0, 16).replace('T', ' '))}</td><td>${html(o.market)}</td><td>${html(o.email)}</td><td style="text-align:right">${html(formatMoney(money(o.totalCents, o.currency as Currency), o.market))}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Orders',
          `<form method="get" action="${SUPPORT_PATH}"><label>Order number or e-mail <input name="q" value="${html(q)}"></label> <button>Search</button></form><table data-testid="support-orders" style="width:100%;border-collapse:collapse"><thead><tr><th align="left">Number</th><th align="left">Placed (UTC)</th><th align="left">Market</th><th align="left">E-mail</th><th align="right">Total</th></tr></thead><tbody>${list || '<tr><td colspan="5">No orders.</td></tr>'}</tbody></table>`,
        ),
      );
  });

  app.get<{ Params: { number: string } }>(`${SUPPORT_PATH}/:number`, async (request, reply) => {
    if (!(await authorised(request, reply))) return reply;
    const found = await deps.orders.find(request.params.number);
    if (!found) return reply.status(404).type('text/html; charset=utf-8').send(page('Order not found', ''));
    const { order, items } = found;
    const m = (cents: number) => html(formatMoney(money(cents, order.currency as Currency), order.market));
    const a = order.address;
    const lines = items
      .map((i) => {
        const file =
          i.printStatus === 'ready'
            ? `<a href="${SUPPORT_PATH}/${html(order.number)}/print/${i.position}.pdf" download>PDF (${i.printWidthMm} × ${i.printHeightMm} mm with bleed)</a>`
            : i.printStatus === 'failed'
              ? `failed: ${html(i.printError)}`
              : 'being made…';
        const warnings = i.printWarnings
          .map((w) => `photo ${w.photo + 1}: ${w.dpi} dpi (< ${w.threshold})`)
          .join('; ');
        return `<tr><td>${i.position}</td><td>${html(i.title)}<br><small>${html(i.path)} ${html(JSON.stringify(i.params))}</small></td><td>${i.quantity}</td><td style="text-align:right">${m(i.totalCents)}</td><td>${file}${warnings ? `<br><strong>Low resolution:</strong> ${html(warnings)}` : ''}</td></tr>`;
      })
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          `Order ${order.number}`,
          `<p><a href="${SUPPORT_PATH}">All orders</a></p><p>${html(order.createdAt.toISOString())} · ${html(order.market)} · ${html(order.channel)}</p><address>${html(`${a.firstName} ${a.lastName}`)}<br>${a.company ? `${html(a.company)}<br>` : ''}${html(a.street)}<br>${a.addition ? `${html(a.addition)}<br>` : ''}${html(`${a.postcode} ${a.city}`)}${a.state ? ` ${html(a.state)}` : ''}<br>${html(a.country)}<br>${html(a.email)}${a.phone ? `<br>${html(a.phone)}` : ''}</address><table data-testid="support-order-items" style="width:100%;border-collapse:collapse"><thead><tr><th>#</th><th align="left">Product</th><th>Copies</th><th align="right">Total</th><th align="left">Print file</th></tr></thead><tbody>${lines}</tbody></table><p>Subtotal ${m(order.subtotalCents)} · Shipping ${m(order.shippingCents)} · Discount ${m(order.discountCents)}${order.voucherCode ? ` (${html(order.voucherCode)})` : ''} · <strong>Total ${m(order.totalCents)}</strong></p><p>Payment is not taken by the shop (out of scope).</p>`,
        ),
      );
  });

  app.get<{ Params: { number: string; file: string } }>(
    `${SUPPORT_PATH}/:number/print/:file`,
    async (request, reply) => {
      if (!(await authorised(request, reply))) return reply;
      const position = /^(\d{1,3})\.pdf$/.exec(request.params.file)?.[1];
      const found = position ? await deps.orders.find(request.params.number) : undefined;
      const item = found?.items.find((i) => String(i.position) === position);
      const file =
        item?.printStatus === 'ready' && item.printFile
          ? await printFileStream(deps.printDir, item.printFile)
          : undefined;
      if (!found || !file)
        return reply.status(404).type('text/html; charset=utf-8').send(page('No print file', ''));
      return reply
        .type('application/pdf')
        .header('content-length', String(file.bytes))
        .header('content-disposition', `attachment; filename="${found.order.number}-${position}.pdf"`)
        .send(file.stream);
    },
  );
}
