/** Test support: a Fastify app with the shop's error handler and the themes APIs on a seeded PGlite of its own. */
import Fastify, { type FastifyInstance } from 'fastify';
import { createCatalogueService } from '../catalogue/catalogue-service';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { errorHandling } from '../http/error-handler';
import { themesApiPlugin } from './plugin';
import { createThemesService, type ThemesService } from './theme-service';

export interface ThemesTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  service: ThemesService;
  close(): Promise<void>;
}

export async function createThemesTestApp(): Promise<ThemesTestApp> {
  const database = await openTestDatabase();
  try {
    const catalogue = createCatalogueService(database.db, { ttlMs: Number.POSITIVE_INFINITY });
    const service = createThemesService(database.db, { catalogue, ttlMs: Number.POSITIVE_INFINITY });
    const app = Fastify({ logger: false });
    errorHandling(app);
    await app.register(themesApiPlugin, { service });
    await app.ready();
    return {
      app,
      database,
      service,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
