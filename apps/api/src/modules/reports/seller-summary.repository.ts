// One seller's summary for a period, read from the rollups (ts_seller_daily, ts_sales_daily and
// ts_sales_monthly, ts_buyer_daily and ts_buyer_calendar, ts_order_mix_daily and
// ts_order_mix_monthly): never from the order lines. Buyers are
// named from their latest order, looked up for those answered only (the top ones, or a page).
import type {
  ReportPeriod,
  SellerCustomer,
  SellerCustomerSearch,
  SellerSummary,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { NOT_SALES } from '../ecommerce/rollups.repository';
import { codeSet } from '../../lib/sql-sets';
import { preparedRows } from '../../lib/prepared-rows';
import { everyWordIn } from '../../lib/search-words';
import { monthsThenDays, ofSeller, rowsWithRevenue } from './seller-rows';
import { type BuyerSales, topBuyers } from './top-buyers.repository';

/** The rollups of a seller's products, and of its orders by status and province. */
const SALES = { monthly: 'ts_sales_monthly', daily: 'ts_sales_daily' };
const ORDER_MIX = { monthly: 'ts_order_mix_monthly', daily: 'ts_order_mix_daily' };

/** Every product it sold (revenue of counted orders, highest first), named from the catalogue. */
export function soldProducts(
  db: Database,
  sellerId: number,
  period: ReportPeriod,
): Promise<SellerSummary['products']> {
  return rowsWithRevenue(
    db,
    sql`with top as (
          select r.product_code, sum(r.quantity) as quantity, sum(r.orders) as orders,
            sum(r.revenue) as revenue
          from ${monthsThenDays(sellerId, period, SALES, ['product_code'], ['quantity', 'orders', 'revenue'])}
          group by r.product_code having sum(r.orders) > 0
        )
        select t.product_code as "productCode", coalesce(p.name, t.product_code) as "productName",
          coalesce(p.unit, '') as unit, t.quantity::int as quantity, t.orders::int as orders,
          t.revenue::text as revenue
        from top t left join ts_products p on p.code = t.product_code
        order by t.revenue desc, t.product_code`,
  );
}

/**
 * Every order of the period by status (cancelled and returned included), most orders first, and
 * every province its buyers are in (counted orders, by revenue): one reading of the seller's order mix.
 */
export async function orderMix(
  db: Database,
  sellerId: number,
  period: ReportPeriod,
): Promise<Pick<SellerSummary, 'statuses' | 'provinces'>> {
  const rows = await rowsWithRevenue<{
    part: 'status' | 'province';
    name: string;
    orders: number;
    revenue: number;
  }>(
    db,
    sql`with mix as materialized (
          select r.status, r.province, r.orders, r.revenue
          from ${monthsThenDays(sellerId, period, ORDER_MIX, ['status', 'province'], ['orders', 'revenue'])}
        )
        select * from (
          select 'status' as part, row_number() over (order by sum(orders) desc, status) as n,
            status as name, sum(orders)::int as orders, sum(revenue)::text as revenue
          from mix group by status having sum(orders) > 0
        ) statuses
        union all
        select * from (
          select 'province' as part,
            row_number() over (order by sum(revenue) desc, province) as n, province as name,
            sum(orders)::int as orders, sum(revenue)::text as revenue
          from mix where status not in ${NOT_SALES}
          group by province having sum(orders) > 0
        ) provinces
        order by part desc, n`,
  );
  return {
    statuses: rows
      .filter((row) => row.part === 'status')
      .map(({ name, orders, revenue }) => ({ status: name, orders, revenue })),
    provinces: rows
      .filter((row) => row.part === 'province')
      .map(({ name, orders, revenue }) => ({ province: name, orders, revenue })),
  };
}

/** These buyers' figures, each named and placed as on its latest order (its code without one). */
async function named(db: Database, buyers: readonly BuyerSales[]): Promise<SellerCustomer[]> {
  if (buyers.length === 0) return [];
  const names = await preparedRows<{ customerCode: string; name: string; province: string }>(
    db,
    sql`select c.code as "customerCode", o.customer_name as name, o.province
        from ${codeSet(buyers.map((buyer) => buyer.customerCode))} as c (code)
        cross join lateral (
          select o.customer_name, o.province from ts_orders o where o.customer_code = c.code
          order by o.created_at desc, o.code desc limit 1
        ) o`,
  );
  const byCode = new Map(names.map((row) => [row.customerCode, row]));
  return buyers.map(({ customerCode, orders, revenue }) => {
    const found = byCode.get(customerCode);
    return {
      customerCode,
      name: found?.name ?? customerCode,
      province: found?.province ?? '',
      orders,
      revenue,
    };
  });
}

/** The buyers who bought most (counted orders), named and placed as on their latest order. */
export async function topCustomers(
  db: Database,
  sellerId: number,
  period: ReportPeriod,
): Promise<SellerSummary['topCustomers']> {
  return named(db, await topBuyers(db, sellerId, period));
}

const CUSTOMER_SORT_COLUMNS: Record<NonNullable<SellerCustomerSearch['sortBy']>, SQL> = {
  revenue: sql`b.revenue`,
  orders: sql`b.orders`,
};

/**
 * A page of every buyer of the seller in the period (counted orders, from ts_buyer_daily), those
 * of `search` only (code, name or province on one of their orders with the seller in the period),
 * and how many there are; named as the top ones are.
 */
export async function sellerCustomers(
  db: Database,
  sellerId: number,
  query: SellerCustomerSearch,
): Promise<{ items: SellerCustomer[]; total: number }> {
  const period = { fromDate: query.fromDate, toDate: query.toDate };
  const sortBy = query.sortBy ?? 'revenue';
  const direction = query.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const searched = query.search
    ? sql`and r.customer_code in (
        select o.customer_code from ts_orders o
        where o.seller_id = ${sellerId}
          and o.order_date between ${period.fromDate}::date and ${period.toDate}::date
          and ${everyWordIn(sql`o.customer_code || ' ' || o.customer_name || ' ' || o.province`, query.search)})`
    : sql``;
  const rows = await rowsWithRevenue<BuyerSales & { total: number }>(
    db,
    sql`with b as (
          select r.customer_code, sum(r.orders)::int as orders, sum(r.revenue) as revenue
          from ts_buyer_daily r
          where ${ofSeller(sellerId, period)} ${searched}
          group by r.customer_code
          having sum(r.orders) > 0
        )
        select b.customer_code as "customerCode", b.orders, b.revenue::text as revenue,
          count(*) over ()::int as total
        from b
        order by ${CUSTOMER_SORT_COLUMNS[sortBy]} ${direction}, b.customer_code
        limit ${query.pageSize} offset ${query.page * query.pageSize}`,
  );
  const total =
    rows[0]?.total ?? (query.page === 0 ? 0 : await customerCount(db, sellerId, period, searched));
  return {
    items: await named(
      db,
      rows.map(({ total: _total, ...buyer }) => buyer),
    ),
    total,
  };
}

/** How many buyers a page past the last one would have counted. */
async function customerCount(
  db: Database,
  sellerId: number,
  period: ReportPeriod,
  searched: SQL,
): Promise<number> {
  const [row] = await preparedRows<{ n: number }>(
    db,
    sql`select count(distinct r.customer_code)::int as n from ts_buyer_daily r
        where ${ofSeller(sellerId, period)} ${searched} and r.orders > 0`,
  );
  return row?.n ?? 0;
}
