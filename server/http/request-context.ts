/**
 * One request, read once at the server's edge (issue 24 item 3, issue 30 §1): the Host through the
 * strict parser (host-header.ts), the site of the host table it names, the public origin the shop
 * writes into absolute URLs (public-origin.ts), the CSP nonce of this response, the cookies and
 * what they say (consent, closed banners, a customer's session), the device class and whether a bot
 * asks. Every route and service below reads `request.shop` instead of going back to the raw headers;
 * a page's `ShopRequestInfo` is derived from it in one function (server/ssr/page-context.ts).
 *
 * The device class and the bot check read the user agent, which costs a parse; they are worked
 * out on first use and kept, so an asset request never pays for them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ChromeDismissals, chromeDismissalsOf } from '../../shared/chrome/dismissals';
import type { DeviceClass } from '../../shared/contracts/request-info';
import { type Cookies, parseCookies } from '../../shared/http/cookies';
import { type HostEntry, lookupHost } from '../../shared/markets';
import { type ConsentStatus, consentFromCookies } from '../../shared/tracking';
import { deviceClassOf, isBotRequest } from '../request/client-class';
import { ApiError, sendError } from './errors';
import { acceptHost, formatHost, type ParsedHost } from './host-header';
import { type PublicOriginSettings, type ShopOrigin, shopOriginFor } from './public-origin';

export interface RequestContext {
  /** The Host as the strict parser read it (a trusted proxy's table host when there is one). */
  readonly host: ParsedHost;
  /** The host table's entry for it: the channel and country it serves (unknown hosts: the default). */
  readonly site: HostEntry & { known: boolean };
  /** The public origin of this request's site (scheme and port from the settings, never the Host's port). */
  readonly origin: ShopOrigin;
  /** This response's CSP nonce (server/security/headers.ts); every inline script carries it. */
  readonly nonce: string;
  readonly cookies: Cookies;
  readonly consent: ConsentStatus;
  /** Banners the shopper closed, so the page does not render them at all. */
  readonly dismissals: ChromeDismissals;
  /** A customer's session or wishlist cookie: the page is personal and never cached. */
  readonly customer: boolean;
  readonly deviceClass: DeviceClass;
  readonly isBot: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's context, set by requestContext() before any route runs. */
    shop: RequestContext;
  }
}

/** Cookies that make a page personal: a customer's session or wishlist. */
const PERSONAL_COOKIE = /^(?:__Host-)?shop_(?:session|wishlist)$/;

/** Apps built without settings (unit tests of one plugin): the request's scheme, its default port. */
const NO_SETTINGS: PublicOriginSettings = { listenPort: 0 };

class ParsedRequest implements RequestContext {
  readonly site: HostEntry & { known: boolean };
  readonly origin: ShopOrigin;
  readonly cookies: Cookies;
  readonly consent: ConsentStatus;
  readonly dismissals: ChromeDismissals;
  readonly customer: boolean;
  #deviceClass: DeviceClass | undefined;
  #isBot: boolean | undefined;

  constructor(
    readonly host: ParsedHost,
    readonly nonce: string,
    private readonly headers: FastifyRequest['headers'],
    secure: boolean,
    settings: PublicOriginSettings,
  ) {
    this.site = lookupHost(formatHost(host));
    this.origin = shopOriginFor(this.site, secure, settings);
    const header = headers.cookie;
    this.cookies = parseCookies(typeof header === 'string' ? header : undefined);
    this.consent = consentFromCookies(this.cookies);
    this.dismissals = chromeDismissalsOf(this.cookies);
    this.customer = Object.keys(this.cookies).some((name) => PERSONAL_COOKIE.test(name));
  }

  get deviceClass(): DeviceClass {
    this.#deviceClass ??= deviceClassOf(this.headers);
    return this.#deviceClass;
  }

  get isBot(): boolean {
    this.#isBot ??= isBotRequest(this.headers);
    return this.#isBot;
  }
}

/** Checks the Host and reads the request into its context; the 400 for a Host that is not acceptable. */
export function readRequestContext(
  request: FastifyRequest,
  settings: PublicOriginSettings = NO_SETTINGS,
): ApiError | undefined {
  const host = acceptHost(request);
  if (host instanceof ApiError) return host;
  request.shop = new ParsedRequest(
    host,
    request.cspNonce ?? '',
    request.headers,
    request.protocol === 'https',
    settings,
  );
  return undefined;
}

/**
 * The first onRequest hook after the security headers (which make the nonce): a bad Host never
 * reaches routing, every other request gets its context.
 */
export function requestContext(app: FastifyInstance, settings: PublicOriginSettings = NO_SETTINGS): void {
  app.decorateRequest('shop', null as unknown as RequestContext);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const error = readRequestContext(request, settings);
    if (error) return sendError(reply, error);
  });
}
