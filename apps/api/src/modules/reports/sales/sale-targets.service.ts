// The sales targets as a leader sets them: the month's targets of the sales the viewer reads, and a
// team member's target set (audited, in the change's transaction).
import {
  type CurrentUser,
  SALE_TARGET_MESSAGES,
  type SaleTargetInput,
  type SaleTargetList,
} from '@backoffice/shared';
import type { Database } from '../../../db/client';
import { notPermitted } from '../../../lib/errors';
import { type AuditActor, recordAudit } from '../../audit/audit.repository';
import { requireInScope, saleScope } from './sale-scope';
import { findMonthTargets, lockTarget, writeTarget } from './sale-targets.repository';

export async function listSaleTargets(
  db: Database,
  user: CurrentUser,
  month: string,
): Promise<SaleTargetList> {
  const scope = await saleScope(db, user);
  const rows = await findMonthTargets(db, scope.saleIds, month);
  return {
    month,
    rows: rows.map((row) => ({
      ...row,
      month,
      updatedAt: row.updatedAt?.toISOString() ?? null,
      canEdit: scope.editableIds.has(row.saleId),
    })),
  };
}

/** Sets (or takes away) a sale's target: 404 outside the viewer's scope, 403 for one not theirs to set. */
export async function setSaleTarget(
  db: Database,
  user: CurrentUser,
  actor: AuditActor,
  input: SaleTargetInput,
): Promise<SaleTargetList> {
  const scope = await saleScope(db, user);
  requireInScope(scope, input.saleId, SALE_TARGET_MESSAGES.saleNotFound);
  if (!scope.editableIds.has(input.saleId)) throw notPermitted(SALE_TARGET_MESSAGES.notYours);
  await db.transaction(async (tx) => {
    const before = await lockTarget(tx, input.saleId, input.month);
    if (before === input.amount) return;
    await writeTarget(tx, { ...input, updatedById: user.id });
    await recordAudit(tx, actor, {
      action: before === null ? 'create' : input.amount === null ? 'delete' : 'update',
      entity: 'crm_sale_target',
      entityId: `${String(input.saleId)}:${input.month}`,
      before: { amount: before },
      after: { amount: input.amount },
    });
  });
  return listSaleTargets(db, user, input.month);
}
