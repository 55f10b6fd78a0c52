// The figures of the sale performance report: the sales' orders from the sales rollups (the last
// day's part from the orders themselves when a compared period stops at a time of day), their work
// with customers from the CRM's own tables, and their targets.
import { OWNER_SELLER_IDS, type ReportPeriod, addDays, vnMidnight } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { preparedRows } from '../../../lib/prepared-rows';
import { rowsWithNumbers } from '../../../lib/query-rows';
import { anyId, idSet } from '../../../lib/sql-sets';
import { NOT_SALES } from '../../ecommerce/rollups.repository';
import type { Comparison } from '../comparison';

/** Sale 0 in a list of sales: the orders of no sale. */
export const NO_SALE = 0;

/**
 * A period to read: whole days, or (`until` set) its last day only up to that instant, as a
 * compared period that ends today is read.
 */
export interface SaleBounds {
  period: ReportPeriod;
  until: Date | null;
}

/**
 * The bounds of a report's period (whole days) and of the period compared (its last day up to
 * the instant the comparison names, when the period ends today).
 */
export function boundsOf(comparison: Comparison): { current: SaleBounds; before: SaleBounds } {
  return {
    current: { period: comparison.period, until: null },
    before: {
      period: comparison.previousPeriod,
      until: comparison.comparedUntil === null ? null : new Date(comparison.comparedUntil),
    },
  };
}

/** The instants the bounds run between, [start, end). */
export function instants(bounds: SaleBounds): { start: Date; end: Date } {
  return {
    start: vnMidnight(bounds.period.fromDate),
    end: bounds.until ?? vnMidnight(addDays(bounds.period.toDate, 1)),
  };
}

export interface OrderFigures {
  revenue: number;
  orders: number;
  buyers: number;
}

export const NO_ORDERS: OrderFigures = { revenue: 0, orders: 0, buyers: 0 };

/** An attributed order (`a`) of one of these sales (NO_SALE: of no sale). */
export function ofSales(saleIds: readonly number[]): SQL {
  const named = sql`a.sale_id = ${anyId(saleIds)}`;
  return saleIds.includes(NO_SALE) ? sql`(${named} or a.sale_id is null)` : named;
}

/**
 * Each day, sale and customer's counted orders and revenue over the bounds (`sale_id`,
 * `customer_id`, `day`, `orders`, `revenue`): the rollup's whole days, and the last day's part
 * from the orders when the bounds stop at a time of day.
 */
export function customerDays(saleIds: readonly number[], bounds: SaleBounds): SQL {
  const { fromDate, toDate } = bounds.period;
  const lastWhole = bounds.until === null ? toDate : addDays(toDate, -1);
  const whole = sql`select r.sale_id, r.customer_id, r.day, r.orders, r.revenue
    from crm_sale_customer_daily r
    where r.sale_id = ${anyId(saleIds)} and r.day between ${fromDate}::date and ${lastWhole}::date`;
  if (bounds.until === null) return whole;
  const counted = sql`o.status not in ${NOT_SALES}`;
  return sql`${whole}
    union all
    select coalesce(a.sale_id, ${NO_SALE}), coalesce(a.customer_id, 0), a.order_date,
      (${counted})::int, case when ${counted} then o.total_amount else 0 end
    from crm_order_sales a join ts_orders o on o.id = a.order_id
    where ${ofSales(saleIds)} and a.order_date = ${toDate}::date
      and o.created_at < ${bounds.until.toISOString()}::timestamptz
      and o.seller_id in ${idSet(OWNER_SELLER_IDS)}`;
}

/**
 * The orders figures of each of these sales over the bounds, and of them all together (buyers
 * distinct across them; customer 0, buyers who are no CRM customer, left out of buyers).
 */
