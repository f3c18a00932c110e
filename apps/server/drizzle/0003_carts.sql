CREATE TABLE "cart_items" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"type" text NOT NULL,
	"class_occurrence_id" integer,
	"ad_hoc_slot_id" integer,
	"ticket_time_id" integer,
	"ticket_type_id" integer,
	"slot_booking_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"places" integer DEFAULT 1 NOT NULL,
	"price_pence" integer NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "cart_items_one_target" CHECK (("cart_items"."type" = 'activity_class' and "cart_items"."class_occurrence_id" is not null and "cart_items"."ad_hoc_slot_id" is null and "cart_items"."ticket_time_id" is null)
        or ("cart_items"."type" = 'ad_hoc_slot' and "cart_items"."ad_hoc_slot_id" is not null and "cart_items"."class_occurrence_id" is null and "cart_items"."ticket_time_id" is null)
        or ("cart_items"."type" = 'ticket_time' and "cart_items"."ticket_time_id" is not null and "cart_items"."class_occurrence_id" is null and "cart_items"."ad_hoc_slot_id" is null)),
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" between 1 and 20 and "cart_items"."places" >= 1),
	CONSTRAINT "cart_items_price" CHECK ("cart_items"."price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uuid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"client_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_client_id_user_id_key_pk" PRIMARY KEY("client_id","user_id","key")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_fk" FOREIGN KEY ("client_id","cart_id") REFERENCES "public"."carts"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_class_fk" FOREIGN KEY ("client_id","class_occurrence_id") REFERENCES "public"."class_occurrences"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_slot_fk" FOREIGN KEY ("client_id","ad_hoc_slot_id") REFERENCES "public"."ad_hoc_slots"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_ticket_time_fk" FOREIGN KEY ("client_id","ticket_time_id") REFERENCES "public"."ticket_times"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_ticket_type_fk" FOREIGN KEY ("client_id","ticket_type_id") REFERENCES "public"."ticket_types"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_slot_booking_fk" FOREIGN KEY ("client_id","slot_booking_id") REFERENCES "public"."slot_bookings"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("client_id","cart_id");--> statement-breakpoint
CREATE INDEX "cart_items_class_held_idx" ON "cart_items" USING btree ("client_id","class_occurrence_id","hold_expires_at") WHERE "cart_items"."status" = 'held' and "cart_items"."class_occurrence_id" is not null;--> statement-breakpoint
CREATE INDEX "cart_items_ticket_time_held_idx" ON "cart_items" USING btree ("client_id","ticket_time_id","hold_expires_at") WHERE "cart_items"."status" = 'held' and "cart_items"."ticket_time_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_client_uuid_key" ON "carts" USING btree ("client_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_open_per_user_key" ON "carts" USING btree ("client_id","user_id") WHERE "carts"."status" = 'open';--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");