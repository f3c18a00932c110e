ALTER TABLE "payment_instructions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "client_payment_settings" ADD COLUMN "direct_debit_provider" text;