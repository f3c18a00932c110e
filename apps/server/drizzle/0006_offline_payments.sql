CREATE TABLE "offline_payments" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "offline_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offline_reference" text NOT NULL,
	"customer_id" integer,
	"taken_by_user_id" integer NOT NULL,
	"tender_type" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"description" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_payments_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "offline_payments_amount" CHECK ("offline_payments"."amount_pence" > 0)
);
--> statement-breakpoint
ALTER TABLE "offline_payments" ADD CONSTRAINT "offline_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_payments" ADD CONSTRAINT "offline_payments_customer_fk" FOREIGN KEY ("client_id","customer_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_payments" ADD CONSTRAINT "offline_payments_staff_fk" FOREIGN KEY ("client_id","taken_by_user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offline_payments_reference_key" ON "offline_payments" USING btree ("client_id","offline_reference");--> statement-breakpoint
CREATE INDEX "offline_payments_customer_idx" ON "offline_payments" USING btree ("client_id","customer_id");