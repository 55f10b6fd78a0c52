// The advertising orders to acknowledge (/adv/order-notify): the company's sellers' orders of an
// advertising campaign, latest first in keyed pages, with who acknowledged each and when; what waits
// and today's figures; and the acknowledgement itself, once per order (of two at once, the first
// to commit wins; the other is told who), audited and sent on the realtime channel in its
// transaction.
import {
  ADV_ORDER_MESSAGES,
  type AdvOrderAcknowledgeResult,
  type AdvOrderAcknowledgement,
  type AdvOrderPage,
  type AdvOrderPending,
  type AdvOrderQuery,
  type CurrentUser,
  OWNER_SELLER_IDS,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../lib/query-rows';
import { notFound } from '../../lib/errors';
import { codeSet, idSet } from '../../lib/sql-sets';
import { type AuditActor, recordAudit } from '../audit/audit.repository';
import { OWNER_LIST } from '../ecommerce/rollups.repository';
import { lastLiveEventId, queueLiveEvents } from '../live/live-events.repository';
import {
  NOTICE_COLUMNS,
  type NoticeRead,
  beforeKey,
  noticeItems,
  todayOf,
} from '../reports/order-notices.service';

/** The company's sellers' advertising orders (of `ts_orders o`). */
const ADVERTISED = sql`o.source = 'ADVERTISING' and o.seller_id in ${OWNER_LIST}`;
const ACK_AT = sql`to_char(a.acknowledged_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Who acknowledged (of `users u`): the name, else the username. */
const ACK_BY = sql`coalesce(nullif(u.full_name, ''), u.username, '')`;

interface AdvRead extends NoticeRead {
  byId: number | null;
  byName: string;
  at: string | null;
}

async function pendingOf(db: Database, sellers: SQL): Promise<{ count: number; amount: number }> {
  const [row] = await queryRows<{ count: number; amount: string }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(o.total_amount), 0)::text as amount
      from ts_orders o
      where ${ADVERTISED} and o.seller_id in ${sellers}
        and not exists (select 1 from adv_order_acknowledgements a where a.order_code = o.code)`,
  );
  return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
}

export async function advOrderPage(
  db: Database,
  user: CurrentUser,
  query: AdvOrderQuery,
  crm: Database = db,
): Promise<AdvOrderPage> {
  // First: every event up to it committed before the rows below are read.
  const lastEventId = await lastLiveEventId(db);
  const sellers = idSet(query.sellerId === undefined ? OWNER_SELLER_IDS : [query.sellerId]);
  const conditions: SQL[] = [ADVERTISED, sql`o.seller_id in ${sellers}`];
  if (query.codes) conditions.push(sql`o.code in ${codeSet(query.codes)}`);
  if (query.state === 'pending') conditions.push(sql`a.order_code is null`);
  if (query.state === 'acknowledged') conditions.push(sql`a.order_code is not null`);
  if (query.after !== undefined) conditions.push(beforeKey(query.after));
  const rows = await queryRows<AdvRead>(
    db,
    sql`select ${NOTICE_COLUMNS}, a.acknowledged_by_id as "byId", ${ACK_BY} as "byName",
        ${ACK_AT} as at
      from ts_orders o
      left join thuocsi_sellers s on s.idf = o.seller_id
      left join adv_order_acknowledgements a on a.order_code = o.code
      left join users u on u.id = a.acknowledged_by_id
      where ${sql.join(conditions, sql` and `)}
      order by o.created_at desc, o.code desc
      limit ${query.pageSize + 1}`,
  );
  const { items, next } = await noticeItems(rows, query.pageSize, user, db, crm);
  return {
    items: items.map(({ byId, byName, at, ...order }) => ({
      ...order,
      acknowledgement: at === null ? null : { byId, byName, at },
    })),
    next,
    pending: await pendingOf(db, sellers),
    today: await todayOf(db, sql`${ADVERTISED} and o.seller_id in ${sellers}`),
    lastEventId,
  };
}

/** What waits, of both sellers: the menu's count. */
export async function advOrderPending(db: Database): Promise<AdvOrderPending> {
  const lastEventId = await lastLiveEventId(db);
  return { ...(await pendingOf(db, idSet(OWNER_SELLER_IDS))), lastEventId };
}

/**
 * Acknowledges the orders (each an advertising order of the company's sellers, or 404 and nothing
 * changes): those nobody acknowledged are the caller's now; the others say who did, and when.
 */
export async function acknowledgeAdvOrders(
  db: Database,
  user: CurrentUser,
  actor: AuditActor,
  codes: readonly string[],
): Promise<AdvOrderAcknowledgeResult> {
  return db.transaction(async (tx) => {
    const known = await queryRows<{ code: string }>(
      tx,
      sql`select o.code from ts_orders o where o.code in ${codeSet(codes)} and ${ADVERTISED}`,
    );
    const found = new Set(known.map((row) => row.code));
    const missing = codes.filter((code) => !found.has(code));
    if (missing.length > 0)
      throw notFound(`${ADV_ORDER_MESSAGES.notFound}: ${missing.join(', ')}.`);
    // Of two at once, the second waits on the first's row and, once it commits, inserts nothing.
    const won = await queryRows<{ code: string }>(
      tx,
      sql`insert into adv_order_acknowledgements (order_code, acknowledged_by_id)
        select c.code, ${user.id}::int from ${codeSet(codes)} as c (code)
        order by c.code
        on conflict (order_code) do nothing
        returning order_code as code`,
    );
    const mine = new Set(won.map((row) => row.code));
    const all = await queryRows<AdvOrderAcknowledgement>(
      tx,
      sql`select a.order_code as code, a.acknowledged_by_id as "byId", ${ACK_BY} as "byName",
          ${ACK_AT} as at
        from adv_order_acknowledgements a
        left join users u on u.id = a.acknowledged_by_id
        where a.order_code in ${codeSet(codes)}
        order by a.order_code`,
    );
    const acknowledged = all.filter((row) => mine.has(row.code));
    for (const row of acknowledged) {
      await recordAudit(tx, actor, {
        action: 'acknowledge',
        entity: 'adv_order',
        entityId: row.code,
        after: { acknowledgedAt: row.at },
      });
    }
    await queueLiveEvents(
      tx,
      acknowledged.map((row) => ({ topic: 'adv-orders', kind: 'order.acknowledged', data: row })),
    );
    return { acknowledged, already: all.filter((row) => !mine.has(row.code)) };
  });
}
