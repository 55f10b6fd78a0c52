import {
  CRM_MESSAGES,
  type Customer,
  Department,
  ErrorCode,
  type PoolEventPage,
  type PoolHistorySearch,
  type PoolSettings,
  type RecycleReason,
  type RecycleResult,
  type UpdatePoolSettings,
  digCapMessage,
  ownedCapMessage,
  redigCooldownMessage,
  DAY_MS,
  vnDay,
  vnDayStart,
  actsFor,
} from '@backoffice/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { AppError, conflict, notFound, notPermitted } from '../../../lib/errors';
import { type AuditActor, SYSTEM_ACTOR, recordAudit } from '../../audit/audit.repository';
import type { CrmViewer } from '../crm-viewer';
import { canList, canOpen } from '../customers/customer-access';
import {
  countOwnedBy,
  findCustomerRecord,
  findUserForOwnership,
  insertPoolEvent,
  lockSaleOwnership,
} from '../customers/customers.repository';
import { getCustomer } from '../customers/customers.service';
import {
  claimDailyJob,
  claimFromPool,
  countDigsSince,
  findPoolEvents,
  markRecycledOn,
  recycleStale,
} from './pool.repository';
import { findPoolSettings, updatePoolSettings } from '../pool-settings/pool-settings.repository';
import { refreshSaleDigs } from '../customer-orders/sale-distinct.repository';

function vnDdMmYyyy(at: Date): string {
  const [year, month, day] = vnDay(at).split('-');
  return `${day ?? ''}-${month ?? ''}-${year ?? ''}`;
}

export async function getPoolSettings(db: Database): Promise<PoolSettings> {
  const row = await findPoolSettings(db);
  return { ...row, updatedAt: row.updatedAt?.toISOString() ?? null };
}

export async function savePoolSettings(
  db: Database,
  viewer: CrmViewer,
  body: UpdatePoolSettings,
): Promise<PoolSettings> {
  await db.transaction(async (tx) => {
    const before = await findPoolSettings(tx);
    await updatePoolSettings(tx, body, viewer.id);
    await recordAudit(tx, viewer.actor, {
      action: 'update',
      entity: 'crm_pool_settings',
      entityId: 1,
      before: {
        maxOwnedPerSale: before.maxOwnedPerSale,
        maxDigsPerDay: before.maxDigsPerDay,
        recycleNoInteractionDays: before.recycleNoInteractionDays,
        recycleNoOrderDays: before.recycleNoOrderDays,
        redigCooldownDays: before.redigCooldownDays,
        recycleEnabled: before.recycleEnabled,
      },
      after: body,
    });
  });
  return getPoolSettings(db);
}

/**
 * A sale takes a customer from the pool, or a leader takes one for a team member (`owner`). Caps
 * (owned, digs per day) and the last owner's cooldown are checked in the transaction that takes it,
 * under a per-sale lock; the take itself is one conditional UPDATE, so of two sales digging the same
 * customer at once exactly one wins and the other gets 409.
 */
export async function digCustomer(
  db: Database,
  viewer: CrmViewer,
  customerId: number,
  owner: number | undefined,
  now: Date = new Date(),
): Promise<Customer> {
  if (!viewer.sale) throw notPermitted(CRM_MESSAGES.readOnlyDepartment);
  const target = owner ?? (viewer.inSaleDepartment ? viewer.id : null);
  if (target === null) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, CRM_MESSAGES.digNeedsSale, {
      fields: [{ field: 'owner', message: CRM_MESSAGES.digNeedsSale }],
    });
  }
  if (target !== viewer.id && !viewer.god && !(viewer.leader && actsFor(viewer, target))) {
    throw notPermitted(CRM_MESSAGES.digOwnerNotTeam);
  }
  const sale = await findUserForOwnership(db, target);
  if (!sale || !sale.active || sale.department !== Department.SALE) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, CRM_MESSAGES.saleNotFound, {
      fields: [{ field: 'owner', message: CRM_MESSAGES.saleNotFound }],
    });
  }
  const self = target === viewer.id;

  await db.transaction(async (tx) => {
    await lockSaleOwnership(tx, target);
    // Listed (not only openable): someone else's customer answers 409, as for the one who lost a race.
    const customer = await findCustomerRecord(tx, customerId);
    if (!customer || !canList(viewer, customer)) throw notFound(CRM_MESSAGES.customerNotFound);
    if (customer.ownerId !== null) {
      throw conflict(
        customer.ownerId === target ? CRM_MESSAGES.alreadyYours : CRM_MESSAGES.dugByOther,
      );
    }
    if (customer.collection !== 'POOL') throw conflict(CRM_MESSAGES.notInPool);

    const settings = await findPoolSettings(tx);
    if (customer.lastOwnerId === target && customer.releasedAt) {
      const until = new Date(customer.releasedAt.getTime() + settings.redigCooldownDays * DAY_MS);
      if (until > now) throw conflict(redigCooldownMessage(vnDdMmYyyy(until)));
    }
    if ((await countOwnedBy(tx, target)) >= settings.maxOwnedPerSale) {
      throw conflict(ownedCapMessage(settings.maxOwnedPerSale, self, sale.fullName));
    }
    if ((await countDigsSince(tx, target, vnDayStart(now))) >= settings.maxDigsPerDay) {
      throw conflict(digCapMessage(settings.maxDigsPerDay));
    }
    if (!(await claimFromPool(tx, customerId, target, now))) {
      throw conflict(CRM_MESSAGES.dugByOther);
    }
    await insertPoolEvent(tx, {
      customerId,
      type: 'DIG',
      saleId: target,
      actorId: viewer.id,
      at: now,
    });
    await refreshSaleDigs(tx, target, now);
    const after = await findCustomerRecord(tx, customerId);
    await recordAudit(tx, viewer.actor, {
      action: 'dig',
      entity: 'crm_customer',
      entityId: customerId,
      before: { collection: customer.collection, ownerId: null },
      after: {
        collection: after?.collection,
        ownerId: after?.ownerId,
        ownedSince: after?.ownedSince,
      },
    });
  });
  return getCustomer(db, viewer, customerId);
}

