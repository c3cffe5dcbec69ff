/**
 * GET /web-api/hybrid-layout?parts=header,footer (SPEC 8 "hybrid" layout): the shop's header and
 * footer, rendered by the pages' own components, as JSON for another application (the external
 * checkout, the designers) to embed. The market is the API's (request-market.ts): X-Channel and
 * X-Locale, else the Host. Its three failures are the SPEC's logged events: "hybrid parse error"
 * (400), "empty hybrid layout" (404, the market has no global story) and "hybrid server-render
 * error" (502: the shop's own error, but the caller must be able to tell it from a shop outage).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HYBRID_PARTS, type HybridPart, isHybridPart } from '../../shared/contracts/hybrid-layout';
import type { ServerServices } from '../../shared/contracts/page-services';
import type { ShopRequestInfo } from '../../shared/contracts/request-info';
import { marketUrl } from '../../shared/routing/locale-path';
import { requestMarket } from '../catalogue/request-market';
import { ApiError, sendError } from '../http/errors';
import { channelSettingsOf, NO_VISITOR, shopRequestInfoOf } from './page-context';
import type { Renderer } from './renderer';

export const HYBRID_LAYOUT_PATH = '/web-api/hybrid-layout';

/** Longer than any honest list of the known parts, short enough not to be worth reading. */
const MAX_PARTS_LENGTH = 64;
/** The header and footer change with the CMS's publishing, not per request. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

const ERROR = {
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

/** Its entry in /web-api/docs (server/catalogue/openapi.ts has the shared parameters and Error). */
export const hybridLayoutOpenApi: Record<string, Record<string, unknown>> = {
  [HYBRID_LAYOUT_PATH]: {
    get: {
      operationId: 'getHybridLayout',
      summary: 'The shop header and footer as HTML, for another application to embed (SPEC 8 hybrid layout)',
      tags: ['layout'],
      parameters: [
        { $ref: '#/components/parameters/XChannel' },
        { $ref: '#/components/parameters/XLocale' },
        {
          name: 'parts',
          in: 'query',
          required: false,
          description: `Comma-separated, default all: ${HYBRID_PARTS.join(', ')}`,
          schema: { type: 'string', maxLength: MAX_PARTS_LENGTH },
        },
      ],
      responses: {
        '200': {
          description: 'The parts asked for, with absolute links, the stylesheets they need and the language',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['css', 'lang'],
                properties: {
                  header: { type: 'string' },
                  footer: { type: 'string' },
                  css: { type: 'array', items: { type: 'string' } },
                  lang: { type: 'string' },
                },
              },
            },
          },
        },
        '400': { description: 'Unknown, empty or too long parts; unknown X-Channel or X-Locale', ...ERROR },
        '404': { description: 'The market has no global story (no header and footer)', ...ERROR },
        '502': { description: 'The header or footer could not be rendered', ...ERROR },
      },
    },
  },
};

export interface HybridLayoutOptions {
  renderer: () => Promise<Renderer>;
  services: ServerServices;
  /** The configured public origin (PUBLIC_BASE_URL), as the pages have it. */
  publicBase: string;
}

/** The parts asked for, in the order asked, once each; an ApiError for anything else. */
export function parseHybridParts(raw: unknown): HybridPart[] {
  const expected = `expected a comma-separated list of: ${HYBRID_PARTS.join(', ')}`;
  if (raw === undefined) return [...HYBRID_PARTS];
  if (typeof raw !== 'string')
    throw new ApiError(400, 'invalid_parts', `parts is given more than once; ${expected}.`, {
      parts: 'given more than once',
    });
  if (raw.length > MAX_PARTS_LENGTH) {
    throw new ApiError(
      400,
      'invalid_parts',
      `parts is longer than ${MAX_PARTS_LENGTH} characters; ${expected}.`,
      { parts: 'too long' },
    );
  }
  const names = raw.split(',').map((name) => name.trim());
  if (names.every((name) => name === '')) {
    throw new ApiError(400, 'invalid_parts', `parts is empty; ${expected}.`, { parts: 'empty' });
  }
  const unknown = names.filter((name) => !isHybridPart(name));
  if (unknown.length > 0) {
    const shown = unknown.map((name) => JSON.stringify(name)).join(', ');
    throw new ApiError(400, 'invalid_parts', `${shown} is not a part of the hybrid layout; ${expected}.`, {
      parts: 'unknown part',
    });
  }
  return [...new Set(names as HybridPart[])];
}

