// The orders' events of the realtime channel: a new or changed order of the company's own sellers
// (topic orders: the order notices), and of their advertising campaigns (topic adv-orders), queued
// in the transaction that synced them.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { codeSet } from '../../lib/sql-sets';
import { OWNER_LIST } from '../ecommerce/rollups.repository';

/** What an order's event says of it: its row in the order notices. */
export const ORDER_NOTICE_DATA = sql`jsonb_build_object(
  'code', o.code, 'sellerId', o.seller_id, 'createdAt', o.created_at, 'status', o.status,
  'source', o.source, 'campaign', o.campaign, 'customerCode', o.customer_code,
  'customerName', o.customer_name, 'province', o.province, 'totalAmount', o.total_amount,
  'lineCount', o.line_count, 'quantity', o.quantity)`;

/** Queues the events of these orders, created or changed, in the caller's transaction. */
export async function queueOrderEvents(
  db: Pick<Database, 'execute'>,
  created: readonly string[],
  updated: readonly string[],
): Promise<void> {
  if (created.length + updated.length === 0) return;
  await db.execute(sql`
    insert into live_event_queue (txid, topic, kind, data)
    select pg_current_xact_id(), t.topic,
      case when o.code in ${codeSet(created)} then 'order.created' else 'order.updated' end,
      ${ORDER_NOTICE_DATA}
    from ts_orders o
    cross join (values ('orders'), ('adv-orders')) as t (topic)
    where o.code in ${codeSet([...created, ...updated])}
      and o.seller_id in ${OWNER_LIST}
      and (t.topic = 'orders' or o.source = 'ADVERTISING')
    order by o.created_at, o.code, t.topic`);
}
