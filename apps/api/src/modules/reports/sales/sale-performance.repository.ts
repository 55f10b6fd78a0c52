// The figures of the sale performance report: the sales' orders from the sales rollups (the last
// day's part from the orders themselves when a compared period stops at a time of day), their work
// with customers from the CRM's own tables, and their targets.
import {
  OWNER_SELLER_IDS,
  type ReportPeriod,
  addDays,
  vnMidnight,
  wholeMonths,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { preparedRows } from '../../../lib/prepared-rows';
import { rowsWithNumbers } from '../../../lib/query-rows';
import { anyId, idSet } from '../../../lib/sql-sets';
import {
  ALL_SALES,
  saleBuyerCounts,
  saleDugCounts,
} from '../../crm/customer-orders/sale-distinct.repository';
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

/** The whole days of the bounds: all of them, or all but the last when it stops at a time of day. */
export function wholeDays(bounds: SaleBounds): ReportPeriod | null {
  const { fromDate, toDate } = bounds.period;
  const last = bounds.until === null ? toDate : addDays(toDate, -1);
  return last < fromDate ? null : { fromDate, toDate: last };
}

/**
 * The attributed orders of the bounds' last day created before `until` (`sale_id`, `customer_id`,
 * `day`, `orders`, `revenue`: one row per order, orders 1 when it counts).
 */
export function partialDay(
  saleIds: readonly number[] | null,
  period: ReportPeriod,
  until: Date,
): SQL {
  const counted = sql`o.status not in ${NOT_SALES}`;
  return sql`select coalesce(a.sale_id, ${NO_SALE}) as sale_id,
      coalesce(a.customer_id, 0) as customer_id, a.order_date as day, (${counted})::int as orders,
      case when ${counted} then o.total_amount else 0 end as revenue
    from crm_order_sales a join ts_orders o on o.id = a.order_id
    where ${saleIds === null ? sql`a.sale_id is not null` : ofSales(saleIds)}
      and a.order_date = ${period.toDate}::date and o.order_date = ${period.toDate}::date
      and o.created_at < ${until.toISOString()}::timestamptz
      and o.seller_id in ${idSet(OWNER_SELLER_IDS)}`;
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
  return sql`${whole} union all ${partialDay(saleIds, bounds.period, bounds.until)}`;
}

/** A pair of sales rollups, by day (`day`) and by calendar month (`month`: its first day). */
export interface DayAndMonth {
  daily: SQL;
  monthly: SQL;
}

/**
 * The rows of a pair of sales rollups over whole days (these `columns` of a row `r`, of these
 * sales): the daily one for the days at the period's ends, the monthly one for its whole months.
 */
export function dayAndMonthRows(
  rollups: DayAndMonth,
  columns: SQL,
  saleIds: readonly number[],
  period: ReportPeriod,
): SQL[] {
  const { months, days } = wholeMonths(period);
  const parts = days.map(
    (part) => sql`select ${columns} from ${rollups.daily} r
      where r.sale_id = ${anyId(saleIds)}
        and r.day between ${part.fromDate}::date and ${part.toDate}::date`,
  );
  if (months) {
    parts.push(sql`select ${columns} from ${rollups.monthly} r
      where r.sale_id = ${anyId(saleIds)}
        and r.month between ${months.first}::date and ${months.last}::date`);
  }
  return parts;
}

/** The orders rollups. */
export const SALE_ORDERS: DayAndMonth = {
  daily: sql`crm_sale_daily`,
  monthly: sql`crm_sale_monthly`,
};

/** Each sale's counted orders and revenue over whole days (`sale_id`, `orders`, `revenue`). */
const saleSums = (saleIds: readonly number[], period: ReportPeriod) =>
  dayAndMonthRows(SALE_ORDERS, sql`r.sale_id, r.orders, r.revenue`, saleIds, period);

/**
 * The distinct buying customers of these scopes (sales, or every sale together: ALL_SALES alone)
 * over the bounds (rows `saleId`, `buyers`): the rollup's whole days, and the customers of the last
 * day's part who had not bought in the scope on the days before.
 */
function buyerCounts(scopes: readonly number[], bounds: SaleBounds): SQL {
  const whole = wholeDays(bounds);
  const parts = whole ? [saleBuyerCounts(scopes, whole)] : [];
  if (bounds.until !== null) {
    const all = scopes.includes(ALL_SALES);
    const seen = whole
      ? sql`exists (select 1 from crm_sale_customer_daily y
          where y.customer_id = p.customer_id
            and ${all ? sql`y.sale_id <> ${NO_SALE}` : sql`y.sale_id = p.sale_id`}
            and y.day between ${whole.fromDate}::date and ${whole.toDate}::date and y.orders > 0)`
      : sql`false`;
    parts.push(sql`select ${all ? sql.raw(String(ALL_SALES)) : sql`p.sale_id`} as "saleId",
        count(distinct p.customer_id)::int as buyers
      from (${partialDay(all ? null : scopes, bounds.period, bounds.until)}) p
      where p.orders > 0 and p.customer_id <> 0 and not ${seen}
      group by 1`);
  }
  if (parts.length === 0) return sql`select 0 as "saleId", 0 as buyers where false`;
  return sql`select b."saleId", sum(b.buyers)::int as buyers
    from (${sql.join(parts, sql` union all `)}) b group by b."saleId"`;
}

/**
 * Whether these sales' orders over the period are those of every sale together (none of another
 * sale's in its months: a whole month read, rarely more than needed), as a boolean SQL.
 */
function everySale(saleIds: readonly number[], period: ReportPeriod): SQL {
  if (saleIds.includes(NO_SALE)) return sql`false`;
  return sql`not exists (select 1 from crm_sale_monthly r
    where r.month between date_trunc('month', ${period.fromDate}::date)::date
        and ${period.toDate}::date
      and r.orders > 0 and r.sale_id <> ${NO_SALE} and r.sale_id not in ${idSet(saleIds)})`;
}

/**
 * The orders figures of each of these sales over the bounds (NO_SALE among them: the orders of no
 * sale), and of the named ones together (buyers distinct across them; customer 0, buyers who are no
 * CRM customer, left out of buyers): from the monthly and daily rollups. The named sales' buyers
 * together are those of every sale together (ALL_SALES) when no other sale had orders in the
 * period, a distinct count over their days otherwise.
 */
export async function saleOrderFigures(
  db: Database,
  saleIds: readonly number[],
  bounds: SaleBounds,
): Promise<{ bySale: Map<number, OrderFigures>; total: OrderFigures }> {
  if (saleIds.length === 0) return { bySale: new Map(), total: NO_ORDERS };
  const named = saleIds.filter((id) => id !== NO_SALE);
  const whole = wholeDays(bounds);
  const sums = whole ? saleSums(saleIds, whole) : [];
  if (bounds.until !== null) {
    sums.push(sql`select p.sale_id, p.orders, p.revenue
      from (${partialDay(saleIds, bounds.period, bounds.until)}) p`);
  }
  const together =
    named.length <= 1
      ? null
      : sql`(case when ${everySale(named, bounds.period)}
          then (select coalesce(sum(b.buyers), 0) from (${buyerCounts([ALL_SALES], bounds)}) b)
          else (select count(distinct d.customer_id) from (${customerDays(named, bounds)}) d
            where d.orders > 0 and d.customer_id <> 0) end)::int`;
  const [sumRows, buyerRows] = await Promise.all([
    sums.length === 0
      ? []
      : rowsWithNumbers<{ saleId: number; orders: number; revenue: number }>(
          db,
          sql`select s.sale_id as "saleId", sum(s.orders)::int as orders,
              sum(s.revenue)::text as revenue
            from (${sql.join(sums, sql` union all `)}) s group by s.sale_id`,
          ['revenue'],
        ),
    preparedRows<{ saleId: number | null; buyers: number }>(
      db,
      sql`select b."saleId", b.buyers from (${buyerCounts(saleIds, bounds)}) b
        ${together ? sql`union all select null, ${together}` : sql``}`,
    ),
  ]);
  const buyers = new Map(buyerRows.map((row) => [row.saleId, row.buyers]));
  const bySale = new Map<number, OrderFigures>();
  const total = { ...NO_ORDERS };
  for (const { saleId, ...sum } of sumRows) {
    bySale.set(saleId, { ...sum, buyers: buyers.get(saleId) ?? 0 });
    if (saleId === NO_SALE) continue;
    total.revenue += sum.revenue;
    total.orders += sum.orders;
  }
  total.buyers = buyers.get(together ? null : (named[0] ?? null)) ?? 0;
  return { bySale, total };
}

/**
 * The sales' revenue and orders of each day of the bounds that has any (the rest are 0): from the
 * days of every sale together when they are those of these sales, from each sale's otherwise; the
 * last day's part from the orders when the bounds stop at a time of day.
 */
export function saleDays(
  db: Database,
  saleIds: readonly number[],
  bounds: SaleBounds,
): Promise<{ day: string; revenue: number; orders: number }[]> {
  if (saleIds.length === 0) return Promise.resolve([]);
  const whole = wholeDays(bounds);
  const days: SQL[] = [];
  if (whole) {
    const between = sql`r.day between ${whole.fromDate}::date and ${whole.toDate}::date`;
    const all = everySale(saleIds, bounds.period);
    days.push(sql`select r.day, r.orders, r.revenue from crm_sale_all_daily r
        where ${all} and ${between}
      union all
      select r.day, r.orders, r.revenue from crm_sale_daily r
        where not ${all} and r.sale_id = ${anyId(saleIds)} and ${between}`);
  }
  if (bounds.until !== null) {
    days.push(sql`select p.day, p.orders, p.revenue
      from (${partialDay(saleIds, bounds.period, bounds.until)}) p`);
  }
  if (days.length === 0) return Promise.resolve([]);
  return rowsWithNumbers(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.orders)::int as orders,
        sum(d.revenue)::text as revenue
      from (${sql.join(days, sql` union all `)}) d group by d.day order by d.day`,
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

/** Each sale's work over whole days (`sale_id`, `new_customers`, `interactions`, `tasks_done`). */
const workSums = (saleIds: readonly number[], period: ReportPeriod) =>
  dayAndMonthRows(
    { daily: sql`crm_sale_work_daily`, monthly: sql`crm_sale_work_monthly` },
    sql`r.sale_id, r.new_customers, r.interactions, r.tasks_done`,
    saleIds,
    period,
  );

/**
 * Each sale's work between two instants, read from the CRM's own tables (for the part of a day a
 * compared period ends with).
 */
export function workBetween(saleIds: readonly number[], from: SQL, to: SQL): SQL {
  return sql`select s.id as sale_id,
      (select count(*) from crm_customers c where c.created_by_id = s.id
        and c.created_at >= ${from} and c.created_at < ${to} and c.deleted_at is null) as new_customers,
      (select count(*) from crm_interactions i
        where i.author_id = s.id and i.at >= ${from} and i.at < ${to}) as interactions,
      (select count(*) from crm_tasks t where t.assignee_id = s.id and t.status = 'DONE'
        and t.done_at >= ${from} and t.done_at < ${to}) as tasks_done
    from ${idSet(saleIds)} as s(id)`;
}

/**
 * What each of these sales did with customers over the bounds: customers created (not deleted),
 * interactions logged and tasks done from the work rollups, customers dug from the pool (distinct)
 * from the gap counts; the last day's part from the CRM's tables when the bounds stop at a time of
 * day.
 */
export async function saleWorkFigures(
  db: Database,
  saleIds: readonly number[],
  bounds: SaleBounds,
): Promise<Map<number, WorkFigures>> {
  const named = saleIds.filter((id) => id !== NO_SALE);
  if (named.length === 0) return new Map();
  const { start } = instants(bounds);
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  const whole = wholeDays(bounds);
  const parts = whole ? workSums(named, whole) : [];
  if (bounds.until !== null) {
    parts.push(workBetween(named, at(vnMidnight(bounds.period.toDate)), at(bounds.until)));
  }
  // The customers dug: the gap counts' whole days, and those of the last day's part not dug before.
  const dugParts = whole ? [saleDugCounts(named, whole)] : [];
  if (bounds.until !== null) {
    const seen = whole
      ? sql`exists (select 1 from crm_pool_events y
          where y.customer_id = e.customer_id and y.type = 'DIG' and y.sale_id = e.sale_id
            and y.at >= ${at(start)} and y.at < ${at(vnMidnight(bounds.period.toDate))})`
      : sql`false`;
    dugParts.push(sql`select e.sale_id as "saleId", count(distinct e.customer_id)::int as n
      from crm_pool_events e
      where e.type = 'DIG' and e.sale_id = ${anyId(named)}
        and e.at >= ${at(vnMidnight(bounds.period.toDate))} and e.at < ${at(bounds.until)}
        and not ${seen}
      group by e.sale_id`);
  }
  const [sums, dug] = await Promise.all([
    parts.length === 0
      ? []
      : preparedRows<Omit<WorkFigures, 'dugCustomers'> & { saleId: number }>(
          db,
          sql`select w.sale_id as "saleId", sum(w.new_customers)::int as "newCustomers",
              sum(w.interactions)::int as interactions, sum(w.tasks_done)::int as "tasksDone"
            from (${sql.join(parts, sql` union all `)}) w group by w.sale_id`,
        ),
    preparedRows<{ saleId: number; n: number }>(
      db,
      sql`select d."saleId", sum(d.n)::int as n
        from (${sql.join(dugParts, sql` union all `)}) d group by d."saleId"`,
    ),
  ]);
  const figures = new Map(named.map((id) => [id, { ...NO_WORK }]));
  for (const { saleId, ...work } of sums) Object.assign(figures.get(saleId) ?? {}, work);
  for (const { saleId, n } of dug) {
    const sale = figures.get(saleId);
    if (sale) sale.dugCustomers = n;
  }
  return figures;
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
