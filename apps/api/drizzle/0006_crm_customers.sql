CREATE TABLE "crm_customer_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "crm_customer_sources_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "crm_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "crm_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16) DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"mobile_phone" varchar(10),
	"email" text,
	"street" text,
	"ward_code" varchar(5),
	"district_code" varchar(3),
	"province_code" varchar(2),
	"customer_type_id" integer,
	"source_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_old" boolean DEFAULT false NOT NULL,
	"note" text,
	"collection" varchar(8) DEFAULT 'OCEAN' NOT NULL,
	"owner_id" integer,
	"owned_since" timestamp with time zone,
	"approval_status" varchar(10) DEFAULT 'APPROVED' NOT NULL,
	"created_by_id" integer,
	"approved_by_id" integer,
	"approved_at" timestamp with time zone,
	"last_owner_id" integer,
	"released_at" timestamp with time zone,
	"last_interaction_at" timestamp with time zone,
	"last_order_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" integer,
	"search_doc" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_customers_collection_check" CHECK ("crm_customers"."collection" in ('OWNED', 'POOL', 'OCEAN')),
	CONSTRAINT "crm_customers_owner_check" CHECK (("crm_customers"."collection" = 'OWNED') = ("crm_customers"."owner_id" is not null)),
	CONSTRAINT "crm_customers_approval_check" CHECK ("crm_customers"."approval_status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "crm_sale_customer_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"color" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_sale_customers" (
	"sale_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"state" varchar(12),
	"state_changed_at" timestamp with time zone,
	"category_id" integer,
	"pinned" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"do_not_call" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_sale_customers_sale_id_customer_id_pk" PRIMARY KEY("sale_id","customer_id"),
	CONSTRAINT "crm_sale_customers_state_check" CHECK ("crm_sale_customers"."state" is null or "crm_sale_customers"."state" in ('NEW', 'CONTACTED', 'INTERESTED', 'ORDERED', 'LOST'))
);
--> statement-breakpoint
CREATE TABLE "crm_interactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"author_id" integer,
	"type" varchar(10) NOT NULL,
	"content" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_interactions_type_check" CHECK ("crm_interactions"."type" in ('COMMENT', 'CALL', 'VISIT', 'MESSAGE'))
);
--> statement-breakpoint
CREATE TABLE "crm_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"assignee_id" integer NOT NULL,
	"due_at" timestamp with time zone,
	"priority" varchar(8) DEFAULT 'MEDIUM' NOT NULL,
	"status" varchar(10) DEFAULT 'TODO' NOT NULL,
	"done_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_tasks_priority_check" CHECK ("crm_tasks"."priority" in ('LOW', 'MEDIUM', 'HIGH')),
	CONSTRAINT "crm_tasks_status_check" CHECK ("crm_tasks"."status" in ('TODO', 'DONE', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "crm_pool_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"max_owned_per_sale" integer NOT NULL,
	"max_digs_per_day" integer NOT NULL,
	"recycle_no_interaction_days" integer NOT NULL,
	"recycle_no_order_days" integer NOT NULL,
	"redig_cooldown_days" integer NOT NULL,
	"recycle_enabled" boolean DEFAULT true NOT NULL,
	"last_recycled_on" date,
	"updated_at" timestamp with time zone,
	"updated_by_id" integer,
	CONSTRAINT "crm_pool_settings_single_row" CHECK ("crm_pool_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "crm_pool_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" varchar(10) NOT NULL,
	"sale_id" integer,
	"actor_id" integer,
	"reason" varchar(16),
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_pool_events_type_check" CHECK ("crm_pool_events"."type" in ('CREATE', 'APPROVE', 'REJECT', 'DIG', 'RELEASE', 'RECYCLE', 'DELETE'))
);
--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_ward_code_address_wards_code_fk" FOREIGN KEY ("ward_code") REFERENCES "public"."address_wards"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_customer_type_id_customer_types_id_fk" FOREIGN KEY ("customer_type_id") REFERENCES "public"."customer_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_source_id_crm_customer_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."crm_customer_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_approved_by_id_users_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_last_owner_id_users_id_fk" FOREIGN KEY ("last_owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_customers" ADD CONSTRAINT "crm_customers_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sale_customer_categories" ADD CONSTRAINT "crm_sale_customer_categories_sale_id_users_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sale_customers" ADD CONSTRAINT "crm_sale_customers_sale_id_users_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sale_customers" ADD CONSTRAINT "crm_sale_customers_customer_id_crm_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sale_customers" ADD CONSTRAINT "crm_sale_customers_category_id_crm_sale_customer_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."crm_sale_customer_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_interactions" ADD CONSTRAINT "crm_interactions_customer_id_crm_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_interactions" ADD CONSTRAINT "crm_interactions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_tasks" ADD CONSTRAINT "crm_tasks_customer_id_crm_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_tasks" ADD CONSTRAINT "crm_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_tasks" ADD CONSTRAINT "crm_tasks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pool_settings" ADD CONSTRAINT "crm_pool_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_pool_events" ADD CONSTRAINT "crm_pool_events_customer_id_crm_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_customers_code_key" ON "crm_customers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_customers_mobile_phone_key" ON "crm_customers" USING btree ("mobile_phone") WHERE "crm_customers"."deleted_at" is null and "crm_customers"."mobile_phone" is not null;--> statement-breakpoint
CREATE INDEX "crm_customers_search_doc_trgm_idx" ON "crm_customers" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customers_tags_idx" ON "crm_customers" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "crm_customers_owner_idx" ON "crm_customers" USING btree ("owner_id","id") WHERE "crm_customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "crm_customers_collection_idx" ON "crm_customers" USING btree ("collection","id") WHERE "crm_customers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "crm_customers_province_idx" ON "crm_customers" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "crm_customers_district_idx" ON "crm_customers" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "crm_customers_ward_idx" ON "crm_customers" USING btree ("ward_code");--> statement-breakpoint
CREATE INDEX "crm_customers_type_idx" ON "crm_customers" USING btree ("customer_type_id");--> statement-breakpoint
CREATE INDEX "crm_customers_source_idx" ON "crm_customers" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "crm_customers_pending_idx" ON "crm_customers" USING btree ("created_by_id") WHERE "crm_customers"."approval_status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "crm_sale_customer_categories_name_key" ON "crm_sale_customer_categories" USING btree ("sale_id",lower("name"));--> statement-breakpoint
CREATE INDEX "crm_sale_customers_customer_idx" ON "crm_sale_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "crm_sale_customers_category_idx" ON "crm_sale_customers" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "crm_interactions_customer_idx" ON "crm_interactions" USING btree ("customer_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_interactions_author_idx" ON "crm_interactions" USING btree ("author_id","at");--> statement-breakpoint
CREATE INDEX "crm_tasks_customer_idx" ON "crm_tasks" USING btree ("customer_id","status","due_at");--> statement-breakpoint
CREATE INDEX "crm_tasks_assignee_idx" ON "crm_tasks" USING btree ("assignee_id","status","due_at");--> statement-breakpoint
CREATE INDEX "crm_pool_events_sale_idx" ON "crm_pool_events" USING btree ("sale_id","type","at");--> statement-breakpoint
CREATE INDEX "crm_pool_events_customer_idx" ON "crm_pool_events" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "crm_pool_events_at_idx" ON "crm_pool_events" USING btree ("at");