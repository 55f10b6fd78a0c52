// What the tests check the rollups against: a recomputation from the raw orders.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../sync/ingest/upsert';

/** Rows of ts_buyer_daily that differ from a recomputation from ts_orders, both ways (0: none). */
export async function buyerRollupDifferences(db: Pick<Database, 'execute'>): Promise<number> {
  const recomputed = sql`
    select order_date as day, seller_id, customer_code, count(*)::int as orders,
      sum(total_amount)::bigint as revenue, sum(quantity)::bigint as quantity
    from ts_orders where status not in ('CANCELLED', 'RETURNED')
    group by order_date, seller_id, customer_code`;
  const rolled = sql`
    select day, seller_id, customer_code, orders, revenue, quantity from ts_buyer_daily`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      (${rolled} except all ${recomputed}) union all (${recomputed} except all ${rolled})) as d`,
  );
  return row?.n ?? -1;
}

/** Rows of ts_order_mix_daily that differ from a recomputation from ts_orders (0: none). */
export async function orderMixRollupDifferences(db: Pick<Database, 'execute'>): Promise<number> {
  const recomputed = sql`
    select order_date as day, seller_id, status, province, count(*)::int as orders,
      sum(total_amount)::bigint as revenue
    from ts_orders
    group by order_date, seller_id, status, province`;
  const rolled = sql`
    select day, seller_id, status, province, orders, revenue from ts_order_mix_daily`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      (${rolled} except all ${recomputed}) union all (${recomputed} except all ${rolled})) as d`,
  );
  return row?.n ?? -1;
}
