-- pg_trgm gives trigram similarity for typos; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"channel" text NOT NULL,
	"market" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"snippet" text DEFAULT '' NOT NULL,
	"href" text NOT NULL,
	"image" text,
	"popularity" integer DEFAULT 0 NOT NULL,
	"terms" text NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_channel_market_kind_key_pk" PRIMARY KEY("channel","market","kind","key"),
	CONSTRAINT "search_documents_channel_check" CHECK ("search_documents"."channel" in ('cards', 'posters')),
	CONSTRAINT "search_documents_market_check" CHECK ("search_documents"."market" in ('de-AT', 'de-CH', 'de-DE', 'de-IT', 'de-LI', 'de-LU', 'en-GB', 'en-US', 'es-ES', 'fr-BE', 'fr-CH', 'fr-FR', 'fr-LU', 'it-CH', 'it-IT', 'nl-BE', 'nl-NL')),
	CONSTRAINT "search_documents_kind_check" CHECK ("search_documents"."kind" in ('design', 'product', 'page', 'help'))
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"channel" text NOT NULL,
	"market" text NOT NULL,
	"fingerprint" text NOT NULL,
	"documents" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_index_state_channel_market_pk" PRIMARY KEY("channel","market")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"channel" text NOT NULL,
	"market" text NOT NULL,
	"word" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "search_words_channel_market_word_pk" PRIMARY KEY("channel","market","word")
);
--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_terms_idx" ON "search_documents" USING gin ("terms" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING gin ("word" gin_trgm_ops);