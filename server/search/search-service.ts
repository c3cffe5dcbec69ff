/**
 * Site search over PostgreSQL (issue 32 §1), the same SQL on PGlite and PostgreSQL:
 *
 * - the index: per channel and market, documents with a weighted tsvector in the market language's
 *   text-search configuration (german, english, french, italian, spanish, dutch) and a text of their
 *   words under a pg_trgm GIN index; rebuilt in one transaction when what it is built from (themes
 *   in the database, pages in the CMS) changed, checked at start and every `refreshMs`;
 * - a query: prefix full-text matching (compounds: "hochzeit" finds "Hochzeitsglück") or trigram
 *   word similarity (typos: "hochzeitt"), ranked by both, then by popularity; "did you mean" from
 *   the market's vocabulary by trigram similarity.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../../shared/contracts/page-services';
import {
  CHANNELS,
  type Channel,
  type Language,
  languageOf,
  type Market,
  marketsOfChannel,
} from '../../shared/markets';
import {
  queryTerms,
  SEARCH_CONFIGURATIONS,
  SEARCH_KINDS,
  SEARCH_LIMITS,
  type SearchHit,
  type SearchKind,
  type SearchResult,
  type SearchSuggestions,
} from '../../shared/search/search';
import * as t from '../db/schema';
import {
  type DocumentSources,
  marketDocuments,
  pageDocumentsOnce,
  type SearchDocument,
  vocabularyOf,
} from './search-documents';

/** Part of every fingerprint: a change to how documents are built rebuilds every index. */
const INDEX_VERSION = '1';
/** Advisory lock class of index rebuilds (the second key is the market's hash). */
const REBUILD_LOCK = 7_205_551;
const INSERT_CHUNK = 100;
/** How long an answer is reused for the same query (the index changes at most every refresh). */
const ANSWER_TTL_MS = 30_000;

export interface SearchServiceOptions extends DocumentSources {
  log?: Logger;
  /** How often the index is checked against its sources; 0 checks only when refresh() is called. */
  refreshMs?: number;
}

export interface SearchQuery {
  q: string;
  page?: number;
  kind?: SearchKind | undefined;
}

export interface RefreshReport {
  /** Markets whose index was written, as "channel/market". */
  rebuilt: string[];
  unchanged: number;
}

const d = t.searchDocuments;
const w = t.searchWords;

function fingerprintOf(documents: readonly SearchDocument[]): string {
  return createHash('sha256').update(INDEX_VERSION).update(JSON.stringify(documents)).digest('hex');
}

const regconfig = (language: Language) => sql.raw(`'${SEARCH_CONFIGURATIONS[language]}'::regconfig`);

function vectorOf(doc: SearchDocument, language: Language): SQL {
  const cfg = regconfig(language);
  return sql`setweight(to_tsvector(${cfg}, ${doc.title}), 'A') || setweight(to_tsvector(${cfg}, ${doc.category}), 'B') || setweight(to_tsvector(${cfg}, ${doc.attributes}), 'C') || setweight(to_tsvector(${cfg}, ${doc.body}), 'D')`;
}

