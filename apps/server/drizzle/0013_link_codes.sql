CREATE TABLE "link_codes" (
	"client_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "link_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"previews" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "link_codes_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
ALTER TABLE "link_codes" ADD CONSTRAINT "link_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_codes" ADD CONSTRAINT "link_codes_user_fk" FOREIGN KEY ("client_id","user_id") REFERENCES "public"."users"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "link_codes_code_hash_key" ON "link_codes" USING btree ("client_id","code_hash");