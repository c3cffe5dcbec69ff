CREATE TABLE "customer_pictures" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"product" text NOT NULL,
	"image" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"author" text,
	"captions" jsonb NOT NULL,
	"approved" boolean NOT NULL,
	"shared_on" date NOT NULL,
	CONSTRAINT "customer_pictures_channel_check" CHECK ("customer_pictures"."channel" in ('cards', 'posters')),
	CONSTRAINT "customer_pictures_size_check" CHECK ("customer_pictures"."width" > 0 and "customer_pictures"."height" > 0),
	CONSTRAINT "customer_pictures_image_check" CHECK ("customer_pictures"."image" like '/assets/%'),
	CONSTRAINT "customer_pictures_captions_check" CHECK (jsonb_typeof("customer_pictures"."captions" -> 'de') = 'string')
);
--> statement-breakpoint
CREATE INDEX "customer_pictures_listing_idx" ON "customer_pictures" USING btree ("channel","product","shared_on");