// What the report tests check the reports against: figures computed straight from the raw orders,
// lines and deals (never from the rollups the reports read), the queries and texts they share, and
// periods that cross months.
import { OWNER_SELLER_IDS, type ReportPeriod, type SellerFigures } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import { VN_ZONE } from '../../lib/sql-time';
import type { Database } from '../../db/client';
import { queryRows } from '../../lib/query-rows';

/**
 * These sellers' figures (by id; null: all together) from the raw orders, lines and deals; with
 * `until` (an instant), of the orders created before it only.
 */
export async function rawFigures(
  db: Database,
  period: ReportPeriod,
  sellerIds: readonly number[],
  until: string | null = null,
): Promise<(sellerId: number | null) => SellerFigures> {
  const ids = sql`(select json_array_elements_text(${JSON.stringify(sellerIds)}::json)::int)`;
  const counted = sql`o.seller_id in ${ids} and o.status not in ('CANCELLED', 'RETURNED')
    and o.order_date between ${period.fromDate}::date and ${period.toDate}::date
    and (${until}::timestamptz is null or o.created_at < ${until}::timestamptz)`;
  const perSeller = await queryRows<{
    sellerId: number | null;
    revenue: string;
    orders: number;
    buyers: number;
  }>(
    db,
    sql`select o.seller_id as "sellerId", sum(o.total_amount)::text as revenue,
          count(*)::int as orders, count(distinct o.customer_code)::int as buyers
        from ts_orders o where ${counted}
        group by grouping sets ((o.seller_id), ())`,
  );
  const skus = await queryRows<{ sellerId: number | null; skus: number }>(
    db,
    sql`select o.seller_id as "sellerId", count(distinct l.product_code)::int as skus
        from ts_order_lines l join ts_orders o on o.code = l.order_code where ${counted}
        group by grouping sets ((o.seller_id), ())`,
  );
  const deals = await queryRows<{ sellerId: number | null; deals: number }>(
    db,
    sql`select seller_id as "sellerId", count(*)::int as deals from ts_deals
        where seller_id in ${ids}
          and (start_at at time zone ${VN_ZONE})::date <= ${period.toDate}::date
          and (end_at at time zone ${VN_ZONE})::date >= ${period.fromDate}::date
        group by grouping sets ((seller_id), ())`,
  );
  return (sellerId: number | null): SellerFigures => {
    const row = perSeller.find((r) => r.sellerId === sellerId);
    const revenue = Number(row?.revenue ?? 0);
    const orders = row?.orders ?? 0;
    return {
      revenue,
      orders,
      buyers: row?.buyers ?? 0,
      skus: skus.find((r) => r.sellerId === sellerId)?.skus ?? 0,
      activeDeals: deals.find((r) => r.sellerId === sellerId)?.deals ?? 0,
      averageOrderValue: orders === 0 ? 0 : Math.round(revenue / orders),
    };
  };
}

/**
 * Every seller's figures over the period (the kept sellers and the others: what the product reports
 * count unless asked for some), from the raw orders.
 */
export async function rawMarketFigures(
  db: Database,
  period: ReportPeriod,
  until: string | null = null,
): Promise<SellerFigures> {
  const sellers = await queryRows<{ id: number }>(
    db,
    sql`select distinct seller_id as id from ts_orders`,
  );
  const figures = await rawFigures(
    db,
    period,
    sellers.map(({ id }) => id),
    until,
  );
  return figures(null);
}

/** That date of the month so many months back, from today in Vietnam. */
function monthsBack(months: number, date: number): string {
  const now = new Date(Date.now() + 7 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, date))
    .toISOString()
    .slice(0, 10);
}

/** From the 20th of the month three months back to the 10th of the month after that. */
export function crossingMonths(): ReportPeriod {
  return { fromDate: monthsBack(3, 20), toDate: monthsBack(2, 10) };
}

/** The 20th eight months back to the 10th of last month: whole months and days at both ends. */
export function wholeMonthsBetween(): ReportPeriod {
  return { fromDate: monthsBack(8, 20), toDate: monthsBack(1, 10) };
}

/**
 * The 5th eight months back to the 25th of last month: whole months, and at each end a month held
 * for most of its days (read whole, less the days outside the period).
 */
export function mostOfEndMonths(): ReportPeriod {
  return { fromDate: monthsBack(8, 5), toDate: monthsBack(1, 25) };
}

/** The first of the month three months back to the last day of the month before last. */
export function onlyWholeMonths(): ReportPeriod {
  return { fromDate: monthsBack(3, 1), toDate: monthsBack(1, 0) };
}

/** The owner sellers' ids, written out for `in`. */
export const OWNERS = sql`(${sql.join(
  OWNER_SELLER_IDS.map((id) => sql`${id}`),
  sql`, `,
)})`;

/** The orders (`o`) of the period that count: not cancelled or returned. */
export const counted = (asked: ReportPeriod) => sql`o.status not in ('CANCELLED', 'RETURNED')
  and o.order_date between ${asked.fromDate}::date and ${asked.toDate}::date`;

/**
 * Each buyer as its latest order (of any seller, in any period) names and places it, as a subquery
 * to join: `join ${LATEST_BUYERS} l on l.customer_code = o.customer_code`.
 */
export const LATEST_BUYERS = sql`(
  select x.customer_code, x.customer_name, x.province from (
    select customer_code, customer_name, province,
      row_number() over (partition by customer_code order by created_at desc, code desc) as n
    from ts_orders
  ) x where x.n = 1
)`;

type Numeric<T> = { [K in keyof T]: T[K] extends number ? string | number : T[K] };

/** The rows of a query, the numeric columns (bigint sums read as text) as numbers. */
export async function rawRowsOf<T>(
  db: Database,
  query: SQL,
  numbers: readonly (keyof T)[],
): Promise<T[]> {
  const rows = await queryRows<Numeric<T>>(db, query);
  return rows.map((row) => {
    const read: Record<string, unknown> = { ...row };
    for (const key of numbers) read[key as string] = Number(read[key as string]);
    return read as T;
  });
}

/** The text without Vietnamese accents (đ as d). */
export const withoutAccents = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');

/** The months (YYYY-MM) the period touches, written out by hand. */
export function monthsOf(asked: ReportPeriod): string[] {
  const months: string[] = [];
  for (
    let day = new Date(`${asked.fromDate.slice(0, 7)}-01T00:00:00Z`);
    day.toISOString().slice(0, 7) <= asked.toDate.slice(0, 7);
    day = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1))
  ) {
    months.push(day.toISOString().slice(0, 7));
  }
  return months;
}
