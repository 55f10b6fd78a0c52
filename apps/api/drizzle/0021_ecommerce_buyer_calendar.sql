CREATE TABLE "ts_buyer_calendar" (
	"seller_id" integer NOT NULL,
	"unit" varchar(8) NOT NULL,
	"start" date NOT NULL,
	"customer_code" varchar(32) NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "ts_buyer_calendar_seller_id_unit_start_customer_code_pk" PRIMARY KEY("seller_id","unit","start","customer_code"),
	CONSTRAINT "ts_buyer_calendar_unit_check" CHECK ("ts_buyer_calendar"."unit" in ('month', 'year'))
);
--> statement-breakpoint
INSERT INTO "ts_buyer_calendar" ("seller_id", "unit", "start", "customer_code", "orders", "revenue")
SELECT "seller_id", u."unit", date_trunc(u."unit", "day")::date, "customer_code", sum("orders"), sum(greatest("revenue", 0))
FROM "ts_buyer_daily" CROSS JOIN (VALUES ('month'), ('year')) AS u ("unit")
GROUP BY "seller_id", u."unit", date_trunc(u."unit", "day")::date, "customer_code";
--> statement-breakpoint
DROP INDEX "ts_orders_customer_code_idx";--> statement-breakpoint
DROP INDEX "ts_buyer_daily_customer_idx";--> statement-breakpoint
CREATE INDEX "ts_buyer_calendar_revenue_idx" ON "ts_buyer_calendar" USING btree ("seller_id","unit","start","revenue");--> statement-breakpoint
CREATE INDEX "ts_orders_customer_code_idx" ON "ts_orders" USING btree ("customer_code","created_at","code");--> statement-breakpoint
CREATE INDEX "ts_buyer_daily_customer_idx" ON "ts_buyer_daily" USING btree ("customer_code","seller_id","day","orders","revenue");