CREATE TABLE "crm_search_words" (
	"word" varchar(64) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "crm_search_words_trgm_idx" ON "crm_search_words" USING gin ("word" gin_trgm_ops);