export async function saleOrderFigures(
  db: Database,
  saleIds: readonly number[],
  bounds: SaleBounds,
): Promise<{ bySale: Map<number, OrderFigures>; total: OrderFigures }> {
  if (saleIds.length === 0) return { bySale: new Map(), total: NO_ORDERS };
  const rows = await rowsWithNumbers<OrderFigures & { saleId: number | null }>(
    db,
    sql`select d.sale_id as "saleId", coalesce(sum(d.orders), 0)::int as orders,
        coalesce(sum(d.revenue), 0)::text as revenue,
        count(distinct d.customer_id) filter (where d.orders > 0 and d.customer_id <> 0)::int
          as buyers
      from (${customerDays(saleIds, bounds)}) d
      group by grouping sets ((d.sale_id), ())`,
    ['revenue'],
  );
  const bySale = new Map<number, OrderFigures>();
  let total = NO_ORDERS;
  for (const { saleId, ...figures } of rows) {
    if (saleId === null) total = figures;
    else bySale.set(saleId, figures);
  }
  return { bySale, total };
}

/** The sales' revenue and orders of each day of the bounds that has any (the rest are 0). */
export function saleDays(
  db: Database,
  saleIds: readonly number[],
  bounds: SaleBounds,
): Promise<{ day: string; revenue: number; orders: number }[]> {
  if (saleIds.length === 0) return Promise.resolve([]);
  const { fromDate, toDate } = bounds.period;
  const lastWhole = bounds.until === null ? toDate : addDays(toDate, -1);
  const whole = sql`select r.day, r.orders, r.revenue from crm_sale_daily r
    where r.sale_id = ${anyId(saleIds)} and r.day between ${fromDate}::date and ${lastWhole}::date`;
  const days =
    bounds.until === null
      ? whole
      : sql`${whole} union all
        select d.day, d.orders, d.revenue from (${customerDays(saleIds, bounds)}) d
        where d.day = ${toDate}::date`;
  return rowsWithNumbers(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.orders)::int as orders,
        sum(d.revenue)::text as revenue
      from (${days}) d group by d.day order by d.day`,
    ['revenue'],
  );
}

export interface WorkFigures {
  newCustomers: number;
  dugCustomers: number;
  interactions: number;
  tasksDone: number;
}

export const NO_WORK: WorkFigures = {
  newCustomers: 0,
  dugCustomers: 0,
  interactions: 0,
  tasksDone: 0,
};

/**
 * What each of these sales did with customers over the bounds: customers created (not deleted),
 * customers dug from the pool (distinct), interactions logged, tasks done.
 */
export async function saleWorkFigures(
  db: Database,
  saleIds: readonly number[],
  bounds: SaleBounds,
): Promise<Map<number, WorkFigures>> {
  const named = saleIds.filter((id) => id !== NO_SALE);
  if (named.length === 0) return new Map();
  const { start, end } = instants(bounds);
  const from = sql`${start.toISOString()}::timestamptz`;
  const to = sql`${end.toISOString()}::timestamptz`;
  const rows = await preparedRows<WorkFigures & { saleId: number }>(
    db,
    sql`select s.id as "saleId",
        (select count(*) from crm_customers c where c.created_by_id = s.id
          and c.created_at >= ${from} and c.created_at < ${to} and c.deleted_at is null)::int
          as "newCustomers",
        (select count(distinct e.customer_id) from crm_pool_events e
          where e.sale_id = s.id and e.type = 'DIG' and e.at >= ${from} and e.at < ${to})::int
          as "dugCustomers",
        (select count(*) from crm_interactions i
          where i.author_id = s.id and i.at >= ${from} and i.at < ${to})::int as interactions,
        (select count(*) from crm_tasks t where t.assignee_id = s.id and t.status = 'DONE'
          and t.done_at >= ${from} and t.done_at < ${to})::int as "tasksDone"
      from ${idSet(named)} as s(id)`,
  );
  return new Map(rows.map(({ saleId, ...figures }) => [saleId, figures]));
}

/** The targets of these sales in the months ('YYYY-MM') from `fromMonth` to `toMonth`. */
export async function saleTargets(
  db: Database,
  saleIds: readonly number[],
  fromMonth: string,
  toMonth: string,
): Promise<{ saleId: number; month: string; amount: number }[]> {
  const named = saleIds.filter((id) => id !== NO_SALE);
  if (named.length === 0) return [];
  return rowsWithNumbers(
    db,
    sql`select sale_id as "saleId", to_char(month, 'YYYY-MM') as month, amount::text as amount
      from crm_sale_targets
      where sale_id = ${anyId(named)}
        and month between ${`${fromMonth}-01`}::date and ${`${toMonth}-01`}::date`,
    ['amount'],
  );
}
