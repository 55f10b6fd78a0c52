-- Each order line's share of what the buyer pays (the order's total after its discount), in
-- proportion to the lines' amounts, in whole dong: the floors, and the dong left over one each to
-- the largest remainders (the earlier line first on a tie); lines of an order of no amount: the
-- first takes the total. The product rollups then count revenue from it.
ALTER TABLE "ts_order_lines" ADD COLUMN "net_amount" bigint;--> statement-breakpoint
UPDATE "ts_order_lines" l SET "net_amount" = s."net"
FROM (
	SELECT z."id", z."base" + CASE WHEN z."place" <= z."left" THEN 1 ELSE 0 END AS "net"
	FROM (
		SELECT y.*, y."total" - sum(y."base") OVER (PARTITION BY y."order_code") AS "left",
			row_number() OVER (PARTITION BY y."order_code" ORDER BY y."rem" DESC, y."line_no") AS "place"
		FROM (
			SELECT x."id", x."order_code", x."line_no", x."total",
				CASE WHEN x."whole" <= 0 THEN CASE WHEN x."first" THEN x."total" ELSE 0 END
					ELSE div(x."total"::numeric * x."amount", x."whole") END AS "base",
				CASE WHEN x."whole" <= 0 THEN 0
					ELSE mod(x."total"::numeric * x."amount", x."whole") END AS "rem"
			FROM (
				SELECT l2."id", l2."order_code", l2."line_no", l2."amount", o."total_amount" AS "total",
					sum(l2."amount") OVER (PARTITION BY l2."order_code") AS "whole",
					row_number() OVER (PARTITION BY l2."order_code" ORDER BY l2."line_no") = 1 AS "first"
				FROM "ts_order_lines" l2 JOIN "ts_orders" o ON o."code" = l2."order_code"
			) x
		) y
	) z
) s
WHERE l."id" = s."id";--> statement-breakpoint
UPDATE "ts_order_lines" SET "net_amount" = "amount" WHERE "net_amount" IS NULL;--> statement-breakpoint
ALTER TABLE "ts_order_lines" ALTER COLUMN "net_amount" SET NOT NULL;--> statement-breakpoint
UPDATE "ts_sales_daily" r SET "revenue" = s."revenue"
FROM (
	SELECT l."order_date", l."seller_id", l."product_code", sum(l."net_amount") AS "revenue"
	FROM "ts_order_lines" l JOIN "ts_orders" o ON o."code" = l."order_code"
	WHERE o."status" NOT IN ('CANCELLED', 'RETURNED')
	GROUP BY l."order_date", l."seller_id", l."product_code"
) s
WHERE r."day" = s."order_date" AND r."seller_id" = s."seller_id" AND r."product_code" = s."product_code";--> statement-breakpoint
UPDATE "ts_sales_monthly" m SET "revenue" = s."revenue"
FROM (
	SELECT date_trunc('month', r."day")::date AS "month", r."seller_id", r."product_code",
		sum(r."revenue") AS "revenue"
	FROM "ts_sales_daily" r
	GROUP BY date_trunc('month', r."day")::date, r."seller_id", r."product_code"
) s
WHERE m."month" = s."month" AND m."seller_id" = s."seller_id" AND m."product_code" = s."product_code";--> statement-breakpoint
UPDATE "ts_product_monthly" m SET "revenue" = s."revenue", "owner_revenue" = s."owner_revenue"
FROM (
	SELECT date_trunc('month', r."day")::date AS "month", r."product_code", sum(r."revenue") AS "revenue",
		coalesce(sum(r."revenue") FILTER (WHERE r."seller_id" IN (2010, 3035)), 0) AS "owner_revenue"
	FROM "ts_sales_daily" r
	GROUP BY date_trunc('month', r."day")::date, r."product_code"
) s
WHERE m."month" = s."month" AND m."product_code" = s."product_code";--> statement-breakpoint
UPDATE "ts_product_running" r SET "revenue" = s."revenue", "owner_revenue" = s."owner_revenue"
FROM (
	SELECT p."product_code", p."day",
		sum(coalesce(d."revenue", 0)) OVER w AS "revenue",
		sum(coalesce(d."owner_revenue", 0)) OVER w AS "owner_revenue"
	FROM "ts_product_running" p
	LEFT JOIN (
		SELECT x."product_code", x."day", sum(x."revenue") AS "revenue",
			coalesce(sum(x."revenue") FILTER (WHERE x."seller_id" IN (2010, 3035)), 0) AS "owner_revenue"
		FROM "ts_sales_daily" x
		GROUP BY x."product_code", x."day"
	) d ON d."product_code" = p."product_code" AND d."day" = p."day"
	WINDOW w AS (PARTITION BY p."product_code" ORDER BY p."day")
) s
WHERE r."product_code" = s."product_code" AND r."day" = s."day";
