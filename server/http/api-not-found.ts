/**
 * Unknown paths under the API prefixes answer the API error shape, whatever the method
 * (issue 13 item 2). Without these routes a GET would fall through to the page route and come
 * back as the shop's HTML 404 page, which no API client can read.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, sendError } from './errors';

/**
 * Every prefix that belongs to an API: the shop's own, the embedded CMS's CDN API (`/v2`) and the
 * whitelabel switch. Nothing under them is ever a page (issue 34 item 9).
 */
export const API_PREFIXES = [
  '/web-api',
  '/price-api',
  '/frontend-api',
  '/api',
  '/v2',
  '/whitelabel',
] as const;

/** Whether a request URL (path and query, raw) lies under an API prefix. */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function apiNotFound(app: FastifyInstance): void {
  for (const prefix of API_PREFIXES) {
    for (const url of [prefix, `${prefix}/*`]) {
      // A prefix whose own service answers its 404s (the embedded CMS under /v2, in Storyblok's shape) keeps them.
      if (app.hasRoute({ method: 'GET', url })) continue;
      app.all(url, async (request, reply) => sendError(reply, apiNotFoundError(request)));
    }
  }
}

export const apiNotFoundError = (request: Pick<FastifyRequest, 'method' | 'url'>) =>
  new ApiError(404, 'not_found', `Nothing at ${request.method} ${request.url.split('?')[0]}`);
