// Runs the sync jobs: a run holds its job's lock (a PostgreSQL advisory lock on a connection of its
// own, so a crashed process frees it; one process on PGlite), reads page after page, and commits each
// page's upserts with the run's cursor and counts, so a run taken up again resumes where it stopped.
import { hostname } from 'node:os';
import {
  SYNC_ENTITIES,
  type SyncEntityProgress,
  type SyncRunError,
  SyncSource,
} from '@backoffice/shared';
import type { Database, DatabaseHandle } from '../../db/client';
import { SYSTEM_ACTOR, recordAudit } from '../audit/audit.repository';
import { matchSettlements } from '../reconciliation/matching.repository';
import { type Connector, type FetchRequest, type SourcePage } from './source-kit/source';
import { TransientSourceError } from './source-kit/source-errors';
import { type RetryPolicy, backoffDelay, sleep } from './source-kit/http-client';
import { SOURCES } from './sources/registry';
import {
  type SyncRunRow,
  addRunError,
  emptyProgress,
  findActiveRun,
  findJob,
  insertQueuedRun,
  readCursor,
  saveCursor,
  takeDueJobs,
  updateRun,
} from './sync.repository';

/** The advisory lock class of sync jobs; the second key is the source's number. */
const SYNC_LOCK_CLASS = 4_242_006;
/** The marketplace's entities whose change the settlements are matched again after. */
const RECONCILED_ENTITIES = new Set(['settlements', 'orders', 'invoices']);
const SOURCE_LOCK_KEY: Record<SyncSource, number> = { thuocsi: 1, kiotviet: 2, misa: 3 };

type Progress = Omit<SyncEntityProgress, 'label'>;

export interface SyncLogger {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
}

export interface SyncEngineOptions {
  db: Database;
  handle: DatabaseHandle;
  /** The connector of a source as its job is configured now. */
  connectorFor: (source: SyncSource) => Promise<Connector>;
  log: SyncLogger;
  /** Tries of a page that keeps failing transiently (after the client's own retries). */
  pageRetry?: RetryPolicy;
  /** Who runs the runs (for the run's owner column). */
  owner?: string;
  /** Called after each committed page (tests watch progress with it). */
  onPage?: (info: { runId: number; entity: string; records: number; pid: number }) => void;
  /** A pause before each page (tests and benchmarks slow a run down with it). */
  pageDelayMs?: number;
  /**
   * With the demo's new orders (DEMO_LIVE_ORDERS_PER_MINUTE): the scheduler queues an incremental
   * read of thuocsi's orders this often while the job reads its demo source, whatever its own
   * schedule (which stays a person's).
   */
  demoOrdersEveryMs?: number;
}

export interface EnqueueRequest {
  entities?: string[] | undefined;
  full?: boolean | undefined;
  trigger: 'manual' | 'schedule' | 'api';
  requestedBy: string | null;
}

