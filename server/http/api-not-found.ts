/**
 * Unknown paths under the API prefixes answer the API error shape, whatever the method
 * (issue 13 item 2). Without these routes a GET would fall through to the page route and come
 * back as the shop's HTML 404 page, which no API client can read.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, sendError } from './errors';

export const API_PREFIXES = ['/web-api', '/price-api', '/frontend-api', '/api'] as const;

export function apiNotFound(app: FastifyInstance): void {
  for (const prefix of API_PREFIXES) {
    for (const url of [prefix, `${prefix}/*`]) {
      app.all(url, async (request, reply) =>
        sendError(
          reply,
          new ApiError(404, 'not_found', `Nothing at ${request.method} ${request.url.split('?')[0]}`),
        ),
      );
    }
  }
}
