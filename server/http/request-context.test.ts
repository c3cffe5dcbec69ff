/**
 * The request is read once at the edge (issue 24 item 3): every route sees one typed context with
 * the strictly parsed host, its site, the parsed cookies and what they say.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_BAR_COOKIE, SMARTBANNER_COOKIE } from '../../shared/chrome/dismissals';
import { CONSENT_COOKIE } from '../../shared/tracking';
import { errorHandling } from './error-handler';
import { requestContext } from './request-context';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  errorHandling(app);
  requestContext(app);
  app.get('/context', async (request) => {
    const { host, site, origin, nonce, cookies, consent, dismissals, customer, deviceClass, isBot } =
      request.shop;
    return {
      host,
      site: { channel: site.channel, country: site.country, known: site.known },
      cookies,
      consent,
      dismissals,
      origin: origin.origin,
      nonce,
      customer,
      deviceClass,
      isBot,
    };
  });
  await app.ready();
});
afterAll(() => app.close());

const context = (headers: Record<string, string>) => app.inject({ url: '/context', headers });

describe('the request context', () => {
  it('reads host, site, cookies, consent, banners and the visitor once for every route', async () => {
    const response = await context({
      host: 'FR.Cards.localhost:3000',
      cookie: `${CONSENT_COOKIE}=granted; ${SMARTBANNER_COOKIE}=1; ${ACTION_BAR_COOKIE}=sale%2Cnews; other=x`,
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      host: { hostname: 'fr.cards.localhost', port: 3000 },
      site: { channel: 'cards', country: 'fr', known: true },
      cookies: {
        [CONSENT_COOKIE]: 'granted',
        [SMARTBANNER_COOKIE]: '1',
        [ACTION_BAR_COOKIE]: 'sale%2Cnews',
        other: 'x',
      },
      consent: 'granted',
      dismissals: { smartbanner: true, actionBars: ['sale', 'news'] },
      origin: 'http://fr.cards.localhost',
      nonce: '',
      customer: false,
      deviceClass: 'mobile',
      isBot: false,
    });
  });

  it("knows a customer's request by its session or wishlist cookie, and a bot by its user agent", async () => {
    const response = await context({
      host: 'localhost',
      cookie: '__Host-shop_session=abc',
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(response.json()).toMatchObject({ customer: true, isBot: true, consent: 'unknown' });
    expect((await context({ host: 'localhost', cookie: 'shop_wishlist=1' })).json().customer).toBe(true);
    expect((await context({ host: 'localhost', cookie: 'my_shop_session=1' })).json().customer).toBe(false);
  });

  it('refuses a Host the strict parser does not accept before any route runs', async () => {
    const response = await context({ host: 'localhost:@evil.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_host');
  });
});
