CREATE TABLE "slot_bookings" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "slot_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slot_id" integer NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_bookings_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "slot_bookings_hold_expiry" CHECK (("slot_bookings"."status" = 'held') = ("slot_bookings"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "accessibility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "accessibility" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_slot_fk" FOREIGN KEY ("client_id","slot_id") REFERENCES "public"."ad_hoc_slots"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_bookings" ADD CONSTRAINT "slot_bookings_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_bookings_one_active_key" ON "slot_bookings" USING btree ("client_id","slot_id") WHERE "slot_bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "slot_bookings_user_idx" ON "slot_bookings" USING btree ("client_id","user_id");