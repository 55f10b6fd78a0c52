CREATE TABLE "hrm_leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"from_date" date NOT NULL,
	"from_part" varchar(10) NOT NULL,
	"to_date" date NOT NULL,
	"to_part" varchar(10) NOT NULL,
	"half_days" integer NOT NULL,
	"reason" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"approver_id" integer,
	"decided_at" timestamp with time zone,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hrm_leave_requests_order_check" CHECK ("hrm_leave_requests"."to_date" >= "hrm_leave_requests"."from_date"),
	CONSTRAINT "hrm_leave_requests_status_check" CHECK ("hrm_leave_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "hrm_leave_requests" ADD CONSTRAINT "hrm_leave_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hrm_leave_requests" ADD CONSTRAINT "hrm_leave_requests_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hrm_leave_requests_user_idx" ON "hrm_leave_requests" USING btree ("user_id","from_date");--> statement-breakpoint
CREATE INDEX "hrm_leave_requests_dates_idx" ON "hrm_leave_requests" USING btree ("from_date","to_date");--> statement-breakpoint
CREATE INDEX "hrm_leave_requests_status_idx" ON "hrm_leave_requests" USING btree ("status");