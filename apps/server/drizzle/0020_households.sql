CREATE TABLE "household_links" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "household_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"holder_user_id" integer NOT NULL,
	"member_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"invited_email" text,
	"medical_notes" text,
	"emergency_contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_links_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "household_links_not_self" CHECK ("household_links"."holder_user_id" <> "household_links"."member_user_id"),
	CONSTRAINT "household_links_dependant_accepted" CHECK ("household_links"."kind" = 'partner' or "household_links"."status" = 'accepted')
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "household_links" ADD CONSTRAINT "household_links_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_links" ADD CONSTRAINT "household_links_holder_fk" FOREIGN KEY ("client_id","holder_user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_links" ADD CONSTRAINT "household_links_member_fk" FOREIGN KEY ("client_id","member_user_id") REFERENCES "public"."users"("client_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "household_links_pair_key" ON "household_links" USING btree ("client_id","holder_user_id","member_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "household_links_one_holder_key" ON "household_links" USING btree ("client_id","member_user_id") WHERE "household_links"."kind" = 'dependant';--> statement-breakpoint
CREATE INDEX "household_links_member_idx" ON "household_links" USING btree ("client_id","member_user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_login_or_dependant" CHECK (("users"."email" is null) = ("users"."password_hash" is null) and ("users"."email" is not null or "users"."role" = 'customer'));