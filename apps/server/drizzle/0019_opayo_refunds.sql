CREATE TABLE "opayo_refunds" (
	"account" text NOT NULL,
	"vendor_tx_code" text NOT NULL,
	"payment_transaction_id" text NOT NULL,
	"refund_transaction_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opayo_refunds_account_vendor_tx_code_pk" PRIMARY KEY("account","vendor_tx_code")
);
--> statement-breakpoint
CREATE INDEX "opayo_refunds_payment" ON "opayo_refunds" USING btree ("account","payment_transaction_id");