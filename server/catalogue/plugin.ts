/**
 * The catalogue APIs as one Fastify plugin. Register it after the error handler:
 *   await app.register(catalogueApiPlugin, { service })   // or { db }
 * Pass the same service to the SSR loaders so pages and APIs share one snapshot.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/open-database';
import { calendarRoutes } from './calendar-routes';
import { cardsRoutes } from './cards-routes';
import {
  type CatalogueService,
  type CatalogueServiceOptions,
  createCatalogueService,
} from './catalogue-service';
import { commerceRoutes } from './commerce-routes';
import { openApiDocument } from './openapi';
import { photobookRoutes } from './photobook-routes';
import { photoboxRoutes } from './photobox-routes';
import { priceApiRoutes } from './price-api-routes';
import { productSelectionRoutes } from './product-selection-routes';
import { type ApiRoute, registerRoutes } from './routes';

export type CatalogueApiOptions = ({ service: CatalogueService } | { db: Database }) &
  CatalogueServiceOptions & {
    /** Further SPEC 7 APIs declared the same way (customer pictures, location, flags): registered and documented alike. */
    moreRoutes?: readonly ApiRoute[];
    /** OpenAPI paths of web APIs not declared as ApiRoutes (the hybrid layout), documented beside them. */
    morePaths?: Record<string, Record<string, unknown>>;
  };

export function catalogueRoutes(service: CatalogueService): ApiRoute[] {
  return [
    ...priceApiRoutes(service),
    ...productSelectionRoutes(service),
    ...cardsRoutes(service),
    ...photobookRoutes(service),
    ...calendarRoutes(service),
    ...photoboxRoutes(service),
    ...commerceRoutes(service),
  ];
}

export async function catalogueApiPlugin(app: FastifyInstance, options: CatalogueApiOptions): Promise<void> {
  const service = 'service' in options ? options.service : createCatalogueService(options.db, options);
  const routes = [...catalogueRoutes(service), ...(options.moreRoutes ?? [])];
  registerRoutes(app, routes);
  const document = openApiDocument(routes);
  Object.assign(document.paths, options.morePaths);
  app.get('/web-api/docs', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(document),
  );
}
