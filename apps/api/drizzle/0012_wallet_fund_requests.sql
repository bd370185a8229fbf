-- Wallet top-ups waiting for the demo gateway move from one process's memory into the database, so the
-- gateway's Pay click may reach any API instance (several instances share one database).
CREATE TABLE "wallet_fund_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" serial NOT NULL,
	"user_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"bonus" numeric(14, 2) NOT NULL,
	"credit" numeric(14, 2) NOT NULL,
	"amount_text" text NOT NULL,
	"bonus_text" text NOT NULL,
	"payment_method" text NOT NULL,
	"callback" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wallet_fund_requests_user_idx" ON "wallet_fund_requests" USING btree ("user_id","seq");