CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","failed_at");--> statement-breakpoint
-- Users deactivated by someone else before this change stay disabled: the audit log tells them apart
-- from users not yet activated.
UPDATE "users" SET "disabled" = true
WHERE "active" = false
  AND EXISTS (
    SELECT 1 FROM "audit_log" a
    WHERE a."entity" = 'user' AND a."entity_id" = "users"."id"::text
      AND a."actor_id" IS DISTINCT FROM "users"."id"
      AND a."before"->>'active' = 'true' AND a."after"->>'active' = 'false'
  );
