CREATE TABLE "auth_throttles" (
	"client_id" integer NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "auth_throttles_client_id_action_subject_pk" PRIMARY KEY("client_id","action","subject")
);
--> statement-breakpoint
DROP TABLE "auth_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "auth_throttles" ADD CONSTRAINT "auth_throttles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_throttles_window_idx" ON "auth_throttles" USING btree ("window_start");