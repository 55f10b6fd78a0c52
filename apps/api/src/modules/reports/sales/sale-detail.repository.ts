// One sale's figures by day and by customer: the orders and the work from the sales rollups (the
// last day's part from the orders and the CRM's tables when the bounds stop at a time of day).
import { SALE_DETAIL_CUSTOMERS_MAX, vnMidnight } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsWithNumbers } from '../../../lib/query-rows';
import {
  type OrderFigures,
  type SaleBounds,
  type WorkFigures,
  customerDays,
  instants,
  partialDay,
  wholeDays,
  workBetween,
} from './sale-performance.repository';

/**
 * The sale's orders, revenue and buyers of each day of the bounds that has any: the sales rollup's
 * whole days, and the last day's part from the orders when the bounds stop at a time of day.
 */
export function saleOrderDays(
  db: Database,
  saleId: number,
  bounds: SaleBounds,
): Promise<(OrderFigures & { day: string })[]> {
  const whole = wholeDays(bounds);
  const days: SQL[] = [];
  if (whole) {
    days.push(sql`select r.day, r.orders, r.revenue, r.buyers from crm_sale_daily r
      where r.sale_id = ${saleId} and r.day between ${whole.fromDate}::date and ${whole.toDate}::date`);
  }
  if (bounds.until !== null) {
    days.push(sql`select p.day, sum(p.orders), sum(p.revenue),
        count(distinct p.customer_id) filter (where p.orders > 0 and p.customer_id <> 0)
      from (${partialDay([saleId], bounds.period, bounds.until)}) p group by p.day`);
  }
  if (days.length === 0) return Promise.resolve([]);
  return rowsWithNumbers(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.orders)::int as orders,
        sum(d.revenue)::text as revenue, sum(d.buyers)::int as buyers
      from (${sql.join(days, sql` union all `)}) d group by d.day order by d.day`,
    ['revenue'],
  );
}

/**
 * What the sale did with customers on each day of the bounds that has any of it: the work rollup's
 * whole days and each day's customers dug (firsts and returns of any gap: every one that day),
 * and the last day's part from the CRM's tables when the bounds stop at a time of day.
 */
export function saleWorkDays(
  db: Database,
  saleId: number,
  bounds: SaleBounds,
): Promise<(WorkFigures & { day: string })[]> {
  const whole = wholeDays(bounds);
  const days: SQL[] = [];
  if (whole) {
    const between = sql`r.day between ${whole.fromDate}::date and ${whole.toDate}::date`;
    days.push(sql`select r.day, r.new_customers, 0 as dug, r.interactions, r.tasks_done
      from crm_sale_work_daily r where r.sale_id = ${saleId} and ${between}
      union all
      select r.day, 0, r.firsts + coalesce(r.returns[1], 0), 0, 0
      from crm_sale_distinct_daily r where r.kind = 'dug' and r.sale_id = ${saleId} and ${between}`);
  }
  if (bounds.until !== null) {
    const day = bounds.period.toDate;
    const from = sql`${vnMidnight(day).toISOString()}::timestamptz`;
    const to = sql`${bounds.until.toISOString()}::timestamptz`;
    days.push(sql`select ${day}::date, w.new_customers, 0, w.interactions, w.tasks_done
      from (${workBetween([saleId], from, to)}) w
      union all
      select ${day}::date, 0, count(distinct e.customer_id), 0, 0 from crm_pool_events e
      where e.sale_id = ${saleId} and e.type = 'DIG' and e.at >= ${from} and e.at < ${to}`);
  }
  if (days.length === 0) return Promise.resolve([]);
  return rowsWithNumbers(
    db,
    sql`select to_char(w.day, 'YYYY-MM-DD') as day, sum(w.new_customers)::int as "newCustomers",
        sum(w.dug)::int as "dugCustomers", sum(w.interactions)::int as interactions,
        sum(w.tasks_done)::int as "tasksDone"
      from (${sql.join(days, sql` union all `)}) w group by w.day
      having sum(w.new_customers) + sum(w.dug) + sum(w.interactions) + sum(w.tasks_done) > 0
      order by w.day`,
    [],
  );
}

export interface SaleCustomerRead {
  customerId: number;
  code: string;
  name: string;
  ownerId: number | null;
  approvalStatus: string;
  deletedAt: Date | null;
  revenue: number;
  orders: number;
  previousRevenue: number;
  previousOrders: number;
  interactions: number;
  total: number;
}

/**
 * The customers with orders counting for the sale, or interactions the sale logged, over the
 * bounds: their orders then and over `before`, by revenue, the first SALE_DETAIL_CUSTOMERS_MAX;
 * `total` on each row counts them all.
 */
export function saleCustomers(
  db: Database,
  saleId: number,
  current: SaleBounds,
  before: SaleBounds,
): Promise<SaleCustomerRead[]> {
  const { start, end } = instants(current);
  return rowsWithNumbers(
    db,
    sql`with bought as (
        select d.customer_id, sum(d.orders)::int as orders, sum(d.revenue) as revenue
        from (${customerDays([saleId], current)}) d where d.customer_id <> 0
        group by d.customer_id having sum(d.orders) > 0),
      earlier as (
        select d.customer_id, sum(d.orders)::int as orders, sum(d.revenue) as revenue
        from (${customerDays([saleId], before)}) d where d.customer_id <> 0
        group by d.customer_id),
      logged as (
        select i.customer_id, count(*)::int as interactions from crm_interactions i
        where i.author_id = ${saleId} and i.at >= ${start.toISOString()}::timestamptz
          and i.at < ${end.toISOString()}::timestamptz
        group by i.customer_id),
      customers as (
        select coalesce(b.customer_id, l.customer_id) as customer_id,
          coalesce(b.orders, 0) as orders, coalesce(b.revenue, 0) as revenue,
          coalesce(l.interactions, 0) as interactions
        from bought b full join logged l on l.customer_id = b.customer_id),
      -- The first ones, counted all, before reading their names (a customer row each).
      ranked as (
        select k.*, count(*) over ()::int as total from customers k
        order by k.revenue desc, k.interactions desc, k.customer_id
        limit ${SALE_DETAIL_CUSTOMERS_MAX})
      select c.id as "customerId", c.code, c.name, c.owner_id as "ownerId",
        c.approval_status as "approvalStatus", c.deleted_at as "deletedAt",
        k.revenue::text as revenue, k.orders, coalesce(e.revenue, 0)::text as "previousRevenue",
        coalesce(e.orders, 0) as "previousOrders", k.interactions, k.total
      from ranked k
      join crm_customers c on c.id = k.customer_id
      left join earlier e on e.customer_id = k.customer_id
      order by k.revenue desc, k.interactions desc, k.customer_id`,
    ['revenue', 'previousRevenue'],
  );
}
