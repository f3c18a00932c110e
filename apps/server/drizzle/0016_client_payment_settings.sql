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
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_booking_fk" FOREIGN KEY ("client_id","booking_id") REFERENCES "public"."bookings"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_order_fk" FOREIGN KEY ("client_id","order_id") REFERENCES "public"."orders"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payment_settings" ADD CONSTRAINT "client_payment_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_refunds_booking_key" ON "card_refunds" USING btree ("client_id","booking_id");--> statement-breakpoint
CREATE INDEX "card_refunds_order_idx" ON "card_refunds" USING btree ("client_id","order_id");--> statement-breakpoint
CREATE INDEX "card_refunds_unsettled_idx" ON "card_refunds" USING btree ("next_attempt_at") WHERE "card_refunds"."status" in ('pending', 'failed');