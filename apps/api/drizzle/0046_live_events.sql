CREATE TABLE "live_event_queue" (
	"n" bigserial PRIMARY KEY NOT NULL,
	"txid" "xid8" NOT NULL,
	"topic" varchar(32) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" varchar(32) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- At the commit of a transaction that queued events (deferred: after every statement of it), its
-- events move to live_events in the order it queued them. One committing transaction at a time
-- numbers its events (the lock is held until its commit is complete), so the ids become visible in
-- their order: a reader that sees id n has seen every id below it. Then the processes that serve
-- sockets are woken (ids only; each reads the rows).
CREATE OR REPLACE FUNCTION live_events_commit() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  last_id bigint;
BEGIN
  IF current_setting('backoffice.live_committed', true) IS DISTINCT FROM 'y' THEN
    PERFORM set_config('backoffice.live_committed', 'y', true);
    PERFORM pg_advisory_xact_lock(hashtext('live_events'));
    WITH moved AS (
      DELETE FROM live_event_queue WHERE txid = pg_current_xact_id()
      RETURNING n, topic, kind, data
    ), inserted AS (
      INSERT INTO live_events (topic, kind, data, created_at)
      SELECT topic, kind, data, clock_timestamp() FROM moved ORDER BY n
      RETURNING id
    )
    SELECT max(id) INTO last_id FROM inserted;
    IF last_id IS NOT NULL THEN
      PERFORM pg_notify('live_events', last_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER live_event_queue_commit AFTER INSERT ON live_event_queue
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION live_events_commit();
