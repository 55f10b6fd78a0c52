CREATE TABLE "ts_distinct_monthly" (
	"kind" varchar(8) NOT NULL,
	"seller_id" integer NOT NULL,
	"month" date NOT NULL,
	"firsts" integer NOT NULL,
	"returns" integer[] NOT NULL,
	CONSTRAINT "ts_distinct_monthly_kind_seller_id_month_pk" PRIMARY KEY("kind","seller_id","month")
);
--> statement-breakpoint
INSERT INTO "ts_distinct_monthly" ("kind", "seller_id", "month", "firsts", "returns")
SELECT f."kind", f."seller_id", f."month", f."firsts", coalesce(r."returns", '{}')
FROM (
	SELECT "kind", "seller_id", date_trunc('month', "day")::date AS "month", sum("firsts")::int AS "firsts"
	FROM "ts_distinct_daily"
	GROUP BY 1, 2, 3
) f
LEFT JOIN (
	SELECT x."kind", x."seller_id", x."month", array_agg(x."n" ORDER BY x."k") AS "returns"
	FROM (
		SELECT d."kind", d."seller_id", date_trunc('month', d."day")::date AS "month",
			u."j" - (d."day" - date_trunc('month', d."day")::date) AS "k", sum(u."v")::int AS "n"
		FROM "ts_distinct_daily" d CROSS JOIN LATERAL unnest(d."returns") WITH ORDINALITY AS u ("v", "j")
		WHERE u."j" > d."day" - date_trunc('month', d."day")::date
		GROUP BY 1, 2, 3, 4
	) x
	GROUP BY 1, 2, 3
) r ON r."kind" = f."kind" AND r."seller_id" = f."seller_id" AND r."month" = f."month";
