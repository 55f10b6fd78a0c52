// Rules of the sync configuration screen: settings (the secret write-only), schedule, runs.
import type { SyncEntityProgress } from '@backoffice/shared';
import {
  changedUrlSettings,
  SYNC_ENTITIES,
  SYNC_ENTITY_LABELS,
  SYNC_MESSAGES,
  THUOCSI_WEBHOOK_MESSAGES,
  SYNC_SECRET_LABELS,
  SYNC_SOURCE_LABELS,
  type SyncConnectionCheck,
  type SyncRun,
  type SyncRunError,
  type SyncRunPage,
  type SyncRunQuery,
  type SyncRunRequest,
  type SyncRunStarted,
  SyncSource,
  type SyncSourceUpdate,
  type SyncSourceView,
  THUOCSI_PRODUCT_SYNC_ENTITIES,
} from '@backoffice/shared';
import type { Database } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.repository';
import { buildConnector, DEFAULT_SETTINGS, type DemoFeeds, settingsOf } from './sources/registry';
import type { HttpOptions } from './source-kit/http-client';
import type { Connector } from './source-kit/source';
import type { SecretBox } from './secret-box';
import type { SyncEngine } from './sync-engine';
import {
  type SyncJobRow,
  type SyncRunRow,
  ensureJobs,
  findJob,
  findRun,
  latestRuns,
  listJobs,
  pageRuns,
  updateJob,
} from './sync.repository';

export interface SyncDeps {
  db: Database;
  engine: SyncEngine;
  box: SecretBox;
  demo: DemoFeeds;
  /** How the connectors call out (which addresses they may reach). */
  http?: HttpOptions;
}

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toRunView(row: SyncRunRow): SyncRun {
  const progress = (row.progress as Omit<SyncEntityProgress, 'label'>[]).map((p) => ({
    ...p,
    label: (SYNC_ENTITY_LABELS as Record<string, string | undefined>)[p.entity] ?? p.entity,
  }));
  const sum = (key: 'pages' | 'rowsRead' | 'inserted' | 'updated' | 'removed') =>
    progress.reduce((total, p) => total + p[key], 0);
  return {
    id: row.id,
    source: row.source as SyncSource,
    status: row.status as SyncRun['status'],
    trigger: row.trigger as SyncRun['trigger'],
    full: row.full,
    entities: row.entities,
    currentEntity: row.status === 'running' ? (row.entities[row.entityIndex] ?? null) : null,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    resumes: row.resumes,
    pages: sum('pages'),
    rowsRead: sum('rowsRead'),
    inserted: sum('inserted'),
    updated: sum('updated'),
    removed: sum('removed'),
    errorCount: row.errorCount,
    progress,
    errors: row.errors as SyncRunError[],
  };
}

function toSourceView(job: SyncJobRow, lastRun: SyncRunRow | undefined): SyncSourceView {
  const source = job.source as SyncSource;
  return {
    source,
    label: SYNC_SOURCE_LABELS[source],
    mode: job.mode === 'http' ? 'http' : 'demo',
    enabled: job.enabled,
    intervalMinutes: job.intervalMinutes,
    settings: settingsOf(job),
    hasSecret: job.secretEncrypted !== null,
    hasWebhookSecret: job.webhookSecretEncrypted !== null,
    secretLabel: SYNC_SECRET_LABELS[source],
    entities: SYNC_ENTITIES[source].map((entity) => ({
      entity,
      label: SYNC_ENTITY_LABELS[entity],
    })),
    lastRun: lastRun ? toRunView(lastRun) : null,
    nextRunAt: job.enabled ? iso(job.nextRunAt) : null,
    updatedAt: job.updatedAt.toISOString(),
    updatedBy: job.updatedBy,
  };
}

/** The three jobs exist from the first start on, in demo mode, not scheduled. */
export function ensureSyncJobs(db: Database): Promise<void> {
  return ensureJobs(
    db,
    SyncSource.options.map((source) => ({ source, settings: { ...DEFAULT_SETTINGS[source] } })),
  );
}

export async function listSources(db: Database): Promise<SyncSourceView[]> {
  const [jobs, runs] = await Promise.all([listJobs(db), latestRuns(db)]);
  return jobs.map((job) => toSourceView(job, runs.get(job.source)));
}

export async function getSource(db: Database, source: SyncSource): Promise<SyncSourceView> {
  const job = await findJob(db, source);
  if (!job) throw notFound();
  const runs = await latestRuns(db);
  return toSourceView(job, runs.get(source));
}

/** The values of a source's settings, without the source tag. */
function settingsValues(settings: ReturnType<typeof settingsOf>): Record<string, unknown> {
  switch (settings.source) {
    case 'thuocsi':
      return settings.thuocsi;
    case 'kiotviet':
      return settings.kiotviet;
    case 'misa':
      return settings.misa;
    default: {
      const never: never = settings;
      throw new Error(String(never));
    }
  }
}

/** What the audit keeps of a job: everything but the secret itself. */
function auditable(job: SyncJobRow) {
  const { secretEncrypted, webhookSecretEncrypted, ...rest } = job;
  return {
    ...rest,
    hasSecret: secretEncrypted !== null,
    hasWebhookSecret: webhookSecretEncrypted !== null,
  };
}

