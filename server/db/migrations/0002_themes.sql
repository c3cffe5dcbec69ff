CREATE TABLE "theme_formats" (
	"theme_id" text NOT NULL,
	"card_format_id" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "theme_formats_theme_id_card_format_id_pk" PRIMARY KEY("theme_id","card_format_id")
);
--> statement-breakpoint
CREATE TABLE "theme_translations" (
	"theme_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "theme_translations_theme_id_language_pk" PRIMARY KEY("theme_id","language"),
	CONSTRAINT "theme_translations_language_check" CHECK ("theme_translations"."language" in ('de', 'en', 'es', 'fr', 'it', 'nl')),
	CONSTRAINT "theme_translations_title_check" CHECK (length("theme_translations"."title") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" text PRIMARY KEY NOT NULL,
	"occasion" text NOT NULL,
	"aspect_ratio" text NOT NULL,
	"style" text NOT NULL,
	"punching" text DEFAULT 'none' NOT NULL,
	"colors" text[] NOT NULL,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" date NOT NULL,
	"images" text[] NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "themes_occasion_check" CHECK ("themes"."occasion" in ('einschulung', 'firmung', 'geburt', 'geburtstag', 'geburtstag/kindergeburtstag', 'hochzeit', 'kommunion', 'konfirmation', 'ostern', 'taufe', 'trauer', 'weihnachten/geschaeftlich', 'weihnachten/privat')),
	CONSTRAINT "themes_aspect_ratio_check" CHECK ("themes"."aspect_ratio" in ('din-landscape', 'din-portrait', 'square')),
	CONSTRAINT "themes_style_check" CHECK ("themes"."style" in ('classic', 'modern', 'playful', 'elegant', 'minimal', 'rustic')),
	CONSTRAINT "themes_punching_check" CHECK ("themes"."punching" in ('none', 'rounded-corners', 'wavy-edge', 'heart-window')),
	CONSTRAINT "themes_colors_check" CHECK (cardinality("themes"."colors") > 0),
	CONSTRAINT "themes_images_check" CHECK (cardinality("themes"."images") > 0),
	CONSTRAINT "themes_popularity_check" CHECK ("themes"."popularity" >= 0),
	CONSTRAINT "themes_id_check" CHECK ("themes"."id" ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$')
);
--> statement-breakpoint
ALTER TABLE "theme_formats" ADD CONSTRAINT "theme_formats_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_formats" ADD CONSTRAINT "theme_formats_card_format_id_card_formats_id_fk" FOREIGN KEY ("card_format_id") REFERENCES "public"."card_formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_translations" ADD CONSTRAINT "theme_translations_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;