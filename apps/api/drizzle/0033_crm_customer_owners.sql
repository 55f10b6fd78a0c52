CREATE TABLE "crm_customer_owners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"owned_from" timestamp with time zone NOT NULL,
	"owned_until" timestamp with time zone,
	CONSTRAINT "crm_customer_owners_order_check" CHECK ("crm_customer_owners"."owned_until" is null or "crm_customer_owners"."owned_until" >= "crm_customer_owners"."owned_from")
);
--> statement-breakpoint
ALTER TABLE "crm_customer_owners" ADD CONSTRAINT "crm_customer_owners_customer_id_crm_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_customer_owners_customer_idx" ON "crm_customer_owners" USING btree ("customer_id","owned_from");--> statement-breakpoint
CREATE INDEX "crm_customer_owners_sale_idx" ON "crm_customer_owners" USING btree ("sale_id","owned_from");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_customer_owners_open_key" ON "crm_customer_owners" USING btree ("customer_id") WHERE "crm_customer_owners"."owned_until" is null;