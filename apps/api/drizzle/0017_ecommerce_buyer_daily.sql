CREATE TABLE "ts_buyer_daily" (
	"day" date NOT NULL,
	"seller_id" integer NOT NULL,
	"customer_code" varchar(32) NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	CONSTRAINT "ts_buyer_daily_seller_id_day_customer_code_pk" PRIMARY KEY("seller_id","day","customer_code")
);
--> statement-breakpoint
CREATE INDEX "ts_buyer_daily_day_idx" ON "ts_buyer_daily" USING btree ("day");--> statement-breakpoint
INSERT INTO "ts_buyer_daily" ("day", "seller_id", "customer_code", "orders", "revenue", "quantity")
SELECT "order_date", "seller_id", "customer_code", count(*), sum("total_amount"), sum("quantity")
FROM "ts_orders"
WHERE "status" NOT IN ('CANCELLED', 'RETURNED')
GROUP BY "order_date", "seller_id", "customer_code";
