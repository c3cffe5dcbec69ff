import type { FastifyInstance } from 'fastify';
import { BUNDLES, type Bundle } from '../../shared/markets';
import { ApiError, sendError } from '../http/errors';
import type { Renderer } from './renderer';

const FILE = /^([a-z]{2}-[A-Z]{2})\.([0-9a-f]{8})\.json$/;

/**
 * The translation bundles as files: `/_i18n/{bundle}.{hash}.json`. The hash names the content, so
 * a browser keeps the file for a year and every page of a visit reuses it; a page rendered before
 * the bundle changed gets today's bundle, uncached.
 */
export async function i18nRoutes(app: FastifyInstance, options: { renderer: () => Promise<Renderer> }) {
  app.get<{ Params: { file: string } }>('/_i18n/:file', async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const bundle = match?.[1] as Bundle | undefined;
    if (!match || !bundle || !(BUNDLES as readonly string[]).includes(bundle)) {
      return sendError(reply, new ApiError(404, 'not_found', 'No such translation bundle'));
    }
    const asset = (await options.renderer()).i18nAsset(bundle);
    const current = asset.href.endsWith(`.${match[2]}.json`);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(asset.body);
  });
}
