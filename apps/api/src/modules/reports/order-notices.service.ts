// The order notices: the company's sellers' orders of the last 24 hours, latest first in keyed
// pages, today's count and amount, and the realtime channel's last event id read before them (so
// the screen, following the channel from it, misses nothing).
import {
  ORDER_NOTICE_HOURS,
  OWNER_SELLER_IDS,
  type CurrentUser,
  type OrderNoticePage,
  type OrderNoticeQuery,
  TIME_ZONE,
  todayInVietnam,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../lib/query-rows';
import { codeSet, idSet } from '../../lib/sql-sets';
import { NOT_SALES } from '../ecommerce/rollups.repository';
import { lastLiveEventId } from '../live/live-events.repository';
import { decodeKey, encodeKey } from './report-orders.repository';
import { openableCustomers } from './report-orders.service';

/** An order as a notice reads it (NOTICE_COLUMNS of `ts_orders o` and `thuocsi_sellers s`). */
export interface NoticeRead {
  code: string;
  createdAt: string;
  sellerId: number;
  sellerName: string;
  customerCode: string;
  customerName: string;
  province: string;
  status: string;
  source: string;
  campaign: string | null;
  amount: string;
  lines: number;
  quantity: number;
  sortKey: string;
}

/** The columns of NoticeRead, of `ts_orders o left join thuocsi_sellers s on s.idf = o.seller_id`. */
export const NOTICE_COLUMNS = sql`o.code,
  to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
  o.seller_id as "sellerId", coalesce(s.name, o.seller_id::text) as "sellerName",
  o.customer_code as "customerCode", o.customer_name as "customerName", o.province,
  o.status, o.source, o.campaign, o.total_amount::text as amount, o.line_count as lines,
  o.quantity,
  to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "sortKey"`;

/** Orders before a page's key (`after`), latest first by time then code. */
export function beforeKey(after: string): SQL {
  const [at, code] = decodeKey(after, 'createdAt');
  return sql`(o.created_at, o.code) < (${at}::timestamptz, ${code})`;
}

/** The page's rows as notices, with the CRM customer the viewer may open, and the next page's key. */
export async function noticeItems<R extends NoticeRead>(
  rows: readonly R[],
  pageSize: number,
  user: CurrentUser,
  db: Database,
  crm: Database,
): Promise<{
  items: (Omit<R, 'sortKey' | 'amount'> & { amount: number; crmCustomerId: number | null })[];
  next: string | null;
}> {
  const page = rows.slice(0, pageSize);
  const customers = await openableCustomers(user, page, db, crm);
  const last = page.at(-1);
  return {
    items: page.map(({ sortKey: _, amount, ...order }) => ({
      ...order,
      amount: Number(amount),
      crmCustomerId: customers.get(order.code) ?? null,
    })),
    next: rows.length > pageSize && last ? encodeKey([last.sortKey, last.code]) : null,
  };
}

/** Today's (Vietnam's day) count and amount of the orders `where` picks, cancelled and returned left out. */
export async function todayOf(
  db: Database,
  where: SQL,
): Promise<{ count: number; amount: number }> {
  const [today] = await queryRows<{ count: number; amount: string }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(o.total_amount), 0)::text as amount
      from ts_orders o
      where ${where} and o.order_date = ${todayInVietnam()}::date and o.status not in ${NOT_SALES}`,
  );
  return { count: today?.count ?? 0, amount: Number(today?.amount ?? 0) };
}

export async function orderNoticePage(
  db: Database,
  user: CurrentUser,
  query: OrderNoticeQuery,
  crm: Database = db,
): Promise<OrderNoticePage> {
  // First: every event up to it committed before the rows below are read.
  const lastEventId = await lastLiveEventId(db);
  const sellers = idSet(query.sellerId === undefined ? OWNER_SELLER_IDS : [query.sellerId]);
  const conditions: SQL[] = [sql`o.seller_id in ${sellers}`];
  if (query.codes) {
    conditions.push(sql`o.code in ${codeSet(query.codes)}`);
  } else {
    const since = sql.raw(`(now() - interval '${String(Math.trunc(ORDER_NOTICE_HOURS))} hours')`);
    // The day too, so that the seller x day index finds them.
    conditions.push(
      sql`o.created_at >= ${since}`,
      sql`o.order_date >= (${since} at time zone ${sql.raw(`'${TIME_ZONE}'`)})::date`,
    );
  }
  if (query.status !== undefined) conditions.push(sql`o.status = ${query.status}`);
  if (query.after !== undefined) conditions.push(beforeKey(query.after));
  const rows = await queryRows<NoticeRead>(
    db,
    sql`select ${NOTICE_COLUMNS}
      from ts_orders o
      left join thuocsi_sellers s on s.idf = o.seller_id
      where ${sql.join(conditions, sql` and `)}
      order by o.created_at desc, o.code desc
      limit ${query.pageSize + 1}`,
  );
  return {
    ...(await noticeItems(rows, query.pageSize, user, db, crm)),
    today: await todayOf(db, sql`o.seller_id in ${sellers}`),
    lastEventId,
  };
}
