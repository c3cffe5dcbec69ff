import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerServices } from '../../shared/contracts/page-services';
import type { Representation, ShopRequestInfo } from '../../shared/contracts/request-info';
import { allHosts } from '../../shared/markets';
import {
  isSaneSlug,
  MAX_URL_LENGTH,
  type ResolvedPage,
  resolveRequest,
  safeDecodePath,
  safeRedirectPath,
  trailingSlashRedirect,
} from '../../shared/routing';
import { apiBaseOverride } from '../../shared/routing/api-base';
import type { ChannelSettings } from '../../shared/settings/channel-settings';
import { resolveTracking } from '../../shared/tracking';
import type { RenderInput } from '../../web/entry-server';
import { checkPreview } from '../cms/preview-access';
import type { FlagService } from '../flags/flag-service';
import { resolveRequestFlags } from '../flags/request-flags';
import { allowEditorFraming } from '../security/editor-framing';
import { BRAND_SWITCH_PATH, brandSwitchLocation } from './brand-switch';
import { CART_PATH, cartUrlFor } from './cart-url';
import { compressorFor, negotiateEncoding } from './compression';
import type { ServerFragmentCache } from './fragment-cache';
import { acceptsHtml, isPersonal, type PageCache, pageCacheKey } from './page-cache';
import { channelSettingsOf, type PageContext, shopRequestInfoOf } from './page-context';
import type { Renderer } from './renderer';

export interface PageRouteOptions {
  renderer: () => Promise<Renderer>;
  services: ServerServices;
  /** When set, /configurator-* leaves the shop for the real designers, query intact. */
  designerUrl?: string;
  /** When set, /warenkorb leaves the shop for the checkout application's cart (cart-url.ts). */
  cartUrl?: string;
  flags: FlagService;
  tracking: { browserKey?: string; tagManagerId?: string; consentScriptUrl?: string; logLevel: string };
  /** The secret behind the visual editor's preview token, and the space it belongs to. */
  preview?: { previewSecret: string | undefined; spaceId: string };
  /** Storyblok's visual editor: who may frame a verified preview, and the bridge it loads there. */
  visualEditor?: { editorOrigin: string; bridgeUrl: string };
  /** The configured public origin (PUBLIC_BASE_URL): scheme and port of crawler-facing URLs. */
  publicBase: string;
  /** Development: ?_apiBase= may point the browser's API calls elsewhere (SPEC 4/5). */
  apiBaseOverride?: boolean;
  /** The anonymous micro-cache (page-cache.ts); absent or disabled: every page is rendered. */
  pageCache?: PageCache;
  /** The HTML of static blocks between anonymous renders (fragment-cache.ts); absent: all render. */
  fragmentCache?: ServerFragmentCache;
  /** Public keys of the third-party scripts the page may load with consent; absent: none. */
  integrations?: ShopRequestInfo['integrations'];
}

const DESIGNER_PATH = /^\/configurator-(calendar|card|collage|photo-frame|photobook|photobox)(\/|$)/;

const NO_INTEGRATIONS: ShopRequestInfo['integrations'] = { recaptchaSiteKey: null, chatKey: null };

const PAYLOAD_SUFFIX = '/_payload.json';
/** The router path that stands for any path failing the sanity check: it always ends in a 404. */
const INSANE_PATH = '/__not-found__';
/** The brand's own domains: every table host that is not a subdomain of another one. */
const OWN_DOMAINS = (() => {
  const hosts = [...new Set(allHosts().map((h) => h.host))];
  return hosts.filter((h) => !hosts.some((d) => h.endsWith(`.${d}`)));
})();

function displayPath(rest: string): string {
  const decoded = safeDecodePath(rest) ?? rest;
  return decoded.length > 200 ? `${decoded.slice(0, 200)}…` : decoded;
}

