-- Search boxes match what Vietnamese users type: without accents ("nha thuoc" finds "Nhà thuốc")
-- and tolerant of small typos (trigram similarity). search_text() is immutable so that indexes
-- (gin_trgm_ops) can be built on it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, replace(replace(value, 'đ', 'd'), 'Đ', 'D'))) $$;
