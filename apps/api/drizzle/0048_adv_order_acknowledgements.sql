CREATE TABLE "adv_order_acknowledgements" (
	"order_code" varchar(64) PRIMARY KEY NOT NULL,
	"acknowledged_by_id" integer,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adv_order_acknowledgements" ADD CONSTRAINT "adv_order_acknowledgements_acknowledged_by_id_users_id_fk" FOREIGN KEY ("acknowledged_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ts_orders_advertising_idx" ON "ts_orders" USING btree ("created_at","code") WHERE "ts_orders"."source" = 'ADVERTISING';