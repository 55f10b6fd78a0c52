import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/index';

export interface AuditActor {
  id: number | null;
  username: string | null;
  requestId?: string | null;
  ip?: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, username: 'system' };

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row; pass the transaction that makes the change so both stand or fall together. */
export async function recordAudit(
  db: Database,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorUsername: actor.username,
    requestId: actor.requestId ?? null,
    ip: actor.ip ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  actorId?: number | undefined;
  page: number;
  pageSize: number;
}

export async function findAudit(db: Database, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorId, filter.actorId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.pageSize)
      .offset(filter.page * filter.pageSize),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
