CREATE TABLE "membership_changes" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "membership_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"membership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_plan_id" integer NOT NULL,
	"to_plan_id" integer,
	"effective_on" date NOT NULL,
	"until_on" date,
	"fee_pence" integer DEFAULT 0 NOT NULL,
	"amount_pence" integer DEFAULT 0 NOT NULL,
	"acted_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_changes_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "membership_changes_amounts" CHECK ("membership_changes"."fee_pence" >= 0 and "membership_changes"."amount_pence" >= 0 and ("membership_changes"."until_on" is null or "membership_changes"."until_on" > "membership_changes"."effective_on"))
);
--> statement-breakpoint
CREATE TABLE "opayo_refunds" (
	"account" text NOT NULL,
	"vendor_tx_code" text NOT NULL,
	"payment_transaction_id" text NOT NULL,
	"refund_transaction_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opayo_refunds_account_vendor_tx_code_pk" PRIMARY KEY("account","vendor_tx_code")
);
--> statement-breakpoint
DROP INDEX "membership_charges_period_key";--> statement-breakpoint
DROP INDEX "customer_memberships_billing_idx";--> statement-breakpoint
ALTER TABLE "membership_charges" ADD COLUMN "change_id" integer;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD COLUMN "card_expiry_month" integer;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD COLUMN "card_expiry_year" integer;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD COLUMN "mandate_reference" text;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "notice_months" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "freeze_months_per_year" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "freeze_fee_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD COLUMN "pending_plan_id" integer;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD COLUMN "pending_price_pence" integer;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD COLUMN "pending_from" date;--> statement-breakpoint
ALTER TABLE "client_payment_settings" ADD COLUMN "direct_debit_provider" text;--> statement-breakpoint
ALTER TABLE "membership_changes" ADD CONSTRAINT "membership_changes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_changes" ADD CONSTRAINT "membership_changes_membership_fk" FOREIGN KEY ("client_id","membership_id") REFERENCES "public"."customer_memberships"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_changes_membership_idx" ON "membership_changes" USING btree ("client_id","membership_id","kind");--> statement-breakpoint
CREATE INDEX "opayo_refunds_payment" ON "opayo_refunds" USING btree ("account","payment_transaction_id");--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_change_fk" FOREIGN KEY ("client_id","change_id") REFERENCES "public"."membership_changes"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_pending_plan_fk" FOREIGN KEY ("client_id","pending_plan_id") REFERENCES "public"."membership_plans"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_change_key" ON "membership_charges" USING btree ("client_id","change_id") WHERE "membership_charges"."change_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_period_key" ON "membership_charges" USING btree ("client_id","membership_id","period_start") WHERE "membership_charges"."change_id" is null;--> statement-breakpoint
CREATE INDEX "customer_memberships_billing_idx" ON "customer_memberships" USING btree ("next_payment_on") WHERE "customer_memberships"."status" in ('active', 'frozen');--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_changes" CHECK ("membership_plans"."notice_months" >= 0 and "membership_plans"."freeze_months_per_year" between 0 and 12 and "membership_plans"."freeze_fee_pence" >= 0);