ALTER TABLE "payment_instructions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD COLUMN "card_expiry_month" integer;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD COLUMN "card_expiry_year" integer;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD COLUMN "mandate_reference" text;