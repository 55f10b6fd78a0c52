CREATE TABLE "webhook_deliveries" (
	"source" varchar(16) NOT NULL,
	"delivery_id" varchar(100) PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_code" varchar(64),
	"run_id" integer
);
--> statement-breakpoint
ALTER TABLE "sync_jobs" ADD COLUMN "webhook_secret_encrypted" text;