function recycleResult(rows: { reason: RecycleReason; n: number }[], now: Date): RecycleResult {
  const byReason = { NO_INTERACTION: 0, NO_ORDER: 0 };
  for (const row of rows) byReason[row.reason] += row.n;
  return {
    recycled: byReason.NO_INTERACTION + byReason.NO_ORDER,
    byReason,
    ranAt: now.toISOString(),
  };
}

/** Runs the recycling now, whatever the day and the on/off setting (an administrator asked). */
export async function runRecycle(
  db: Database,
  actor: AuditActor = SYSTEM_ACTOR,
  now: Date = new Date(),
): Promise<RecycleResult> {
  return db.transaction(async (tx) => {
    const settings = await findPoolSettings(tx);
    const rows = await recycleStale(
      tx,
      now,
      settings.recycleNoInteractionDays,
      settings.recycleNoOrderDays,
    );
    const result = recycleResult(rows, now);
    if (actor.id !== null) {
      await recordAudit(tx, actor, {
        action: 'recycle-run',
        entity: 'crm_pool_settings',
        entityId: 1,
        after: result,
      });
    }
    return result;
  });
}

/**
 * The daily job: runs once per Vietnam day across every process (the settings row is taken with
 * FOR UPDATE SKIP LOCKED and records the day it ran). Null when it was not its turn.
 */
export async function runDailyRecycle(
  db: Database,
  now: Date = new Date(),
): Promise<RecycleResult | null> {
  await findPoolSettings(db);
  return db.transaction(async (tx) => {
    const job = await claimDailyJob(tx);
    const today = vnDay(now);
    if (!job || !job.recycleEnabled || job.lastRecycledOn === today) return null;
    const settings = await findPoolSettings(tx);
    const rows = await recycleStale(
      tx,
      now,
      settings.recycleNoInteractionDays,
      settings.recycleNoOrderDays,
    );
    await markRecycledOn(tx, today);
    return recycleResult(rows, now);
  });
}

/** The hour of the Vietnam day from which the daily job may run. */
const DAILY_RUN_HOUR = 1;
const TIMER_FIRST_CHECK_MS = 10 * 60_000;
const TIMER_PERIOD_MS = 60 * 60_000;

/**
 * Checks every hour (first 10 minutes after start, so short-lived processes such as tests never
 * run it) whether today's recycling is due; stop it when the server closes.
 */
export function startRecycleTimer(db: Database, log: FastifyBaseLogger): () => void {
  const tick = () => {
    const now = new Date();
    if (now.getTime() - vnDayStart(now).getTime() < DAILY_RUN_HOUR * 3_600_000) return;
    runDailyRecycle(db, now)
      .then((result) => {
        if (result) log.info({ recycle: result }, 'CRM pool recycling done');
      })
      .catch((error: unknown) => {
        log.warn({ err: error }, 'CRM pool recycling failed');
      });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    tick();
    interval = setInterval(tick, TIMER_PERIOD_MS);
    interval.unref();
  }, TIMER_FIRST_CHECK_MS);
  first.unref();
  return () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
  };
}

/** What happened between the sales and the pool: everything for GOD, ACCOUNT, ADMIN; else one's own. */
export async function poolHistory(
  db: Database,
  viewer: CrmViewer,
  search: PoolHistorySearch,
): Promise<PoolEventPage> {
  let saleIds: readonly number[] | null = viewer.readAll ? null : viewer.actingIds;
  if (search.customerId !== undefined && saleIds !== null) {
    const customer = await findCustomerRecord(db, search.customerId);
    if (customer && canOpen(viewer, customer)) saleIds = null;
  }
  const { rows, total } = await findPoolEvents(db, {
    customerId: search.customerId,
    type: search.type,
    saleIds,
    page: search.page,
    pageSize: search.pageSize,
  });
  return {
    items: rows.map((row) => ({
      ...row,
      type: row.type as PoolEventPage['items'][number]['type'],
      reason: row.reason as RecycleReason | null,
      at: row.at.toISOString(),
    })),
    total,
    page: search.page,
    pageSize: search.pageSize,
  };
}
