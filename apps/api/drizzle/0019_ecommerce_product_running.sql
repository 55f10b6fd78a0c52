CREATE TABLE "ts_product_running" (
	"product_code" varchar(64) NOT NULL,
	"day" date NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"orders" bigint NOT NULL,
	"owner_revenue" bigint NOT NULL,
	CONSTRAINT "ts_product_running_product_code_day_pk" PRIMARY KEY("product_code","day")
);
--> statement-breakpoint
INSERT INTO "ts_product_running" ("product_code", "day", "quantity", "revenue", "orders", "owner_revenue")
SELECT "product_code", "day", sum("q") OVER w, sum("r") OVER w, sum("o") OVER w, sum("ow") OVER w
FROM (
	SELECT "product_code", "day", sum("quantity") AS "q", sum("revenue") AS "r", sum("orders") AS "o",
		coalesce(sum("revenue") FILTER (WHERE "seller_id" IN (2010, 3035)), 0) AS "ow"
	FROM "ts_sales_daily"
	GROUP BY "product_code", "day"
) AS "d"
WINDOW w AS (PARTITION BY "product_code" ORDER BY "day");