/**
 * Root-relative links and assets made absolute on the shop's origin: the markup is shown on
 * another application's origin, where "/karten" would lead nowhere.
 */
function onShopOrigin(html: string, origin: string): string {
  return html.replace(/\b(href|src|action)="\/(?!\/)/g, `$1="${origin}/`);
}

/** What the chrome's components read about the request: the market's own origin and prefix, no visitor state. */
async function infoOf(request: FastifyRequest, options: HybridLayoutOptions): Promise<ShopRequestInfo> {
  const { channel, market } = requestMarket(request);
  const origin = new URL(request.shop.origin.origin);
  const protocol = origin.protocol === 'https:' ? 'https' : 'http';
  const home = new URL(marketUrl({ host: origin.host, protocol }, channel, market, 'w', '/') ?? origin.href);
  return shopRequestInfoOf(
    {
      // Another application's page: no device, cookies or banners of the visitor are known here.
      visitor: NO_VISITOR,
      channel,
      market,
      platform: 'w',
      basename: home.pathname.replace(/\/+$/, ''),
      origin: home.origin,
      search: '',
      representation: 'document',
      settings: await channelSettingsOf(options.services, channel),
      preview: undefined,
      apiBase: null,
      requestTime: Date.now(),
    },
    {
      publicBase: options.publicBase,
      ownDomains: [home.hostname],
      integrations: { recaptchaSiteKey: null, chatKey: null },
    },
  );
}

export async function hybridLayoutRoutes(app: FastifyInstance, options: HybridLayoutOptions) {
  const { log } = options.services;
  app.get<{ Querystring: Record<string, unknown> }>(HYBRID_LAYOUT_PATH, async (request, reply) => {
    let parts: HybridPart[];
    let info: ShopRequestInfo;
    try {
      parts = parseHybridParts(request.query.parts);
      info = await infoOf(request, options);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      log.warn('hybrid parse error', { message: error.message });
      return sendError(reply, error);
    }
    const renderer = await options.renderer();
    let result: Awaited<ReturnType<Renderer['renderHybridLayout']>>;
    try {
      result = await renderer.renderHybridLayout({
        info,
        services: options.services,
        parts,
        assets: renderer.assets,
      });
    } catch (error) {
      log.error('hybrid server-render error', {
        channel: info.channel,
        market: info.market,
        error: String(error),
      });
      return sendError(
        reply,
        new ApiError(
          502,
          'render_failed',
          'The shop could not render its header and footer; try again shortly.',
        ),
      );
    }
    if (result.kind === 'empty') {
      log.warn('empty hybrid layout', { channel: info.channel, market: info.market });
      return sendError(
        reply,
        new ApiError(
          404,
          'not_found',
          `The ${info.channel} shop has no header and footer for ${info.market}.`,
        ),
      );
    }
    const { layout } = result;
    return reply
      .header('cache-control', CACHE_CONTROL)
      .header('vary', 'x-channel, x-locale')
      .send({
        ...(layout.header !== undefined ? { header: onShopOrigin(layout.header, info.origin) } : {}),
        ...(layout.footer !== undefined ? { footer: onShopOrigin(layout.footer, info.origin) } : {}),
        css: layout.css.map((href) =>
          href.startsWith('/') && !href.startsWith('//') ? `${info.origin}${href}` : href,
        ),
        lang: layout.lang,
      });
  });
}
