import {
  CRM_MESSAGES,
  type CreateInteraction,
  ErrorCode,
  type Interaction,
  type InteractionPage,
  type InteractionSearch,
} from '@backoffice/shared';
import type { Database } from '../../../db/client';
import { AppError, notFound } from '../../../lib/errors';
import { recordAudit } from '../../audit/audit.repository';
import type { CrmViewer } from '../crm-viewer';
import { editCustomer, openCustomer } from '../customers/customer-access';
import {
  type InteractionRow,
  findInteraction,
  findInteractions,
  insertInteraction,
} from './interactions.repository';

/** Clocks differ a little between browsers and the server. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

function toInteraction(row: InteractionRow): Interaction {
  return {
    ...row,
    type: row.type as Interaction['type'],
    at: row.at.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whoever may change the customer records what happened with it. */
export async function createInteraction(
  db: Database,
  viewer: CrmViewer,
  body: CreateInteraction,
  now: Date = new Date(),
): Promise<Interaction> {
  const at = body.at ? new Date(body.at) : now;
  if (at.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, CRM_MESSAGES.interactionInFuture, {
      fields: [{ field: 'at', message: CRM_MESSAGES.interactionInFuture }],
    });
  }
  await editCustomer(db, viewer, body.customerId);
  const id = await db.transaction(async (tx) => {
    const newId = await insertInteraction(tx, {
      customerId: body.customerId,
      authorId: viewer.id,
      type: body.type,
      content: body.content,
      at,
    });
    await recordAudit(tx, viewer.actor, {
      action: 'create',
      entity: 'crm_interaction',
      entityId: newId,
      after: { customerId: body.customerId, type: body.type, content: body.content, at },
    });
    return newId;
  });
  const row = await findInteraction(db, id);
  if (!row) throw notFound();
  return toInteraction(row);
}

/** Anyone who may open the customer reads its history. */
export async function searchInteractions(
  db: Database,
  viewer: CrmViewer,
  search: InteractionSearch,
): Promise<InteractionPage> {
  await openCustomer(db, viewer, search.customerId);
  const { rows, total } = await findInteractions(db, search);
  return { items: rows.map(toInteraction), total, page: search.page, pageSize: search.pageSize };
}
