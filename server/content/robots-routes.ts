/**
 * /robots.txt per host: keeps crawlers out of what is not meant for search (the desktop app's /d
 * pages, the account, the designer links, the APIs, page data and query variants that only
 * duplicate a page) and names the host's sitemap index. ROBOTS_DISALLOW_ALL shuts a non-production
 * deployment off completely.
 */
import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../shared/markets';
import { type CrawlerHost, crawlerHost } from './crawler-host';

export interface RobotsOptions {
  /** Scheme and port of the Sitemap line (PUBLIC_BASE_URL, else http://localhost:PORT). */
  publicBase: string;
  disallowAll: boolean;
}

/** Paths below each market prefix ("" or "/fr") that are never for search engines. */
const PER_PREFIX = ['/d/', '/d$', '/kundenkonto', '/configurator-', '/themes/*?'];

/** Paths on every host, whatever the prefix. */
const EVERYWHERE = [
  '/web-api/',
  '/price-api/',
  '/frontend-api/',
  '/api/',
  '/*_payload.json',
  // Sorting, page sizes and pass-through parameters show the same themes as the canonical listing.
  '/*?*sort=',
  '/*?*pageSize=',
  '/*?_',
  '/*&_',
];

export function robotsText(host: CrawlerHost, options: { disallowAll: boolean }): string {
  if (options.disallowAll) return 'User-agent: *\nDisallow: /\n';
  // The host's default market has no prefix; its other languages are /fr, /it … (SPEC 2).
  const prefixes = ['', ...host.markets.slice(1).map((m) => `/${languageOf(m)}`)];
  const rules = [
    ...prefixes.flatMap((prefix) => PER_PREFIX.map((path) => `${prefix}${path}`)),
    ...EVERYWHERE,
  ];
  return [
    'User-agent: *',
    ...rules.map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${host.origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function robotsRoutes(app: FastifyInstance, options: RobotsOptions) {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsText(crawlerHost(request.shop.site, options.publicBase), options)),
  );
}
