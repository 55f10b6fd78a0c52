CREATE TABLE "report_version_marks" (
	"txid" "xid8" NOT NULL,
	"name" varchar(40) NOT NULL,
	CONSTRAINT "report_version_marks_txid_name_pk" PRIMARY KEY("txid","name")
);
--> statement-breakpoint
CREATE TABLE "report_versions" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "report_versions" ("name") VALUES ('sales');--> statement-breakpoint
-- A statement that changes a table a family of reports reads (the family: the trigger's argument)
-- marks its transaction once. The transaction-local setting keeps the later statements from
-- marking again; a savepoint rolled back takes both the setting and the mark away.
CREATE OR REPLACE FUNCTION report_version_mark() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  setting text := 'backoffice.report_marked_' || TG_ARGV[0];
BEGIN
  IF current_setting(setting, true) IS DISTINCT FROM 'y' THEN
    PERFORM set_config(setting, 'y', true);
    INSERT INTO report_version_marks (txid, name) VALUES (pg_current_xact_id(), TG_ARGV[0])
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- At the commit of a marked transaction (deferred: after every statement of it, so that the
-- version's row is the last row it locks and holds it only while it commits), one more version.
CREATE OR REPLACE FUNCTION report_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_versions SET version = version + 1 WHERE name = NEW.name;
  DELETE FROM report_version_marks WHERE txid = NEW.txid AND name = NEW.name;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_version_marks_bump AFTER INSERT ON report_version_marks
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION report_version_bump();--> statement-breakpoint
-- The tables the sales reports read: the orders, their attribution and invoices, the sales'
-- rollups and targets, the CRM's customers, interactions, tasks and digs, and the users, their
-- departments and teams (whose figures a viewer reads).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'ts_orders', 'ts_invoices', 'crm_order_sales', 'crm_sale_daily', 'crm_sale_customer_daily',
    'crm_sale_monthly', 'crm_sale_all_daily', 'crm_sale_distinct_daily',
    'crm_sale_distinct_monthly', 'crm_sale_work_daily', 'crm_sale_work_monthly',
    'crm_sale_targets', 'crm_customers', 'crm_interactions', 'crm_tasks', 'crm_pool_events',
    'user_properties', 'departments'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
        FOR EACH STATEMENT EXECUTE FUNCTION report_version_mark(''sales'')',
      t || '_sales_version', t);
  END LOOP;
END
$$;--> statement-breakpoint
-- A user's sign-in or password change leaves the reports as they were.
CREATE TRIGGER users_sales_version AFTER INSERT OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION report_version_mark('sales');--> statement-breakpoint
CREATE TRIGGER users_sales_version_update
  AFTER UPDATE OF username, full_name, status, active, disabled, department_id, role_id ON users
  FOR EACH STATEMENT EXECUTE FUNCTION report_version_mark('sales');
