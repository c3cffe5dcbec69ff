/**
 * What one market's search index holds (issue 32 §1): the card designs (title, occasion, style,
 * colours), the product pages (CMS pages with a price calculator), the content pages and the help
 * pages (help, photo tools, legal), each in the market's language and spelling. Built from the
 * database and the CMS as they are now; search-index.ts writes it when it differs from what is stored.
 */
import { and, eq } from 'drizzle-orm';
import { inMarketSpelling } from '../../shared/content/market-spelling';
import type { ContentSource, StoryPage } from '../../shared/contracts/page-services';
import { type Channel, type Language, languageOf, type Market } from '../../shared/markets';
import { type SearchKind, wordsOf } from '../../shared/search/search';
import type { Database } from '../db/open-database';
import * as t from '../db/schema';
import { copyOf } from '../themes/copy';

export interface SearchDocument {
  kind: SearchKind;
  key: string;
  title: string;
  subtitle: string;
  snippet: string;
  href: string;
  image: string | null;
  popularity: number;
  /** Weight B: the occasion of a design, the page's description. */
  category: string;
  /** Weight C: style and colours of a design. */
  attributes: string;
  /** Weight D: the page's text. */
  body: string;
}

/** Pages that are no destination of their own. */
const SKIPPED_PAGES = new Set(['home', 'global', 'error']);
/** Service pages: help, photo tools and the legal pages. */
const HELP_PAGES = /^(?:hilfe|foto-werkzeuge|agb|datenschutz|impressum)(?:\/|$)/;
/** Text of a page beyond this many characters adds little to its rank. */
const MAX_BODY = 4_000;
/** String fields of blocks that shoppers read; links, ids and asset paths are left out. */
const TEXT_KEYS = new Set(['text', 'headline', 'title', 'subline', 'ctaText', 'question', 'answer']);

/** The readable text of a story's blocks, in document order. */
export function textOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const child of node) textOf(child, out);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        if (TEXT_KEYS.has(key) && value.trim()) out.push(value.trim());
      } else if (key !== 'metaTitle' && key !== 'metaDescription') {
        textOf(value, out);
      }
    }
  }
  return out;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

async function designDocuments(db: Database, market: Market): Promise<SearchDocument[]> {
  const language = languageOf(market);
  const copy = copyOf(language);
  const rows = await db
    .select({
      id: t.themes.id,
      occasion: t.themes.occasion,
      style: t.themes.style,
      colors: t.themes.colors,
      images: t.themes.images,
      popularity: t.themes.popularity,
      title: t.themeTranslations.title,
    })
    .from(t.themes)
    .innerJoin(
      t.themeTranslations,
      and(eq(t.themeTranslations.themeId, t.themes.id), eq(t.themeTranslations.language, language)),
    )
    .where(eq(t.themes.listed, true))
    .orderBy(t.themes.id);
  return rows.map((row) => {
    const occasion = copy.categories[row.occasion];
    // "weihnachten/privat" is also found as Christmas in general.
    const parent = row.occasion.includes('/')
      ? copy.categories[row.occasion.split('/')[0] as keyof typeof copy.categories]
      : undefined;
    const colours = row.colors.map((c) => copy.colors[c]).filter(Boolean);
    return {
      kind: 'design' as const,
      key: row.id,
      title: row.title,
      subtitle: occasion,
      snippet: '',
      href: `/themes/${encodeURIComponent(row.id)}`,
      image: row.images[0] ?? null,
      popularity: row.popularity,
      category: [occasion, parent].filter(Boolean).join(' '),
      attributes: [copy.styles[row.style], ...colours].join(' '),
      body: '',
    };
  });
}

function kindOfPage(page: StoryPage): SearchKind | undefined {
  if (SKIPPED_PAGES.has(page.defaultPath) || page.content.component !== 'Page') return undefined;
  if (String(page.content.robots ?? '').includes('noindex')) return undefined;
  const calculator = (page.content as { calculator?: unknown[] }).calculator;
  if (Array.isArray(calculator) && calculator.length > 0) return 'product';
  return HELP_PAGES.test(page.defaultPath) ? 'help' : 'page';
}

function pageTitle(page: StoryPage, texts: string[]): string {
  const meta = String(page.content.metaTitle ?? '')
    .split(' | ')[0]
    ?.trim();
  return meta || texts[0] || page.name;
}

async function pageDocuments(
  content: ContentSource,
  channel: Channel,
  language: Language,
): Promise<SearchDocument[]> {
  const pages = await content.listPages({ channel, language });
  const out: SearchDocument[] = [];
  for (const listed of pages) {
    const path = listed.paths[language];
    if (!kindOfPage(listed) || path === undefined) continue;
    // The list leaves the body and calculator out: the page itself says whether it is a product.
    const page = await content.page({ channel, language, path: `/${path}` });
    const kind = page && kindOfPage(page);
    if (!page || !kind) continue;
    const texts = textOf(page.content);
    const description = String(page.content.metaDescription ?? '').trim();
    out.push({
      kind,
      key: page.defaultPath,
      title: pageTitle(page, texts),
      subtitle: '',
      snippet: clip(description || texts.slice(1).join(' '), 240),
      href: `/${path}`,
      image: null,
      popularity: 0,
      category: description,
      attributes: '',
      body: clip(texts.join(' '), MAX_BODY),
    });
  }
  return out;
}

export interface DocumentSources {
  db: Database;
  /** The CMS; without it the index holds the designs only. */
  content?: ContentSource | undefined;
}

/** Every document of one channel's market, in the market's spelling (Swiss ss, American English). */
export async function marketDocuments(
  sources: DocumentSources,
  channel: Channel,
  market: Market,
  pagesOf: (language: Language) => Promise<SearchDocument[]> = (language) =>
    sources.content ? pageDocuments(sources.content, channel, language) : Promise.resolve([]),
): Promise<SearchDocument[]> {
  const designs = channel === 'cards' ? await designDocuments(sources.db, market) : [];
  const pages = await pagesOf(languageOf(market));
  return inMarketSpelling([...designs, ...pages], market);
}

/** The pages of a channel per language, each language fetched once for all its markets. */
export function pageDocumentsOnce(sources: DocumentSources, channel: Channel) {
  const cache = new Map<Language, Promise<SearchDocument[]>>();
  return (language: Language) => {
    let pages = cache.get(language);
    if (!pages) {
      pages = sources.content ? pageDocuments(sources.content, channel, language) : Promise.resolve([]);
      cache.set(language, pages);
    }
    return pages;
  };
}

/** The words of documents with the number of documents each occurs in ("did you mean"). */
export function vocabularyOf(documents: readonly SearchDocument[]): Map<string, number> {
  const words = new Map<string, number>();
  for (const doc of documents) {
    const own = new Set(wordsOf(`${doc.title} ${doc.subtitle} ${doc.category} ${doc.attributes}`));
    for (const word of own) if (word.length >= 3) words.set(word, (words.get(word) ?? 0) + 1);
  }
  return words;
}
