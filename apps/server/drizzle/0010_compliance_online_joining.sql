CREATE TABLE "customer_documents" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customer_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"customer_membership_id" integer,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"expires_on" date,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_documents_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "customer_documents_size" CHECK ("customer_documents"."size_bytes" between 1 and 5242880),
	CONSTRAINT "customer_documents_type" CHECK ("customer_documents"."content_type" in ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "customer_penalties" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customer_penalties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"booking_id" integer,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_by_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_penalties_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "customer_penalties_amount" CHECK ("customer_penalties"."amount_pence" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_one_target";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "membership_plan_id" integer;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "required_document" text;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_documents" ADD CONSTRAINT "customer_documents_membership_fk" FOREIGN KEY ("client_id","customer_membership_id") REFERENCES "public"."customer_memberships"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_penalties" ADD CONSTRAINT "customer_penalties_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_penalties" ADD CONSTRAINT "customer_penalties_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_penalties" ADD CONSTRAINT "customer_penalties_booking_fk" FOREIGN KEY ("client_id","booking_id") REFERENCES "public"."bookings"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_penalties" ADD CONSTRAINT "customer_penalties_order_fk" FOREIGN KEY ("client_id","settled_by_order_id") REFERENCES "public"."orders"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_documents_user_idx" ON "customer_documents" USING btree ("client_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_penalties_outstanding_idx" ON "customer_penalties" USING btree ("client_id","user_id") WHERE "customer_penalties"."settled_at" is null;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_membership_plan_fk" FOREIGN KEY ("client_id","membership_plan_id") REFERENCES "public"."membership_plans"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_memberships_order_key" ON "customer_memberships" USING btree ("client_id","order_id") WHERE "customer_memberships"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_one_target" CHECK (num_nonnulls("cart_items"."class_occurrence_id", "cart_items"."ad_hoc_slot_id", "cart_items"."ticket_time_id", "cart_items"."course_id", "cart_items"."membership_plan_id") = 1
        and ("cart_items"."type" <> 'activity_class' or "cart_items"."class_occurrence_id" is not null)
        and ("cart_items"."type" <> 'ad_hoc_slot' or "cart_items"."ad_hoc_slot_id" is not null)
        and ("cart_items"."type" <> 'ticket_time' or "cart_items"."ticket_time_id" is not null)
        and ("cart_items"."type" <> 'course' or "cart_items"."course_id" is not null)
        and ("cart_items"."type" <> 'membership' or "cart_items"."membership_plan_id" is not null));