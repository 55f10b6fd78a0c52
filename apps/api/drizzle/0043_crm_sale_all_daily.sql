CREATE TABLE "crm_sale_all_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL
);
--> statement-breakpoint
-- From the rollup built before.
INSERT INTO crm_sale_all_daily (day, orders, revenue)
  SELECT day, sum(orders)::int, sum(revenue)::bigint FROM crm_sale_daily WHERE sale_id <> 0 GROUP BY day;
