CREATE TABLE "crm_sale_targets" (
	"sale_id" integer NOT NULL,
	"month" date NOT NULL,
	"amount" bigint NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_sale_targets_sale_id_month_pk" PRIMARY KEY("sale_id","month"),
	CONSTRAINT "crm_sale_targets_amount_check" CHECK ("crm_sale_targets"."amount" > 0),
	CONSTRAINT "crm_sale_targets_month_check" CHECK (extract(day from "crm_sale_targets"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "crm_sale_targets" ADD CONSTRAINT "crm_sale_targets_sale_id_users_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_sale_targets" ADD CONSTRAINT "crm_sale_targets_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;