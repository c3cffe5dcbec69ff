CREATE TABLE "basket_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basket_id" uuid NOT NULL,
	"path" text NOT NULL,
	"params" jsonb NOT NULL,
	"design" jsonb NOT NULL,
	"product_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"agreed_unit_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"print_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_items_currency_check" CHECK ("basket_items"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "basket_items_quantity_check" CHECK ("basket_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text,
	"customer_id" uuid,
	"market" text NOT NULL,
	"channel" text NOT NULL,
	"voucher_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "baskets_token_unique" UNIQUE("token_hash"),
	CONSTRAINT "baskets_customer_unique" UNIQUE("customer_id"),
	CONSTRAINT "baskets_owner_check" CHECK (("baskets"."customer_id" is null) <> ("baskets"."token_hash" is null)),
	CONSTRAINT "baskets_market_check" CHECK ("baskets"."market" in ('de-AT', 'de-CH', 'de-DE', 'de-IT', 'de-LI', 'de-LU', 'en-GB', 'en-US', 'es-ES', 'fr-BE', 'fr-CH', 'fr-FR', 'fr-LU', 'it-CH', 'it-IT', 'nl-BE', 'nl-NL')),
	CONSTRAINT "baskets_channel_check" CHECK ("baskets"."channel" in ('cards', 'posters'))
);
--> statement-breakpoint
CREATE TABLE "design_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basket_id" uuid,
	"customer_id" uuid,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"path" text NOT NULL,
	"params" jsonb NOT NULL,
	"design" jsonb NOT NULL,
	"product_type" text NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"print_status" text DEFAULT 'pending' NOT NULL,
	"print_file" text,
	"print_error" text,
	"print_width_mm" integer,
	"print_height_mm" integer,
	"print_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "order_items_position_unique" UNIQUE("order_id","position"),
	CONSTRAINT "order_items_print_status_check" CHECK ("order_items"."print_status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"customer_id" uuid,
	"token_hash" text,
	"market" text NOT NULL,
	"channel" text NOT NULL,
	"address" jsonb NOT NULL,
	"email" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"voucher_code" text,
	"total_cents" integer NOT NULL,
	"vat_basis_points" integer,
	"vat_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" in ('chf', 'eur', 'gbp', 'usd'))
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_uploads" ADD CONSTRAINT "design_uploads_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_uploads" ADD CONSTRAINT "design_uploads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_items_basket_idx" ON "basket_items" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "baskets_updated_idx" ON "baskets" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "design_uploads_basket_idx" ON "design_uploads" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");