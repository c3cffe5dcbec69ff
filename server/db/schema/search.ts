/**
 * The site search index (issue 32 §1): one set of documents per channel and market, each with a
 * tsvector built with the market language's text-search configuration and a text of its words for
 * trigram matching (pg_trgm), the vocabulary for "did you mean", and what each index was built from.
 * Rebuilt by server/search/search-index.ts; never edited by hand.
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { CHANNELS, type Channel, MARKETS, type Market } from '../../../shared/markets';
import { SEARCH_KINDS, type SearchKind } from '../../../shared/search/search';
import { oneOf } from './columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchDocuments = pgTable(
  'search_documents',
  {
    channel: text('channel').$type<Channel>().notNull(),
    market: text('market').$type<Market>().notNull(),
    kind: text('kind').$type<SearchKind>().notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    snippet: text('snippet').notNull().default(''),
    /** Below the market prefix, e.g. "/themes/hochzeit-001". */
    href: text('href').notNull(),
    image: text('image'),
    /** Orders results of equal rank (a design's popularity; pages 0). */
    popularity: integer('popularity').notNull().default(0),
    /** The words trigram similarity compares the query with (title, occasion, style, colours). */
    terms: text('terms').notNull(),
    /** Weighted: title A, occasion and subtitle B, style and colours C, body D. */
    document: tsvector('document').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.market, t.kind, t.key] }),
    oneOf('search_documents_channel_check', t.channel, CHANNELS),
    oneOf('search_documents_market_check', t.market, MARKETS),
    oneOf('search_documents_kind_check', t.kind, SEARCH_KINDS),
    index('search_documents_document_idx').using('gin', t.document),
    index('search_documents_terms_idx').using('gin', sql`${t.terms} gin_trgm_ops`),
  ],
);

/** Every word of a market's index, for "did you mean" (closest word by trigram similarity). */
export const searchWords = pgTable(
  'search_words',
  {
    channel: text('channel').$type<Channel>().notNull(),
    market: text('market').$type<Market>().notNull(),
    word: text('word').notNull(),
    /** In how many documents the word occurs: the more common of two equally close words wins. */
    documents: integer('documents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.market, t.word] }),
    index('search_words_word_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);

/** What each market's index was built from: a rebuild happens only when the fingerprint changes. */
export const searchIndexState = pgTable(
  'search_index_state',
  {
    channel: text('channel').$type<Channel>().notNull(),
    market: text('market').$type<Market>().notNull(),
    fingerprint: text('fingerprint').notNull(),
    documents: integer('documents').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.market] })],
);
