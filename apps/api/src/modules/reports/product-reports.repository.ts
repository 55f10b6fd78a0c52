// The product reports' repository (analysis, a product's detail, by month, by seller and price): the
// filters, running sales and totals they share, and their reads. Read from the rollups
// (ts_sales_daily, ts_product_running) and the marketplace's current state (ts_products, ts_offers,
// ts_offer_prices): never from the order lines.
import {
  OWNER_SELLER_IDS,
  PRODUCT_TOP,
  type ProductAnalysisDetail,
  type ProductAnalysisPage,
  type ProductAnalysisRow,
  type ProductAnalysisSearch,
  type ReportPeriod,
  addDays,
  byMonth,
  wholeMonths,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedRows } from '../../lib/prepared-rows';
import { everyWordIn } from '../../lib/search-words';
import { idSet } from '../../lib/sql-sets';
import { rowsWithNumbers } from '../../lib/query-rows';

/** An offer in this status is on sale now; the others are out of stock or stopped. */
export const ACTIVE_OFFER = 'ON_SALE';

/** The owner sellers' ids, as a set for `in`. */
export const OWNER_IDS = idSet(OWNER_SELLER_IDS);

/** What the product reports filter the catalogue by. */
export type ProductFilters = Pick<ProductAnalysisSearch, 'search' | 'category'>;

/** The days of the period (the rollup's table aliased `r`). */
export const inPeriod = (period: ReportPeriod) =>
  sql`r.day between ${period.fromDate}::date and ${period.toDate}::date`;

