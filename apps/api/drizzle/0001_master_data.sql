CREATE TABLE "address_districts" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"province_code" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_provinces" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_wards" (
	"code" varchar(5) PRIMARY KEY NOT NULL,
	"district_code" varchar(3) NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "customer_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "kiotviet_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiotviet_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"idf" bigint NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"unit" varchar(32) NOT NULL,
	"image" text,
	"active" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"ms_private_skus" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiotviet_products_idf_unique" UNIQUE("idf"),
	CONSTRAINT "kiotviet_products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "misa_inventory_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"idf" uuid NOT NULL,
	"inventory_item_code" varchar(64) NOT NULL,
	"inventory_item_name" text NOT NULL,
	"unit" varchar(32) NOT NULL,
	"inactive" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "misa_inventory_items_idf_unique" UNIQUE("idf"),
	CONSTRAINT "misa_inventory_items_inventory_item_code_unique" UNIQUE("inventory_item_code")
);
--> statement-breakpoint
CREATE TABLE "thuocsi_sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"idf" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"priority" integer NOT NULL,
	"status" varchar(16) DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thuocsi_sellers_idf_unique" UNIQUE("idf"),
	CONSTRAINT "thuocsi_sellers_code_unique" UNIQUE("code"),
	CONSTRAINT "thuocsi_sellers_status_check" CHECK ("thuocsi_sellers"."status" in ('ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "thuocsi_warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"province" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thuocsi_warehouses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "address_districts" ADD CONSTRAINT "address_districts_province_code_address_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."address_provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_wards" ADD CONSTRAINT "address_wards_district_code_address_districts_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."address_districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_districts_province_idx" ON "address_districts" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "address_wards_district_idx" ON "address_wards" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "kiotviet_categories_parent_idx" ON "kiotviet_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "kiotviet_products_category_idx" ON "kiotviet_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "thuocsi_sellers_status_priority_idx" ON "thuocsi_sellers" USING btree ("status","priority");