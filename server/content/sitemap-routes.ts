/**
 * /sitemap.xml (a sitemap index per host), its child sitemaps /sitemaps/{kind}-{n}.xml (content
 * pages, theme pages, listings; each at most MAX_SITEMAP_URLS URLs) and /llms.txt. Every URL is
 * built from the host table and the public base URL, never from the request's Host header.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, sendError } from '../http/errors';
import { type CrawlerHost, crawlerHost } from './crawler-host';
import {
  contentPageUrls,
  SITEMAP_KINDS,
  type SitemapKind,
  type SitemapSources,
  sitemapUrls,
} from './sitemap-entries';
import { MAX_SITEMAP_URLS, newestLastmod, type SitemapRef, sitemapIndexXml, urlsetXml } from './sitemap-xml';

export interface SitemapOptions extends SitemapSources {
  /** URLs per child sitemap; the protocol allows 50,000 (tests use a few). */
  maxUrlsPerSitemap?: number;
}

const CHILD = /^(pages|themes|listings)-([1-9]\d{0,5})\.xml$/;

/** Markdown text in llms.txt must not be able to break its own link syntax. */
const md = (text: string) => text.replace(/[[\]()\n\r]/g, ' ').trim();

const BRAND = { cards: 'Fotowerk', posters: 'Wandwerk' } as const;

function sendXml(reply: FastifyReply, body: string) {
  return reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', 'public, max-age=3600')
    .send(body);
}

export async function sitemapRoutes(app: FastifyInstance, options: SitemapOptions) {
  const perFile = Math.min(options.maxUrlsPerSitemap ?? MAX_SITEMAP_URLS, MAX_SITEMAP_URLS);
  const hostOf = (site: FastifyRequest['shop']['site']): CrawlerHost => crawlerHost(site, options.publicBase);
  const childLoc = (host: CrawlerHost, kind: SitemapKind, n: number) =>
    `${host.origin}/sitemaps/${kind}-${n}.xml`;

  app.get('/sitemap.xml', async (request, reply) => {
    const host = hostOf(request.shop.site);
    const refs: SitemapRef[] = [];
    for (const kind of SITEMAP_KINDS) {
      const urls = await sitemapUrls(kind, host, options);
      for (let start = 0, n = 1; start < urls.length; start += perFile, n++) {
        const lastmod = newestLastmod(urls.slice(start, start + perFile));
        refs.push({ loc: childLoc(host, kind, n), ...(lastmod ? { lastmod } : {}) });
      }
    }
    return sendXml(reply, sitemapIndexXml(refs));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = CHILD.exec(request.params.file);
    const notFound = () =>
      sendError(
        reply,
        new ApiError(404, 'not_found', `no sitemap ${request.params.file}; see /sitemap.xml.`),
      );
    if (!match) return notFound();
    const kind = match[1] as SitemapKind;
    const start = (Number(match[2]) - 1) * perFile;
    const urls = await sitemapUrls(kind, hostOf(request.shop.site), options);
    if (start >= urls.length) return notFound();
    return sendXml(reply, urlsetXml(urls.slice(start, start + perFile)));
  });

  app.get('/llms.txt', async (request, reply) => {
    const host = hostOf(request.shop.site);
    const pages = await contentPageUrls(host, options);
    const lines = [
      `# ${BRAND[host.channel]}`,
      '',
      host.channel === 'cards'
        ? '> Personalised greeting cards, photo books, calendars, collages, photo boxes, prints and wall art, designed online and printed in Germany.'
        : '> Personalised wall art: posters, canvas, framed prints, acrylic, aluminium, glass and wallpaper, printed in Germany.',
      '',
    ];
    for (const market of host.markets) {
      const ofMarket = pages.filter((p) => p.market === market);
      if (ofMarket.length === 0) continue;
      lines.push(`## ${market}`, '');
      for (const p of ofMarket) {
        const title = md(p.page.content.metaTitle || p.page.name);
        const description = md(p.page.content.metaDescription ?? '');
        lines.push(`- [${title}](${p.loc})${description ? `: ${description}` : ''}`);
      }
      lines.push('');
    }
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });
}
