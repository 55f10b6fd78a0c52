CREATE TABLE "ts_seller_monthly" (
	"month" date NOT NULL,
	"seller_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "ts_seller_monthly_seller_id_month_pk" PRIMARY KEY("seller_id","month")
);
--> statement-breakpoint
INSERT INTO "ts_seller_monthly" ("month", "seller_id", "orders", "revenue")
SELECT date_trunc('month', "day")::date, "seller_id", sum("orders"), sum("revenue")
FROM "ts_seller_daily"
GROUP BY date_trunc('month', "day")::date, "seller_id";
