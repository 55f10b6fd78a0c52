DROP INDEX "ts_orders_seller_date_idx";--> statement-breakpoint
DROP INDEX "ts_orders_date_idx";--> statement-breakpoint
CREATE INDEX "ts_orders_seller_date_idx" ON "ts_orders" USING btree ("seller_id","order_date","created_at","code");--> statement-breakpoint
CREATE INDEX "ts_orders_date_idx" ON "ts_orders" USING btree ("order_date","created_at","code");