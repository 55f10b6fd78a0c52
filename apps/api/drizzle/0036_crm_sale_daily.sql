CREATE TABLE "crm_sale_customer_daily" (
	"day" date NOT NULL,
	"sale_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"cancelled" integer NOT NULL,
	CONSTRAINT "crm_sale_customer_daily_sale_id_day_customer_id_pk" PRIMARY KEY("sale_id","day","customer_id")
);
--> statement-breakpoint
CREATE TABLE "crm_sale_daily" (
	"day" date NOT NULL,
	"sale_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	"buyers" integer NOT NULL,
	"cancelled" integer NOT NULL,
	CONSTRAINT "crm_sale_daily_sale_id_day_pk" PRIMARY KEY("sale_id","day")
);
--> statement-breakpoint
-- From the orders attributed before.
INSERT INTO crm_sale_daily (day, sale_id, orders, revenue, buyers, cancelled)
  SELECT a.order_date, coalesce(a.sale_id, 0),
    count(*) FILTER (WHERE o.status NOT IN ('CANCELLED', 'RETURNED'))::int,
    coalesce(sum(o.total_amount) FILTER (WHERE o.status NOT IN ('CANCELLED', 'RETURNED')), 0)::bigint,
    count(DISTINCT a.customer_id) FILTER (WHERE o.status NOT IN ('CANCELLED', 'RETURNED'))::int,
    count(*) FILTER (WHERE o.status IN ('CANCELLED', 'RETURNED'))::int
  FROM crm_order_sales a JOIN ts_orders o ON o.id = a.order_id
  GROUP BY a.order_date, coalesce(a.sale_id, 0);--> statement-breakpoint
INSERT INTO crm_sale_customer_daily (day, sale_id, customer_id, orders, revenue, cancelled)
  SELECT a.order_date, coalesce(a.sale_id, 0), coalesce(a.customer_id, 0),
    count(*) FILTER (WHERE o.status NOT IN ('CANCELLED', 'RETURNED'))::int,
    coalesce(sum(o.total_amount) FILTER (WHERE o.status NOT IN ('CANCELLED', 'RETURNED')), 0)::bigint,
    count(*) FILTER (WHERE o.status IN ('CANCELLED', 'RETURNED'))::int
  FROM crm_order_sales a JOIN ts_orders o ON o.id = a.order_id
  GROUP BY a.order_date, coalesce(a.sale_id, 0), coalesce(a.customer_id, 0);
