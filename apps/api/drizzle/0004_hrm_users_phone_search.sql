-- A mobile phone belongs to one user only (as a customer's does among customers), and the user
-- search box matches names, usernames and phones without accents and with small typos.
CREATE UNIQUE INDEX IF NOT EXISTS "users_mobile_phone_key" ON "users" ("mobile_phone") WHERE "mobile_phone" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_idx" ON "users" USING gin (search_text("full_name" || ' ' || "username" || ' ' || coalesce("mobile_phone", '')) gin_trgm_ops);