function later(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

export class SyncEngine {
  private readonly active = new Map<SyncSource, Promise<void>>();
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  /** When the scheduler last queued the demo's new orders. */
  private demoOrdersAt = 0;
  private readonly owner: string;
  private readonly pageRetry: RetryPolicy;

  constructor(private readonly options: SyncEngineOptions) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}`;
    this.pageRetry = options.pageRetry ?? { attempts: 4, baseDelayMs: 2_000, maxDelayMs: 60_000 };
  }

  /** Queues a run of a source, or answers the one queued or running; starts it at once here. */
  async enqueue(
    source: SyncSource,
    request: EnqueueRequest,
  ): Promise<{ run: SyncRunRow; started: boolean }> {
    const all: readonly string[] = SYNC_ENTITIES[source];
    const wanted = request.entities?.length ? request.entities : [...all];
    const entities = all.filter((e) => wanted.includes(e));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const inserted = await insertQueuedRun(this.options.db, {
        source,
        entities,
        full: request.full ?? false,
        trigger: request.trigger,
        requestedBy: request.requestedBy,
      });
      if (inserted) {
        this.kick(source);
        return { run: inserted, started: true };
      }
      const existing = await findActiveRun(this.options.db, source);
      if (existing) {
        this.kick(source);
        return { run: existing, started: false };
      }
    }
    throw new Error(`could not queue a run of ${source}`);
  }

  /** Runs what is queued (or left running by a stopped process) for a source, in the background. */
  kick(source: SyncSource): void {
    if (this.active.has(source) || this.stopping.signal.aborted) return;
    const work = this.drain(source)
      .catch((error: unknown) => {
        this.options.log.error({ err: error, source }, 'sync: could not run');
      })
      .finally(() => {
        this.active.delete(source);
      });
    this.active.set(source, work);
  }

  /** Waits until nothing runs in this process (tests). */
  async idle(): Promise<void> {
    while (this.active.size > 0) await Promise.all(this.active.values());
  }

  /** Every intervalMs: queue the jobs whose schedule is due and run what is waiting. */
  startScheduler(intervalMs = 30_000): void {
    if (this.timer) return;
    const tick = () => {
      this.tick().catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'sync: scheduler tick failed');
      });
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
    tick();
  }

  async tick(): Promise<void> {
    for (const source of await takeDueJobs(this.options.db)) {
      await this.enqueue(source, { trigger: 'schedule', requestedBy: null });
    }
    const every = this.options.demoOrdersEveryMs;
    if (every !== undefined && Date.now() - this.demoOrdersAt >= every) {
      const job = await findJob(this.options.db, 'thuocsi');
      if (job?.mode === 'demo') {
        this.demoOrdersAt = Date.now();
        await this.enqueue('thuocsi', {
          entities: ['orders'],
          trigger: 'schedule',
          requestedBy: null,
        });
      }
    }
    for (const source of SyncSource.options) this.kick(source);
  }

  /** Stops the scheduler and the runs of this process between two pages; they resume later. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping.abort(new Error('the server is stopping'));
    await Promise.allSettled([...this.active.values()]);
  }

  private async acquire(source: SyncSource): Promise<(() => Promise<void>) | null> {
    const { handle } = this.options;
    if (handle.kind === 'pglite') return async () => undefined;
    const client = await handle.pool.connect();
    try {
      const result = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, $2) as locked',
        [SYNC_LOCK_CLASS, SOURCE_LOCK_KEY[source]],
      );
      if (result.rows[0]?.locked !== true) {
        client.release();
        return null;
      }
    } catch (error) {
      client.release();
      throw error;
    }
    return async () => {
      try {
        await client.query('select pg_advisory_unlock($1, $2)', [
          SYNC_LOCK_CLASS,
          SOURCE_LOCK_KEY[source],
        ]);
        client.release();
      } catch {
        client.release(true);
      }
    };
  }

  private async drain(source: SyncSource): Promise<void> {
    const release = await this.acquire(source);
    if (!release) return;
    try {
      while (!this.stopping.signal.aborted) {
        const run = await findActiveRun(this.options.db, source);
        if (!run) break;
        await this.execute(run);
      }
    } finally {
      await release();
    }
  }

  /**
   * What follows a run that brought settlements, orders or invoices of the marketplace: the
   * settlements are matched again (an idempotent job: what did not change is not written). Its
   * failure is logged; the next run matches again.
   */
  private async afterRun(source: SyncSource, progress: Progress[]): Promise<void> {
    if (source !== 'thuocsi') return;
    const changed = progress.some(
      (entry) =>
        RECONCILED_ENTITIES.has(entry.entity) && entry.inserted + entry.updated + entry.removed > 0,
    );
    if (!changed) return;
    const { db, log } = this.options;
    try {
      const started = Date.now();
      const outcome = await db.transaction((tx) => matchSettlements(tx, null));
      log.info({ ...outcome, ms: Date.now() - started }, 'reconciliation: settlements matched');
    } catch (error) {
      log.warn({ err: error }, 'reconciliation: the matching failed');
    }
  }

  private async fetchWithRetry(
    connector: Connector,
    runId: number,
    request: FetchRequest,
  ): Promise<SourcePage> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await connector.fetchPage(request);
      } catch (error) {
        const transient = error instanceof TransientSourceError || error instanceof TypeError;
        if (!transient || attempt >= this.pageRetry.attempts || this.stopping.signal.aborted) {
          throw error;
        }
        await addRunError(this.options.db, runId, {
          at: new Date().toISOString(),
          entity: request.entity,
          message: error instanceof Error ? error.message : String(error),
          retried: true,
        });
        const retryAfter = error instanceof TransientSourceError ? error.retryAfterMs : null;
        await sleep(backoffDelay(this.pageRetry, attempt, retryAfter), this.stopping.signal);
      }
    }
  }

  private async execute(run: SyncRunRow): Promise<void> {
    const { db, log } = this.options;
    const source = run.source as SyncSource;
    const signal = this.stopping.signal;
    const resumed = run.status === 'running';
    await updateRun(db, run.id, {
      status: 'running',
      startedAt: run.startedAt ?? new Date(),
      owner: this.owner,
      heartbeatAt: new Date(),
      resumes: resumed ? run.resumes + 1 : run.resumes,
    });
    log.info({ runId: run.id, source, resumed }, 'sync: run started');
    const saved = new Map((run.progress as Progress[]).map((p) => [p.entity, p]));
    const progress = run.entities.map((e) => saved.get(e) ?? emptyProgress(e));
    let entityIndex = run.entityIndex;
    let cursor = run.cursor;
    let watermark = run.watermark;
    try {
      const connector = await this.options.connectorFor(source);
      while (entityIndex < run.entities.length) {
        const entity = run.entities[entityIndex] as string;
        const entry = progress[entityIndex] as Progress;
        // Cursors move only when an entity is read to its end, under this job's lock: reading it
        // again on a resume gives the value this entity started from.
        const since = run.full ? null : await readCursor(db, source, entity);
        entry.status = 'running';
        for (;;) {
          if (signal.aborted) return;
          if (this.options.pageDelayMs) await sleep(this.options.pageDelayMs, signal);
          const page = await this.fetchWithRetry(connector, run.id, {
            entity,
            cursor,
            since,
            signal,
          });
          let pageWatermark = watermark;
          for (const record of page.records) {
            pageWatermark = later(pageWatermark, SOURCES[source].modifiedOf(record));
          }
          const done = page.next === null;
          await db.transaction(async (tx) => {
            const counts = await SOURCES[source].ingest(tx, entity, page);
            entry.pages += 1;
            entry.rowsRead += page.records.length;
            entry.inserted += counts.inserted;
            entry.updated += counts.updated;
            entry.removed += counts.removed;
            if (done) {
              entry.status = 'done';
              if (pageWatermark) await saveCursor(tx, source, entity, pageWatermark);
            }
            await updateRun(tx, run.id, {
              entityIndex: done ? entityIndex + 1 : entityIndex,
              cursor: done ? null : page.next,
              since,
              watermark: done ? null : pageWatermark,
              progress,
              heartbeatAt: new Date(),
            });
          });
          this.options.onPage?.({
            runId: run.id,
            entity,
            records: page.records.length,
            pid: process.pid,
          });
          cursor = done ? null : page.next;
          watermark = done ? null : pageWatermark;
          if (done) break;
        }
        entityIndex += 1;
      }
      await db.transaction(async (tx) => {
        await updateRun(tx, run.id, { status: 'succeeded', finishedAt: new Date() });
        await recordAudit(
          tx,
          run.requestedBy ? { id: null, username: run.requestedBy } : SYSTEM_ACTOR,
          { action: 'sync', entity: 'sync_run', entityId: run.id, after: { source, progress } },
        );
      });
      log.info({ runId: run.id, source }, 'sync: run succeeded');
      await this.afterRun(source, progress);
    } catch (error) {
      // A stop between pages leaves the run running: the next process takes it up again.
      if (signal.aborted) return;
      const entry = progress[entityIndex];
      if (entry) entry.status = 'failed';
      const failure: SyncRunError = {
        at: new Date().toISOString(),
        entity: run.entities[entityIndex] ?? null,
        message: error instanceof Error ? error.message : String(error),
        retried: false,
      };
      await addRunError(db, run.id, failure);
      await updateRun(db, run.id, { status: 'failed', finishedAt: new Date(), progress });
      log.warn({ runId: run.id, source, err: error }, 'sync: run failed');
    }
  }
}
