import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseChromeDismissals } from '../../shared/chrome/dismissals';
import { allHosts, bundleOf, marketsOfChannel } from '../../shared/markets';
import {
  isSaneSlug,
  MAX_URL_LENGTH,
  marketUrl,
  type ResolvedPage,
  resolveRequest,
  safeDecodePath,
  safeRedirectPath,
} from '../../shared/routing';
import { resolveTracking } from '../../shared/tracking';
import type { RenderInput, ServerServices, ShopRequestInfo } from '../../web/entry-server';
import { checkPreview } from '../cms/preview-access';
import type { FlagService } from '../flags/flag-service';
import { resolveRequestFlags } from '../flags/request-flags';
import { shopOriginOf } from '../http/public-origin';
import { deviceClassOf, isBotRequest } from '../request/client-class';
import { compressorFor, negotiateEncoding } from './compression';
import type { Renderer } from './renderer';

export interface PageRouteOptions {
  renderer: () => Promise<Renderer>;
  services: ServerServices;
  /** When set, /configurator-* leaves the shop for the real designers, query intact. */
  designerUrl?: string;
  flags: FlagService;
  tracking: { browserKey?: string; tagManagerId?: string; consentScriptUrl?: string; logLevel: string };
  /** The secret behind the visual editor's preview token, and the space it belongs to. */
  preview?: { previewSecret: string | undefined; spaceId: string };
}

const DESIGNER_PATH = /^\/configurator-(calendar|card|collage|photo-frame|photobook|photobox)(\/|$)/;

const PAYLOAD_SUFFIX = '/_payload.json';
/** The router path that stands for any path failing the sanity check: it always ends in a 404. */
const INSANE_PATH = '/__not-found__';
/** The brand's own domains: every table host that is not a subdomain of another one. */
const OWN_DOMAINS = (() => {
  const hosts = [...new Set(allHosts().map((h) => h.host))];
  return hosts.filter((h) => !hosts.some((d) => h.endsWith(`.${d}`)));
})();

function isDebug(search: string): boolean {
  const params = new URLSearchParams(search);
  return ['splitDebug', '_debug'].some((k) => params.has(k) && !['0', 'false'].includes(params.get(k) ?? ''));
}

function displayPath(rest: string): string {
  const decoded = safeDecodePath(rest) ?? rest;
  return decoded.length > 200 ? `${decoded.slice(0, 200)}…` : decoded;
}

function buildInput(
  request: FastifyRequest,
  reply: FastifyReply,
  isPayload: boolean,
  page: ResolvedPage,
  search: string,
  options: PageRouteOptions,
  renderer: Renderer,
): RenderInput {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  // Canonical, hreflang, og:image, JSON-LD and the bootstrap: the configured origin, never the Host.
  const { origin } = shopOriginOf(request);
  const originUrl = new URL(origin);
  const target = {
    host: originUrl.host,
    protocol: originUrl.protocol === 'https:' ? 'https' : 'http',
  } as const;
  const info: ShopRequestInfo = {
    channel: page.channel,
    market: page.market,
    bundle: bundleOf(page.market),
    platform: page.platform,
    basename: page.basename,
    origin,
    host: originUrl.host,
    deviceClass: deviceClassOf(request.headers),
    isBot: isBotRequest(request.headers),
    debug: isDebug(search),
    preview: false,
    requestTime: Date.now(),
    dismissals: parseChromeDismissals(request.headers.cookie),
    ownDomains: OWN_DOMAINS,
    alternates: marketsOfChannel(page.channel).flatMap((market) => {
      const href = marketUrl(target, page.channel, market, page.platform, page.rest);
      return href ? [{ market, href }] : [];
    }),
  };
  const grant = options.preview
    ? checkPreview(new URLSearchParams(search), {
        ...options.preview,
        nowSeconds: Math.floor(Date.now() / 1000),
      })
    : undefined;
  info.preview = grant !== undefined;
  const cookieHeader = request.headers.cookie;
  const flags = resolveRequestFlags(options.flags, {
    cookieHeader,
    isBot: info.isBot,
    search,
    channel: page.channel,
    secure: protocol === 'https',
    browserKey: options.tracking.browserKey ?? null,
    attributes: { market: page.market, platform: page.platform, deviceClass: info.deviceClass },
    log: options.services.log,
  });
  // A payload request never sets the user key: the page that started the visit did.
  if (flags.setCookie && !isPayload) reply.header('set-cookie', flags.setCookie);
  const tracking = resolveTracking({
    cookieHeader,
    search,
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
    request: new Request(new URL(`${routerPath}${search}`, 'http://shop.internal'), {
      headers: {
        accept: String(request.headers.accept ?? ''),
        'user-agent': String(request.headers['user-agent'] ?? ''),
      },
      signal: controller.signal,
    }),
    info,
    services: options.services,
    requestedPath: displayPath(page.rest),
    flags: flags.bootstrap,
    tracking,
    ...(grant ? { preview: grant } : {}),
    nonce: request.cspNonce,
    assets: renderer.assets,
  };
}

async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  input: RenderInput,
  renderer: Renderer,
) {
  const result = await renderer.renderPage(input);
  if (result.kind === 'redirect') return reply.redirect(safeRedirectPath(result.location), result.status);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  reply.hijack();
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    // Set-Cookie may be a list; joined with commas it would be one broken cookie.
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  headers['content-type'] = 'text/html; charset=utf-8';
  headers['cache-control'] = 'no-store';
  headers.vary = 'Accept-Encoding';
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  reply.raw.writeHead(result.status, headers);
  if (request.method === 'HEAD') {
    result.abort();
    reply.raw.end();
    return;
  }
  if (encoding === 'identity') {
    result.pipe(reply.raw);
  } else {
    const compressor = compressorFor(encoding);
    compressor.pipe(reply.raw);
    result.pipe(compressor);
  }
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
      host: request.headers.host,
      path,
      search,
      address: shopOriginOf(request).address,
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

    const renderer = await options.renderer();
    const input = buildInput(request, reply, isPayload, resolution, search, options, renderer);
    try {
      if (isPayload) {
        const payload = await renderer.loadPayload(input);
        if (payload.redirect) payload.redirect = safeRedirectPath(payload.redirect);
        return reply.status(payload.status).header('cache-control', 'no-store').send(payload);
      }
      return await sendHtml(request, reply, input, renderer);
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
