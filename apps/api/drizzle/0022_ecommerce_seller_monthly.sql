CREATE TABLE "ts_sales_monthly" (
	"month" date NOT NULL,
	"seller_id" integer NOT NULL,
	"product_code" varchar(64) NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "ts_sales_monthly_seller_id_month_product_code_pk" PRIMARY KEY("seller_id","month","product_code")
);
--> statement-breakpoint
CREATE TABLE "ts_order_mix_monthly" (
	"month" date NOT NULL,
	"seller_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"province" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "ts_order_mix_monthly_seller_id_month_status_province_pk" PRIMARY KEY("seller_id","month","status","province")
);
--> statement-breakpoint
INSERT INTO "ts_sales_monthly" ("month", "seller_id", "product_code", "quantity", "revenue", "orders")
SELECT date_trunc('month', "day")::date, "seller_id", "product_code", sum("quantity"), sum("revenue"), sum("orders")
FROM "ts_sales_daily"
GROUP BY date_trunc('month', "day")::date, "seller_id", "product_code";
--> statement-breakpoint
INSERT INTO "ts_order_mix_monthly" ("month", "seller_id", "status", "province", "orders", "revenue")
SELECT date_trunc('month', "day")::date, "seller_id", "status", "province", sum("orders"), sum("revenue")
FROM "ts_order_mix_daily"
GROUP BY date_trunc('month', "day")::date, "seller_id", "status", "province";