/** The catalogue's products (`p`) of the category that hold the search, accents and case aside. */
export function productFilter(query: ProductFilters): SQL {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(sql`p.category = ${query.category}`);
  if (query.search) {
    conditions.push(
      everyWordIn(
        sql`p.code || ' ' || p.name || ' ' || p.active_ingredient || ' ' || p.manufacturer`,
        query.search,
      ),
    );
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

/** The rollup rows (`r`) of the catalogue's products of the filters. */
export const ofProducts = (query: ProductFilters) =>
  sql`r.product_code in (select p.code from ts_products p where ${productFilter(query)})`;

/**
 * The running totals (ts_product_running) of product `p.code` at the end of this day, joined as
 * `alias`: its sales from its first day to that one (no row: nothing sold by then). Every
 * product's totals of a day are that day's rows, or the last day's for a later day (nothing sold
 * since): one range of the table's key for all the products. (The last day is read off the key's
 * end, as it is too from the table answered for a time of day in ../ecommerce/rollups-at.)
 */
export const runningAt = (day: SQL, alias: string) => sql`left join (
    select x.product_code, x.quantity, x.revenue, x.orders, x.owner_revenue
    from ts_product_running x
    where x.day = least(${day},
      (select h.day from ts_product_running h order by h.day desc limit 1))
  ) ${sql.identifier(alias)} on ${sql.identifier(alias)}.product_code = p.code`;

/** The sales of a running total's column between two rows (`to` less `before`). */
export const between = (to: string, before: string, column: string) =>
  sql`(coalesce(${sql.identifier(to)}.${sql.identifier(column)}, 0)
    - coalesce(${sql.identifier(before)}.${sql.identifier(column)}, 0))`;

/**
 * Each of these products (`products`: a set of rows with a `code`) that sold in the period, with
 * its sales (every seller): the difference of its running totals at the period's last day and the
 * day before its first.
 */
export const runningSales = (products: SQL, period: ReportPeriod) => sql`(
    select p.code as product_code, ${between('t', 'f', 'quantity')} as quantity,
      ${between('t', 'f', 'revenue')} as revenue, ${between('t', 'f', 'orders')} as orders,
      ${between('t', 'f', 'owner_revenue')} as owner_revenue
    from ${products} p
    ${runningAt(sql`${period.toDate}::date`, 't')}
    ${runningAt(sql`${period.fromDate}::date - 1`, 'f')}
    where ${between('t', 'f', 'orders')} > 0
  )`;

/**
 * The running totals the period compared ends at, joined as `e`, unless it ends the day before the
 * period starts (then they are `f`'s): the alias its sales are read to.
 */
export function comparedEnd(
  period: ReportPeriod,
  before: ReportPeriod,
): { alias: string; join: SQL } {
  if (before.toDate === addDays(period.fromDate, -1)) return { alias: 'f', join: sql`` };
  return { alias: 'e', join: runningAt(sql`${before.toDate}::date`, 'e') };
}

/**
 * Each of these products' sales (every seller) over the period and the one compared
 * (`previous_*`), from its running totals at the period's last day, the day before its first, the
 * compared period's last day (when it is not the day before) and the day before its first.
 */
const runningPeriods = (products: SQL, period: ReportPeriod, before: ReportPeriod) => {
  const end = comparedEnd(period, before);
  return sql`(
    select p.code as product_code, ${between('t', 'f', 'quantity')} as quantity,
      ${between('t', 'f', 'revenue')} as revenue, ${between('t', 'f', 'orders')} as orders,
      ${between('t', 'f', 'owner_revenue')} as owner_revenue,
      ${between(end.alias, 'b', 'quantity')} as previous_quantity,
      ${between(end.alias, 'b', 'revenue')} as previous_revenue,
      ${between(end.alias, 'b', 'orders')} as previous_orders,
      ${between(end.alias, 'b', 'owner_revenue')} as previous_owner_revenue
    from ${products} p
    ${runningAt(sql`${period.toDate}::date`, 't')}
    ${runningAt(sql`${period.fromDate}::date - 1`, 'f')}
    ${end.join}
    ${runningAt(sql`${before.fromDate}::date - 1`, 'b')}
  )`;
};

/** The days of the period in one calendar month (`month`: YYYY-MM), when not all of its days. */
interface PartOfMonth extends ReportPeriod {
  month: string;
}

/** The period's whole months (first days, first and last) and the months it holds in part. */
function monthsOf(period: ReportPeriod): {
  whole: { first: string; last: string } | null;
  parts: PartOfMonth[];
} {
  const { months, days } = wholeMonths(period);
  const parts: PartOfMonth[] = [];
  for (const part of days) {
    // The days at an end lie in one month, or in two when the period holds no whole month.
    for (const days of byMonth(part)) parts.push({ month: days.fromDate.slice(0, 7), ...days });
  }
  return { whole: months, parts };
}

/**
 * Each product of `p` (with `code`) and month of the period, its sales (every seller; no row for a
 * whole month without any): a whole month's from ts_product_monthly, a month held in part
 * from the product's running totals at the part's last day and the day before its first.
 */
export function monthlySales(period: ReportPeriod): SQL {
  const { whole, parts } = monthsOf(period);
  const selects = parts.map(
    (part) => sql`select p.code as product_code, ${part.month}::text as month,
        ${between('t', 's', 'quantity')} as quantity, ${between('t', 's', 'revenue')} as revenue,
        ${between('t', 's', 'orders')} as orders,
        ${between('t', 's', 'owner_revenue')} as owner_revenue
      from p
      ${runningAt(sql`${part.toDate}::date`, 't')}
      ${runningAt(sql`${part.fromDate}::date - 1`, 's')}`,
  );
  if (whole) {
    selects.push(sql`select r.product_code, to_char(r.month, 'YYYY-MM') as month,
        r.quantity, r.revenue, r.orders, r.owner_revenue
      from ts_product_monthly r
      where r.month between ${whole.first}::date and ${whole.last}::date
        and r.product_code in (select code from p)`);
  }
  return sql.join(selects, sql` union all `);
}

/** The catalogue's products of the filters, as a set of rows with a `code`. */
export const filteredProducts = (query: ProductFilters) =>
  sql`(select p.code from ts_products p where ${productFilter(query)})`;

type SortBy = NonNullable<ProductAnalysisSearch['sortBy']>;

/** What each sort orders by (a row of `matched` as `m`). */
const SORT_COLUMNS: Record<SortBy, SQL> = {
  revenue: sql`m.revenue`,
  quantity: sql`m.quantity`,
  orders: sql`m.orders`,
  sellers: sql`m.sellers`,
  ownerShare: sql`m.owner_share`,
  productName: sql`m.name`,
};

/**
 * The rows of `matched` (as `m`, with these columns) on the page asked, in its order, and the
 * PRODUCT_TOP in the top's, each with its part ('page' or 'top') and its rank there (`n`).
 */
export const pageAndTop = (
  query: { page: number; pageSize: number },
  pageOrder: SQL,
  topOrder: SQL,
  columns: SQL,
) => sql`
  select * from (
    select 'page' as part, row_number() over (order by ${pageOrder}) as n, ${columns}
    from matched m order by ${pageOrder}
    limit ${query.pageSize} offset ${query.page * query.pageSize}
  ) page
  union all
  select * from (
    select 'top' as part, row_number() over (order by ${topOrder}) as n, ${columns}
    from matched m order by ${topOrder} limit ${PRODUCT_TOP}
  ) top`;

export type Totals = ProductAnalysisPage['totals']['current'];

/** The sums of the running sales `sales` (runningPeriods' columns) over every product, as text. */
export const TOTALS_OF_SALES = sql`select coalesce(sum(quantity), 0)::text as quantity,
    coalesce(sum(revenue), 0)::text as revenue,
    count(*) filter (where orders > 0)::int as products,
    coalesce(sum(owner_revenue), 0)::text as "ownerRevenue",
    coalesce(sum(previous_quantity), 0)::text as "previousQuantity",
    coalesce(sum(previous_revenue), 0)::text as "previousRevenue",
    count(*) filter (where previous_orders > 0)::int as "previousProducts",
    coalesce(sum(previous_owner_revenue), 0)::text as "previousOwnerRevenue"
  from sales`;

export interface TotalsRead {
  quantity: string;
  revenue: string;
  products: number;
  ownerRevenue: string;
  previousQuantity: string;
  previousRevenue: string;
  previousProducts: number;
  previousOwnerRevenue: string;
}

/** The totals of the period and the one before, as read (sums as text) into numbers. */
export function totalsOf(row: TotalsRead | undefined): { current: Totals; previous: Totals } {
  return {
    current: {
      quantity: Number(row?.quantity ?? 0),
      revenue: Number(row?.revenue ?? 0),
      products: row?.products ?? 0,
      ownerRevenue: Number(row?.ownerRevenue ?? 0),
    },
    previous: {
      quantity: Number(row?.previousQuantity ?? 0),
      revenue: Number(row?.previousRevenue ?? 0),
      products: row?.previousProducts ?? 0,
      ownerRevenue: Number(row?.previousOwnerRevenue ?? 0),
    },
  };
}

type RowRead = TotalsRead &
  Partial<ProductAnalysisRow> & { part: 'page' | 'top' | null; n: string; total: number };

/**
 * The page asked, the PRODUCT_TOP by revenue and the totals of every product of the filters over
 * the period and the one before, in one query that reads each product's running totals once (at
 * the period's last day, the day before its first and the day before the previous period's first):
 * the rows are the products of the filters that sold in the period (every product of the catalogue
 * with `catalogue`), with their sales (every seller) and their active offers' prices. Each row carries the number of
 * such products and the totals (one row without a product when there are none).
 */
export async function productAnalysisRows(
  db: Database,
  query: ProductAnalysisSearch,
  before: ReportPeriod,
): Promise<{
  items: ProductAnalysisRow[];
  top: ProductAnalysisRow[];
  total: number;
  totals: { current: Totals; previous: Totals };
}> {
  const sortBy = query.sortBy ?? 'revenue';
  const order = query.sortOrder ?? (sortBy === 'productName' ? 'asc' : 'desc');
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  const pageOrder = sql`${SORT_COLUMNS[sortBy]} ${direction} nulls last, m.code`;
  const topOrder = sql`m.revenue desc, m.code`;
  const columns = sql`m.code as "productCode", m.name as "productName", m.unit, m.category,
    m.manufacturer, m.prescription, m.quantity::text as "rowQuantity",
    m.revenue::text as "rowRevenue", m.orders::text as orders, m.sellers,
    m.min_price as "minPrice", m.max_price as "maxPrice", m.average_price as "averagePrice",
    m.owner_revenue::text as "rowOwnerRevenue", m.total`;
  const rows = await preparedRows<
    RowRead & { rowQuantity: string; rowRevenue: string; rowOwnerRevenue: string }
  >(
    db,
    sql`with sales as materialized ${runningPeriods(filteredProducts(query), query, before)},
        offers as (
          select o.product_code, count(*)::int as sellers, min(o.price) as min_price,
            max(o.price) as max_price, round(avg(o.price))::int as average_price
          from ts_offers o where o.status = ${ACTIVE_OFFER}
          group by o.product_code
        ),
        matched as (
          select p.code, p.name, p.unit, p.category, p.manufacturer, p.prescription,
            coalesce(s.quantity, 0) as quantity, coalesce(s.revenue, 0) as revenue,
            coalesce(s.orders, 0) as orders, coalesce(f.sellers, 0) as sellers,
            f.min_price, f.max_price, f.average_price,
            coalesce(s.owner_revenue, 0) as owner_revenue,
            coalesce(s.owner_revenue::float8 / nullif(s.revenue, 0)::float8, 0) as owner_share,
            count(*) over ()::int as total
          from ts_products p
          left join sales s on s.product_code = p.code and s.orders > 0
          left join offers f on f.product_code = p.code
          where ${query.catalogue === 'true' ? sql`true` : sql`s.product_code is not null`}
            and ${productFilter(query)}
        ),
        parts as (${pageAndTop(query, pageOrder, topOrder, columns)})
        select t.*, x.* from (${TOTALS_OF_SALES}) t left join parts x on true
        order by x.part, x.n`,
  );
  const row = (read: (typeof rows)[number]): ProductAnalysisRow => {
    const fields = {
      productCode: read.productCode ?? '',
      productName: read.productName ?? '',
      unit: read.unit ?? '',
      category: read.category ?? '',
      manufacturer: read.manufacturer ?? '',
      prescription: read.prescription ?? false,
      quantity: Number(read.rowQuantity),
      revenue: Number(read.rowRevenue),
      orders: Number(read.orders),
      sellers: read.sellers ?? 0,
      minPrice: read.minPrice ?? null,
      maxPrice: read.maxPrice ?? null,
      averagePrice: read.averagePrice ?? null,
      ownerRevenue: Number(read.rowOwnerRevenue),
    };
    return {
      ...fields,
      ownerShare: fields.revenue === 0 ? 0 : fields.ownerRevenue / fields.revenue,
    };
  };
  const top = rows.filter((r) => r.part === 'top');
  return {
    items: rows.filter((r) => r.part === 'page').map(row),
    top: top.map(row),
    total: top[0]?.total ?? 0,
    totals: totalsOf(rows[0]),
  };
}

/**
 * The sales (every seller) of every product of the filters over one period, from their running
 * totals: the totals of a period compared, read on its own (at a time of day, in ../ecommerce/rollups-at).
 */
export async function periodTotals(
  db: Database,
  query: ProductFilters,
  period: ReportPeriod,
): Promise<Totals> {
  const [row] = await preparedRows<TotalsRead>(
    db,
    sql`with sales as ${runningPeriods(filteredProducts(query), period, period)} ${TOTALS_OF_SALES}`,
  );
  return totalsOf(row).current;
}

/**
 * The sales by some sellers (`sellers`, over the rollup `r`) of every product of the filters over
 * the period and the one before, in one scan of the days of both periods.
 */
export async function productTotals(
  db: Database,
  query: ProductFilters,
  period: ReportPeriod,
  before: ReportPeriod,
  sellers: SQL,
): Promise<{ current: Totals; previous: Totals }> {
  const current = sql`r.day between ${period.fromDate}::date and ${period.toDate}::date`;
  const compared = sql`r.day between ${before.fromDate}::date and ${before.toDate}::date`;
  // One range of days when the period compared ends the day before this one starts.
  const days =
    before.toDate === addDays(period.fromDate, -1)
      ? sql`r.day between ${before.fromDate}::date and ${period.toDate}::date`
      : sql`(${current} or ${compared})`;
  const sold = sql`
          select r.product_code,
            sum(r.quantity) filter (where ${current}) as quantity,
            sum(r.revenue) filter (where ${current}) as revenue,
            sum(r.revenue) filter (where ${current} and r.seller_id in ${OWNER_IDS})
              as owner_revenue,
            bool_or(${current})::int as orders,
            sum(r.quantity) filter (where ${compared}) as previous_quantity,
            sum(r.revenue) filter (where ${compared}) as previous_revenue,
            sum(r.revenue) filter (where ${compared} and r.seller_id in ${OWNER_IDS})
              as previous_owner_revenue,
            bool_or(${compared})::int as previous_orders
          from ts_sales_daily r
          where ${days} and ${ofProducts(query)} and ${sellers}
          group by r.product_code`;
  const [row] = await preparedRows<TotalsRead>(db, sql`with sales as (${sold}) ${TOTALS_OF_SALES}`);
  return totalsOf(row);
}

/** Every category of the catalogue, sorted. */
export async function productCategories(db: Database): Promise<string[]> {
  const rows = await preparedRows<{ category: string }>(
    db,
    sql`select distinct category from ts_products order by category`,
  );
  return rows.map((row) => row.category);
}

// ---- one product ----

type Product = ProductAnalysisDetail['product'];
type Figures = ProductAnalysisDetail['totals']['current'];

/** The product of the catalogue; undefined if there is none. */
export async function findProduct(db: Database, code: string): Promise<Product | undefined> {
  const [row] = await preparedRows<Product>(
    db,
    sql`select code, name, active_ingredient as "activeIngredient", unit, packing,
          dosage_form as "dosageForm", prescription, category, manufacturer, country,
          registration_number as "registrationNumber"
        from ts_products where code = ${code}`,
  );
  return row;
}

/**
 * The product's sales (every seller) over the period and the one before, from its running totals
 * at the period's last day, the day before its first and the day before the previous period's.
 */
export async function productFigures(
  db: Database,
  code: string,
  period: ReportPeriod,
  before: ReportPeriod,
): Promise<{ current: Figures; previous: Figures }> {
  const [row] = await preparedRows<Record<string, string>>(
    db,
    sql`select r.quantity::text as quantity, r.revenue::text as revenue, r.orders::text as orders,
          r.previous_quantity::text as "previousQuantity",
          r.previous_revenue::text as "previousRevenue",
          r.previous_orders::text as "previousOrders"
        from ${runningPeriods(sql`(select ${code}::text as code)`, period, before)} r`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    current: { quantity: n('quantity'), revenue: n('revenue'), orders: n('orders') },
    previous: {
      quantity: n('previousQuantity'),
      revenue: n('previousRevenue'),
      orders: n('previousOrders'),
    },
  };
}

/** Every month the period touches, oldest first, with the product's sales in it (0 without). */
export function productByMonth(
  db: Database,
  code: string,
  period: ReportPeriod,
): Promise<ProductAnalysisDetail['byMonth']> {
  return rowsWithNumbers<ProductAnalysisDetail['byMonth'][number]>(
    db,
    sql`with p as (select ${code}::text as code)
        select to_char(m.month, 'YYYY-MM') as month, coalesce(s.quantity, 0)::text as quantity,
          coalesce(s.revenue, 0)::text as revenue, coalesce(s.orders, 0)::text as orders
        from generate_series(date_trunc('month', ${period.fromDate}::date::timestamp),
          date_trunc('month', ${period.toDate}::date::timestamp), interval '1 month') as m (month)
        left join (${monthlySales(period)}) s on s.month = to_char(m.month, 'YYYY-MM')
        order by m.month`,
    ['quantity', 'revenue', 'orders'],
  );
}

export interface PricePointRow {
  sellerId: number;
  sellerName: string;
  day: string;
  price: number;
}

/**
 * The product's price history over the period, seller by seller (owner sellers first, then by
 * name): the price in effect on the first day (dated that day), then each change in the period.
 */
export function productPricePoints(
  db: Database,
  code: string,
  period: ReportPeriod,
): Promise<PricePointRow[]> {
  const from = sql`${period.fromDate}::date`;
  return preparedRows<PricePointRow>(
    db,
    sql`select h.seller_id as "sellerId", coalesce(s.name, h.seller_id::text) as "sellerName",
          to_char(greatest(h.effective_from, ${from}), 'YYYY-MM-DD') as day, h.price
        from ts_offer_prices h
        left join thuocsi_sellers s on s.idf = h.seller_id
        where h.product_code = ${code}
          and (h.effective_from > ${from} and h.effective_from <= ${period.toDate}::date
            or h.effective_from = (select max(x.effective_from) from ts_offer_prices x
              where x.product_code = h.product_code and x.seller_id = h.seller_id
                and x.effective_from <= ${from}))
        order by h.seller_id not in ${OWNER_IDS}, s.name, h.seller_id, h.effective_from`,
  );
}

export interface ProductSellerRow {
  sellerId: number;
  code: string;
  name: string;
  /** Null for a seller who sold it in the period and offers it no more. */
  price: number | null;
  status: string | null;
  quantity: number;
  revenue: number;
}

/**
 * The product's current offers (any status), cheapest first, with each seller's sales of it; then
 * the sellers who sold it in the period and offer it no more (by revenue), so that the rows sum to
 * the product's sales.
 */
export function productSellers(
  db: Database,
  code: string,
  period: ReportPeriod,
): Promise<ProductSellerRow[]> {
  return rowsWithNumbers<ProductSellerRow>(
    db,
    sql`with sold as (
          select r.seller_id, sum(r.quantity) as quantity, sum(r.revenue) as revenue
          from ts_sales_daily r where r.product_code = ${code} and ${inPeriod(period)}
          group by r.seller_id
        ),
        offered as (select o.seller_id, o.price, o.status from ts_offers o
          where o.product_code = ${code})
        select coalesce(o.seller_id, d.seller_id) as "sellerId", coalesce(s.code, '') as code,
          coalesce(s.name, coalesce(o.seller_id, d.seller_id)::text) as name, o.price, o.status,
          coalesce(d.quantity, 0)::text as quantity, coalesce(d.revenue, 0)::text as revenue
        from offered o
        full join sold d on d.seller_id = o.seller_id
        left join thuocsi_sellers s on s.idf = coalesce(o.seller_id, d.seller_id)
        order by o.price is null, o.price, d.revenue desc nulls last, coalesce(o.seller_id, d.seller_id)`,
    ['quantity', 'revenue'],
  );
}
