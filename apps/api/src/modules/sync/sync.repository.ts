// SQL of the sync jobs, runs and cursors.
import type { SyncEntityProgress, SyncRunError, SyncSource } from '@backoffice/shared';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { syncCursors, syncJobs, syncRuns } from '../../db/schema/index';

type Db = Pick<Database, 'execute' | 'select' | 'selectDistinctOn' | 'insert' | 'update'>;
export type SyncJobRow = typeof syncJobs.$inferSelect;
export type SyncRunRow = typeof syncRuns.$inferSelect;

export async function ensureJobs(
  db: Db,
  defaults: { source: SyncSource; settings: Record<string, unknown> }[],
): Promise<void> {
  await db
    .insert(syncJobs)
    .values(defaults.map((d) => ({ source: d.source, settings: d.settings })))
    .onConflictDoNothing();
}

export async function listJobs(db: Db): Promise<SyncJobRow[]> {
  return db.select().from(syncJobs).orderBy(syncJobs.source);
}

export async function findJob(db: Db, source: SyncSource): Promise<SyncJobRow | undefined> {
  const [row] = await db.select().from(syncJobs).where(eq(syncJobs.source, source));
  return row;
}

export async function updateJob(
  db: Db,
  source: SyncSource,
  values: Partial<Omit<SyncJobRow, 'source'>>,
): Promise<SyncJobRow | undefined> {
  const [row] = await db
    .update(syncJobs)
    .set(values)
    .where(eq(syncJobs.source, source))
    .returning();
  return row;
}

/** Jobs whose schedule is due; their next run is moved on in the same statement. */
export async function takeDueJobs(db: Db): Promise<SyncSource[]> {
  const rows = await db
    .update(syncJobs)
    .set({ nextRunAt: sql`now() + make_interval(mins => ${syncJobs.intervalMinutes})` })
    .where(and(eq(syncJobs.enabled, true), sql`${syncJobs.nextRunAt} <= now()`))
    .returning({ source: syncJobs.source });
  return rows.map((r) => r.source as SyncSource);
}

/** The queued or running run of a source, if any. */
export async function findActiveRun(db: Db, source: SyncSource): Promise<SyncRunRow | undefined> {
  const [row] = await db
    .select()
    .from(syncRuns)
    .where(and(eq(syncRuns.source, source), inArray(syncRuns.status, ['queued', 'running'])))
    .orderBy(desc(syncRuns.id))
    .limit(1);
  return row;
}

/** Queues a run unless the source has one queued or running already (then answers undefined). */
export async function insertQueuedRun(
  db: Db,
  run: {
    source: SyncSource;
    entities: string[];
    full: boolean;
    trigger: string;
    requestedBy: string | null;
  },
): Promise<SyncRunRow | undefined> {
  const [row] = await db
    .insert(syncRuns)
    .values({ ...run, progress: run.entities.map(emptyProgress) })
    .onConflictDoNothing({
      target: syncRuns.source,
      where: sql`status in ('queued', 'running')`,
    })
    .returning();
  return row;
}

export function emptyProgress(entity: string): Omit<SyncEntityProgress, 'label'> {
  return { entity, status: 'pending', pages: 0, rowsRead: 0, inserted: 0, updated: 0, removed: 0 };
}

export async function findRun(db: Db, id: number): Promise<SyncRunRow | undefined> {
  const [row] = await db.select().from(syncRuns).where(eq(syncRuns.id, id));
  return row;
}

export async function latestRuns(db: Db): Promise<Map<string, SyncRunRow>> {
  const rows = await db
    .selectDistinctOn([syncRuns.source])
    .from(syncRuns)
    .orderBy(syncRuns.source, desc(syncRuns.id));
  return new Map(rows.map((r) => [r.source, r]));
}

export async function pageRuns(
  db: Db,
  filter: {
    source?: SyncSource | undefined;
    status?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: SyncRunRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.source) conditions.push(eq(syncRuns.source, filter.source));
  if (filter.status) conditions.push(eq(syncRuns.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(syncRuns)
    .where(where)
    .orderBy(desc(syncRuns.id))
    .limit(filter.pageSize)
    .offset(filter.page * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(syncRuns).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function updateRun(
  db: Db,
  id: number,
  values: Partial<Omit<SyncRunRow, 'id'>>,
): Promise<void> {
  await db.update(syncRuns).set(values).where(eq(syncRuns.id, id));
}

/** Appends an error to a run (keeping the last 20) in its own statement. */
export async function addRunError(db: Db, id: number, error: SyncRunError): Promise<void> {
  await db.execute(sql`
    update sync_runs set
      error_count = error_count + 1,
      errors = (
        select coalesce(jsonb_agg(e order by n), '[]'::jsonb) from (
          select e, n from jsonb_array_elements(errors || ${JSON.stringify([error])}::jsonb)
            with ordinality as t(e, n)
          order by n desc limit 20
        ) last
      )
    where id = ${id}`);
}

export async function readCursor(
  db: Db,
  source: SyncSource,
  entity: string,
): Promise<string | null> {
  const [row] = await db
    .select({ watermark: syncCursors.watermark })
    .from(syncCursors)
    .where(and(eq(syncCursors.source, source), eq(syncCursors.entity, entity)));
  return row?.watermark ?? null;
}

export async function saveCursor(
  db: Db,
  source: SyncSource,
  entity: string,
  watermark: string,
): Promise<void> {
  await db
    .insert(syncCursors)
    .values({ source, entity, watermark })
    .onConflictDoUpdate({
      target: [syncCursors.source, syncCursors.entity],
      set: { watermark, updatedAt: sql`now()` },
    });
}
