CREATE TABLE "ts_product_monthly" (
	"month" date NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"orders" bigint NOT NULL,
	"owner_revenue" bigint NOT NULL,
	CONSTRAINT "ts_product_monthly_month_product_code_pk" PRIMARY KEY("month","product_code")
);
--> statement-breakpoint
INSERT INTO "ts_product_monthly" ("month", "product_code", "quantity", "revenue", "orders", "owner_revenue")
SELECT date_trunc('month', "day")::date, "product_code", sum("quantity"), sum("revenue"), sum("orders"),
	coalesce(sum("revenue") FILTER (WHERE "seller_id" IN (2010, 3035)), 0)
FROM "ts_sales_daily"
GROUP BY date_trunc('month', "day")::date, "product_code";
