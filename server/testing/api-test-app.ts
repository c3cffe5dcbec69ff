/**
 * Test support for one API area: a bare Fastify app with the shop's error handler and request
 * context (as server/app.ts has them) on a seeded PGlite of its own, the area's plugin registered
 * over a service made from that database. The catalogue and themes test apps are this, each with
 * its own service.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { errorHandling } from '../http/error-handler';
import { requestContext } from '../http/request-context';

export interface ApiTestApp<S> {
  app: FastifyInstance;
  database: TestDatabase;
  service: S;
  close(): Promise<void>;
}

export async function createApiTestApp<S>(
  serviceOf: (database: TestDatabase) => S,
  register: (app: FastifyInstance, service: S) => PromiseLike<unknown>,
): Promise<ApiTestApp<S>> {
  const database = await openTestDatabase();
  try {
    const service = serviceOf(database);
    const app = Fastify({ logger: false });
    errorHandling(app);
    requestContext(app);
    await register(app, service);
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
