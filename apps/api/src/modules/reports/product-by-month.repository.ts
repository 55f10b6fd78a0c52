// Products by month, read from the monthly sums and running totals per product (every seller:
// ts_product_monthly, ts_product_running) or the rollup of sales per day x seller x product (some
// sellers: ts_sales_daily).
import {
  PRODUCT_TOP,
  type ProductByMonthPage,
  type ProductByMonthSearch,
  type ReportPeriod,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { codeSet } from '../../lib/sql-sets';
import { preparedRows } from '../../lib/prepared-rows';
import {
  TOTALS_OF_SALES,
  type Totals,
  comparedEnd,
  type TotalsRead,
  filteredProducts,
  monthlySales,
  pageAndTop,
  inPeriod,
  ofProducts,
  runningAt,
  totalsOf,
} from './product-reports.repository';
import { rowsWithNumbers } from '../../lib/query-rows';

type SortBy = NonNullable<ProductByMonthSearch['sortBy']>;

/** What each sort orders by (a row of `matched` as `m`). */
const SORT_COLUMNS: Record<SortBy, SQL> = {
  revenue: sql`m.revenue`,
  quantity: sql`m.quantity`,
  productName: sql`m.name`,
};

/** What a sort by one month's figure orders by (the month's sales of a row of `matched`). */
const MONTH_SORT_COLUMNS: Record<Exclude<SortBy, 'productName'>, SQL> = {
  revenue: sql`m.month_revenue`,
  quantity: sql`m.month_quantity`,
};

/** The page's order (the period's figure, or one month's with `sortMonth`), then the top's. */
function ordersOf(query: ProductByMonthSearch): { pageOrder: SQL; topOrder: SQL } {
  const sortBy = query.sortBy ?? 'revenue';
  const order = query.sortOrder ?? (sortBy === 'productName' ? 'asc' : 'desc');
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const column =
    query.sortMonth !== undefined && sortBy !== 'productName'
      ? MONTH_SORT_COLUMNS[sortBy]
      : SORT_COLUMNS[sortBy];
  return { pageOrder: sql`${column} ${direction}, m.code`, topOrder: sql`m.revenue desc, m.code` };
}

/** The first and last day of the month `sortMonth` (YYYY-MM), for a sum of its days. */
const monthDays = (month: string) => ({
  first: sql`${`${month}-01`}::date`,
  last: sql`(${`${month}-01`}::date + interval '1 month' - interval '1 day')::date`,
});

export interface ProductSalesRow {
  productCode: string;
  productName: string;
  unit: string;
  category: string;
  quantity: number;
  revenue: number;
}

type RowRead = ProductSalesRow & { part: 'page' | 'top'; n: string; total: number };

/**
 * The page asked and the PRODUCT_TOP by revenue, in one query: every product of the filters that
 * the sellers (`sellers`, over the rollup `r`) sold in the period. Each row carries their number.
 */
export async function productSalesRows(
  db: Database,
  query: ProductByMonthSearch,
  sellers: SQL,
): Promise<{ items: ProductSalesRow[]; top: ProductSalesRow[]; total: number }> {
  const { pageOrder, topOrder } = ordersOf(query);
  const columns = sql`m.code as "productCode", m.name as "productName", m.unit, m.category,
    m.quantity::text as quantity, m.revenue::text as revenue, m.total`;
  const month = query.sortMonth === undefined ? null : monthDays(query.sortMonth);
  const ofMonth = month ? sql`r.day between ${month.first} and ${month.last}` : sql`false`;
  const rows = await rowsWithNumbers<RowRead>(
    db,
    sql`with sales as (
          select r.product_code, sum(r.quantity) as quantity, sum(r.revenue) as revenue,
            coalesce(sum(r.quantity) filter (where ${ofMonth}), 0) as month_quantity,
            coalesce(sum(r.revenue) filter (where ${ofMonth}), 0) as month_revenue
          from ts_sales_daily r
          where ${inPeriod(query)} and ${sellers} and ${ofProducts(query)}
          group by r.product_code
        ),
        matched as (
          select p.code, p.name, p.unit, p.category, s.quantity, s.revenue, s.month_quantity,
            s.month_revenue, count(*) over ()::int as total
          from sales s join ts_products p on p.code = s.product_code
        )
        ${pageAndTop(query, pageOrder, topOrder, columns)}
        order by part, n`,
    ['quantity', 'revenue'],
  );
  const row = ({ part: _part, n: _n, total: _total, ...fields }: RowRead): ProductSalesRow =>
    fields;
  const top = rows.filter((r) => r.part === 'top');
  return {
    items: rows.filter((r) => r.part === 'page').map(row),
    top: top.map(row),
    total: top[0]?.total ?? 0,
  };
}

export interface ProductMonthRow {
  productCode: string;
  month: string;
  quantity: number;
  revenue: number;
}

/**
 * These products' sales by the sellers (`sellers`, over the rollup `r`), month by month (only the
 * months they sold in).
 */
export function productMonthRows(
  db: Database,
  codes: readonly string[],
  period: ReportPeriod,
  sellers: SQL,
): Promise<ProductMonthRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return rowsWithNumbers<ProductMonthRow>(
    db,
    sql`select r.product_code as "productCode", to_char(r.day, 'YYYY-MM') as month,
        sum(r.quantity)::text as quantity, sum(r.revenue)::text as revenue
      from ts_sales_daily r
      where ${inPeriod(period)} and ${sellers} and r.product_code in ${codeSet(codes)}
      group by 1, 2`,
    ['quantity', 'revenue'],
  );
}

