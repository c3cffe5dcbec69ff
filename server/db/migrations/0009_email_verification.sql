ALTER TABLE "customer_tokens" DROP CONSTRAINT "customer_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Issue 34 item 13: accounts opened before verification existed count as verified.
UPDATE "customers" SET "email_verified_at" = "created_at";--> statement-breakpoint
ALTER TABLE "customer_tokens" ADD CONSTRAINT "customer_tokens_purpose_check" CHECK ("customer_tokens"."purpose" in ('password-reset', 'email-change', 'email-verify', 'login-device'));