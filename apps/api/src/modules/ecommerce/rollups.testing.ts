// What the tests check the rollups against: a recomputation from the raw orders and lines, written
// apart from the rollups' own SQL.
import { OWNER_SELLER_IDS } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idSet } from '../../lib/sql-sets';
import { NET_LINES } from './net-lines.testing';
import { queryRows } from '../../lib/query-rows';
import type { SalesKey } from './rollups.repository';

/**
 * The day x seller x product keys of the order lines this condition keeps (over `l`): what a write
 * to those lines' orders refreshes.
 */
export const salesKeysOf = (db: Pick<Database, 'execute'>, lines: SQL) =>
  queryRows<SalesKey>(
    db,
    sql`select distinct to_char(l.order_date, 'YYYY-MM-DD') as day, l.seller_id as "sellerId",
        l.product_code as "productCode"
      from ts_order_lines l where ${lines}`,
  );

/** Rows that differ between two queries of the same columns, both ways (0: none); each runs once. */
async function differences(db: Pick<Database, 'execute'>, rolled: SQL, recomputed: SQL) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with r as materialized (${rolled}), c as materialized (${recomputed})
      select count(*)::int as n from (
        (select * from r except all select * from c)
        union all (select * from c except all select * from r)) as d`,
  );
  return row?.n ?? -1;
}

/** Rows of ts_buyer_daily that differ from a recomputation from ts_orders, both ways (0: none). */
export async function buyerRollupDifferences(db: Pick<Database, 'execute'>): Promise<number> {
  const recomputed = sql`
    select order_date as day, seller_id, customer_code, count(*)::int as orders,
      sum(total_amount)::bigint as revenue, sum(quantity)::bigint as quantity
    from ts_orders where status not in ('CANCELLED', 'RETURNED')
    group by order_date, seller_id, customer_code`;
  const rolled = sql`
    select day, seller_id, customer_code, orders, revenue, quantity from ts_buyer_daily`;
  return differences(db, rolled, recomputed);
}

/** Rows of ts_buyer_calendar that differ from a recomputation from ts_orders (0: none). */
export async function buyerCalendarDifferences(db: Pick<Database, 'execute'>): Promise<number> {
  // Each day's revenue, below 0 counted as 0.
  const recomputed = sql`
    select seller_id, u.unit, date_trunc(u.unit, day)::date as start, customer_code,
      sum(orders)::int as orders, sum(greatest(revenue, 0))::bigint as revenue
    from (
      select seller_id, order_date as day, customer_code, count(*) as orders,
        sum(total_amount) as revenue
      from ts_orders where status not in ('CANCELLED', 'RETURNED')
      group by seller_id, order_date, customer_code
    ) as per_day cross join (values ('month'), ('year')) as u (unit)
    group by seller_id, u.unit, date_trunc(u.unit, day), customer_code`;
  const rolled = sql`
    select seller_id, unit, start, customer_code, orders, revenue from ts_buyer_calendar`;
  return differences(db, rolled, recomputed);
}

/** Rows of ts_order_mix_daily that differ from a recomputation from ts_orders (0: none). */
export async function orderMixRollupDifferences(db: Pick<Database, 'execute'>): Promise<number> {
  const recomputed = sql`
    select order_date as day, seller_id, status, province, count(*)::int as orders,
      sum(total_amount)::bigint as revenue, sum(quantity)::bigint as quantity
    from ts_orders
    group by order_date, seller_id, status, province`;
  const rolled = sql`
    select day, seller_id, status, province, orders, revenue, quantity from ts_order_mix_daily`;
  return differences(db, rolled, recomputed);
}

/** Rows of ts_sales_daily that differ from a recomputation from the order lines (0: none). */
export async function salesRollupDifferences(db: Pick<Database, 'execute'>): Promise<number> {
  // Each line's order and buyer once per day x seller x product, then counted.
  const recomputed = sql`
    select day, seller_id, product_code, sum(quantity)::bigint as quantity,
      sum(revenue)::bigint as revenue, count(*)::int as orders,
      count(distinct customer_code)::int as buyers
    from (
      select l.order_date as day, l.seller_id, l.product_code, l.order_code, o.customer_code,
        sum(l.quantity) as quantity, sum(l.net) as revenue
      from ${NET_LINES} l join ts_orders o on o.code = l.order_code
      where o.status <> 'CANCELLED' and o.status <> 'RETURNED'
      group by l.order_date, l.seller_id, l.product_code, l.order_code, o.customer_code
    ) as per_order
    group by day, seller_id, product_code`;
  const rolled = sql`
    select day, seller_id, product_code, quantity, revenue, orders, buyers from ts_sales_daily`;
  return differences(db, rolled, recomputed);
}

/** Rows of ts_sales_monthly that differ from a recomputation from the order lines (0: none). */
export async function salesMonthlyDifferences(db: Pick<Database, 'execute'>): Promise<number> {
  // Each order counted once per month x seller x product (an order is of one day).
  const recomputed = sql`
    select date_trunc('month', l.order_date)::date as month, l.seller_id, l.product_code,
      sum(l.quantity)::bigint as quantity, sum(l.net)::bigint as revenue,
      count(distinct l.order_code)::int as orders
    from ${NET_LINES} l join ts_orders o on o.code = l.order_code
    where o.status <> 'CANCELLED' and o.status <> 'RETURNED'
    group by date_trunc('month', l.order_date), l.seller_id, l.product_code`;
  const rolled = sql`
    select month, seller_id, product_code, quantity, revenue, orders from ts_sales_monthly`;
  return differences(db, rolled, recomputed);
}

/** Rows of ts_product_monthly that differ from a recomputation from the order lines (0: none). */
export async function productMonthlyDifferences(db: Pick<Database, 'execute'>): Promise<number> {
  const recomputed = sql`
    select date_trunc('month', l.order_date)::date as month, l.product_code,
      sum(l.quantity)::bigint as quantity, sum(l.net)::bigint as revenue,
      count(distinct l.order_code)::bigint as orders,
      coalesce(sum(l.net) filter (where l.seller_id in ${idSet(OWNER_SELLER_IDS)}), 0)::bigint
        as owner_revenue
    from ${NET_LINES} l join ts_orders o on o.code = l.order_code
    where o.status <> 'CANCELLED' and o.status <> 'RETURNED'
    group by date_trunc('month', l.order_date), l.product_code`;
  const rolled = sql`
    select month, product_code, quantity, revenue, orders, owner_revenue from ts_product_monthly`;
  return differences(db, rolled, recomputed);
}

/** Rows of ts_order_mix_monthly that differ from a recomputation from ts_orders (0: none). */
export async function orderMixMonthlyDifferences(db: Pick<Database, 'execute'>): Promise<number> {
  const recomputed = sql`
    select date_trunc('month', order_date)::date as month, seller_id, status, province,
      count(*)::int as orders, sum(total_amount)::bigint as revenue
    from ts_orders
    group by date_trunc('month', order_date), seller_id, status, province`;
  const rolled = sql`
    select month, seller_id, status, province, orders, revenue from ts_order_mix_monthly`;
  return differences(db, rolled, recomputed);
}

/** Rows of ts_seller_monthly that differ from a recomputation from ts_orders (0: none). */
export async function sellerMonthlyDifferences(db: Pick<Database, 'execute'>): Promise<number> {
  const recomputed = sql`
    select date_trunc('month', order_date)::date as month, seller_id,
      (count(*) filter (where status not in ('CANCELLED', 'RETURNED')))::int as orders,
      coalesce(sum(total_amount) filter (where status not in ('CANCELLED', 'RETURNED')), 0)::bigint
        as revenue
    from ts_orders
    group by date_trunc('month', order_date), seller_id`;
  const rolled = sql`select month, seller_id, orders, revenue from ts_seller_monthly`;
  return differences(db, rolled, recomputed);
}

/** Rows of ts_seller_daily that differ from a recomputation from the orders and lines (0: none). */
export async function sellerRollupDifferences(db: Pick<Database, 'execute'>): Promise<number> {
  const counted = sql`(o.status <> 'CANCELLED' and o.status <> 'RETURNED')`;
  const recomputed = sql`
    select o.order_date as day, o.seller_id,
      (count(*) filter (where ${counted}))::int as orders,
      (count(distinct o.customer_code) filter (where ${counted}))::int as buyers,
      (coalesce(sum(o.total_amount) filter (where ${counted}), 0))::bigint as revenue,
      (coalesce(sum(q.quantity) filter (where ${counted}), 0))::bigint as quantity,
      (count(*) filter (where not ${counted}))::int as cancelled_orders,
      (count(*) filter (where ${counted} and o.source = 'ADVERTISING'))::int as advertising_orders
    from ts_orders o
    left join (
      select order_code, sum(quantity) as quantity from ts_order_lines group by order_code
    ) as q on q.order_code = o.code
    group by o.order_date, o.seller_id`;
  const rolled = sql`
    select day, seller_id, orders, buyers, revenue, quantity, cancelled_orders, advertising_orders
    from ts_seller_daily`;
  return differences(db, rolled, recomputed);
}

/**
 * Rows of ts_product_running unlike the running totals recomputed from the raw lines, or missing:
 * for each product and each day from the first it sold to the last day any product sold, its
 * quantity, revenue, orders (counted once per seller) and the owner sellers' revenue from its
 * first day to that one (the totals of a day it sold, carried on to the day before its next).
 */
export async function productRunningDifferences(db: Pick<Database, 'execute'>): Promise<number> {
  const owners = sql.raw(OWNER_SELLER_IDS.map((id) => String(Math.trunc(id))).join(', '));
  const counted = sql`${NET_LINES} l join ts_orders o on o.code = l.order_code
    where o.status <> 'CANCELLED' and o.status <> 'RETURNED'`;
  const recomputed = sql`
    select s.product_code, g.at::date as day, s.quantity, s.revenue, s.orders, s.owner_revenue
    from (
      select product_code, day, lead(day) over w as next,
        (sum(quantity) over w)::bigint as quantity, (sum(revenue) over w)::bigint as revenue,
        (sum(orders) over w)::bigint as orders, (sum(owner_revenue) over w)::bigint as owner_revenue
      from (
        select l.product_code, l.order_date as day, sum(l.quantity) as quantity,
          sum(l.net) as revenue, count(distinct (l.seller_id, l.order_code)) as orders,
          coalesce(sum(l.net) filter (where l.seller_id in (${owners})), 0) as owner_revenue
        from ${counted}
        group by l.product_code, l.order_date
      ) per_day
      window w as (partition by product_code order by day)
    ) s
    cross join lateral generate_series(s.day,
      coalesce(s.next - 1, (select max(l.order_date) from ${counted})), interval '1 day') as g (at)`;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n
      from ts_product_running r
      full join (${recomputed}) c on c.product_code = r.product_code and c.day = r.day
      where (r.quantity, r.revenue, r.orders, r.owner_revenue)
        is distinct from (c.quantity, c.revenue, c.orders, c.owner_revenue)`,
  );
  return row?.n ?? -1;
}