/** The page's context: the edge's reading of the request joined with what this route resolved. */
function pageContextOf(
  request: FastifyRequest,
  page: ResolvedPage,
  search: string,
  representation: Representation,
  options: PageRouteOptions,
  settings: ChannelSettings,
): PageContext {
  const preview = options.preview
    ? checkPreview(new URLSearchParams(search), {
        ...options.preview,
        nowSeconds: Math.floor(Date.now() / 1000),
      })
    : undefined;
  return {
    visitor: request.shop,
    channel: page.channel,
    market: page.market,
    platform: page.platform,
    basename: page.basename,
    // Canonical, hreflang, og:image, JSON-LD and the bootstrap: the configured origin, never the Host.
    origin: request.shop.origin.origin,
    search,
    representation,
    settings,
    preview,
    apiBase: options.apiBaseOverride ? apiBaseOverride(search) : null,
    requestTime: Date.now(),
  };
}

function buildInput(
  request: FastifyRequest,
  reply: FastifyReply,
  page: ResolvedPage,
  context: PageContext,
  options: PageRouteOptions,
  renderer: Renderer,
): RenderInput {
  const { shop } = request;
  const info = shopRequestInfoOf(context, {
    publicBase: options.publicBase,
    ownDomains: OWN_DOMAINS,
    integrations: options.integrations ?? NO_INTEGRATIONS,
  });
  if (context.preview && options.visualEditor) {
    // Only a verified preview may be framed, and only by the editor; public pages keep 'self'.
    info.visualEditor = { ...options.visualEditor };
    allowEditorFraming(reply, options.visualEditor.editorOrigin);
  }
  if (info.apiBase) {
    // The browser may now call that origin too.
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.header(
        'content-security-policy',
        csp.replace("connect-src 'self'", `connect-src 'self' ${info.apiBase}`),
      );
    }
  }
  const flags = resolveRequestFlags(options.flags, {
    cookies: shop.cookies,
    consent: shop.consent,
    isBot: info.isBot,
    search: context.search,
    path: page.rest,
    channel: page.channel,
    secure: shop.origin.address.protocol === 'https',
    browserKey: options.tracking.browserKey ?? null,
    attributes: { market: page.market, platform: page.platform, deviceClass: info.deviceClass },
    log: options.services.log,
  });
  // A payload request never sets the user key: the page, or the consent itself, does.
  if (flags.setCookie && context.representation === 'document') reply.header('set-cookie', flags.setCookie);
  const tracking = resolveTracking({
    consent: shop.consent,
    search: context.search,
    channel: page.channel,
    market: page.market,
    platform: page.platform,
    isBot: info.isBot,
    path: page.rest,
    uniqueIdentifier: page.rest,
    tagManagerId: options.tracking.tagManagerId ?? null,
    consentScriptUrl: options.tracking.consentScriptUrl ?? null,
    logLevel: options.tracking.logLevel,
  });
  const sane = isSaneSlug(page.rest);
  const routerPath = `${page.basename}${sane ? page.rest : INSANE_PATH}`;
  const controller = new AbortController();
  // The response closing before it finished means the shopper left: stop rendering for them.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return {
    // No headers: what the render may branch on is in this input, where the page cache keys it.
    request: new Request(new URL(`${routerPath}${context.search}`, 'http://shop.internal'), {
      signal: controller.signal,
    }),
    representation: context.representation,
    info,
    services: options.services,
    requestedPath: displayPath(page.rest),
    flags: flags.bootstrapFor,
    tracking,
    ...(context.preview ? { preview: context.preview } : {}),
    customer: shop.customer,
    nonce: shop.nonce,
    assets: renderer.assets,
  };
}

/**
 * Cache-Control of a page or its route data (issue 36 item 8): an answer without personal data may
 * be kept by the shopper's own (private) cache, revalidated on every use, so the desktop app can
 * show it offline (docs/adr/0005); anything personal (a customer's session or wishlist, a preview,
 * an answer that sets a cookie) and anything but a 200 is never stored anywhere. A consenting
 * visitor's page (their own flag treatments, no personal data) stays out of the shared micro-cache
 * but may be kept by their own browser or app.
 */
export function pageCacheControl(personal: boolean, status: number): string {
  return personal || status !== 200 ? 'no-store' : 'private, no-cache';
}

/** Whether a page holds personal data (see pageCacheControl); the set-cookie check comes at sending. */
function holdsPersonalData(input: RenderInput): boolean {
  return input.customer || input.preview !== undefined || input.info.preview;
}