type MonthTotals = ProductByMonthPage['monthTotals'][number];

/**
 * Every product of the filters together, by month (only the months with sales), sold by the
 * sellers (`sellers`, over the rollup `r`).
 */
export function monthTotalRows(
  db: Database,
  query: ProductByMonthSearch,
  sellers: SQL,
): Promise<(MonthTotals & { month: string })[]> {
  return rowsWithNumbers<MonthTotals & { month: string }>(
    db,
    sql`select to_char(r.day, 'YYYY-MM') as month, sum(r.quantity)::text as quantity,
        sum(r.revenue)::text as revenue, count(distinct r.product_code)::int as products
      from ts_sales_daily r
      where ${inPeriod(query)} and ${sellers} and ${ofProducts(query)}
      group by 1`,
    ['quantity', 'revenue'],
  );
}

type MonthTotalRow = MonthTotals & { month: string };

interface EverySellerRead extends TotalsRead {
  items: ProductSalesRow[] | null;
  top: ProductSalesRow[] | null;
  total: number;
  monthTotals: MonthTotalRow[] | null;
  byMonth: ProductMonthRow[] | null;
}

/**
 * Every seller's sales (no seller asked), in one query that reads each product of the filters'
 * running totals once: at the day before the period, the day before the previous period and the
 * last day of each month of the period (its last day for the last month). From those: the page
 * asked and the PRODUCT_TOP by revenue (the products that sold in the period), their sales month by
 * month, the totals of every month, and the totals of the period and the one before.
 */
