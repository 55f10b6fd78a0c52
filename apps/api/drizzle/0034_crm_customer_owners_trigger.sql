-- Keeps crm_customer_owners, the history of who owned each customer, whenever the owner of a
-- customer not deleted changes, whatever the path (created, approved, assigned, dug, released,
-- recycled, deleted, restored). A deleted customer has no owner until it is restored. The new
-- owner's row starts when it became the owner (owned_since), or now when a deleted customer comes
-- back to the owner it had; the previous owner's row ends then, or when the customer was deleted or
-- released. A bulk load (set_config('crm.bulk_load', 'on', true)) writes the history of its rows
-- once at the end instead.
CREATE OR REPLACE FUNCTION crm_customers_owner_history() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  old_owner integer := NULL;
  new_owner integer := CASE WHEN NEW.deleted_at IS NULL THEN NEW.owner_id END;
  starts timestamptz := now();
  ends timestamptz;
BEGIN
  IF coalesce(current_setting('crm.bulk_load', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NULL THEN
    old_owner := OLD.owner_id;
  END IF;
  IF old_owner IS NOT DISTINCT FROM new_owner THEN
    RETURN NULL;
  END IF;
  IF new_owner IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.owner_id IS DISTINCT FROM OLD.owner_id) THEN
    starts := coalesce(NEW.owned_since, now());
  END IF;
  IF TG_OP = 'UPDATE' THEN
    ends := CASE
      WHEN new_owner IS NOT NULL THEN starts
      WHEN NEW.deleted_at IS NOT NULL THEN NEW.deleted_at
      WHEN NEW.released_at IS DISTINCT FROM OLD.released_at THEN coalesce(NEW.released_at, now())
      ELSE now()
    END;
    UPDATE crm_customer_owners SET owned_until = greatest(owned_from, ends)
      WHERE customer_id = NEW.id AND owned_until IS NULL;
  END IF;
  IF new_owner IS NOT NULL THEN
    INSERT INTO crm_customer_owners (customer_id, sale_id, owned_from)
      VALUES (NEW.id, new_owner, starts);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER crm_customers_owner_history
  AFTER INSERT OR UPDATE OF owner_id, deleted_at ON crm_customers
  FOR EACH ROW EXECUTE FUNCTION crm_customers_owner_history();--> statement-breakpoint
-- The customers owned before this history was kept: owned since their owned_since.
INSERT INTO crm_customer_owners (customer_id, sale_id, owned_from)
  SELECT id, owner_id, coalesce(owned_since, created_at) FROM crm_customers
  WHERE owner_id IS NOT NULL AND deleted_at IS NULL;
