CREATE TABLE "customer_memberships" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customer_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"home_venue_id" integer,
	"reference" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"next_payment_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_memberships_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "customer_memberships_dates" CHECK ("customer_memberships"."ends_on" is null or "customer_memberships"."ends_on" >= "customer_memberships"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "customer_packages" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customer_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"sessions_total" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_packages_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "customer_packages_sessions" CHECK ("customer_packages"."sessions_total" >= 1)
);
--> statement-breakpoint
CREATE TABLE "membership_plan_benefit_activities" (
	"client_id" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	CONSTRAINT "membership_plan_benefit_activities_client_id_benefit_id_activity_id_pk" PRIMARY KEY("client_id","benefit_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "membership_plan_benefits" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "membership_plan_benefits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"sessions_per_month" integer NOT NULL,
	CONSTRAINT "membership_plan_benefits_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "membership_plan_benefits_sessions" CHECK ("membership_plan_benefits"."sessions_per_month" >= 1)
);
--> statement-breakpoint
CREATE TABLE "package_activities" (
	"client_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	CONSTRAINT "package_activities_client_id_package_id_activity_id_pk" PRIMARY KEY("client_id","package_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sessions" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"price_pence" integer NOT NULL,
	CONSTRAINT "packages_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "packages_numbers" CHECK ("packages"."sessions" >= 1 and "packages"."valid_days" >= 1 and "packages"."price_pence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "customer_membership_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "plan_benefit_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "allowance_month" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "customer_package_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "price_without_allowance_pence" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "benefit_declined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "package_declined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_membership_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "plan_benefit_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "allowance_month" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_package_id" integer;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_plan_fk" FOREIGN KEY ("client_id","plan_id") REFERENCES "public"."membership_plans"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_venue_fk" FOREIGN KEY ("client_id","home_venue_id") REFERENCES "public"."venues"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_packages" ADD CONSTRAINT "customer_packages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_packages" ADD CONSTRAINT "customer_packages_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_packages" ADD CONSTRAINT "customer_packages_package_fk" FOREIGN KEY ("client_id","package_id") REFERENCES "public"."packages"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_benefit_activities" ADD CONSTRAINT "membership_plan_benefit_activities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_benefit_activities" ADD CONSTRAINT "membership_plan_benefit_activities_benefit_fk" FOREIGN KEY ("client_id","benefit_id") REFERENCES "public"."membership_plan_benefits"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_benefit_activities" ADD CONSTRAINT "membership_plan_benefit_activities_activity_fk" FOREIGN KEY ("client_id","activity_id") REFERENCES "public"."activities"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_benefits" ADD CONSTRAINT "membership_plan_benefits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_benefits" ADD CONSTRAINT "membership_plan_benefits_plan_fk" FOREIGN KEY ("client_id","plan_id") REFERENCES "public"."membership_plans"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_activities" ADD CONSTRAINT "package_activities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_activities" ADD CONSTRAINT "package_activities_package_fk" FOREIGN KEY ("client_id","package_id") REFERENCES "public"."packages"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_activities" ADD CONSTRAINT "package_activities_activity_fk" FOREIGN KEY ("client_id","activity_id") REFERENCES "public"."activities"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_memberships_reference_key" ON "customer_memberships" USING btree ("client_id","reference");--> statement-breakpoint
CREATE INDEX "customer_memberships_user_idx" ON "customer_memberships" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "customer_packages_user_idx" ON "customer_packages" USING btree ("client_id","user_id");--> statement-breakpoint
CREATE INDEX "membership_plan_benefit_activities_activity_idx" ON "membership_plan_benefit_activities" USING btree ("client_id","activity_id");--> statement-breakpoint
CREATE INDEX "membership_plan_benefits_plan_idx" ON "membership_plan_benefits" USING btree ("client_id","plan_id");--> statement-breakpoint
CREATE INDEX "package_activities_activity_idx" ON "package_activities" USING btree ("client_id","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_client_slug_key" ON "packages" USING btree ("client_id","slug");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_membership_fk" FOREIGN KEY ("client_id","customer_membership_id") REFERENCES "public"."customer_memberships"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_benefit_fk" FOREIGN KEY ("client_id","plan_benefit_id") REFERENCES "public"."membership_plan_benefits"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_package_fk" FOREIGN KEY ("client_id","customer_package_id") REFERENCES "public"."customer_packages"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_membership_fk" FOREIGN KEY ("client_id","customer_membership_id") REFERENCES "public"."customer_memberships"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_benefit_fk" FOREIGN KEY ("client_id","plan_benefit_id") REFERENCES "public"."membership_plan_benefits"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_fk" FOREIGN KEY ("client_id","customer_package_id") REFERENCES "public"."customer_packages"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_package_idx" ON "cart_items" USING btree ("client_id","customer_package_id") WHERE "cart_items"."customer_package_id" is not null and "cart_items"."status" = 'held';--> statement-breakpoint
CREATE INDEX "cart_items_benefit_idx" ON "cart_items" USING btree ("client_id","customer_membership_id","plan_benefit_id","allowance_month") WHERE "cart_items"."plan_benefit_id" is not null and "cart_items"."status" = 'held';--> statement-breakpoint
CREATE INDEX "bookings_package_idx" ON "bookings" USING btree ("client_id","customer_package_id") WHERE "bookings"."customer_package_id" is not null and "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_benefit_idx" ON "bookings" USING btree ("client_id","customer_membership_id","plan_benefit_id","allowance_month") WHERE "bookings"."plan_benefit_id" is not null and "bookings"."status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_one_allowance" CHECK (num_nulls("cart_items"."customer_membership_id", "cart_items"."plan_benefit_id", "cart_items"."allowance_month") in (0, 3)
        and ("cart_items"."plan_benefit_id" is null or "cart_items"."customer_package_id" is null));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_allowance_price" CHECK (("cart_items"."customer_package_id" is null and "cart_items"."plan_benefit_id" is null) = ("cart_items"."price_without_allowance_pence" is null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_one_allowance" CHECK (num_nulls("bookings"."customer_membership_id", "bookings"."plan_benefit_id", "bookings"."allowance_month") in (0, 3)
        and ("bookings"."plan_benefit_id" is null or "bookings"."customer_package_id" is null));