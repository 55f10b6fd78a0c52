// One sale's figures by day and by customer: the orders from the sales rollups (the last day's
// part from the orders when the bounds stop at a time of day), the work from the CRM's tables.
import { SALE_DETAIL_CUSTOMERS_MAX } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsWithNumbers } from '../../../lib/query-rows';
import { VN_ZONE } from '../../../lib/sql-time';
import {
  type OrderFigures,
  type SaleBounds,
  type WorkFigures,
  customerDays,
  instants,
} from './sale-performance.repository';

/** The sale's orders, revenue and buyers of each day of the bounds that has any. */
export function saleOrderDays(
  db: Database,
  saleId: number,
  bounds: SaleBounds,
): Promise<(OrderFigures & { day: string })[]> {
  return rowsWithNumbers(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.orders)::int as orders,
        sum(d.revenue)::text as revenue,
        count(distinct d.customer_id) filter (where d.orders > 0 and d.customer_id <> 0)::int
          as buyers
      from (${customerDays([saleId], bounds)}) d group by d.day order by d.day`,
    ['revenue'],
  );
}

/** What the sale did with customers on each day of the bounds that has any of it. */
export function saleWorkDays(
  db: Database,
  saleId: number,
  bounds: SaleBounds,
): Promise<(WorkFigures & { day: string })[]> {
  const { start, end } = instants(bounds);
  const from = sql`${start.toISOString()}::timestamptz`;
  const to = sql`${end.toISOString()}::timestamptz`;
  const day = (column: string) =>
    sql`to_char((${sql.raw(column)} at time zone ${VN_ZONE})::date, 'YYYY-MM-DD')`;
  return rowsWithNumbers(
    db,
    sql`select w.day, count(*) filter (where w.kind = 'new')::int as "newCustomers",
        count(distinct w.key) filter (where w.kind = 'dug')::int as "dugCustomers",
        count(*) filter (where w.kind = 'interaction')::int as interactions,
        count(*) filter (where w.kind = 'task')::int as "tasksDone"
      from (
        select ${day('c.created_at')} as day, 'new' as kind, c.id as key from crm_customers c
        where c.created_by_id = ${saleId} and c.created_at >= ${from} and c.created_at < ${to}
          and c.deleted_at is null
        union all
        select ${day('e.at')}, 'dug', e.customer_id from crm_pool_events e
        where e.sale_id = ${saleId} and e.type = 'DIG' and e.at >= ${from} and e.at < ${to}
        union all
        select ${day('i.at')}, 'interaction', i.id from crm_interactions i
        where i.author_id = ${saleId} and i.at >= ${from} and i.at < ${to}
        union all
        select ${day('t.done_at')}, 'task', t.id from crm_tasks t
        where t.assignee_id = ${saleId} and t.status = 'DONE'
          and t.done_at >= ${from} and t.done_at < ${to}
      ) w group by w.day order by w.day`,
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
        from bought b full join logged l on l.customer_id = b.customer_id)
      select c.id as "customerId", c.code, c.name, c.owner_id as "ownerId",
        c.approval_status as "approvalStatus", c.deleted_at as "deletedAt",
        k.revenue::text as revenue, k.orders, coalesce(e.revenue, 0)::text as "previousRevenue",
        coalesce(e.orders, 0) as "previousOrders", k.interactions,
        count(*) over ()::int as total
      from customers k
      join crm_customers c on c.id = k.customer_id
      left join earlier e on e.customer_id = k.customer_id
      order by k.revenue desc, k.interactions desc, c.id
      limit ${SALE_DETAIL_CUSTOMERS_MAX}`,
    ['revenue', 'previousRevenue'],
  );
}