export async function everySellerRows(
  db: Database,
  query: ProductByMonthSearch,
  before: ReportPeriod,
): Promise<{
  items: ProductSalesRow[];
  top: ProductSalesRow[];
  total: number;
  totals: { current: Totals; previous: Totals };
  monthTotals: MonthTotalRow[];
  byMonth: ProductMonthRow[];
}> {
  const { pageOrder, topOrder } = ordersOf(query);
  const from = sql`${query.fromDate}::date`;
  const end = comparedEnd({ fromDate: query.fromDate, toDate: query.toDate }, before);
  const rowJson = sql`json_build_object('productCode', m.code, 'productName', m.name,
    'unit', m.unit, 'category', m.category, 'quantity', m.quantity, 'revenue', m.revenue)`;
  const [row] = await preparedRows<EverySellerRead>(
    db,
    sql`with p as materialized (
          select p.code, f.quantity as f_quantity, f.revenue as f_revenue, f.orders as f_orders,
            f.owner_revenue as f_owner_revenue, ${sql.identifier(end.alias)}.quantity as e_quantity,
            ${sql.identifier(end.alias)}.revenue as e_revenue,
            ${sql.identifier(end.alias)}.orders as e_orders,
            ${sql.identifier(end.alias)}.owner_revenue as e_owner_revenue, b.quantity as b_quantity,
            b.revenue as b_revenue, b.orders as b_orders, b.owner_revenue as b_owner_revenue
          from ${filteredProducts(query)} p
          ${runningAt(sql`${from} - 1`, 'f')}
          ${end.join}
          ${runningAt(sql`${before.fromDate}::date - 1`, 'b')}
        ),
        monthly as materialized (${monthlySales(query)}),
        sales as materialized (
          select p.code as product_code, coalesce(s.quantity, 0) as quantity,
            coalesce(s.revenue, 0) as revenue, coalesce(s.orders, 0) as orders,
            coalesce(s.owner_revenue, 0) as owner_revenue,
            coalesce(p.e_quantity, 0) - coalesce(p.b_quantity, 0) as previous_quantity,
            coalesce(p.e_revenue, 0) - coalesce(p.b_revenue, 0) as previous_revenue,
            coalesce(p.e_orders, 0) - coalesce(p.b_orders, 0) as previous_orders,
            coalesce(p.e_owner_revenue, 0) - coalesce(p.b_owner_revenue, 0)
              as previous_owner_revenue,
            coalesce(s.month_quantity, 0) as month_quantity,
            coalesce(s.month_revenue, 0) as month_revenue
          from p
          left join (
            select product_code, sum(quantity) as quantity, sum(revenue) as revenue,
              sum(orders) as orders, sum(owner_revenue) as owner_revenue,
              sum(quantity) filter (where month = ${query.sortMonth ?? null}) as month_quantity,
              sum(revenue) filter (where month = ${query.sortMonth ?? null}) as month_revenue
            from monthly group by product_code
          ) s on s.product_code = p.code
        ),
        matched as materialized (
          select p.code, p.name, p.unit, p.category, s.quantity, s.revenue, s.month_quantity,
            s.month_revenue
          from sales s join ts_products p on p.code = s.product_code
          where s.orders > 0
        ),
        page as (
          select m.code from matched m order by ${pageOrder}
          limit ${query.pageSize} offset ${query.page * query.pageSize}
        ),
        top as (select m.code from matched m order by ${topOrder} limit ${PRODUCT_TOP})
        select t.*,
          (select json_agg(${rowJson} order by ${pageOrder})
            from matched m where m.code in (select code from page)) as items,
          (select json_agg(${rowJson} order by ${topOrder})
            from matched m where m.code in (select code from top)) as top,
          (select count(*)::int from matched) as total,
          (select json_agg(json_build_object('month', x.month, 'quantity', x.quantity,
              'revenue', x.revenue, 'products', x.products))
            from (
              select month, sum(quantity) as quantity, sum(revenue) as revenue,
                count(*)::int as products
              from monthly where orders > 0 group by month
            ) x) as "monthTotals",
          (select json_agg(json_build_object('productCode', x.product_code, 'month', x.month,
              'quantity', x.quantity, 'revenue', x.revenue))
            from monthly x
            where x.orders > 0 and x.product_code in
              (select code from page union select code from top)) as "byMonth"
        from (${TOTALS_OF_SALES}) t`,
  );
  return {
    items: row?.items ?? [],
    top: row?.top ?? [],
    total: row?.total ?? 0,
    totals: totalsOf(row),
    monthTotals: row?.monthTotals ?? [],
    byMonth: row?.byMonth ?? [],
  };
}
