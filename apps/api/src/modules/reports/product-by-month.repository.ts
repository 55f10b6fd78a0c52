// Products by month, read from the rollup of sales per day x seller x product (ts_sales_daily).
import {
  PRODUCT_TOP,
  type ProductByMonthPage,
  type ProductByMonthSearch,
  type ReportPeriod,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { codeSet } from '../../lib/sql-sets';
import {
  filteredProducts,
  inPeriod,
  ofProducts,
  rowsWithNumbers,
  runningMonths,
  runningSales,
} from './product-analysis.repository';

type SortBy = NonNullable<ProductByMonthSearch['sortBy']>;

/** What each sort orders by (a row of `matched` as `m`). */
const SORT_COLUMNS: Record<SortBy, SQL> = {
  revenue: sql`m.revenue`,
  quantity: sql`m.quantity`,
  productName: sql`m.name`,
};

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
 * the sellers (`sellers`, over the rollup `r`; every seller without) sold in the period. Each row
 * carries their number.
 */
export async function productSalesRows(
  db: Database,
  query: ProductByMonthSearch,
  sellers?: SQL,
): Promise<{ items: ProductSalesRow[]; top: ProductSalesRow[]; total: number }> {
  const sortBy = query.sortBy ?? 'revenue';
  const order = query.sortOrder ?? (sortBy === 'productName' ? 'asc' : 'desc');
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const pageOrder = sql`${SORT_COLUMNS[sortBy]} ${direction}, m.code`;
  const topOrder = sql`m.revenue desc, m.code`;
  const columns = sql`m.code as "productCode", m.name as "productName", m.unit, m.category,
    m.quantity::text as quantity, m.revenue::text as revenue, m.total`;
  const rows = await rowsWithNumbers<RowRead>(
    db,
    sql`with sales as ${
      sellers
        ? sql`(
          select r.product_code, sum(r.quantity) as quantity, sum(r.revenue) as revenue
          from ts_sales_daily r
          where ${inPeriod(query)} and ${sellers} and ${ofProducts(query)}
          group by r.product_code
        )`
        : runningSales(filteredProducts(query), query)
    },
        matched as (
          select p.code, p.name, p.unit, p.category, s.quantity, s.revenue,
            count(*) over ()::int as total
          from sales s join ts_products p on p.code = s.product_code
        )
        select * from (
          select 'page' as part, row_number() over (order by ${pageOrder}) as n, ${columns}
          from matched m order by ${pageOrder}
          limit ${query.pageSize} offset ${query.page * query.pageSize}
        ) page
        union all
        select * from (
          select 'top' as part, row_number() over (order by ${topOrder}) as n, ${columns}
          from matched m order by ${topOrder} limit ${PRODUCT_TOP}
        ) top
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
 * These products' sales by the sellers (every seller without), month by month (only the months
 * they sold in).
 */
export function productMonthRows(
  db: Database,
  codes: readonly string[],
  period: ReportPeriod,
  sellers?: SQL,
): Promise<ProductMonthRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return rowsWithNumbers<ProductMonthRow>(
    db,
    sellers
      ? sql`select r.product_code as "productCode", to_char(r.day, 'YYYY-MM') as month,
          sum(r.quantity)::text as quantity, sum(r.revenue)::text as revenue
        from ts_sales_daily r
        where ${inPeriod(period)} and ${sellers} and r.product_code in ${codeSet(codes)}
        group by 1, 2`
      : sql`select s.product_code as "productCode", s.month, s.quantity::text as quantity,
          s.revenue::text as revenue
        from ${runningMonths(sql`(select c.code from ${codeSet(codes)} as c (code))`, period)} s`,
    ['quantity', 'revenue'],
  );
}

type MonthTotals = ProductByMonthPage['monthTotals'][number];

/**
 * Every product of the filters together, by month (only the months with sales), sold by the
 * sellers (every seller without).
 */
export function monthTotalRows(
  db: Database,
  query: ProductByMonthSearch,
  sellers?: SQL,
): Promise<(MonthTotals & { month: string })[]> {
  return rowsWithNumbers<MonthTotals & { month: string }>(
    db,
    sellers
      ? sql`select to_char(r.day, 'YYYY-MM') as month, sum(r.quantity)::text as quantity,
          sum(r.revenue)::text as revenue, count(distinct r.product_code)::int as products
        from ts_sales_daily r
        where ${inPeriod(query)} and ${sellers} and ${ofProducts(query)}
        group by 1`
      : sql`select s.month, sum(s.quantity)::text as quantity, sum(s.revenue)::text as revenue,
          count(*)::int as products
        from ${runningMonths(filteredProducts(query), query)} s
        group by s.month`,
    ['quantity', 'revenue'],
  );
}
