CREATE TABLE "accessories" (
	"sku" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"label_key" text NOT NULL,
	"sub_type" text,
	"colour" text,
	"paper" text,
	"width_mm" integer,
	"height_mm" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "accessories_kind_check" CHECK ("accessories"."kind" in ('bow', 'box', 'envelope', 'inlay', 'posterbar', 'ribbon', 'screw', 'standard')),
	CONSTRAINT "accessories_size_check" CHECK ("accessories"."width_mm" > 0 and "accessories"."height_mm" > 0)
);
--> statement-breakpoint
CREATE TABLE "accessory_price_tiers" (
	"region" text NOT NULL,
	"size_class" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "accessory_price_tiers_region_size_class_pk" PRIMARY KEY("region","size_class"),
	CONSTRAINT "accessory_price_tiers_region_check" CHECK ("accessory_price_tiers"."region" in ('AT', 'CH', 'DE')),
	CONSTRAINT "accessory_price_tiers_size_class_check" CHECK ("accessory_price_tiers"."size_class" in ('large', 'compact', 'standard')),
	CONSTRAINT "accessory_price_tiers_currency_check" CHECK ("accessory_price_tiers"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "accessory_price_tiers_amount_check" CHECK ("accessory_price_tiers"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "accessory_prices" (
	"sku" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "accessory_prices_sku_currency_pk" PRIMARY KEY("sku","currency"),
	CONSTRAINT "accessory_prices_currency_check" CHECK ("accessory_prices"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "accessory_prices_amount_check" CHECK ("accessory_prices"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "accessory_special_prices" (
	"region" text NOT NULL,
	"card_format_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "accessory_special_prices_region_card_format_id_pk" PRIMARY KEY("region","card_format_id"),
	CONSTRAINT "accessory_special_prices_region_check" CHECK ("accessory_special_prices"."region" in ('AT', 'CH', 'DE')),
	CONSTRAINT "accessory_special_prices_currency_check" CHECK ("accessory_special_prices"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "accessory_special_prices_amount_check" CHECK ("accessory_special_prices"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "card_format_accessories" (
	"card_format_id" text NOT NULL,
	"sku" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_format_accessories_card_format_id_sku_pk" PRIMARY KEY("card_format_id","sku")
);
--> statement-breakpoint
CREATE TABLE "calendar_formats" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "calendar_formats_size_check" CHECK ("calendar_formats"."width_mm" > 0 and "calendar_formats"."height_mm" > 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_mounting_prices" (
	"mounting_id" text NOT NULL,
	"currency" text NOT NULL,
	"surcharge_cents" integer NOT NULL,
	CONSTRAINT "calendar_mounting_prices_mounting_id_currency_pk" PRIMARY KEY("mounting_id","currency"),
	CONSTRAINT "calendar_mounting_prices_currency_check" CHECK ("calendar_mounting_prices"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "calendar_mounting_prices_amount_check" CHECK ("calendar_mounting_prices"."surcharge_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_mountings" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_prices" (
	"type_id" text NOT NULL,
	"format_id" text NOT NULL,
	"currency" text NOT NULL,
	"price_current_cents" integer NOT NULL,
	"price_original_cents" integer NOT NULL,
	CONSTRAINT "calendar_prices_type_id_format_id_currency_pk" PRIMARY KEY("type_id","format_id","currency"),
	CONSTRAINT "calendar_prices_currency_check" CHECK ("calendar_prices"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "calendar_prices_amount_check" CHECK ("calendar_prices"."price_current_cents" >= 0),
	CONSTRAINT "calendar_prices_original_check" CHECK ("calendar_prices"."price_original_cents" >= "calendar_prices"."price_current_cents")
);
--> statement-breakpoint
CREATE TABLE "calendar_type_formats" (
	"type_id" text NOT NULL,
	"format_id" text NOT NULL,
	"mountings" text[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "calendar_type_formats_type_id_format_id_pk" PRIMARY KEY("type_id","format_id"),
	CONSTRAINT "calendar_type_formats_mountings_check" CHECK (cardinality("calendar_type_formats"."mountings") > 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_types" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_formats" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"folded" boolean NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "card_formats_size_check" CHECK ("card_formats"."width_mm" > 0 and "card_formats"."height_mm" > 0)
);
--> statement-breakpoint
CREATE TABLE "card_price_tiers" (
	"format_id" text NOT NULL,
	"currency" text NOT NULL,
	"min_quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	CONSTRAINT "card_price_tiers_format_id_currency_min_quantity_pk" PRIMARY KEY("format_id","currency","min_quantity"),
	CONSTRAINT "card_price_tiers_currency_check" CHECK ("card_price_tiers"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "card_price_tiers_quantity_check" CHECK ("card_price_tiers"."min_quantity" > 0),
	CONSTRAINT "card_price_tiers_amount_check" CHECK ("card_price_tiers"."unit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "card_refinement_prices" (
	"refinement" text NOT NULL,
	"currency" text NOT NULL,
	"unit_cents" integer NOT NULL,
	CONSTRAINT "card_refinement_prices_refinement_currency_pk" PRIMARY KEY("refinement","currency"),
	CONSTRAINT "card_refinement_prices_refinement_check" CHECK ("card_refinement_prices"."refinement" in ('gold', 'none', 'relief', 'rosegold', 'silver')),
	CONSTRAINT "card_refinement_prices_currency_check" CHECK ("card_refinement_prices"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "card_refinement_prices_amount_check" CHECK ("card_refinement_prices"."unit_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "collage_material_types" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"base_material" text NOT NULL,
	"frame_type" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_group_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"label_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"key" text NOT NULL,
	"set_id" text,
	"category_id" integer,
	"label_key" text NOT NULL,
	"designer_params" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "design_groups_key_unique" UNIQUE("key"),
	CONSTRAINT "design_groups_product_type_check" CHECK ("design_groups"."product_type" in ('calendar', 'card', 'collage', 'photoframe', 'photoprint', 'photobook', 'photobox'))
);
--> statement-breakpoint
CREATE TABLE "format_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"aspect_ratio" text,
	"listed" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formats" (
	"id" text PRIMARY KEY NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"format_group_id" text NOT NULL,
	CONSTRAINT "formats_size_unique" UNIQUE("width_mm","height_mm"),
	CONSTRAINT "formats_size_check" CHECK ("formats"."width_mm" > 0 and "formats"."height_mm" > 0),
	CONSTRAINT "formats_id_check" CHECK ("formats"."id" = "formats"."width_mm"::text || 'x' || "formats"."height_mm"::text)
);
--> statement-breakpoint
CREATE TABLE "frame_materials" (
	"frame_type" text NOT NULL,
	"material" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "frame_materials_frame_type_material_pk" PRIMARY KEY("frame_type","material")
);
--> statement-breakpoint
CREATE TABLE "frames" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"default_color" text NOT NULL,
	"default_mat_size" integer NOT NULL,
	"default_mat_type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "frames_default_color_check" CHECK ("frames"."default_color" in ('black', 'blue', 'cool-gray', 'dirty-white', 'green', 'orange', 'pink', 'red', 'smashy1', 'smashy2', 'white', 'yellow')),
	CONSTRAINT "frames_mat_check" CHECK ("frames"."default_mat_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "localized_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"language" text NOT NULL,
	"primary" boolean DEFAULT true NOT NULL,
	CONSTRAINT "localized_paths_language_check" CHECK ("localized_paths"."language" in ('de', 'en', 'es', 'fr', 'it', 'nl'))
);
--> statement-breakpoint
CREATE TABLE "material_formats" (
	"material" text NOT NULL,
	"format_id" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "material_formats_material_format_id_pk" PRIMARY KEY("material","format_id")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"channels" text[] NOT NULL,
	"default_frame_type" text,
	"initial_format" text NOT NULL,
	"min_width_mm" integer NOT NULL,
	"max_width_mm" integer NOT NULL,
	"min_height_mm" integer NOT NULL,
	"max_height_mm" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "materials_limits_check" CHECK ("materials"."min_width_mm" > 0 and "materials"."min_height_mm" > 0),
	CONSTRAINT "materials_limits_order_check" CHECK ("materials"."min_width_mm" <= "materials"."max_width_mm" and "materials"."min_height_mm" <= "materials"."max_height_mm"),
	CONSTRAINT "materials_channels_check" CHECK ("materials"."channels" <@ array['cards', 'posters']::text[])
);
--> statement-breakpoint
CREATE TABLE "option_group_materials" (
	"group_id" text NOT NULL,
	"material" text NOT NULL,
	"default_option_id" text NOT NULL,
	CONSTRAINT "option_group_materials_group_id_material_pk" PRIMARY KEY("group_id","material")
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"framed_only" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"label_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photobook_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accessory_order_lines" (
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"line_cents" integer NOT NULL,
	CONSTRAINT "accessory_order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no"),
	CONSTRAINT "accessory_order_lines_quantity_check" CHECK ("accessory_order_lines"."quantity" > 0),
	CONSTRAINT "accessory_order_lines_total_check" CHECK ("accessory_order_lines"."line_cents" = "accessory_order_lines"."unit_cents" * "accessory_order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "accessory_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"card_format_id" text,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accessory_orders_channel_check" CHECK ("accessory_orders"."channel" in ('cards', 'posters')),
	CONSTRAINT "accessory_orders_market_check" CHECK ("accessory_orders"."market" in ('de-AT', 'de-CH', 'de-DE', 'de-IT', 'de-LI', 'de-LU', 'en-GB', 'en-US', 'es-ES', 'fr-BE', 'fr-CH', 'fr-FR', 'fr-LU', 'it-CH', 'it-IT', 'nl-BE', 'nl-NL')),
	CONSTRAINT "accessory_orders_currency_check" CHECK ("accessory_orders"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "accessory_orders_total_check" CHECK ("accessory_orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_voucher_values" (
	"currency" text NOT NULL,
	"value_cents" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_voucher_values_currency_value_cents_pk" PRIMARY KEY("currency","value_cents"),
	CONSTRAINT "gift_voucher_values_currency_check" CHECK ("gift_voucher_values"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "gift_voucher_values_amount_check" CHECK ("gift_voucher_values"."value_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sku_container_items" (
	"container_id" text NOT NULL,
	"sku" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sku_container_items_container_id_sku_pk" PRIMARY KEY("container_id","sku")
);
--> statement-breakpoint
CREATE TABLE "sku_containers" (
	"id" text PRIMARY KEY NOT NULL,
	"channels" text[] NOT NULL,
	"label_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_amounts" (
	"code" text NOT NULL,
	"currency" text NOT NULL,
	"amount_off_cents" integer,
	"min_order_cents" integer NOT NULL,
	CONSTRAINT "voucher_amounts_code_currency_pk" PRIMARY KEY("code","currency"),
	CONSTRAINT "voucher_amounts_currency_check" CHECK ("voucher_amounts"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "voucher_amounts_amount_check" CHECK ("voucher_amounts"."min_order_cents" >= 0),
	CONSTRAINT "voucher_amounts_off_check" CHECK ("voucher_amounts"."amount_off_cents" is null or "voucher_amounts"."amount_off_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"percent_off" integer,
	"channel" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"description_key" text NOT NULL,
	CONSTRAINT "vouchers_kind_check" CHECK ("vouchers"."kind" in ('percent', 'amount')),
	CONSTRAINT "vouchers_code_check" CHECK ("vouchers"."code" = upper("vouchers"."code")),
	CONSTRAINT "vouchers_percent_check" CHECK (("vouchers"."kind" = 'percent') = ("vouchers"."percent_off" is not null) and coalesce("vouchers"."percent_off", 1) between 1 and 100),
	CONSTRAINT "vouchers_channel_check" CHECK ("vouchers"."channel" in ('cards', 'posters'))
);
--> statement-breakpoint
CREATE TABLE "photobook_bindings" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photobook_cover_laminations" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photobook_covers" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photobook_formats" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "photobook_formats_size_check" CHECK ("photobook_formats"."width_mm" > 0 and "photobook_formats"."height_mm" > 0)
);
--> statement-breakpoint
CREATE TABLE "photobook_papers" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"writable" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photobook_prices" (
	"type_id" text NOT NULL,
	"format_id" text NOT NULL,
	"currency" text NOT NULL,
	"price_current_cents" integer NOT NULL,
	"price_original_cents" integer NOT NULL,
	"per_extra_page_cents" integer NOT NULL,
	CONSTRAINT "photobook_prices_type_id_format_id_currency_pk" PRIMARY KEY("type_id","format_id","currency"),
	CONSTRAINT "photobook_prices_currency_check" CHECK ("photobook_prices"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "photobook_prices_amount_check" CHECK ("photobook_prices"."price_current_cents" >= 0 and "photobook_prices"."per_extra_page_cents" >= 0),
	CONSTRAINT "photobook_prices_original_check" CHECK ("photobook_prices"."price_original_cents" >= "photobook_prices"."price_current_cents")
);
--> statement-breakpoint
CREATE TABLE "photobook_surcharges" (
	"kind" text NOT NULL,
	"option_id" text NOT NULL,
	"currency" text NOT NULL,
	"surcharge_cents" integer NOT NULL,
	CONSTRAINT "photobook_surcharges_kind_option_id_currency_pk" PRIMARY KEY("kind","option_id","currency"),
	CONSTRAINT "photobook_surcharges_kind_check" CHECK ("photobook_surcharges"."kind" in ('cover', 'paper', 'lamination')),
	CONSTRAINT "photobook_surcharges_currency_check" CHECK ("photobook_surcharges"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "photobook_surcharges_amount_check" CHECK ("photobook_surcharges"."surcharge_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "photobook_type_formats" (
	"type_id" text NOT NULL,
	"format_id" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "photobook_type_formats_type_id_format_id_pk" PRIMARY KEY("type_id","format_id")
);
--> statement-breakpoint
CREATE TABLE "photobook_types" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"binding_id" text NOT NULL,
	"min_pages" integer NOT NULL,
	"max_pages" integer NOT NULL,
	"page_step" integer NOT NULL,
	"covers" text[] NOT NULL,
	"papers" text[] NOT NULL,
	"cover_laminations" text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "photobook_types_pages_check" CHECK ("photobook_types"."min_pages" > 0 and "photobook_types"."page_step" > 0),
	CONSTRAINT "photobook_types_page_range_check" CHECK ("photobook_types"."min_pages" <= "photobook_types"."max_pages")
);
--> statement-breakpoint
CREATE TABLE "photobox_formats" (
	"type_id" text NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"label_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "photobox_formats_type_id_width_mm_height_mm_pk" PRIMARY KEY("type_id","width_mm","height_mm"),
	CONSTRAINT "photobox_formats_size_check" CHECK ("photobox_formats"."width_mm" > 0 and "photobox_formats"."height_mm" > 0)
);
--> statement-breakpoint
CREATE TABLE "photobox_prices" (
	"type_id" text NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"currency" text NOT NULL,
	"box_cents" integer NOT NULL,
	"per_print_cents" integer NOT NULL,
	CONSTRAINT "photobox_prices_type_id_width_mm_height_mm_currency_pk" PRIMARY KEY("type_id","width_mm","height_mm","currency"),
	CONSTRAINT "photobox_prices_currency_check" CHECK ("photobox_prices"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "photobox_prices_amount_check" CHECK ("photobox_prices"."box_cents" >= 0 and "photobox_prices"."per_print_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "photobox_types" (
	"id" text PRIMARY KEY NOT NULL,
	"label_key" text NOT NULL,
	"quantity_max" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "photobox_types_quantity_check" CHECK ("photobox_types"."quantity_max" > 0)
);
--> statement-breakpoint
CREATE TABLE "format_prices" (
	"material" text NOT NULL,
	"format_id" text NOT NULL,
	"currency" text NOT NULL,
	"price_current_cents" integer NOT NULL,
	"price_original_cents" integer NOT NULL,
	CONSTRAINT "format_prices_material_format_id_currency_pk" PRIMARY KEY("material","format_id","currency"),
	CONSTRAINT "format_prices_currency_check" CHECK ("format_prices"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "format_prices_amount_check" CHECK ("format_prices"."price_current_cents" >= 0),
	CONSTRAINT "format_prices_original_check" CHECK ("format_prices"."price_original_cents" >= "format_prices"."price_current_cents")
);
--> statement-breakpoint
CREATE TABLE "frame_prices" (
	"frame_type" text NOT NULL,
	"currency" text NOT NULL,
	"base_cents" integer NOT NULL,
	"per_meter_cents" integer NOT NULL,
	CONSTRAINT "frame_prices_frame_type_currency_pk" PRIMARY KEY("frame_type","currency"),
	CONSTRAINT "frame_prices_currency_check" CHECK ("frame_prices"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "frame_prices_amount_check" CHECK ("frame_prices"."base_cents" >= 0 and "frame_prices"."per_meter_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "material_area_prices" (
	"material" text NOT NULL,
	"currency" text NOT NULL,
	"base_cents" integer NOT NULL,
	"per_square_meter_cents" integer NOT NULL,
	CONSTRAINT "material_area_prices_material_currency_pk" PRIMARY KEY("material","currency"),
	CONSTRAINT "material_area_prices_currency_check" CHECK ("material_area_prices"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "material_area_prices_amount_check" CHECK ("material_area_prices"."base_cents" >= 0 and "material_area_prices"."per_square_meter_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "option_prices" (
	"option_id" text NOT NULL,
	"currency" text NOT NULL,
	"surcharge_cents" integer NOT NULL,
	CONSTRAINT "option_prices_option_id_currency_pk" PRIMARY KEY("option_id","currency"),
	CONSTRAINT "option_prices_currency_check" CHECK ("option_prices"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "option_prices_amount_check" CHECK ("option_prices"."surcharge_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"text_key" text NOT NULL,
	"color" text NOT NULL,
	"background_color" text NOT NULL,
	"voucher_code" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaigns_channel_check" CHECK ("campaigns"."channel" in ('cards', 'posters')),
	CONSTRAINT "campaigns_window_check" CHECK ("campaigns"."starts_at" < "campaigns"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "channel_settings" (
	"channel" text PRIMARY KEY NOT NULL,
	"alu_gallery_unit" text NOT NULL,
	"apps_available" boolean NOT NULL,
	"condolencebooks_available" boolean NOT NULL,
	"default_collage_id" text NOT NULL,
	"default_photobook_cover_lamination" text NOT NULL,
	"default_photobook_refinement" text NOT NULL,
	"guestbooks_available" boolean NOT NULL,
	"loading_first_img_lazy" boolean NOT NULL,
	"prices_in_product_overview" boolean NOT NULL,
	"show_info_in_photobook_dropdown" boolean NOT NULL,
	"show_photobook_cover_lamination" boolean NOT NULL,
	"templates_compacted" boolean NOT NULL,
	"trailing_slash" boolean NOT NULL,
	"wishlist_available" boolean NOT NULL,
	CONSTRAINT "channel_settings_channel_check" CHECK ("channel_settings"."channel" in ('cards', 'posters'))
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"country" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"standard_cents" integer NOT NULL,
	"express_cents" integer NOT NULL,
	"free_from_cents" integer NOT NULL,
	"delivery_days_min" integer NOT NULL,
	"delivery_days_max" integer NOT NULL,
	"express_days" integer NOT NULL,
	CONSTRAINT "shipping_rates_country_check" CHECK ("shipping_rates"."country" in ('at', 'be', 'ch', 'de', 'es', 'fr', 'gb', 'it', 'li', 'lu', 'nl', 'us')),
	CONSTRAINT "shipping_rates_currency_check" CHECK ("shipping_rates"."currency" in ('chf', 'eur', 'gbp', 'usd')),
	CONSTRAINT "shipping_rates_amount_check" CHECK ("shipping_rates"."standard_cents" >= 0 and "shipping_rates"."express_cents" >= 0 and "shipping_rates"."free_from_cents" >= 0),
	CONSTRAINT "shipping_rates_days_check" CHECK (0 < "shipping_rates"."express_days" and 0 < "shipping_rates"."delivery_days_min" and "shipping_rates"."delivery_days_min" <= "shipping_rates"."delivery_days_max")
);
--> statement-breakpoint
ALTER TABLE "accessory_prices" ADD CONSTRAINT "accessory_prices_sku_accessories_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."accessories"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_special_prices" ADD CONSTRAINT "accessory_special_prices_card_format_id_card_formats_id_fk" FOREIGN KEY ("card_format_id") REFERENCES "public"."card_formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_format_accessories" ADD CONSTRAINT "card_format_accessories_card_format_id_card_formats_id_fk" FOREIGN KEY ("card_format_id") REFERENCES "public"."card_formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_format_accessories" ADD CONSTRAINT "card_format_accessories_sku_accessories_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."accessories"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_mounting_prices" ADD CONSTRAINT "calendar_mounting_prices_mounting_id_calendar_mountings_id_fk" FOREIGN KEY ("mounting_id") REFERENCES "public"."calendar_mountings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_prices" ADD CONSTRAINT "calendar_prices_type_id_format_id_calendar_type_formats_type_id_format_id_fk" FOREIGN KEY ("type_id","format_id") REFERENCES "public"."calendar_type_formats"("type_id","format_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_type_formats" ADD CONSTRAINT "calendar_type_formats_type_id_calendar_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."calendar_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_type_formats" ADD CONSTRAINT "calendar_type_formats_format_id_calendar_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."calendar_formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_price_tiers" ADD CONSTRAINT "card_price_tiers_format_id_card_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."card_formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collage_material_types" ADD CONSTRAINT "collage_material_types_base_material_materials_id_fk" FOREIGN KEY ("base_material") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collage_material_types" ADD CONSTRAINT "collage_material_types_frame_type_frames_id_fk" FOREIGN KEY ("frame_type") REFERENCES "public"."frames"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_groups" ADD CONSTRAINT "design_groups_set_id_design_group_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."design_group_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_groups" ADD CONSTRAINT "design_groups_category_id_photobook_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."photobook_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formats" ADD CONSTRAINT "formats_format_group_id_format_groups_id_fk" FOREIGN KEY ("format_group_id") REFERENCES "public"."format_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_materials" ADD CONSTRAINT "frame_materials_frame_type_frames_id_fk" FOREIGN KEY ("frame_type") REFERENCES "public"."frames"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_materials" ADD CONSTRAINT "frame_materials_material_materials_id_fk" FOREIGN KEY ("material") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_formats" ADD CONSTRAINT "material_formats_material_materials_id_fk" FOREIGN KEY ("material") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_formats" ADD CONSTRAINT "material_formats_format_id_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_default_frame_type_frames_id_fk" FOREIGN KEY ("default_frame_type") REFERENCES "public"."frames"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_initial_format_formats_id_fk" FOREIGN KEY ("initial_format") REFERENCES "public"."formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_group_materials" ADD CONSTRAINT "option_group_materials_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_group_materials" ADD CONSTRAINT "option_group_materials_material_materials_id_fk" FOREIGN KEY ("material") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_group_materials" ADD CONSTRAINT "option_group_materials_default_option_id_options_id_fk" FOREIGN KEY ("default_option_id") REFERENCES "public"."options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."option_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_order_lines" ADD CONSTRAINT "accessory_order_lines_order_id_accessory_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."accessory_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accessory_orders" ADD CONSTRAINT "accessory_orders_card_format_id_card_formats_id_fk" FOREIGN KEY ("card_format_id") REFERENCES "public"."card_formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sku_container_items" ADD CONSTRAINT "sku_container_items_container_id_sku_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."sku_containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_amounts" ADD CONSTRAINT "voucher_amounts_code_vouchers_code_fk" FOREIGN KEY ("code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photobook_prices" ADD CONSTRAINT "photobook_prices_type_id_format_id_photobook_type_formats_type_id_format_id_fk" FOREIGN KEY ("type_id","format_id") REFERENCES "public"."photobook_type_formats"("type_id","format_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photobook_type_formats" ADD CONSTRAINT "photobook_type_formats_type_id_photobook_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."photobook_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photobook_type_formats" ADD CONSTRAINT "photobook_type_formats_format_id_photobook_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."photobook_formats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photobook_types" ADD CONSTRAINT "photobook_types_binding_id_photobook_bindings_id_fk" FOREIGN KEY ("binding_id") REFERENCES "public"."photobook_bindings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photobox_formats" ADD CONSTRAINT "photobox_formats_type_id_photobox_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."photobox_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photobox_prices" ADD CONSTRAINT "photobox_prices_type_id_width_mm_height_mm_photobox_formats_type_id_width_mm_height_mm_fk" FOREIGN KEY ("type_id","width_mm","height_mm") REFERENCES "public"."photobox_formats"("type_id","width_mm","height_mm") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "format_prices" ADD CONSTRAINT "format_prices_material_format_id_material_formats_material_format_id_fk" FOREIGN KEY ("material","format_id") REFERENCES "public"."material_formats"("material","format_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_prices" ADD CONSTRAINT "frame_prices_frame_type_frames_id_fk" FOREIGN KEY ("frame_type") REFERENCES "public"."frames"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_area_prices" ADD CONSTRAINT "material_area_prices_material_materials_id_fk" FOREIGN KEY ("material") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_prices" ADD CONSTRAINT "option_prices_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_voucher_code_vouchers_code_fk" FOREIGN KEY ("voucher_code") REFERENCES "public"."vouchers"("code") ON DELETE no action ON UPDATE no action;