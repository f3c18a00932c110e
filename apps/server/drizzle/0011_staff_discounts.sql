CREATE TABLE "cart_staff_discounts" (
	"client_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"amount_pence" integer,
	"percent_off" integer,
	"reason" text NOT NULL,
	"staff_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_staff_discounts_client_id_cart_id_pk" PRIMARY KEY("client_id","cart_id"),
	CONSTRAINT "cart_staff_discounts_one_kind" CHECK (num_nonnulls("cart_staff_discounts"."amount_pence", "cart_staff_discounts"."percent_off") = 1),
	CONSTRAINT "cart_staff_discounts_percent" CHECK ("cart_staff_discounts"."percent_off" is null or "cart_staff_discounts"."percent_off" between 1 and 100),
	CONSTRAINT "cart_staff_discounts_amount" CHECK ("cart_staff_discounts"."amount_pence" is null or "cart_staff_discounts"."amount_pence" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_staff_discounts" ADD CONSTRAINT "cart_staff_discounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_staff_discounts" ADD CONSTRAINT "cart_staff_discounts_cart_fk" FOREIGN KEY ("client_id","cart_id") REFERENCES "public"."carts"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_staff_discounts" ADD CONSTRAINT "cart_staff_discounts_staff_fk" FOREIGN KEY ("client_id","staff_user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;