const termsOf = (doc: SearchDocument) =>
  (doc.kind === 'design' ? [doc.title, doc.category, doc.attributes] : [doc.title]).join(' ').toLowerCase();

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function createSearchService(options: SearchServiceOptions) {
  const { db } = options;
  let running: Promise<RefreshReport> | undefined;
  let timer: NodeJS.Timeout | undefined;

  /** Writes one market's index unless the stored one was built from the same documents. */
  async function writeIndex(channel: Channel, market: Market, documents: SearchDocument[]): Promise<boolean> {
    const fingerprint = fingerprintOf(documents);
    const language = languageOf(market);
    const where = (table: typeof d | typeof w) => and(eq(table.channel, channel), eq(table.market, market));
    return db.transaction(async (tx) => {
      // Several instances may check at once: one writes, the others then find the new fingerprint.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${REBUILD_LOCK}, hashtext(${`${channel}/${market}`}))`,
      );
      const [state] = await tx
        .select({ fingerprint: t.searchIndexState.fingerprint })
        .from(t.searchIndexState)
        .where(and(eq(t.searchIndexState.channel, channel), eq(t.searchIndexState.market, market)));
      if (state?.fingerprint === fingerprint) return false;
      await tx.delete(d).where(where(d));
      await tx.delete(w).where(where(w));
      for (const part of chunks(documents, INSERT_CHUNK)) {
        await tx.insert(d).values(
          part.map((doc) => ({
            channel,
            market,
            kind: doc.kind,
            key: doc.key,
            title: doc.title,
            subtitle: doc.subtitle,
            snippet: doc.snippet,
            href: doc.href,
            image: doc.image,
            popularity: doc.popularity,
            terms: termsOf(doc),
            document: vectorOf(doc, language),
          })),
        );
      }
      const words = [...vocabularyOf(documents)].map(([word, documents]) => ({
        channel,
        market,
        word,
        documents,
      }));
      for (const part of chunks(words, INSERT_CHUNK * 4)) await tx.insert(w).values(part);
      await tx
        .insert(t.searchIndexState)
        .values({ channel, market, fingerprint, documents: documents.length })
        .onConflictDoUpdate({
          target: [t.searchIndexState.channel, t.searchIndexState.market],
          set: { fingerprint, documents: documents.length, builtAt: sql`now()` },
        });
      return true;
    });
  }

  async function rebuild(channels: readonly Channel[], only?: readonly Market[]): Promise<RefreshReport> {
    const report: RefreshReport = { rebuilt: [], unchanged: 0 };
    for (const channel of channels) {
      const pagesOf = pageDocumentsOnce(options, channel);
      for (const market of marketsOfChannel(channel)) {
        if (only && !only.includes(market)) continue;
        const documents = await marketDocuments(options, channel, market, pagesOf);
        if (await writeIndex(channel, market, documents)) report.rebuilt.push(`${channel}/${market}`);
        else report.unchanged += 1;
      }
    }
    if (report.rebuilt.length > 0) {
      answers.clear();
      options.log?.info('search index rebuilt', { markets: report.rebuilt });
    }
    return report;
  }

  /** Brings every index up to date with the themes and the CMS; concurrent calls share one run. */
  function refresh(
    channels: readonly Channel[] = CHANNELS,
    markets?: readonly Market[],
  ): Promise<RefreshReport> {
    if (!running) {
      running = rebuild(channels, markets).finally(() => {
        running = undefined;
      });
    }
    return running;
  }

  function matchOf(channel: Channel, market: Market, terms: string[]) {
    const cfg = regconfig(languageOf(market));
    const text = terms.join(' ');
    // Terms are letters and digits only, so they cannot break the tsquery syntax.
    const tsquery = sql`to_tsquery(${cfg}, ${terms.map((term) => `${term}:*`).join(' & ')})`;
    const where = and(
      eq(d.channel, channel),
      eq(d.market, market),
      sql`(${d.document} @@ ${tsquery} or ${text} <% ${d.terms})`,
    );
    const rank = sql<number>`ts_rank(${d.document}, ${tsquery}, 1) + word_similarity(${text}, ${d.terms})`;
    return { where, rank };
  }

  const hitColumns = {
    kind: d.kind,
    key: d.key,
    title: d.title,
    subtitle: d.subtitle,
    snippet: d.snippet,
    href: d.href,
    image: d.image,
  };

  /**
   * One page of hits with the count of every kind over all matches: window counts over the
   * matches, the kind filter applied after them, so one query answers the page and its filters.
   */
  async function page(
    channel: Channel,
    market: Market,
    terms: string[],
    kind: SearchKind | undefined,
    limit: number,
    offset: number,
  ) {
    const { where, rank } = matchOf(channel, market, terms);
    const counts = Object.fromEntries(
      SEARCH_KINDS.map((k) => [
        k,
        sql<number>`count(*) filter (where ${d.kind} = ${k}) over ()`.as(`n_${k}`),
      ]),
    ) as Record<SearchKind, SQL.Aliased<number>>;
    const matches = db
      .select({ ...hitColumns, rank: rank.as('rank'), popularity: d.popularity, ...counts })
      .from(d)
      .where(where)
      .as('matches');
    const rows = await db
      .select()
      .from(matches)
      .where(kind ? eq(matches.kind, kind) : undefined)
      .orderBy(desc(matches.rank), desc(matches.popularity), matches.key)
      .limit(limit)
      .offset(offset);
    const first = rows[0];
    const facets = first
      ? SEARCH_KINDS.flatMap((k) => (Number(first[k]) > 0 ? [{ kind: k, count: Number(first[k]) }] : []))
      : [];
    const hits: SearchHit[] = rows.map((row) => ({
      kind: row.kind,
      key: row.key,
      title: row.title,
      subtitle: row.subtitle,
      snippet: row.snippet,
      href: row.href,
      image: row.image,
    }));
    return { hits, facets };
  }

  /** A query with each unknown word replaced by the closest word of the market's vocabulary, in one query. */
  async function didYouMean(channel: Channel, market: Market, terms: string[]): Promise<string | null> {
    const candidates = terms.filter((term) => term.length >= 3);
    if (candidates.length === 0) return null;
    const inVocabulary = and(eq(w.channel, channel), eq(w.market, market));
    const list = sql.join(
      candidates.map((term) => sql`${term}::text`),
      sql`, `,
    );
    const result = await db.execute<{ term: string; known: boolean; closest: string | null }>(sql`
      select q.term,
        exists(select 1 from ${w} where ${inVocabulary} and ${w.word} like q.term || '%') as known,
        (select ${w.word} from ${w} where ${inVocabulary} and ${w.word} % q.term
          order by similarity(${w.word}, q.term) desc, ${w.documents} desc, ${w.word} limit 1) as closest
      from unnest(array[${list}]) as q(term)`);
    const rows = (result as unknown as { rows: { term: string; known: boolean; closest: string | null }[] })
      .rows;
    const replacement = new Map(
      rows.filter((r) => !r.known && r.closest).map((r) => [r.term, r.closest as string]),
    );
    if (replacement.size === 0) return null;
    return terms.map((term) => replacement.get(term) ?? term).join(' ');
  }

  /** Answers of the last seconds, by query; dropped whenever an index is rebuilt. */
  const answers = new LRUCache<string, SearchResult | SearchSuggestions>({ max: 2_000, ttl: ANSWER_TTL_MS });

  async function search(channel: Channel, market: Market, query: SearchQuery): Promise<SearchResult> {
    const terms = queryTerms(query.q);
    const kind = query.kind ?? null;
    const empty: SearchResult = {
      query: query.q,
      kind,
      page: 1,
      pageCount: 0,
      total: 0,
      hits: [],
      facets: [],
      didYouMean: null,
    };
    if (terms.length === 0) return empty;
    const key = JSON.stringify(['search', channel, market, terms, query.page ?? 1, kind]);
    const known = answers.get(key) as SearchResult | undefined;
    if (known) return { ...known, query: query.q };
    const size = SEARCH_LIMITS.pageSize;
    let wanted = Math.max(1, Math.min(query.page ?? 1, SEARCH_LIMITS.maxPage));
    const [found, suggestion] = await Promise.all([
      page(channel, market, terms, kind ?? undefined, size, (wanted - 1) * size),
      didYouMean(channel, market, terms),
    ]);
    let { hits, facets } = found;
    if (hits.length === 0 && wanted > 1) {
      // Past the end: the counts come from the first page, then the last page is shown.
      facets = (await page(channel, market, terms, kind ?? undefined, 1, 0)).facets;
      const count = kind
        ? (facets.find((f) => f.kind === kind)?.count ?? 0)
        : facets.reduce((s, f) => s + f.count, 0);
      wanted = Math.max(1, Math.min(SEARCH_LIMITS.maxPage, Math.ceil(count / size)));
      if (count > 0)
        hits = (await page(channel, market, terms, kind ?? undefined, size, (wanted - 1) * size)).hits;
    }
    const total = kind
      ? (facets.find((f) => f.kind === kind)?.count ?? 0)
      : facets.reduce((s, f) => s + f.count, 0);
    const pageCount = Math.min(SEARCH_LIMITS.maxPage, Math.ceil(total / size));
    const result: SearchResult = {
      query: query.q,
      kind,
      page: total === 0 ? 1 : wanted,
      pageCount,
      total,
      hits,
      facets,
      didYouMean: suggestion,
    };
    answers.set(key, result);
    return result;
  }

  async function suggest(channel: Channel, market: Market, q: string): Promise<SearchSuggestions> {
    const terms = queryTerms(q);
    if (terms.length === 0) return { query: q, hits: [] };
    const key = JSON.stringify(['suggest', channel, market, terms]);
    const known = answers.get(key) as SearchSuggestions | undefined;
    if (known) return { ...known, query: q };
    const { hits } = await page(channel, market, terms, undefined, SEARCH_LIMITS.suggestions, 0);
    const result = { query: q, hits };
    answers.set(key, result);
    return result;
  }

  return {
    refresh,
    search,
    suggest,
    /** Checks the index now (in the background) and every refreshMs. */
    start() {
      const check = () =>
        void refresh().catch((error: unknown) =>
          options.log?.error('search index refresh failed', { error: String(error) }),
        );
      check();
      if (options.refreshMs && options.refreshMs > 0 && !timer) {
        timer = setInterval(check, options.refreshMs);
        timer.unref();
      }
    },
    /** Stops the timer and waits for a running refresh. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
