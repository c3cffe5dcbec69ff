CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"order_number" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_channel_check" CHECK ("contact_messages"."channel" in ('cards', 'posters'))
);
--> statement-breakpoint
CREATE TABLE "customer_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"new_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "customer_tokens_purpose_check" CHECK ("customer_tokens"."purpose" in ('password-reset', 'email-change'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "customers_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"email" text NOT NULL,
	"email_hash" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"is_whitelabel_customer" boolean DEFAULT false NOT NULL,
	"whitelabel_order" boolean DEFAULT false NOT NULL,
	"channel" text NOT NULL,
	"market" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_number_unique" UNIQUE("number"),
	CONSTRAINT "customers_email_unique" UNIQUE("email"),
	CONSTRAINT "customers_channel_check" CHECK ("customers"."channel" in ('cards', 'posters')),
	CONSTRAINT "customers_market_check" CHECK ("customers"."market" in ('de-AT', 'de-CH', 'de-DE', 'de-IT', 'de-LI', 'de-LU', 'en-GB', 'en-US', 'es-ES', 'fr-BE', 'fr-CH', 'fr-FR', 'fr-LU', 'it-CH', 'it-IT', 'nl-BE', 'nl-NL')),
	CONSTRAINT "customers_email_check" CHECK ("customers"."email" = lower("customers"."email") and position('@' in "customers"."email") > 1)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"channel" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"market" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_token_hash" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_ip" text,
	"confirmed_at" timestamp with time zone,
	"confirm_ip" text,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_channel_email_pk" PRIMARY KEY("channel","email"),
	CONSTRAINT "newsletter_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "newsletter_subscriptions_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "newsletter_channel_check" CHECK ("newsletter_subscriptions"."channel" in ('cards', 'posters')),
	CONSTRAINT "newsletter_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "newsletter_market_check" CHECK ("newsletter_subscriptions"."market" in ('de-AT', 'de-CH', 'de-DE', 'de-IT', 'de-LI', 'de-LU', 'en-GB', 'en-US', 'es-ES', 'fr-BE', 'fr-CH', 'fr-FR', 'fr-LU', 'it-CH', 'it-IT', 'nl-BE', 'nl-NL'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid,
	"pending_profile" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	CONSTRAINT "sessions_owner_check" CHECK (("sessions"."customer_id" is null) <> ("sessions"."pending_profile" is null))
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wishlist_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" uuid,
	"anonymous_id" text,
	"theme_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_customer_theme_unique" UNIQUE("customer_id","theme_id"),
	CONSTRAINT "wishlist_anonymous_theme_unique" UNIQUE("anonymous_id","theme_id"),
	CONSTRAINT "wishlist_owner_check" CHECK (("wishlist_items"."customer_id" is null) <> ("wishlist_items"."anonymous_id" is null))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tokens" ADD CONSTRAINT "customer_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_tokens_customer_idx" ON "customer_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "wishlist_anonymous_idx" ON "wishlist_items" USING btree ("anonymous_id");