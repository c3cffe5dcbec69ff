/**
 * /sitemap.xml and /llms.txt per host, generated from the brand's stories: every page in every
 * language the host serves, except pages that ask not to be indexed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf, lookupHost, type Market, marketsOfHost } from '../../shared/markets';
import { alternatesOf, canonicalOf } from '../../shared/seo/page-links';
import type { ContentSource, StoryPage } from '../../web/entry-server';

export interface SitemapOptions {
  content: ContentSource;
  fallbackOrigin: string;
}

interface HostPage {
  market: Market;
  url: string;
  page: StoryPage;
  alternates: { hreflang: string; href: string }[];
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Markdown text in llms.txt must not be able to break its own link syntax. */
const md = (text: string) => text.replace(/[[\]()\n\r]/g, ' ').trim();

async function pagesOfHost(request: FastifyRequest, options: SitemapOptions): Promise<HostPage[]> {
  const entry = lookupHost(request.headers.host);
  const origin = entry.known ? `${request.protocol}://${request.headers.host}` : options.fallbackOrigin;
  const out: HostPage[] = [];
  const byLanguage = new Map<string, Promise<StoryPage[]>>();
  for (const market of marketsOfHost(entry)) {
    // Titles and descriptions in the market's own language (llms.txt shows them).
    const language = languageOf(market);
    if (!byLanguage.has(language))
      byLanguage.set(language, options.content.listPages({ channel: entry.channel, language }));
    const pages = (await byLanguage.get(language)) ?? [];
    const indexable = pages.filter(
      (p) => p.content.component === 'Page' && !String(p.content.robots ?? '').includes('noindex'),
    );
    for (const page of indexable) {
      if (page.paths[languageOf(market)] === undefined) continue;
      const input = { channel: entry.channel, market, paths: page.paths, origin };
      const url = canonicalOf(input);
      if (url && new URL(url).host === new URL(origin).host) {
        out.push({ market, url, page, alternates: alternatesOf(input) });
      }
    }
  }
  return out;
}

export async function sitemapRoutes(app: FastifyInstance, options: SitemapOptions) {
  app.get('/sitemap.xml', async (request, reply) => {
    const pages = await pagesOfHost(request, options);
    const urls = pages.map((p) => {
      const links = p.alternates
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`)
        .join('\n');
      const lastmod = p.page.publishedAt
        ? `\n    <lastmod>${xml(p.page.publishedAt.slice(0, 10))}</lastmod>`
        : '';
      return `  <url>\n    <loc>${xml(p.url)}</loc>${lastmod}\n${links}\n  </url>`;
    });
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });

  app.get('/llms.txt', async (request, reply) => {
    const pages = await pagesOfHost(request, options);
    const entry = lookupHost(request.headers.host);
    const brand = entry.channel === 'cards' ? 'Fotowerk' : 'Wandwerk';
    const lines = [
      `# ${brand}`,
      '',
      entry.channel === 'cards'
        ? '> Personalised greeting cards, photo books, calendars, collages, photo boxes, prints and wall art, designed online and printed in Germany.'
        : '> Personalised wall art: posters, canvas, framed prints, acrylic, aluminium, glass and wallpaper, printed in Germany.',
      '',
    ];
    for (const market of marketsOfHost(entry)) {
      const ofMarket = pages.filter((p) => p.market === market);
      if (ofMarket.length === 0) continue;
      lines.push(`## ${market}`, '');
      for (const p of ofMarket) {
        const title = md(p.page.content.metaTitle || p.page.name);
        const description = md(p.page.content.metaDescription ?? '');
        lines.push(`- [${title}](${p.url})${description ? `: ${description}` : ''}`);
      }
      lines.push('');
    }
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });
}
