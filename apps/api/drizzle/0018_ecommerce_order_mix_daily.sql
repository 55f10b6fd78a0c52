CREATE TABLE "ts_order_mix_daily" (
	"day" date NOT NULL,
	"seller_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"province" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "ts_order_mix_daily_seller_id_day_status_province_pk" PRIMARY KEY("seller_id","day","status","province")
);--> statement-breakpoint
INSERT INTO "ts_order_mix_daily" ("day", "seller_id", "status", "province", "orders", "revenue")
SELECT "order_date", "seller_id", "status", "province", count(*), sum("total_amount")
FROM "ts_orders"
GROUP BY "order_date", "seller_id", "status", "province";
