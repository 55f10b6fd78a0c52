// One seller's summary for a period, read from the rollups (ts_seller_daily, ts_sales_daily,
// ts_buyer_daily, ts_order_mix_daily): never from the order lines. Buyers are named from their
// latest order, looked up for the rowsWithRevenue ones only.
import { type ReportPeriod, SUMMARY_TOP, type SellerSummary } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { NOT_SALES } from '../ecommerce/rollups.repository';
import { queryRows } from '../sync/ingest/upsert';

/** A row as read: the revenue summed in SQL comes as text (a bigint sum). */
type Read<T extends { revenue: number }> = Omit<T, 'revenue'> & { revenue: string };

/** The rows with their revenue as a number. */
async function rowsWithRevenue<T extends { revenue: number }>(
  db: Database,
  query: SQL,
): Promise<T[]> {
  const rows = await queryRows<Read<T>>(db, query);
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }) as T);
}

/** The rollup rows of this seller over the period (the rollup's table aliased `r`). */
const ofSeller = (sellerId: number, period: ReportPeriod) =>
  sql`r.seller_id = ${sellerId}
    and r.day between ${period.fromDate}::date and ${period.toDate}::date`;

/** Every day of the period, oldest first, with its counted orders and revenue (0 without). */
export function salesByDay(
  db: Database,
  sellerId: number,
  period: ReportPeriod,
): Promise<SellerSummary['byDay']> {
  return rowsWithRevenue(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(r.orders, 0)::int as orders,
          coalesce(r.revenue, 0)::text as revenue
        from (select ${period.fromDate}::date + n as day
          from generate_series(0, ${period.toDate}::date - ${period.fromDate}::date) as n) d
        left join ts_seller_daily r on r.seller_id = ${sellerId} and r.day = d.day
        order by d.day`,
  );
}

/** The products that sold most (revenue of counted orders), named from the catalogue. */
export function topProducts(
  db: Database,
  sellerId: number,
  period: ReportPeriod,
): Promise<SellerSummary['topProducts']> {
  return rowsWithRevenue(
    db,
    sql`with top as (
          select r.product_code, sum(r.quantity) as quantity, sum(r.orders) as orders,
            sum(r.revenue) as revenue
          from ts_sales_daily r where ${ofSeller(sellerId, period)}
          group by r.product_code
          order by sum(r.revenue) desc, r.product_code limit ${SUMMARY_TOP}
        )
        select t.product_code as "productCode", coalesce(p.name, t.product_code) as "productName",
          coalesce(p.unit, '') as unit, t.quantity::int as quantity, t.orders::int as orders,
          t.revenue::text as revenue
        from top t left join ts_products p on p.code = t.product_code
        order by t.revenue desc, t.product_code`,
  );
}

/** Every order of the period by status (cancelled and returned included), most orders first. */
export function ordersByStatus(
  db: Database,
  sellerId: number,
  period: ReportPeriod,
): Promise<SellerSummary['statuses']> {
  return rowsWithRevenue(
    db,
    sql`select r.status, sum(r.orders)::int as orders, sum(r.revenue)::text as revenue
        from ts_order_mix_daily r where ${ofSeller(sellerId, period)}
        group by r.status order by sum(r.orders) desc, r.status`,
  );
}

/** The buyers who bought most (counted orders), named and placed as on their latest order. */
export function topCustomers(
  db: Database,
  sellerId: number,
  period: ReportPeriod,
): Promise<SellerSummary['topCustomers']> {
  return rowsWithRevenue(
    db,
    sql`with top as (
          select r.customer_code, sum(r.orders) as orders, sum(r.revenue) as revenue
          from ts_buyer_daily r where ${ofSeller(sellerId, period)}
          group by r.customer_code
          order by sum(r.revenue) desc, r.customer_code limit ${SUMMARY_TOP}
        ),
        latest as (
          select distinct on (o.customer_code) o.customer_code, o.customer_name, o.province
          from ts_orders o where o.customer_code in (select customer_code from top)
          order by o.customer_code, o.created_at desc, o.code desc
        )
        select t.customer_code as "customerCode",
          coalesce(l.customer_name, t.customer_code) as name,
          coalesce(l.province, '') as province, t.orders::int as orders, t.revenue::text as revenue
        from top t left join latest l on l.customer_code = t.customer_code
        order by t.revenue desc, t.customer_code`,
  );
}

/** The buyers' provinces that bought most (counted orders). */
export function topProvinces(
  db: Database,
  sellerId: number,
  period: ReportPeriod,
): Promise<SellerSummary['topProvinces']> {
  return rowsWithRevenue(
    db,
    sql`select r.province, sum(r.orders)::int as orders, sum(r.revenue)::text as revenue
        from ts_order_mix_daily r
        where ${ofSeller(sellerId, period)} and r.status not in ${NOT_SALES}
        group by r.province order by sum(r.revenue) desc, r.province limit ${SUMMARY_TOP}`,
  );
}
