DROP INDEX "crm_interactions_author_idx";--> statement-breakpoint
CREATE INDEX "crm_interactions_author_idx" ON "crm_interactions" USING btree ("author_id","at","customer_id");