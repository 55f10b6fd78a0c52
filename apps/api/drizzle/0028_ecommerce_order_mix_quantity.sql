ALTER TABLE "ts_order_mix_daily" ADD COLUMN "quantity" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The quantities of the orders each row already counts.
UPDATE "ts_order_mix_daily" r SET "quantity" = t.quantity
FROM (
  SELECT order_date, seller_id, status, province, sum(quantity) AS quantity
  FROM ts_orders
  GROUP BY order_date, seller_id, status, province
) t
WHERE r.day = t.order_date AND r.seller_id = t.seller_id AND r.status = t.status
  AND r.province = t.province AND t.quantity <> 0;
