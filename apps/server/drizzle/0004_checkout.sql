CREATE TABLE "bookings" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"order_id" integer NOT NULL,
	"cart_item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attendee_user_id" integer,
	"type" text NOT NULL,
	"class_occurrence_id" integer,
	"slot_booking_id" integer,
	"ticket_time_id" integer,
	"ticket_type_id" integer,
	"course_id" integer,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"quantity" integer NOT NULL,
	"places" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "cart_discounts" (
	"client_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"discount_code_id" integer NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_discounts_client_id_cart_id_discount_code_id_pk" PRIMARY KEY("client_id","cart_id","discount_code_id")
);
--> statement-breakpoint
CREATE TABLE "cart_payments" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cart_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"kind" text NOT NULL,
	"tender_type" text NOT NULL,
	"credit_kind" text,
	"amount_pence" integer NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_payments_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "cart_payments_amount" CHECK ("cart_payments"."amount_pence" > 0),
	CONSTRAINT "cart_payments_credit_kind" CHECK (("cart_payments"."tender_type" = 'credit') = ("cart_payments"."credit_kind" is not null))
);
--> statement-breakpoint
CREATE TABLE "checkout_transactions" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "checkout_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"provider" text NOT NULL,
	"session_key" text,
	"provider_transaction_id" text,
	"status" text DEFAULT 'authorising' NOT NULL,
	"amount_pence" integer NOT NULL,
	"payments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"error_message" text,
	"order_id" integer,
	"refunded_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_transactions_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "checkout_transactions_amount" CHECK ("checkout_transactions"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "credit_ledger_amount" CHECK ("credit_ledger"."amount_pence" <> 0)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "discount_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"description" text NOT NULL,
	"percent_off" integer,
	"amount_off_pence" integer,
	"minimum_spend_pence" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "discount_codes_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "discount_codes_upper" CHECK ("discount_codes"."code" = upper("discount_codes"."code")),
	CONSTRAINT "discount_codes_one_kind" CHECK (num_nonnulls("discount_codes"."percent_off", "discount_codes"."amount_off_pence") = 1),
	CONSTRAINT "discount_codes_percent" CHECK ("discount_codes"."percent_off" is null or "discount_codes"."percent_off" between 1 and 100),
	CONSTRAINT "discount_codes_amount" CHECK ("discount_codes"."amount_off_pence" is null or "discount_codes"."amount_off_pence" > 0),
	CONSTRAINT "discount_codes_redemptions" CHECK ("discount_codes"."max_redemptions" is null or "discount_codes"."redemption_count" <= "discount_codes"."max_redemptions")
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"tender_type" text NOT NULL,
	"credit_kind" text,
	"amount_pence" integer NOT NULL,
	"provider" text,
	"provider_transaction_id" text,
	"taken_by_user_id" integer,
	"offline_reference" text,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "order_payments_amount" CHECK ("order_payments"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"placed_by_user_id" integer,
	"source" text NOT NULL,
	"subtotal_pence" integer NOT NULL,
	"discount_pence" integer DEFAULT 0 NOT NULL,
	"total_pence" integer NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "orders_totals" CHECK ("orders"."total_pence" = "orders"."subtotal_pence" - "orders"."discount_pence"),
	CONSTRAINT "orders_total" CHECK ("orders"."total_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "saved_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"session_key" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"cardholder_name" text NOT NULL,
	"behaviour" text NOT NULL,
	"reusable" text DEFAULT 'no' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"vendor_tx_code" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_sessions" (
	"key" text PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"vendor_tx_code" text NOT NULL,
	"card_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"refunded_pence" integer DEFAULT 0 NOT NULL,
	"return_url" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_one_target";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_client_id_user_id_key_pk";--> statement-breakpoint
ALTER TABLE "carts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "pricing_option_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "purchased_for_user_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "guest_key_hash" text;--> statement-breakpoint
DELETE FROM "idempotency_keys";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "owner" text NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_client_id_owner_key_pk" PRIMARY KEY("client_id","owner","key");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_fk" FOREIGN KEY ("client_id","order_id") REFERENCES "public"."orders"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_cart_fk" FOREIGN KEY ("client_id","cart_id") REFERENCES "public"."carts"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_code_fk" FOREIGN KEY ("client_id","discount_code_id") REFERENCES "public"."discount_codes"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_payments" ADD CONSTRAINT "cart_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_payments" ADD CONSTRAINT "cart_payments_cart_fk" FOREIGN KEY ("client_id","cart_id") REFERENCES "public"."carts"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_transactions" ADD CONSTRAINT "checkout_transactions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_transactions" ADD CONSTRAINT "checkout_transactions_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_transactions" ADD CONSTRAINT "checkout_transactions_cart_fk" FOREIGN KEY ("client_id","cart_id") REFERENCES "public"."carts"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_fk" FOREIGN KEY ("client_id","order_id") REFERENCES "public"."orders"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_fk" FOREIGN KEY ("client_id","cart_id") REFERENCES "public"."carts"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_client_uid_key" ON "bookings" USING btree ("client_id","uid");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_cart_item_key" ON "bookings" USING btree ("client_id","cart_item_id");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("client_id","user_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_order_idx" ON "bookings" USING btree ("client_id","order_id");--> statement-breakpoint
CREATE INDEX "bookings_class_idx" ON "bookings" USING btree ("client_id","class_occurrence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_payments_one_per_kind_key" ON "cart_payments" USING btree ("client_id","cart_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_transactions_client_uuid_key" ON "checkout_transactions" USING btree ("client_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_transactions_provider_tx_key" ON "checkout_transactions" USING btree ("client_id","provider","provider_transaction_id") WHERE "checkout_transactions"."provider_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "checkout_transactions_cart_idx" ON "checkout_transactions" USING btree ("client_id","cart_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("client_id","user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_client_code_key" ON "discount_codes" USING btree ("client_id","code");--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("client_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_offline_reference_key" ON "order_payments" USING btree ("client_id","offline_reference") WHERE "order_payments"."offline_reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_uuid_key" ON "orders" USING btree ("client_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_reference_key" ON "orders" USING btree ("client_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_per_cart_key" ON "orders" USING btree ("client_id","cart_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("client_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_token_key" ON "saved_cards" USING btree ("client_id","provider","provider_token");--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_vendor_key" ON "sandbox_refunds" USING btree ("transaction_id","vendor_tx_code");--> statement-breakpoint
CREATE INDEX "sandbox_sessions_expires_idx" ON "sandbox_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transactions_vendor_key" ON "sandbox_transactions" USING btree ("merchant","vendor_tx_code");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_course_fk" FOREIGN KEY ("client_id","course_id") REFERENCES "public"."courses"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_purchased_for_fk" FOREIGN KEY ("client_id","purchased_for_user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_course_held_idx" ON "cart_items" USING btree ("client_id","course_id","hold_expires_at") WHERE "cart_items"."status" = 'held' and "cart_items"."course_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_open_per_guest_key" ON "carts" USING btree ("client_id","guest_key_hash") WHERE "carts"."status" = 'open';--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_one_target" CHECK (num_nonnulls("cart_items"."class_occurrence_id", "cart_items"."ad_hoc_slot_id", "cart_items"."ticket_time_id", "cart_items"."course_id") = 1
        and ("cart_items"."type" <> 'activity_class' or "cart_items"."class_occurrence_id" is not null)
        and ("cart_items"."type" <> 'ad_hoc_slot' or "cart_items"."ad_hoc_slot_id" is not null)
        and ("cart_items"."type" <> 'ticket_time' or "cart_items"."ticket_time_id" is not null)
        and ("cart_items"."type" <> 'course' or "cart_items"."course_id" is not null));--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_owner" CHECK (("carts"."user_id" is null) <> ("carts"."guest_key_hash" is null));