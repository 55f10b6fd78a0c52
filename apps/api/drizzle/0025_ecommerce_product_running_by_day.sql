INSERT INTO "ts_product_running" ("product_code", "day", "quantity", "revenue", "orders", "owner_revenue")
SELECT f."product_code", g."day", x."quantity", x."revenue", x."orders", x."owner_revenue"
FROM (SELECT "product_code", min("day") AS "first" FROM "ts_product_running" GROUP BY "product_code") f
CROSS JOIN (SELECT max("day") AS "last" FROM "ts_product_running") h
CROSS JOIN LATERAL (
	SELECT s."at"::date AS "day" FROM generate_series(f."first", h."last", interval '1 day') AS s ("at")
) g
CROSS JOIN LATERAL (
	SELECT r."day", r."quantity", r."revenue", r."orders", r."owner_revenue" FROM "ts_product_running" r
	WHERE r."product_code" = f."product_code" AND r."day" <= g."day"
	ORDER BY r."day" DESC LIMIT 1
) x
WHERE x."day" < g."day";--> statement-breakpoint
ALTER TABLE "ts_product_running" DROP CONSTRAINT "ts_product_running_product_code_day_pk";--> statement-breakpoint
ALTER TABLE "ts_product_running" ADD CONSTRAINT "ts_product_running_day_product_code_pk" PRIMARY KEY("day","product_code");
--> statement-breakpoint
CLUSTER "ts_product_running" USING "ts_product_running_day_product_code_pk";