/**
 * Distinct buyers and products that ts_distinct_daily gives unlike a distinct count over the raw
 * orders and lines, per seller and for the sellers of its kept scope together, over a few periods
 * (the last day, the last ten, sixty days from the 20th day, from the 20th day to the tenth last,
 * everything), read day by day and again with the whole months the period holds read from
 * ts_distinct_monthly: 0 when none differs.
 */
export async function distinctDifferences(db: Pick<Database, 'execute'>): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with bounds as (select min(order_date) as first, max(order_date) as last from ts_orders),
      periods as (
        select last as "from", last as "to" from bounds
        union all select last - 9, last from bounds
        union all select first + 19, first + 79 from bounds
        union all select first + 19, last - 9 from bounds
        union all select first, last from bounds
      ),
      kept as (select seller_ids from ts_distinct_scope where scope = 0),
      visits as (
        select 'buyer' as kind, o.seller_id, o.order_date as day, o.customer_code as item
        from ts_orders o where o.status not in ('CANCELLED', 'RETURNED')
        union all
        select 'product', l.seller_id, l.order_date, l.product_code
        from ${NET_LINES} l join ts_orders o on o.code = l.order_code
        where o.status not in ('CANCELLED', 'RETURNED')
      ),
      raw as (
        select p."from", p."to", v.kind, g.scope, count(distinct v.item)::int as n
        from periods p
        join visits v on v.day between p."from" and p."to"
        cross join lateral (
          select v.seller_id as scope
          union all select 0 where v.seller_id = any((select seller_ids from kept)::int[])
        ) g
        group by p."from", p."to", v.kind, g.scope
      ),
      rolled as (
        select p."from", p."to", r.kind, r.seller_id as scope,
          sum(r.firsts + coalesce(r.returns[r.day - p."from" + 1], 0))::int as n
        from periods p join ts_distinct_daily r on r.day between p."from" and p."to"
        group by p."from", p."to", r.kind, r.seller_id
      ),
      whole as (
        select p."from", p."to", m.month from periods p
        cross join generate_series(date_trunc('month', p."from"), p."to", interval '1 month') g
        cross join lateral (select g::date as month) m
        where m.month >= p."from" and (m.month + interval '1 month')::date - 1 <= p."to"
      ),
      by_month as (
        select x."from", x."to", x.kind, x.scope, sum(x.n)::int as n from (
          select w."from", w."to", r.kind, r.seller_id as scope,
            r.firsts + coalesce(r.returns[r.month - w."from" + 1], 0) as n
          from whole w join ts_distinct_monthly r on r.month = w.month
          union all
          select p."from", p."to", r.kind, r.seller_id,
            r.firsts + coalesce(r.returns[r.day - p."from" + 1], 0)
          from periods p join ts_distinct_daily r on r.day between p."from" and p."to"
          where not exists (select 1 from whole w
            where w."from" = p."from" and w."to" = p."to"
              and w.month = date_trunc('month', r.day)::date)
        ) x
        group by x."from", x."to", x.kind, x.scope
      )
      select count(*)::int as n from (
        (select * from raw except all select * from rolled)
        union all (select * from rolled except all select * from raw)
        union all (select * from raw except all select * from by_month)
        union all (select * from by_month except all select * from raw)) d`,
  );
  return row?.n ?? -1;
}

/** Each rollup's rows that differ from a recomputation from the raw orders and lines. */
export async function rollupDifferences(db: Pick<Database, 'execute'>) {
  return {
    distinct: await distinctDifferences(db),
    productRunning: await productRunningDifferences(db),
    sales: await salesRollupDifferences(db),
    seller: await sellerRollupDifferences(db),
    buyer: await buyerRollupDifferences(db),
    buyerCalendar: await buyerCalendarDifferences(db),
    orderMix: await orderMixRollupDifferences(db),
    salesMonthly: await salesMonthlyDifferences(db),
    productMonthly: await productMonthlyDifferences(db),
    orderMixMonthly: await orderMixMonthlyDifferences(db),
    sellerMonthly: await sellerMonthlyDifferences(db),
  };
}