function htmlHeaders(
  reply: FastifyReply,
  encoding: string,
  cache: string | undefined,
  cacheControl: string,
  fragments?: { hits: number; misses: number; uncacheable: number },
) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    // Set-Cookie may be a list; joined with commas it would be one broken cookie.
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  headers['content-type'] = 'text/html; charset=utf-8';
  // A cookie set on the way makes the answer personal, whatever was decided before.
  headers['cache-control'] = reply.getHeader('set-cookie') === undefined ? cacheControl : 'no-store';
  headers.vary = 'Accept-Encoding';
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  if (cache) headers['x-page-cache'] = cache;
  if (fragments) {
    headers['x-fragment-cache'] =
      `hits=${fragments.hits} misses=${fragments.misses} uncacheable=${fragments.uncacheable}`;
  }
  return headers;
}

/** Writes a whole stored page, compressed as the client accepts. */
function sendStored(request: FastifyRequest, reply: FastifyReply, status: number, body: Buffer) {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.hijack();
  // Only anonymous pages are ever stored in the micro-cache.
  const headers = htmlHeaders(reply, encoding, 'hit', pageCacheControl(false, status));
  // One write with its length, as a static file goes out, rather than a chunked stream.
  if (encoding === 'identity') headers['content-length'] = String(body.length);
  reply.raw.writeHead(status, headers);
  if (request.method === 'HEAD') return void reply.raw.end();
  if (encoding === 'identity') return void reply.raw.end(body);
  const compressor = compressorFor(encoding);
  compressor.pipe(reply.raw);
  compressor.end(body);
}

interface CacheTarget {
  cache: PageCache;
  key: string;
}

async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  input: RenderInput,
  renderer: Renderer,
  cacheTarget: CacheTarget | undefined,
  personalData: boolean,
) {
  const finishRendering = cacheTarget?.cache.startRendering(cacheTarget.key);
  let result: Awaited<ReturnType<Renderer['renderPage']>>;
  try {
    result = await renderer.renderPage(input);
  } catch (error) {
    finishRendering?.();
    throw error;
  }
  if (result.kind === 'redirect') {
    finishRendering?.();
    return reply.redirect(safeRedirectPath(result.location), result.status);
  }
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  // A page is stored only when nothing in its answer is personal: no cookie was set on the way.
  // Nor from a request that did not ask for HTML: its Accept reaches the loaders (issue 34 item 7).
  const storing =
    cacheTarget &&
    result.status === 200 &&
    reply.getHeader('set-cookie') === undefined &&
    acceptsHtml(request.headers.accept);
  if (!storing) finishRendering?.();
  reply.hijack();
  reply.raw.writeHead(
    result.status,
    htmlHeaders(
      reply,
      encoding,
      cacheTarget ? (storing ? 'miss' : 'bypass') : undefined,
      pageCacheControl(personalData, result.status),
      result.fragments?.counts(),
    ),
  );
  if (request.method === 'HEAD') {
    result.abort();
    reply.raw.end();
    finishRendering?.();
    return;
  }
  // The page streams to the shopper as React renders it; a copy is kept for the caches.
  const tee = new PassThrough();
  const { fragments } = result;
  const harvesting = fragments !== undefined && fragments.counts().misses > 0 && result.status === 200;
  if (storing || harvesting) {
    const chunks: Buffer[] = [];
    tee.on('data', (chunk: Buffer) => chunks.push(chunk));
    tee.on('end', () => {
      if (!input.request.signal.aborted) {
        const body = Buffer.concat(chunks);
        if (storing) cacheTarget.cache.set(cacheTarget.key, { status: result.status, body }, input.nonce);
        if (harvesting) fragments.harvest(body.toString('utf8'));
      }
      finishRendering?.();
    });
    tee.on('error', () => finishRendering?.());
    input.request.signal.addEventListener('abort', () => finishRendering?.(), { once: true });
  }
  if (encoding === 'identity') {
    tee.pipe(reply.raw);
  } else {
    const compressor = compressorFor(encoding);
    compressor.pipe(reply.raw);
    tee.pipe(compressor);
  }
  result.pipe(tee);
}

/** Where a page may come from or go to the micro-cache; undefined when it is personal or a preview. */
function cacheTargetOf(
  reply: FastifyReply,
  input: RenderInput,
  personal: boolean,
  cache: PageCache | undefined,
): CacheTarget | undefined {
  if (!cache?.enabled) return undefined;
  if (personal) {
    cache.bypass();
    reply.header('x-page-cache', 'bypass');
    return undefined;
  }
  return { cache, key: pageCacheKey(input) };
}

