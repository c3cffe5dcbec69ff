/**
 * The themes APIs as one Fastify plugin. Register it after the error handler, next to the
 * catalogue plugin, and share the catalogue service so both read one snapshot:
 *
 *   const themes = createThemesService(database.db, { catalogue });
 *   await app.register(themesApiPlugin, { service: themes });      // or { db } in tests
 *
 * It serves GET /web-api/themes, GET /web-api/themes/{id} and the SPEC 2 filter landing
 * pictures GET /filters/collage/{type} (a redirect to the resized picture).
 */
import type { FastifyInstance } from 'fastify';
import { COLLAGE_MATERIAL_TYPES } from '../../shared/catalogue/collage';
import { buildImageUrl } from '../../shared/images';
import { collageFilterImagePath } from '../../shared/listings/theme-art';
import { registerRoutes } from '../catalogue/routes';
import type { Database } from '../db/open-database';
import { ApiError } from '../http/errors';
import { themesRoutes } from './routes';
import { createThemesService, type ThemesService, type ThemesServiceOptions } from './theme-service';

export type ThemesApiOptions = ({ service: ThemesService } | { db: Database }) & ThemesServiceOptions;

const LANDING_WIDTHS = [160, 320, 640] as const;

export async function themesApiPlugin(app: FastifyInstance, options: ThemesApiOptions): Promise<void> {
  const service = 'service' in options ? options.service : createThemesService(options.db, options);
  registerRoutes(app, themesRoutes(service));

  // SPEC 2: "Filter landing images live under /filters/collage/{type}". The picture itself is an
  // asset the image route resizes; this address stays stable whatever size or format is served.
  app.get<{ Params: { type: string }; Querystring: { width?: string } }>(
    '/filters/collage/:type',
    async (request, reply) => {
      const { type } = request.params;
      if (!(COLLAGE_MATERIAL_TYPES as readonly string[]).includes(type)) {
        throw new ApiError(
          404,
          'not_found',
          `no filter landing image for collage type ${JSON.stringify(type.slice(0, 40))}; types: ${COLLAGE_MATERIAL_TYPES.join(', ')}.`,
        );
      }
      const wanted = Number(request.query.width ?? 640);
      const width = LANDING_WIDTHS.find((w) => w >= wanted) ?? 640;
      reply.header('cache-control', 'public, max-age=86400');
      return reply.redirect(buildImageUrl(collageFilterImagePath(type), { width }), 302);
    },
  );
}
