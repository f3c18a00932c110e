CREATE TABLE "membership_charges" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "membership_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"membership_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"leased_until" timestamp with time zone,
	"provider" text,
	"provider_transaction_id" text,
	"failure_message" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_charges_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "membership_charges_amount" CHECK ("membership_charges"."amount_pence" > 0),
	CONSTRAINT "membership_charges_period" CHECK ("membership_charges"."period_end" > "membership_charges"."period_start")
);
--> statement-breakpoint
CREATE TABLE "payment_instructions" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payment_instructions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"label" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_instructions_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "card_refunds" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "card_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_refund_id" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_refunds_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "card_refunds_amount" CHECK ("card_refunds"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "client_payment_settings" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"public_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" text,
	"key_id" text,
	"cancellation_refunds" text DEFAULT 'credit' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_payment_settings_sealed" CHECK (("client_payment_settings"."secrets" is null) = ("client_payment_settings"."key_id" is null))
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "hold_extended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD COLUMN "billing_day" integer;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD COLUMN "price_pence" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "terms_url" text;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_membership_fk" FOREIGN KEY ("client_id","membership_id") REFERENCES "public"."customer_memberships"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD CONSTRAINT "payment_instructions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD CONSTRAINT "payment_instructions_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_booking_fk" FOREIGN KEY ("client_id","booking_id") REFERENCES "public"."bookings"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_order_fk" FOREIGN KEY ("client_id","order_id") REFERENCES "public"."orders"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payment_settings" ADD CONSTRAINT "client_payment_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_charges_period_key" ON "membership_charges" USING btree ("client_id","membership_id","period_start");--> statement-breakpoint
CREATE INDEX "membership_charges_user_idx" ON "membership_charges" USING btree ("client_id","user_id","status");--> statement-breakpoint
CREATE INDEX "membership_charges_work_idx" ON "membership_charges" USING btree ("next_attempt_at") WHERE "membership_charges"."status" in ('due', 'charging');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_instructions_one_live_key" ON "payment_instructions" USING btree ("client_id","user_id") WHERE "payment_instructions"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "card_refunds_booking_key" ON "card_refunds" USING btree ("client_id","booking_id");--> statement-breakpoint
CREATE INDEX "card_refunds_order_idx" ON "card_refunds" USING btree ("client_id","order_id");--> statement-breakpoint
CREATE INDEX "card_refunds_unsettled_idx" ON "card_refunds" USING btree ("next_attempt_at") WHERE "card_refunds"."status" in ('pending', 'failed');--> statement-breakpoint
CREATE INDEX "customer_memberships_billing_idx" ON "customer_memberships" USING btree ("next_payment_on") WHERE "customer_memberships"."status" = 'active';--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_billing" CHECK (("customer_memberships"."billing_day" is null or "customer_memberships"."billing_day" between 1 and 31) and ("customer_memberships"."price_pence" is null or "customer_memberships"."price_pence" >= 0));--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_terms_url" CHECK ("clients"."terms_url" is null or "clients"."terms_url" ~* '^https://[a-z0-9-]+(\.[a-z0-9-]+)+(:[0-9]+)?([/?#][^[:space:]]*)?$');