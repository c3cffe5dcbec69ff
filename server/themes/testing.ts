/** Test support: a Fastify app with the shop's error handler and the themes APIs on a seeded PGlite of its own. */
import { createCatalogueService } from '../catalogue/catalogue-service';
import { type ApiTestApp, createApiTestApp } from '../testing/api-test-app';
import { themesApiPlugin } from './plugin';
import { createThemesService, type ThemesService } from './theme-service';

export type ThemesTestApp = ApiTestApp<ThemesService>;

export function createThemesTestApp(): Promise<ThemesTestApp> {
  return createApiTestApp(
    (database) =>
      createThemesService(database.db, {
        catalogue: createCatalogueService(database.db, { ttlMs: Number.POSITIVE_INFINITY }),
        ttlMs: Number.POSITIVE_INFINITY,
      }),
    (app, service) => app.register(themesApiPlugin, { service }),
  );
}
