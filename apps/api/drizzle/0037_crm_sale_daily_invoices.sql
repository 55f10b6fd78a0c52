-- The sales rollups count the company's own seller accounts only, and the daily one gains what was
-- invoiced and collected of the counted orders: both are summed again from the attributed orders.
DELETE FROM crm_sale_daily;--> statement-breakpoint
DELETE FROM crm_sale_customer_daily;--> statement-breakpoint
ALTER TABLE "crm_sale_daily" ADD COLUMN "invoiced" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_sale_daily" ADD COLUMN "collected" bigint NOT NULL;--> statement-breakpoint
INSERT INTO crm_sale_daily (day, sale_id, orders, revenue, buyers, cancelled, invoiced, collected)
  SELECT a.order_date, coalesce(a.sale_id, 0),
    count(*) FILTER (WHERE o.status NOT IN ('CANCELLED', 'RETURNED'))::int,
    coalesce(sum(o.total_amount) FILTER (WHERE o.status NOT IN ('CANCELLED', 'RETURNED')), 0)::bigint,
    count(DISTINCT a.customer_id) FILTER (WHERE o.status NOT IN ('CANCELLED', 'RETURNED'))::int,
    count(*) FILTER (WHERE o.status IN ('CANCELLED', 'RETURNED'))::int,
    coalesce(sum(i.amount) FILTER (WHERE o.status NOT IN ('CANCELLED', 'RETURNED')), 0)::bigint,
    coalesce(sum(least(o.paid_amount, o.total_amount))
      FILTER (WHERE o.status NOT IN ('CANCELLED', 'RETURNED')), 0)::bigint
  FROM crm_order_sales a JOIN ts_orders o ON o.id = a.order_id
  LEFT JOIN LATERAL (SELECT sum(total_amount) AS amount FROM ts_invoices
    WHERE order_code = o.code) i ON true
  WHERE o.seller_id IN (2010, 3035)
  GROUP BY a.order_date, coalesce(a.sale_id, 0);--> statement-breakpoint
INSERT INTO crm_sale_customer_daily (day, sale_id, customer_id, orders, revenue, cancelled)
  SELECT a.order_date, coalesce(a.sale_id, 0), coalesce(a.customer_id, 0),
    count(*) FILTER (WHERE o.status NOT IN ('CANCELLED', 'RETURNED'))::int,
    coalesce(sum(o.total_amount) FILTER (WHERE o.status NOT IN ('CANCELLED', 'RETURNED')), 0)::bigint,
    count(*) FILTER (WHERE o.status IN ('CANCELLED', 'RETURNED'))::int
  FROM crm_order_sales a JOIN ts_orders o ON o.id = a.order_id
  WHERE o.seller_id IN (2010, 3035)
  GROUP BY a.order_date, coalesce(a.sale_id, 0), coalesce(a.customer_id, 0);
