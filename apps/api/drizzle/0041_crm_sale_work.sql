CREATE TABLE "crm_sale_work_daily" (
	"sale_id" integer NOT NULL,
	"day" date NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL,
	"interactions" integer DEFAULT 0 NOT NULL,
	"tasks_done" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crm_sale_work_daily_sale_id_day_pk" PRIMARY KEY("sale_id","day")
);
--> statement-breakpoint
CREATE TABLE "crm_sale_work_monthly" (
	"sale_id" integer NOT NULL,
	"month" date NOT NULL,
	"new_customers" integer DEFAULT 0 NOT NULL,
	"interactions" integer DEFAULT 0 NOT NULL,
	"tasks_done" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "crm_sale_work_monthly_sale_id_month_pk" PRIMARY KEY("sale_id","month")
);
--> statement-breakpoint
CREATE INDEX "crm_pool_events_dig_idx" ON "crm_pool_events" USING btree ("sale_id","at","customer_id") WHERE "crm_pool_events"."type" = 'DIG';--> statement-breakpoint
-- Keeps crm_sale_work_daily and crm_sale_work_monthly current whatever path writes: each statement
-- on a tracked table adds, per sale and Vietnam day, the rows it made count (new or changed rows)
-- and takes away those it made stop counting (old or changed rows). Arguments: the measure column,
-- the sale of a row `r`, its instant, and when it counts.
CREATE OR REPLACE FUNCTION crm_sale_work_track() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  measure text := TG_ARGV[0];
  sale text := TG_ARGV[1];
  instant text := TG_ARGV[2];
  counted text := TG_ARGV[3];
  changed text := '';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    changed := format('SELECT %s AS sale_id, %s AS instant, 1 AS n FROM new_rows r WHERE %s',
      sale, instant, counted);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    changed := changed || CASE WHEN changed = '' THEN '' ELSE ' UNION ALL ' END
      || format('SELECT %s AS sale_id, %s AS instant, -1 AS n FROM old_rows r WHERE %s',
        sale, instant, counted);
  END IF;
  EXECUTE format($q$
    WITH d AS (
      SELECT x.sale_id, (x.instant AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS day, sum(x.n)::int AS n
      FROM (%2$s) x WHERE x.sale_id IS NOT NULL AND x.instant IS NOT NULL
      GROUP BY 1, 2 HAVING sum(x.n) <> 0
    ), daily AS (
      INSERT INTO crm_sale_work_daily AS w (sale_id, day, %1$I)
      SELECT d.sale_id, d.day, d.n FROM d ORDER BY 1, 2
      ON CONFLICT (sale_id, day) DO UPDATE SET %1$I = w.%1$I + excluded.%1$I
    )
    INSERT INTO crm_sale_work_monthly AS w (sale_id, month, %1$I)
    SELECT d.sale_id, date_trunc('month', d.day)::date, sum(d.n)::int FROM d GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (sale_id, month) DO UPDATE SET %1$I = w.%1$I + excluded.%1$I
  $q$, measure, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER crm_customers_sale_work_insert AFTER INSERT ON crm_customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION crm_sale_work_track('new_customers', 'r.created_by_id', 'r.created_at', 'r.deleted_at IS NULL');--> statement-breakpoint
CREATE TRIGGER crm_customers_sale_work_update AFTER UPDATE ON crm_customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION crm_sale_work_track('new_customers', 'r.created_by_id', 'r.created_at', 'r.deleted_at IS NULL');--> statement-breakpoint
CREATE TRIGGER crm_customers_sale_work_delete AFTER DELETE ON crm_customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION crm_sale_work_track('new_customers', 'r.created_by_id', 'r.created_at', 'r.deleted_at IS NULL');--> statement-breakpoint
CREATE TRIGGER crm_interactions_sale_work_insert AFTER INSERT ON crm_interactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION crm_sale_work_track('interactions', 'r.author_id', 'r.at', 'true');--> statement-breakpoint
CREATE TRIGGER crm_interactions_sale_work_update AFTER UPDATE ON crm_interactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION crm_sale_work_track('interactions', 'r.author_id', 'r.at', 'true');--> statement-breakpoint
CREATE TRIGGER crm_interactions_sale_work_delete AFTER DELETE ON crm_interactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION crm_sale_work_track('interactions', 'r.author_id', 'r.at', 'true');--> statement-breakpoint
CREATE TRIGGER crm_tasks_sale_work_insert AFTER INSERT ON crm_tasks
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION crm_sale_work_track('tasks_done', 'r.assignee_id', 'r.done_at', 'r.status = ''DONE''');--> statement-breakpoint
CREATE TRIGGER crm_tasks_sale_work_update AFTER UPDATE ON crm_tasks
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION crm_sale_work_track('tasks_done', 'r.assignee_id', 'r.done_at', 'r.status = ''DONE''');--> statement-breakpoint
CREATE TRIGGER crm_tasks_sale_work_delete AFTER DELETE ON crm_tasks
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION crm_sale_work_track('tasks_done', 'r.assignee_id', 'r.done_at', 'r.status = ''DONE''');--> statement-breakpoint
-- What was done before the triggers kept it.
INSERT INTO crm_sale_work_daily (sale_id, day, new_customers, interactions, tasks_done)
  SELECT x.sale_id, (x.instant AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, sum(x.c)::int, sum(x.i)::int, sum(x.t)::int
  FROM (
    SELECT created_by_id AS sale_id, created_at AS instant, 1 AS c, 0 AS i, 0 AS t FROM crm_customers
    WHERE deleted_at IS NULL
    UNION ALL
    SELECT author_id, at, 0, 1, 0 FROM crm_interactions
    UNION ALL
    SELECT assignee_id, done_at, 0, 0, 1 FROM crm_tasks WHERE status = 'DONE'
  ) x
  WHERE x.sale_id IS NOT NULL AND x.instant IS NOT NULL
  GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO crm_sale_work_monthly (sale_id, month, new_customers, interactions, tasks_done)
  SELECT sale_id, date_trunc('month', day)::date, sum(new_customers)::int, sum(interactions)::int,
    sum(tasks_done)::int
  FROM crm_sale_work_daily GROUP BY 1, 2;
