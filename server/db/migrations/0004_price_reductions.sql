CREATE TABLE "price_reductions" (
	"campaign_id" text NOT NULL,
	"material" text NOT NULL,
	"percent_off" integer NOT NULL,
	CONSTRAINT "price_reductions_campaign_id_material_pk" PRIMARY KEY("campaign_id","material"),
	CONSTRAINT "price_reductions_percent_check" CHECK ("price_reductions"."percent_off" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "price_reductions" ADD CONSTRAINT "price_reductions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_reductions" ADD CONSTRAINT "price_reductions_material_materials_id_fk" FOREIGN KEY ("material") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;