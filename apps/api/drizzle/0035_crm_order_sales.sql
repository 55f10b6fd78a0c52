CREATE TABLE "crm_order_sales" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"sale_id" integer,
	"order_date" date NOT NULL,
	"attributed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_order_sales" ADD CONSTRAINT "crm_order_sales_customer_id_crm_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_order_sales_sale_idx" ON "crm_order_sales" USING btree ("sale_id","order_date");--> statement-breakpoint
CREATE INDEX "crm_order_sales_customer_idx" ON "crm_order_sales" USING btree ("customer_id","order_date");--> statement-breakpoint
-- The orders synced before: each to its customer and the sale who owned it then, as far as the
-- ownership history (kept from the previous migration on) knows.
INSERT INTO crm_order_sales (order_id, customer_id, sale_id, order_date)
  SELECT b.id, b.customer_id,
    (SELECT h.sale_id FROM crm_customer_owners h
      WHERE h.customer_id = b.customer_id AND h.owned_from <= b.created_at
        AND (h.owned_until IS NULL OR h.owned_until > b.created_at)
      ORDER BY h.owned_from DESC LIMIT 1),
    b.order_date
  FROM (
    SELECT o.id, o.created_at, o.order_date, (
      SELECT m.id FROM (
        SELECT c.id, 0 AS rank FROM crm_customers c
        WHERE c.mobile_phone = o.customer_phone AND c.deleted_at IS NULL
        UNION ALL
        SELECT c.id, 1 AS rank FROM crm_customers c WHERE c.code = o.customer_code
      ) m ORDER BY m.rank LIMIT 1) AS customer_id
    FROM ts_orders o
  ) b;
