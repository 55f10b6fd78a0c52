CREATE TABLE "reconciliation_fee_rules" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"commission_rate" numeric(6, 4) NOT NULL,
	"payment_fee_rate" numeric(6, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_lines" (
	"settlement_code" varchar(64) NOT NULL,
	"line_key" varchar(80) NOT NULL,
	"order_code" varchar(64),
	"status" varchar(16) NOT NULL,
	"their_order_amount" bigint NOT NULL,
	"their_fees" bigint NOT NULL,
	"their_other" bigint NOT NULL,
	"their_net" bigint NOT NULL,
	"our_amount" bigint,
	"our_status" varchar(16),
	"expected_net" bigint NOT NULL,
	"invoice_code" varchar(64),
	"invoice_amount" bigint,
	"difference" bigint NOT NULL,
	"suggested_reason" varchar(16),
	"resolution_reason" varchar(16),
	"resolution_note" text,
	"resolved_by_id" integer,
	"resolved_at" timestamp with time zone,
	"reopened_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_lines_settlement_code_line_key_pk" PRIMARY KEY("settlement_code","line_key")
);
--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_lines_order_idx" ON "reconciliation_lines" USING btree ("order_code");--> statement-breakpoint
-- The demo marketplace's rates, as every seller's until a seller is given its own.
INSERT INTO "reconciliation_fee_rules" ("seller_id", "commission_rate", "payment_fee_rate") VALUES (0, 0.03, 0.01);