export async function updateSource(
  deps: SyncDeps,
  actor: AuditActor,
  source: SyncSource,
  body: SyncSourceUpdate,
): Promise<SyncSourceView> {
  if (body.settings.source !== source) {
    throw fieldError('settings.source', SYNC_MESSAGES.sourceMismatch);
  }
  const { db, box } = deps;
  return db.transaction(async (tx) => {
    const before = await findJob(tx, source);
    if (!before) throw notFound();
    const settings = body.settings;
    const values = settingsValues(settings);
    // A stored secret belongs to the addresses it was given for: a new address without the secret
    // typed again clears it, so that it is never sent to the new one.
    const storedSettings = settingsValues(settingsOf(before));
    const movedUrls = changedUrlSettings(source, storedSettings, values);
    const clearedByUrlChange =
      body.secret === undefined && before.secretEncrypted !== null && movedUrls.length > 0;
    const secretEncrypted =
      body.secret === undefined
        ? clearedByUrlChange
          ? null
          : before.secretEncrypted
        : body.secret === null
          ? null
          : box.seal(body.secret);
    if (body.mode === 'http' && secretEncrypted === null && !clearedByUrlChange) {
      throw fieldError('secret', SYNC_MESSAGES.secretRequired);
    }
    if (body.webhookSecret !== undefined && source !== 'thuocsi') {
      throw fieldError('webhookSecret', THUOCSI_WEBHOOK_MESSAGES.onlyThuocsi);
    }
    const webhookSecretEncrypted =
      body.webhookSecret === undefined
        ? before.webhookSecretEncrypted
        : body.webhookSecret === null
          ? null
          : box.seal(body.webhookSecret);
    const reschedule =
      body.enabled &&
      (!before.enabled || before.intervalMinutes !== body.intervalMinutes || !before.nextRunAt);
    const after = await updateJob(tx, source, {
      mode: body.mode,
      enabled: body.enabled,
      intervalMinutes: body.intervalMinutes,
      settings: values,
      secretEncrypted,
      webhookSecretEncrypted,
      nextRunAt: body.enabled
        ? reschedule
          ? new Date(Date.now() + body.intervalMinutes * 60_000)
          : before.nextRunAt
        : null,
      updatedAt: new Date(),
      updatedBy: actor.username,
    });
    if (!after) throw notFound();
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'sync_job',
      entityId: source,
      before: auditable(before),
      after: {
        ...auditable(after),
        ...(clearedByUrlChange && {
          secretCleared: { reason: 'url-changed', settings: movedUrls },
        }),
      },
    });
    const runs = await latestRuns(tx);
    return toSourceView(after, runs.get(source));
  });
}

export async function startRun(
  deps: SyncDeps,
  actor: AuditActor,
  source: SyncSource,
  request: SyncRunRequest & { trigger?: 'manual' | 'api' },
): Promise<SyncRunStarted> {
  const known: readonly string[] = SYNC_ENTITIES[source];
  const unknown = (request.entities ?? []).filter((e) => !known.includes(e));
  if (unknown.length > 0) throw fieldError('entities', SYNC_MESSAGES.unknownEntity);
  const { run, started } = await deps.engine.enqueue(source, {
    entities: request.entities,
    full: request.full,
    trigger: request.trigger ?? 'manual',
    requestedBy: actor.username,
  });
  return {
    run: toRunView(run),
    started,
    message: started ? SYNC_MESSAGES.runStarted : SYNC_MESSAGES.runAlreadyActive,
  };
}

/** `POST /api/v1/thuocsi/sync-data/product/sync-all`: sellers, products and offers, read in full. */
export function startProductSync(deps: SyncDeps, actor: AuditActor): Promise<SyncRunStarted> {
  return startRun(deps, actor, 'thuocsi', {
    entities: [...THUOCSI_PRODUCT_SYNC_ENTITIES],
    full: true,
    trigger: 'api',
  });
}

export async function listRuns(db: Database, query: SyncRunQuery): Promise<SyncRunPage> {
  const { rows, total } = await pageRuns(db, query);
  return { items: rows.map(toRunView), total, page: query.page, pageSize: query.pageSize };
}

export async function getRun(db: Database, id: number): Promise<SyncRun> {
  const row = await findRun(db, id);
  if (!row) throw notFound(SYNC_MESSAGES.runNotFound);
  return toRunView(row);
}

/** The connector of a source as its job is configured now (what each run reads through). */
export async function connectorOf(
  deps: Pick<SyncDeps, 'db' | 'box' | 'demo' | 'http'>,
  source: SyncSource,
): Promise<Connector> {
  const job = await findJob(deps.db, source);
  if (!job) throw new Error(`no sync job for ${source}`);
  return buildConnector(job, deps.box, deps.demo, deps.http);
}

/** Reads the first page of the source's first entity with the stored settings. */
export async function testConnection(
  deps: SyncDeps,
  source: SyncSource,
): Promise<SyncConnectionCheck> {
  const job = await findJob(deps.db, source);
  if (!job) throw notFound();
  if (job.mode !== 'http') {
    return { ok: true, message: SYNC_MESSAGES.demoReady };
  }
  try {
    const connector = buildConnector(job, deps.box, deps.demo, {
      ...deps.http,
      retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
    });
    const entity = SYNC_ENTITIES[source][0];
    const page = await connector.fetchPage({ entity, cursor: null, since: null });
    return {
      ok: true,
      message: SYNC_MESSAGES.connectionRead(
        page.records.length,
        SYNC_ENTITY_LABELS[entity].toLowerCase(),
      ),
    };
  } catch (error) {
    return {
      ok: false,
      message: SYNC_MESSAGES.connectionFailed(
        error instanceof Error ? error.message : String(error),
      ),
    };
  }
}
