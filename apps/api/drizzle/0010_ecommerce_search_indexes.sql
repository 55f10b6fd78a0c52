-- Search boxes of the mapping screens and the marketplace catalogue: accent-insensitive, typo-tolerant.
CREATE INDEX IF NOT EXISTS "ts_products_search_idx" ON "ts_products" USING gin (search_text("code" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kiotviet_products_search_idx" ON "kiotviet_products" USING gin (search_text("code" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ts_invoices_search_idx" ON "ts_invoices" USING gin (search_text("code" || ' ' || "order_code" || ' ' || "buyer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "misa_vouchers_search_idx" ON "misa_vouchers" USING gin (search_text("voucher_no" || ' ' || "customer_name" || ' ' || "description") gin_trgm_ops);
