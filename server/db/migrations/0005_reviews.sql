CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"stars" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reviews_channel_check" CHECK ("reviews"."channel" in ('cards', 'posters')),
	CONSTRAINT "reviews_language_check" CHECK ("reviews"."language" in ('de', 'en', 'es', 'fr', 'it', 'nl')),
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX "reviews_channel_language_idx" ON "reviews" USING btree ("channel","language","created_at");