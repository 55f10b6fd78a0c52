CREATE TABLE "misa_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref_id" uuid NOT NULL,
	"voucher_no" varchar(32) NOT NULL,
	"voucher_date" date NOT NULL,
	"customer_name" text NOT NULL,
	"description" text NOT NULL,
	"total_amount" bigint NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "misa_vouchers_ref_id_unique" UNIQUE("ref_id")
);
--> statement-breakpoint
CREATE TABLE "sync_cursors" (
	"source" varchar(16) NOT NULL,
	"entity" varchar(32) NOT NULL,
	"watermark" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_cursors_source_entity_pk" PRIMARY KEY("source","entity")
);
--> statement-breakpoint
CREATE TABLE "sync_jobs" (
	"source" varchar(16) PRIMARY KEY NOT NULL,
	"mode" varchar(8) DEFAULT 'demo' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"interval_minutes" integer DEFAULT 60 NOT NULL,
	"settings" jsonb NOT NULL,
	"secret_encrypted" text,
	"next_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"full" boolean NOT NULL,
	"entities" text[] NOT NULL,
	"entity_index" integer DEFAULT 0 NOT NULL,
	"cursor" text,
	"since" text,
	"watermark" text,
	"requested_by" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"owner" text,
	"resumes" integer DEFAULT 0 NOT NULL,
	"progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sync_runs_status_check" CHECK ("sync_runs"."status" in ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ts_combo_items" (
	"combo_code" varchar(64) NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"quantity" integer NOT NULL,
	"usual_price" integer NOT NULL,
	CONSTRAINT "ts_combo_items_combo_code_product_code_pk" PRIMARY KEY("combo_code","product_code")
);
--> statement-breakpoint
CREATE TABLE "ts_combos" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"seller_id" integer NOT NULL,
	"name" text NOT NULL,
	"combo_price" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"quantity_limit" integer NOT NULL,
	"quantity_sold" integer NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ts_combos_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ts_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"seller_id" integer NOT NULL,
	"name" text NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"deal_price" integer NOT NULL,
	"usual_price" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"quantity_limit" integer NOT NULL,
	"quantity_sold" integer NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ts_deals_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ts_inbound_lines" (
	"receipt_code" varchar(64) NOT NULL,
	"line_no" smallint NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"lot" varchar(32) NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity_expected" integer NOT NULL,
	"quantity_received" integer NOT NULL,
	"unit_cost" integer NOT NULL,
	CONSTRAINT "ts_inbound_lines_receipt_code_line_no_pk" PRIMARY KEY("receipt_code","line_no")
);
--> statement-breakpoint
CREATE TABLE "ts_inbound_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"warehouse_code" varchar(32) NOT NULL,
	"seller_id" integer NOT NULL,
	"supplier" text NOT NULL,
	"expected_date" date NOT NULL,
	"received_date" date,
	"status" varchar(16) NOT NULL,
	"total_cost" bigint NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ts_inbound_receipts_code_unique" UNIQUE("code"),
	CONSTRAINT "ts_inbound_receipts_status_check" CHECK ("ts_inbound_receipts"."status" in ('PENDING', 'PARTIAL', 'RECEIVED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "ts_inventory" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_code" varchar(32) NOT NULL,
	"seller_id" integer NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"lot" varchar(32) NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity_on_hand" integer NOT NULL,
	"quantity_reserved" integer NOT NULL,
	"unit_cost" integer NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ts_inventory_lot_key" UNIQUE("warehouse_code","seller_id","product_code","lot")
);
--> statement-breakpoint
CREATE TABLE "ts_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"series" varchar(16) NOT NULL,
	"invoice_no" varchar(16) NOT NULL,
	"invoice_date" date NOT NULL,
	"order_code" varchar(64) NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_tax_code" varchar(16),
	"amount_before_vat" bigint NOT NULL,
	"vat_amount" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"misa_voucher_id" integer,
	"mapped_at" timestamp with time zone,
	"mapped_by" varchar(64),
	"source_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ts_invoices_code_unique" UNIQUE("code"),
	CONSTRAINT "ts_invoices_misa_voucher_id_unique" UNIQUE("misa_voucher_id")
);
--> statement-breakpoint
CREATE TABLE "ts_offer_prices" (
	"seller_id" integer NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"effective_from" date NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "ts_offer_prices_product_code_seller_id_effective_from_pk" PRIMARY KEY("product_code","seller_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "ts_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"price" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ts_offers_seller_product_key" UNIQUE("product_code","seller_id")
);
--> statement-breakpoint
CREATE TABLE "ts_order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_code" varchar(64) NOT NULL,
	"line_no" smallint NOT NULL,
	"seller_id" integer NOT NULL,
	"order_date" date NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"amount" bigint NOT NULL,
	"deal_code" varchar(64),
	CONSTRAINT "ts_order_lines_order_line_key" UNIQUE("order_code","line_no")
);
--> statement-breakpoint
CREATE TABLE "ts_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"seller_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"order_date" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"source" varchar(16) NOT NULL,
	"campaign" varchar(64),
	"customer_code" varchar(32) NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" varchar(10) NOT NULL,
	"province" text NOT NULL,
	"total_amount" bigint NOT NULL,
	"discount_amount" bigint NOT NULL,
	"payment_method" varchar(16) NOT NULL,
	"payment_status" varchar(16) NOT NULL,
	"paid_amount" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"line_count" integer NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ts_orders_code_unique" UNIQUE("code"),
	CONSTRAINT "ts_orders_status_check" CHECK ("ts_orders"."status" in ('NEW', 'CONFIRMED', 'DELIVERING', 'COMPLETED', 'CANCELLED', 'RETURNED')),
	CONSTRAINT "ts_orders_source_check" CHECK ("ts_orders"."source" in ('MARKETPLACE', 'ADVERTISING', 'RETAIL'))
);
--> statement-breakpoint
CREATE TABLE "ts_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"active_ingredient" text NOT NULL,
	"unit" varchar(32) NOT NULL,
	"packing" text NOT NULL,
	"dosage_form" varchar(64) NOT NULL,
	"prescription" boolean NOT NULL,
	"category" varchar(64) NOT NULL,
	"manufacturer" text NOT NULL,
	"country" varchar(64) NOT NULL,
	"registration_number" varchar(32) NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ts_products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ts_sales_daily" (
	"day" date NOT NULL,
	"seller_id" integer NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"orders" integer NOT NULL,
	"buyers" integer NOT NULL,
	CONSTRAINT "ts_sales_daily_day_seller_id_product_code_pk" PRIMARY KEY("day","seller_id","product_code")
);
--> statement-breakpoint
CREATE TABLE "ts_seller_daily" (
	"day" date NOT NULL,
	"seller_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"buyers" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"cancelled_orders" integer NOT NULL,
	"advertising_orders" integer NOT NULL,
	CONSTRAINT "ts_seller_daily_seller_id_day_pk" PRIMARY KEY("seller_id","day")
);
--> statement-breakpoint
CREATE TABLE "ts_settlement_lines" (
	"settlement_code" varchar(64) NOT NULL,
	"line_no" integer NOT NULL,
	"order_code" varchar(64) NOT NULL,
	"order_amount" bigint NOT NULL,
	"fee_amount" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	CONSTRAINT "ts_settlement_lines_settlement_code_line_no_pk" PRIMARY KEY("settlement_code","line_no")
);
--> statement-breakpoint
CREATE TABLE "ts_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"seller_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"paid_at" timestamp with time zone,
	"status" varchar(16) NOT NULL,
	"gross_amount" bigint NOT NULL,
	"fee_amount" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ts_settlements_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "misa_vouchers_date_idx" ON "misa_vouchers" USING btree ("voucher_date");--> statement-breakpoint