export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Every page request and every client navigation's _payload.json (DESIGN "A page request"). */
export function createPageHandler(options: PageRouteOptions): PageHandler {
  return async (request, reply) => {
    const rawUrl = request.raw.url ?? '/';
    if (rawUrl.length > MAX_URL_LENGTH) {
      return reply.status(414).type('text/plain; charset=utf-8').send('URI Too Long');
    }
    const queryAt = rawUrl.indexOf('?');
    let path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
    const isPayload = path.endsWith(PAYLOAD_SUFFIX);
    if (isPayload) path = path.slice(0, -PAYLOAD_SUFFIX.length) || '/';

    const resolution = resolveRequest({
      site: request.shop.site,
      path,
      search,
      address: request.shop.origin.address,
    });
    if (resolution.kind === 'redirect') {
      if (isPayload)
        return reply.send({
          status: resolution.status,
          redirect: resolution.location,
          loaderData: {},
          errors: null,
        });
      return reply.redirect(resolution.location, resolution.status);
    }

    if (options.designerUrl && !isPayload && DESIGNER_PATH.test(resolution.rest)) {
      const base = options.designerUrl.replace(/\/+$/, '');
      return reply.redirect(`${base}${safeRedirectPath(`${resolution.rest}${search}`)}`, 302);
    }

    if (resolution.rest === BRAND_SWITCH_PATH && !isPayload) {
      const originUrl = new URL(request.shop.origin.origin);
      const location = await brandSwitchLocation({
        page: resolution,
        search,
        origin: { host: originUrl.host, protocol: originUrl.protocol === 'https:' ? 'https' : 'http' },
        content: options.services.content,
        log: (message, data) => options.services.log.warn(message, data),
      });
      if (location) return reply.header('cache-control', 'no-store').redirect(location, 302);
    }

    if (options.cartUrl && !isPayload && CART_PATH.test(resolution.rest)) {
      return reply.redirect(cartUrlFor(options.cartUrl, resolution), 302);
    }

    const settings = await channelSettingsOf(options.services, resolution.channel);
    const respelt = isPayload ? undefined : trailingSlashRedirect(resolution.rest, settings.trailingSlash);
    if (respelt !== undefined) {
      return reply.redirect(safeRedirectPath(`${resolution.basename}${respelt}${search}`), 301);
    }

    const renderer = await options.renderer();
    const representation = isPayload ? 'payload' : 'document';
    const context = pageContextOf(request, resolution, search, representation, options, settings);
    const input = buildInput(request, reply, resolution, context, options, renderer);
    try {
      if (isPayload) {
        const payload = await renderer.loadPayload(input);
        if (payload.redirect) payload.redirect = safeRedirectPath(payload.redirect);
        return reply
          .status(payload.status)
          .header('cache-control', pageCacheControl(holdsPersonalData(input), payload.status))
          .send(payload);
      }
      const personal = isPersonal(input) || reply.getHeader('set-cookie') !== undefined;
      const cacheTarget =
        request.method === 'GET' || request.method === 'HEAD'
          ? cacheTargetOf(reply, input, personal, options.pageCache)
          : undefined;
      // Static blocks are shared between anonymous renders only, like whole pages.
      if (options.fragmentCache?.enabled && !personal) {
        input.fragments = options.fragmentCache;
      }
      if (cacheTarget) {
        const { cache, key } = cacheTarget;
        // Another request is rendering this very page: wait for it rather than render it again.
        const pending = cache.rendering(key);
        if (pending) await pending;
        const stored = cache.get(key, input.nonce);
        if (stored) return sendStored(request, reply, stored.status, stored.body);
      }
      return await sendHtml(request, reply, input, renderer, cacheTarget, holdsPersonalData(input));
    } catch (error) {
      // The shopper went away mid-render: nobody is left to answer, and nothing went wrong.
      if (input.request.signal.aborted) {
        if (!reply.sent && !reply.raw.headersSent) reply.hijack();
        reply.raw.destroy();
        return;
      }
      throw error;
    }
  };
}
