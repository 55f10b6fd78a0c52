-- The customers' trigger also adds the words of search_doc (3 to 64 letters, no digits) to
-- crm_search_words, the short list a typo is corrected against; a bulk load turns that off for its
-- transaction (set_config('crm.bulk_load', 'on', true)) and fills the list once at the end.
-- search_doc keeps finer statistics, so that the planner sees how common a searched word is.
CREATE OR REPLACE FUNCTION crm_customers_before_write() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ward_name text;
  district_name text;
  province_name text;
BEGIN
  IF NEW.code IS NULL OR NEW.code = '' THEN
    NEW.code := 'KH' || lpad(NEW.id::text, 7, '0');
  END IF;
  IF TG_OP = 'UPDATE'
    AND NEW.code IS NOT DISTINCT FROM OLD.code
    AND NEW.name IS NOT DISTINCT FROM OLD.name
    AND NEW.contact_name IS NOT DISTINCT FROM OLD.contact_name
    AND NEW.mobile_phone IS NOT DISTINCT FROM OLD.mobile_phone
    AND NEW.street IS NOT DISTINCT FROM OLD.street
    AND NEW.ward_code IS NOT DISTINCT FROM OLD.ward_code THEN
    NEW.district_code := OLD.district_code;
    NEW.province_code := OLD.province_code;
    NEW.search_doc := OLD.search_doc;
    RETURN NEW;
  END IF;
  IF NEW.ward_code IS NULL THEN
    NEW.district_code := NULL;
    NEW.province_code := NULL;
  ELSE
    SELECT w.name, d.code, d.name, p.code, p.name
      INTO ward_name, NEW.district_code, district_name, NEW.province_code, province_name
      FROM address_wards w
      JOIN address_districts d ON d.code = w.district_code
      JOIN address_provinces p ON p.code = d.province_code
      WHERE w.code = NEW.ward_code;
  END IF;
  NEW.search_doc := search_text(concat_ws(' ', NEW.name, NEW.contact_name, NEW.mobile_phone,
    NEW.code, NEW.street, ward_name, district_name, province_name));
  IF coalesce(current_setting('crm.bulk_load', true), '') <> 'on' THEN
    INSERT INTO crm_search_words (word)
      SELECT DISTINCT part FROM regexp_split_to_table(NEW.search_doc, '[^[:alpha:]]+') AS part
      WHERE length(part) BETWEEN 3 AND 64
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
INSERT INTO crm_search_words (word)
  SELECT DISTINCT part FROM crm_customers, regexp_split_to_table(search_doc, '[^[:alpha:]]+') AS part
  WHERE length(part) BETWEEN 3 AND 64
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE crm_customers ALTER COLUMN search_doc SET STATISTICS 1000;
