-- A seller's rows of these rollups, read over a long period by the seller summary and the seller
-- report, lie on as many pages as rows (the table is in the order it was written); with their
-- measures in an index on the seller, they are read from the index alone, a few pages.
CREATE INDEX IF NOT EXISTS "ts_sales_monthly_seller_covering_idx" ON "ts_sales_monthly"
  ("seller_id", "month", "product_code") INCLUDE ("quantity", "revenue", "orders");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ts_order_mix_monthly_seller_covering_idx" ON "ts_order_mix_monthly"
  ("seller_id", "month", "status", "province") INCLUDE ("orders", "revenue");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ts_seller_daily_covering_idx" ON "ts_seller_daily"
  ("seller_id", "day") INCLUDE ("orders", "revenue");
