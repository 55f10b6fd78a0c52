import type { AuditPage, AuditSearch } from '@backoffice/shared';
import type { Database } from '../../db/client';
import { findAudit } from './audit.repository';

/** A page of the audit log, newest first, narrowed by entity, entity id and actor. */
export async function auditPage(db: Database, search: AuditSearch): Promise<AuditPage> {
  const { page, pageSize, entity, entityId, actorId } = search;
  const { rows, total } = await findAudit(db, { page, pageSize, entity, entityId, actorId });
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total,
    page,
    pageSize,
  };
}
