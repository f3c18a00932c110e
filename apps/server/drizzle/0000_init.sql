CREATE TABLE "activities" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"browse_by_name" text DEFAULT 'location' NOT NULL,
	"allocation_strategy" text DEFAULT 'system' NOT NULL,
	"kind" text NOT NULL,
	"image_url" text,
	"is_members_only" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activities_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "activities_not_own_parent" CHECK ("activities"."parent_id" is distinct from "activities"."id")
);
--> statement-breakpoint
CREATE TABLE "activity_venues" (
	"client_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	CONSTRAINT "activity_venues_client_id_activity_id_venue_id_pk" PRIMARY KEY("client_id","activity_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "instructors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	CONSTRAINT "instructors_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "locations_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "membership_plan_discounts" (
	"client_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"percent_off" integer NOT NULL,
	CONSTRAINT "membership_plan_discounts_client_id_plan_id_activity_id_pk" PRIMARY KEY("client_id","plan_id","activity_id"),
	CONSTRAINT "membership_plan_discounts_percent" CHECK ("membership_plan_discounts"."percent_off" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "membership_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"venue_id" integer,
	"price_pence" integer NOT NULL,
	"joining_fee_pence" integer DEFAULT 0 NOT NULL,
	"term_months" integer DEFAULT 1 NOT NULL,
	"guest_passes_per_month" integer DEFAULT 0 NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"is_online_joinable" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "membership_plans_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "membership_plans_money" CHECK ("membership_plans"."price_pence" >= 0 and "membership_plans"."joining_fee_pence" >= 0),
	CONSTRAINT "membership_plans_term" CHECK ("membership_plans"."term_months" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tags_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_questions" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "course_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"question" text NOT NULL,
	"kind" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_questions_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "course_sessions" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "course_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_sessions_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "course_sessions_times" CHECK ("course_sessions"."ends_at" > "course_sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" time NOT NULL,
	"duration_minutes" integer NOT NULL,
	"session_count" integer NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"price_pence" integer NOT NULL,
	"capacity" integer NOT NULL,
	"booked_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "courses_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "courses_dates" CHECK ("courses"."ends_on" >= "courses"."starts_on"),
	CONSTRAINT "courses_weekday" CHECK ("courses"."weekday" between 1 and 7),
	CONSTRAINT "courses_places" CHECK ("courses"."booked_count" between 0 and "courses"."capacity"),
	CONSTRAINT "courses_ages" CHECK ("courses"."min_age" is null or "courses"."max_age" is null or "courses"."max_age" >= "courses"."min_age"),
	CONSTRAINT "courses_price" CHECK ("courses"."price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"home_venue_id" integer,
	"date_of_birth" date,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"currency_code" text DEFAULT 'GBP' NOT NULL,
	"currency_symbol" text DEFAULT '£' NOT NULL,
	"timezone" text DEFAULT 'Europe/London' NOT NULL,
	"time_format" text DEFAULT '24h' NOT NULL,
	"online_joining_enabled" boolean DEFAULT false NOT NULL,
	"guest_passes_enabled" boolean DEFAULT false NOT NULL,
	"kiosk_home_url" text,
	"migration_date" date,
	"is_in_maintenance" boolean DEFAULT false NOT NULL,
	"google_analytics_id" text,
	"google_tag_manager_id" text,
	"frame_ancestors" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "themes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer,
	"header_primary_colour" text,
	"logo_url" text,
	"dark_bg_colour" text,
	"header_bg_colour" text,
	"heading_font_style" text,
	"primary_colour" text,
	"secondary_colour1" text,
	"secondary_colour2" text,
	"body_font_style" text,
	"secondary_button_style" text,
	CONSTRAINT "themes_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "venues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"town" text NOT NULL,
	"county" text,
	"postcode" text NOT NULL,
	"phone" text,
	"email" text,
	"lat" double precision,
	"lng" double precision,
	"activities_v2_enabled" boolean DEFAULT false NOT NULL,
	"migration_date" date,
	"display_venue_selection_button" boolean DEFAULT true NOT NULL,
	"online_joining_enabled" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"footer_html" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "ad_hoc_slots" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ad_hoc_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"activity_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price_pence" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	CONSTRAINT "ad_hoc_slots_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "ad_hoc_slots_times" CHECK ("ad_hoc_slots"."ends_at" > "ad_hoc_slots"."starts_at"),
	CONSTRAINT "ad_hoc_slots_price" CHECK ("ad_hoc_slots"."price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "class_occurrence_instructors" (
	"client_id" integer NOT NULL,
	"occurrence_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	CONSTRAINT "class_occurrence_instructors_client_id_occurrence_id_instructor_id_pk" PRIMARY KEY("client_id","occurrence_id","instructor_id")
);
--> statement-breakpoint
CREATE TABLE "class_occurrence_tags" (
	"client_id" integer NOT NULL,
	"occurrence_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "class_occurrence_tags_client_id_occurrence_id_tag_id_pk" PRIMARY KEY("client_id","occurrence_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "class_occurrences" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "class_occurrences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"activity_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"location_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"price_pence" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"first_bookable_at" timestamp with time zone,
	CONSTRAINT "class_occurrences_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "class_occurrences_times" CHECK ("class_occurrences"."ends_at" > "class_occurrences"."starts_at"),
	CONSTRAINT "class_occurrences_places" CHECK ("class_occurrences"."booked_count" between 0 and "class_occurrences"."capacity"),
	CONSTRAINT "class_occurrences_price" CHECK ("class_occurrences"."price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_times" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ticket_times_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text DEFAULT gen_random_uuid()::text NOT NULL,
	"activity_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	CONSTRAINT "ticket_times_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "ticket_times_times" CHECK ("ticket_times"."ends_at" > "ticket_times"."starts_at"),
	CONSTRAINT "ticket_times_places" CHECK ("ticket_times"."booked_count" between 0 and "ticket_times"."capacity")
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ticket_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_pence" integer NOT NULL,
	"places_per_ticket" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_types_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "ticket_types_price" CHECK ("ticket_types"."price_pence" >= 0),
	CONSTRAINT "ticket_types_places" CHECK ("ticket_types"."places_per_ticket" >= 1)
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_parent_fk" FOREIGN KEY ("client_id","parent_id") REFERENCES "public"."activities"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_venues" ADD CONSTRAINT "activity_venues_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_venues" ADD CONSTRAINT "activity_venues_activity_fk" FOREIGN KEY ("client_id","activity_id") REFERENCES "public"."activities"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_venues" ADD CONSTRAINT "activity_venues_venue_fk" FOREIGN KEY ("client_id","venue_id") REFERENCES "public"."venues"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_venue_fk" FOREIGN KEY ("client_id","venue_id") REFERENCES "public"."venues"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_discounts" ADD CONSTRAINT "membership_plan_discounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_discounts" ADD CONSTRAINT "membership_plan_discounts_plan_fk" FOREIGN KEY ("client_id","plan_id") REFERENCES "public"."membership_plans"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_discounts" ADD CONSTRAINT "membership_plan_discounts_activity_fk" FOREIGN KEY ("client_id","activity_id") REFERENCES "public"."activities"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_venue_fk" FOREIGN KEY ("client_id","venue_id") REFERENCES "public"."venues"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_questions" ADD CONSTRAINT "course_questions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_questions" ADD CONSTRAINT "course_questions_course_fk" FOREIGN KEY ("client_id","course_id") REFERENCES "public"."courses"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sessions" ADD CONSTRAINT "course_sessions_course_fk" FOREIGN KEY ("client_id","course_id") REFERENCES "public"."courses"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_venue_fk" FOREIGN KEY ("client_id","venue_id") REFERENCES "public"."venues"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_activity_fk" FOREIGN KEY ("client_id","activity_id") REFERENCES "public"."activities"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_home_venue_fk" FOREIGN KEY ("client_id","home_venue_id") REFERENCES "public"."venues"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_venue_fk" FOREIGN KEY ("client_id","venue_id") REFERENCES "public"."venues"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_hoc_slots" ADD CONSTRAINT "ad_hoc_slots_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_hoc_slots" ADD CONSTRAINT "ad_hoc_slots_activity_fk" FOREIGN KEY ("client_id","activity_id") REFERENCES "public"."activities"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_hoc_slots" ADD CONSTRAINT "ad_hoc_slots_venue_fk" FOREIGN KEY ("client_id","venue_id") REFERENCES "public"."venues"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_hoc_slots" ADD CONSTRAINT "ad_hoc_slots_location_fk" FOREIGN KEY ("client_id","location_id") REFERENCES "public"."locations"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_occurrence_instructors" ADD CONSTRAINT "class_occurrence_instructors_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_occurrence_instructors" ADD CONSTRAINT "class_occurrence_instructors_occurrence_fk" FOREIGN KEY ("client_id","occurrence_id") REFERENCES "public"."class_occurrences"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_occurrence_instructors" ADD CONSTRAINT "class_occurrence_instructors_instructor_fk" FOREIGN KEY ("client_id","instructor_id") REFERENCES "public"."instructors"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_occurrence_tags" ADD CONSTRAINT "class_occurrence_tags_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_occurrence_tags" ADD CONSTRAINT "class_occurrence_tags_occurrence_fk" FOREIGN KEY ("client_id","occurrence_id") REFERENCES "public"."class_occurrences"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_occurrence_tags" ADD CONSTRAINT "class_occurrence_tags_tag_fk" FOREIGN KEY ("client_id","tag_id") REFERENCES "public"."tags"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_occurrences" ADD CONSTRAINT "class_occurrences_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_occurrences" ADD CONSTRAINT "class_occurrences_activity_fk" FOREIGN KEY ("client_id","activity_id") REFERENCES "public"."activities"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_occurrences" ADD CONSTRAINT "class_occurrences_venue_fk" FOREIGN KEY ("client_id","venue_id") REFERENCES "public"."venues"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_occurrences" ADD CONSTRAINT "class_occurrences_location_fk" FOREIGN KEY ("client_id","location_id") REFERENCES "public"."locations"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_times" ADD CONSTRAINT "ticket_times_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_times" ADD CONSTRAINT "ticket_times_activity_fk" FOREIGN KEY ("client_id","activity_id") REFERENCES "public"."activities"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_times" ADD CONSTRAINT "ticket_times_venue_fk" FOREIGN KEY ("client_id","venue_id") REFERENCES "public"."venues"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_activity_fk" FOREIGN KEY ("client_id","activity_id") REFERENCES "public"."activities"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_venue_fk" FOREIGN KEY ("client_id","venue_id") REFERENCES "public"."venues"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_client_slug_key" ON "activities" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "activities_parent_idx" ON "activities" USING btree ("client_id","parent_id");--> statement-breakpoint
CREATE INDEX "activity_venues_venue_idx" ON "activity_venues" USING btree ("client_id","venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_client_venue_name_key" ON "locations" USING btree ("client_id","venue_id","name");--> statement-breakpoint
CREATE INDEX "membership_plan_discounts_activity_idx" ON "membership_plan_discounts" USING btree ("client_id","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_plans_client_slug_key" ON "membership_plans" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_client_slug_key" ON "tags" USING btree ("client_id","slug");--> statement-breakpoint
CREATE INDEX "course_questions_course_idx" ON "course_questions" USING btree ("client_id","course_id");--> statement-breakpoint
CREATE INDEX "course_sessions_course_idx" ON "course_sessions" USING btree ("client_id","course_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_client_venue_slug_key" ON "courses" USING btree ("client_id","venue_id","slug");--> statement-breakpoint
CREATE INDEX "courses_activity_idx" ON "courses" USING btree ("client_id","activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_client_reference_key" ON "users" USING btree ("client_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "users_client_email_key" ON "users" USING btree ("client_id","email");--> statement-breakpoint
CREATE INDEX "users_home_venue_idx" ON "users" USING btree ("client_id","home_venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_slug_key" ON "clients" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "themes_client_venue_key" ON "themes" USING btree ("client_id",coalesce("venue_id", 0));--> statement-breakpoint
CREATE INDEX "themes_venue_idx" ON "themes" USING btree ("client_id","venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venues_client_slug_key" ON "venues" USING btree ("client_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_hoc_slots_client_uid_key" ON "ad_hoc_slots" USING btree ("client_id","uid");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_hoc_slots_client_location_start_key" ON "ad_hoc_slots" USING btree ("client_id","location_id","activity_id","starts_at");--> statement-breakpoint
CREATE INDEX "ad_hoc_slots_timetable_idx" ON "ad_hoc_slots" USING btree ("client_id","venue_id","activity_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_occurrence_instructors_instructor_idx" ON "class_occurrence_instructors" USING btree ("client_id","instructor_id");--> statement-breakpoint
CREATE INDEX "class_occurrence_tags_tag_idx" ON "class_occurrence_tags" USING btree ("client_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_occurrences_client_uid_key" ON "class_occurrences" USING btree ("client_id","uid");--> statement-breakpoint
CREATE INDEX "class_occurrences_timetable_idx" ON "class_occurrences" USING btree ("client_id","venue_id","activity_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_times_client_uid_key" ON "ticket_times" USING btree ("client_id","uid");--> statement-breakpoint
CREATE INDEX "ticket_times_timetable_idx" ON "ticket_times" USING btree ("client_id","venue_id","activity_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_types_client_activity_venue_name_key" ON "ticket_types" USING btree ("client_id","activity_id","venue_id","name");