CREATE INDEX "misa_vouchers_amount_idx" ON "misa_vouchers" USING btree ("total_amount");--> statement-breakpoint
CREATE INDEX "sync_runs_source_created_idx" ON "sync_runs" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "sync_runs_active_idx" ON "sync_runs" USING btree ("status") WHERE "sync_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "ts_combos_seller_end_idx" ON "ts_combos" USING btree ("seller_id","end_at");--> statement-breakpoint
CREATE INDEX "ts_deals_seller_end_idx" ON "ts_deals" USING btree ("seller_id","end_at");--> statement-breakpoint
CREATE INDEX "ts_deals_product_idx" ON "ts_deals" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "ts_inbound_receipts_wh_date_idx" ON "ts_inbound_receipts" USING btree ("warehouse_code","expected_date");--> statement-breakpoint
CREATE INDEX "ts_inventory_product_idx" ON "ts_inventory" USING btree ("product_code","expiry_date");--> statement-breakpoint
CREATE INDEX "ts_invoices_date_idx" ON "ts_invoices" USING btree ("invoice_date");--> statement-breakpoint
CREATE INDEX "ts_invoices_order_idx" ON "ts_invoices" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "ts_offer_prices_seller_idx" ON "ts_offer_prices" USING btree ("seller_id","effective_from");--> statement-breakpoint
CREATE INDEX "ts_order_lines_product_idx" ON "ts_order_lines" USING btree ("product_code","order_date");--> statement-breakpoint
CREATE INDEX "ts_orders_seller_date_idx" ON "ts_orders" USING btree ("seller_id","order_date");--> statement-breakpoint
CREATE INDEX "ts_orders_date_idx" ON "ts_orders" USING btree ("order_date");--> statement-breakpoint
CREATE INDEX "ts_orders_customer_phone_idx" ON "ts_orders" USING btree ("customer_phone");--> statement-breakpoint
CREATE INDEX "ts_orders_customer_code_idx" ON "ts_orders" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "ts_products_category_idx" ON "ts_products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "ts_sales_daily_product_idx" ON "ts_sales_daily" USING btree ("product_code","day");--> statement-breakpoint
CREATE INDEX "ts_sales_daily_seller_idx" ON "ts_sales_daily" USING btree ("seller_id","day");--> statement-breakpoint
CREATE INDEX "ts_settlement_lines_order_idx" ON "ts_settlement_lines" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "ts_settlements_seller_period_idx" ON "ts_settlements" USING btree ("seller_id","period_from");