import type { PoolEventType, RecycleReason } from '@backoffice/shared';
import { DAY_MS } from '@backoffice/shared';
import { type SQL, and, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import {
  auditLog,
  crmCustomers,
  crmPoolEvents,
  crmPoolSettings,
  users,
} from '../../../db/schema/index';

/** Digs by this sale since this time. */
export async function countDigsSince(db: Database, saleId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(crmPoolEvents)
    .where(
      and(
        eq(crmPoolEvents.saleId, saleId),
        eq(crmPoolEvents.type, 'DIG' satisfies PoolEventType),
        gte(crmPoolEvents.at, since),
      ),
    );
  return row?.n ?? 0;
}

/** Takes a pool customer for this sale if it is still in the pool; false if someone was faster. */
export async function claimFromPool(
  db: Database,
  customerId: number,
  saleId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(crmCustomers)
    .set({ collection: 'OWNED', ownerId: saleId, ownedSince: now, updatedAt: now })
    .where(
      and(
        eq(crmCustomers.id, customerId),
        isNull(crmCustomers.ownerId),
        eq(crmCustomers.collection, 'POOL'),
        eq(crmCustomers.approvalStatus, 'APPROVED'),
        isNull(crmCustomers.deletedAt),
      ),
    )
    .returning({ id: crmCustomers.id });
  return rows.length > 0;
}

/**
 * Claims the settings row for the daily job: null when another process holds it right now
 * (it is running the job), else the row as it is.
 */
export async function claimDailyJob(db: Database) {
  const [row] = await db
    .select({
      recycleEnabled: crmPoolSettings.recycleEnabled,
      lastRecycledOn: crmPoolSettings.lastRecycledOn,
    })
    .from(crmPoolSettings)
    .where(eq(crmPoolSettings.id, 1))
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function markRecycledOn(db: Database, day: string): Promise<void> {
  await db.update(crmPoolSettings).set({ lastRecycledOn: day }).where(eq(crmPoolSettings.id, 1));
}

/**
 * Returns to the pool every approved owned customer without an interaction for `noInteractionDays`
 * or an order for `noOrderDays`, each counted from the later of the last one and when the current
 * owner got the customer,
 * recording for each a RECYCLE event with why and an audit row. Rows another transaction is
 * changing right now are left for the next run.
 */
export async function recycleStale(
  db: Database,
  now: Date,
  noInteractionDays: number,
  noOrderDays: number,
): Promise<{ reason: RecycleReason; n: number }[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const interactionLimit = sql`${new Date(now.getTime() - noInteractionDays * DAY_MS).toISOString()}::timestamptz`;
  const orderLimit = sql`${new Date(now.getTime() - noOrderDays * DAY_MS).toISOString()}::timestamptz`;
  // From the later of the last interaction (or order) and the moment the current owner got the
  // customer: a customer just dug is not taken back for what happened before (greatest() skips nulls).
  const lastInteraction = sql`coalesce(greatest(${crmCustomers.lastInteractionAt}, ${crmCustomers.ownedSince}), ${crmCustomers.createdAt})`;
  const lastOrder = sql`coalesce(greatest(${crmCustomers.lastOrderAt}, ${crmCustomers.ownedSince}), ${crmCustomers.createdAt})`;
  const result = await db.execute(sql`
    with candidates as (
      select ${crmCustomers.id} as id, ${crmCustomers.ownerId} as owner_id,
        case when ${lastInteraction} < ${interactionLimit} then 'NO_INTERACTION' else 'NO_ORDER' end as reason,
        ${lastInteraction} as last_interaction, ${lastOrder} as last_order
      from ${crmCustomers}
      where ${crmCustomers.collection} = 'OWNED'
        and ${crmCustomers.approvalStatus} = 'APPROVED'
        and ${crmCustomers.deletedAt} is null
        and (${lastInteraction} < ${interactionLimit} or ${lastOrder} < ${orderLimit})
      for update skip locked
    ),
    moved as (
      update ${crmCustomers} as c
      set collection = 'POOL', owner_id = null, owned_since = null,
        last_owner_id = candidates.owner_id, released_at = ${at}, updated_at = ${at}
      from candidates
      where c.id = candidates.id
      returning c.id, candidates.owner_id, candidates.reason, candidates.last_interaction, candidates.last_order
    ),
    events as (
      insert into ${crmPoolEvents} (customer_id, type, sale_id, reason, detail, at)
      select id, 'RECYCLE', owner_id, reason,
        jsonb_build_object('lastInteractionAt', last_interaction, 'lastOrderAt', last_order,
          'noInteractionDays', ${noInteractionDays}::int, 'noOrderDays', ${noOrderDays}::int),
        ${at}
      from moved
      returning 1
    ),
    audit as (
      insert into ${auditLog} (actor_id, actor_username, action, entity, entity_id, before, after, at)
      select null, 'system', 'recycle', 'crm_customer', id::text,
        jsonb_build_object('collection', 'OWNED', 'ownerId', owner_id),
        jsonb_build_object('collection', 'POOL', 'ownerId', null, 'lastOwnerId', owner_id, 'reason', reason),
        ${at}
      from moved
      returning 1
    )
    select reason, count(*)::int as n from moved group by reason`);
  return (result as { rows: { reason: RecycleReason; n: number }[] }).rows;
}

const eventSale = alias(users, 'event_sale');
const eventActor = alias(users, 'event_actor');

export interface PoolEventFilter {
  customerId?: number | undefined;
  type?: PoolEventType | undefined;
  /** Only events of these sales (null: every event). */
  saleIds: readonly number[] | null;
  page: number;
  pageSize: number;
}

export async function findPoolEvents(db: Database, filter: PoolEventFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.customerId !== undefined)
    conditions.push(eq(crmPoolEvents.customerId, filter.customerId));
  if (filter.type) conditions.push(eq(crmPoolEvents.type, filter.type));
  if (filter.saleIds !== null) {
    conditions.push(
      filter.saleIds.length > 0 ? inArray(crmPoolEvents.saleId, [...filter.saleIds]) : sql`false`,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: crmPoolEvents.id,
        customerId: crmPoolEvents.customerId,
        customerName: crmCustomers.name,
        type: crmPoolEvents.type,
        saleId: crmPoolEvents.saleId,
        saleName: eventSale.fullName,
        actorId: crmPoolEvents.actorId,
        actorName: eventActor.fullName,
        reason: crmPoolEvents.reason,
        at: crmPoolEvents.at,
      })
      .from(crmPoolEvents)
      .innerJoin(crmCustomers, eq(crmCustomers.id, crmPoolEvents.customerId))
      .leftJoin(eventSale, eq(eventSale.id, crmPoolEvents.saleId))
      .leftJoin(eventActor, eq(eventActor.id, crmPoolEvents.actorId))
      .where(where)
      .orderBy(desc(crmPoolEvents.at), desc(crmPoolEvents.id))
      .limit(filter.pageSize)
      .offset(filter.page * filter.pageSize),
    db.select({ n: count() }).from(crmPoolEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
