// The orders behind a report's figure: the page asked after a key, read from the orders and lines
// (one seller over a year, latest first, is the end of an index; one product over a quarter, a range
// of one), and the count and sum of every order of the search, which are the figure's: summed from
// the rollup the figure came from when one holds the search, from the orders otherwise.
import {
  REPORT_ORDERS_MESSAGES,
  vnDayOfTime,
  type ReportOrder,
  type ReportOrdersPage,
  type ReportOrdersQuery,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { preparedRows } from '../../lib/prepared-rows';
import { codeSet, idSet } from '../../lib/sql-sets';
import { NOT_SALES } from '../ecommerce/rollups.repository';
import { productFilter } from './product-reports.repository';

/**
 * The search as the repository reads it: the sellers as ids (null: every seller; empty: none, as
 * when the codes asked and the ids asked have no seller in common).
 */
export type OrdersSearch = Omit<ReportOrdersQuery, 'sellerIds' | 'sellerCodes'> & {
  sellerIds: readonly number[] | null;
};

/** Where a page starts: the sort value and the code of the last order of the page before. */
type Key = [string | number, string];

export const encodeKey = (key: Key) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The `next` of a page read back (400 naming `after` when it is not one of ours). */
export function decodeKey(text: string, sortBy: 'createdAt' | 'amount'): Key {
  try {
    const key = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(key) &&
      key.length === 2 &&
      typeof key[1] === 'string' &&
      (sortBy === 'amount'
        ? Number.isSafeInteger(key[0])
        : typeof key[0] === 'string' && !Number.isNaN(Date.parse(key[0])))
    ) {
      return key as Key;
    }
  } catch {
    // Not one of ours: refused below.
  }
  throw fieldError('after', REPORT_ORDERS_MESSAGES.after);
}

interface OrderRead extends Omit<ReportOrder, 'amount' | 'crmCustomerId'> {
  amount: string;
  sortKey: string;
}

/** The sellers of the search (`alias`: the table's seller column). */
const ofSellers = (query: OrdersSearch, column: SQL) =>
  query.sellerIds === null
    ? sql`true`
    : query.sellerIds.length === 0
      ? sql`false`
      : sql`${column} in ${idSet(query.sellerIds)}`;

/** Whether the search keeps some products only: each order then counts their lines. */
const byProduct = (query: OrdersSearch) =>
  Boolean(query.productCode ?? query.search ?? query.category);

/** The rows (of the lines or the sales rollup, as `alias`) of the search's products and sellers. */
function ofSearchProducts(query: OrdersSearch, alias: 'x' | 'r'): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const conditions: SQL[] = [ofSellers(query, column('seller_id'))];
  if (query.productCode) conditions.push(sql`${column('product_code')} = ${query.productCode}`);
  if (query.search || query.category) {
    conditions.push(
      sql`${column('product_code')} in (select p.code from ts_products p where ${productFilter(query)})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The count, sum and quantity of the search from the rollup that holds it, or null when none does (a
 * buyer's orders of a province or a status, a product's of a buyer, a province or a status, a
 * search of several products).
 */
function rollupTotals(query: OrdersSearch): SQL | null {
  // A sale's orders are counted from the orders themselves (a few thousand a year at most).
  if (query.saleId !== undefined) return null;
  /** The rollup's rows (`r`) of the period's days and the sellers, and of these conditions. */
  const totals = (from: SQL, where: SQL[]) => sql`
    select coalesce(sum(r.orders), 0)::int as count, coalesce(sum(r.revenue), 0)::text as sum,
      coalesce(sum(r.quantity), 0)::int as quantity
    from ${from} r
    where r.day between ${query.fromDate}::date and ${query.toDate}::date
      and ${sql.join([ofSellers(query, sql`r.seller_id`), ...where], sql` and `)}`;
  const ofStatusOrProvince = query.status !== undefined || query.province !== undefined;
  if (byProduct(query)) {
    // One product's orders are its rows' (an order is of one day and one seller).
    if (query.productCode === undefined || query.search || query.category) return null;
    if (query.customerCode || ofStatusOrProvince) return null;
    return totals(sql`ts_sales_daily`, [sql`r.product_code = ${query.productCode}`]);
  }
  if (ofStatusOrProvince) {
    if (query.customerCode) return null;
    return totals(sql`ts_order_mix_daily`, [
      query.status === undefined
        ? sql`r.status not in ${NOT_SALES}`
        : sql`r.status = ${query.status}`,
      ...(query.province === undefined ? [] : [sql`r.province = ${query.province}`]),
    ]);
  }
  if (query.customerCode) {
    return totals(sql`ts_buyer_daily`, [sql`r.customer_code = ${query.customerCode}`]);
  }
  return totals(sql`ts_seller_daily`, []);
}

/** The orders (`o`) attributed to the sale (0: to no sale), of the CRM customer when one is asked. */
function ofSale(query: OrdersSearch, saleId: number): SQL {
  const conditions = [
    saleId === 0 ? sql`a.sale_id is null` : sql`a.sale_id = ${saleId}`,
    sql`a.order_date between ${query.fromDate}::date and ${query.toDate}::date`,
  ];
  if (query.crmCustomerId !== undefined) {
    conditions.push(sql`a.customer_id = ${query.crmCustomerId}`);
  }
  return sql`o.id in (select a.order_id from crm_order_sales a
    where ${sql.join(conditions, sql` and `)})`;
}

/**
 * The orders of the search (`b`: code, order_date, created_at, amount, lines, quantity and the
 * order's columns).
 */
function ordersOf(query: OrdersSearch): SQL {
  const conditions: SQL[] = [
    sql`o.order_date between ${query.fromDate}::date and ${query.toDate}::date`,
    query.status === undefined
      ? sql`o.status not in ${NOT_SALES}`
      : sql`o.status = ${query.status}`,
  ];
  conditions.push(ofSellers(query, sql`o.seller_id`));
  if (query.customerCode) conditions.push(sql`o.customer_code = ${query.customerCode}`);
  if (query.province) conditions.push(sql`o.province = ${query.province}`);
  if (query.saleId !== undefined) conditions.push(ofSale(query, query.saleId));
  const where = sql.join(conditions, sql` and `);
  if (byProduct(query)) {
    // The products' lines of the period, each order's share of them.
    return sql`(
      select o.code, o.order_date, o.created_at, o.seller_id, o.customer_code, o.customer_name,
        o.province, o.status, l.amount, l.lines, l.quantity
      from (
        select x.order_code, sum(x.net_amount) as amount, count(*)::int as lines,
          sum(x.quantity)::int as quantity
        from ts_order_lines x
        where x.order_date between ${query.fromDate}::date and ${query.toDate}::date
          and ${ofSearchProducts(query, 'x')}
        group by x.order_code
      ) l
      join ts_orders o on o.code = l.order_code
      where ${where})`;
  }
  return sql`(
    select o.code, o.order_date, o.created_at, o.seller_id, o.customer_code, o.customer_name,
      o.province, o.status, o.total_amount as amount, o.line_count as lines, o.quantity
    from ts_orders o where ${where})`;
}

/**
 * The days a page latest (or earliest) first spans at most, from the key's day on: as many days as
 * hold `need` orders by the sales rollup, which counts a product's orders per day (a search of
 * several products counts an order once per product: more than there are, so a page may come out
 * short, and is then read over the whole period). Null when the rollup cannot tell, or when what is
 * left of the period holds fewer.
 */
async function pageDays(
  db: Database,
  query: OrdersSearch,
  descending: boolean,
  keyDay: string | null,
  need: number,
): Promise<{ fromDate: string; toDate: string } | null> {
  // The rollup counts the product lines of orders that are sales, whichever their buyer or province.
  if (
    !byProduct(query) ||
    query.status !== undefined ||
    query.customerCode ||
    query.province ||
    query.saleId !== undefined
  ) {
    return null;
  }
  const rest = descending
    ? { fromDate: query.fromDate, toDate: keyDay ?? query.toDate }
    : { fromDate: keyDay ?? query.fromDate, toDate: query.toDate };
  const days = await preparedRows<{ day: string; orders: number }>(
    db,
    sql`select to_char(r.day, 'YYYY-MM-DD') as day, sum(r.orders)::int as orders
      from ts_sales_daily r
      where r.day between ${rest.fromDate}::date and ${rest.toDate}::date
        and ${ofSearchProducts(query, 'r')}
      group by r.day
      order by r.day ${descending ? sql`desc` : sql`asc`}`,
  );
  let orders = 0;
  for (const { day, orders: ofDay } of days) {
    // The key's own day holds orders before the key and after it: it counts for none.
    if (day === keyDay) continue;
    orders += ofDay;
    if (orders >= need) return descending ? { ...rest, fromDate: day } : { ...rest, toDate: day };
  }
  return null;
}

/** A page of the orders behind a figure, after the key given, with their count and sum. */
export async function reportOrders(
  db: Database,
  query: OrdersSearch,
): Promise<Omit<ReportOrdersPage, 'items'> & { items: Omit<ReportOrder, 'crmCustomerId'>[] }> {
  const sortBy = query.sortBy ?? 'createdAt';
  const descending = (query.sortOrder ?? 'desc') === 'desc';
  const direction = descending ? sql`desc` : sql`asc`;
  // By time, the day leads: it follows the time, and the orders' indexes are by day, then time.
  const keyColumns =
    sortBy === 'amount'
      ? [sql`b.amount`, sql`b.code`]
      : [sql`b.order_date`, sql`b.created_at`, sql`b.code`];
  const after = query.after === undefined ? null : decodeKey(query.after, sortBy);
  const keyDay = after === null || sortBy === 'amount' ? null : vnDayOfTime(String(after[0]));
  const from =
    after === null
      ? sql`true`
      : sql`(${sql.join(keyColumns, sql`, `)}) ${descending ? sql`<` : sql`>`} (${
          sortBy === 'amount'
            ? sql`${after[0]}::bigint`
            : sql`${keyDay}::date, ${after[0]}::timestamptz`
        }, ${after[1]})`;
  const [totals] = await preparedRows<{ count: number; sum: string; quantity: number }>(
    db,
    rollupTotals(query) ??
      sql`select count(*)::int as count, coalesce(sum(b.amount), 0)::text as sum,
          coalesce(sum(b.quantity), 0)::int as quantity
        from ${ordersOf(query)} b`,
  );
  const need = query.pageSize + 1;
  const pageOf = (days: { fromDate: string; toDate: string }) =>
    preparedRows<OrderRead>(
      db,
      sql`select b.code, to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          as "createdAt",
        b.seller_id as "sellerId", coalesce(s.name, b.seller_id::text) as "sellerName",
        b.customer_code as "customerCode", b.customer_name as "customerName", b.province,
        b.status, b.amount::text as amount, b.lines, b.quantity,
        ${sortBy === 'amount' ? sql`b.amount::text` : sql`to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`}
          as "sortKey"
      from ${ordersOf({ ...query, ...days })} b
      left join thuocsi_sellers s on s.idf = b.seller_id
      where ${from}
      order by ${sql.join(
        keyColumns.map((column) => sql`${column} ${direction}`),
        sql`, `,
      )}
      limit ${need}`,
    );
  // A product's orders by time: the lines of the days the page spans, not of the whole period.
  const whole = { fromDate: query.fromDate, toDate: query.toDate };
  const days = sortBy === 'createdAt' ? await pageDays(db, query, descending, keyDay, need) : null;
  let rows = await pageOf(days ?? whole);
  if (days !== null && rows.length < need) rows = await pageOf(whole);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map(({ sortKey: _, amount, ...order }) => ({ ...order, amount: Number(amount) })),
    count: totals?.count ?? 0,
    sum: Number(totals?.sum ?? 0),
    quantity: totals?.quantity ?? 0,
    next:
      rows.length > query.pageSize && last
        ? encodeKey([sortBy === 'amount' ? Number(last.sortKey) : last.sortKey, last.code])
        : null,
  };
}

/** A CRM customer the buyers of some orders match: by code, or else by phone. */
export interface BuyerCustomer {
  orderCode: string;
  id: number;
  ownerId: number | null;
  approvalStatus: string;
  deletedAt: Date | null;
}

/**
 * The CRM customers of these orders, not deleted: the one each order was attributed to (as the
 * sales reports count it), else the one its buyer matches now, by phone before code (as orders
 * are attributed).
 */
export function buyerCustomers(
  db: Database,
  orderCodes: readonly string[],
): Promise<BuyerCustomer[]> {
  if (orderCodes.length === 0) return Promise.resolve([]);
  return preparedRows<BuyerCustomer>(
    db,
    sql`select distinct on (o.code) o.code as "orderCode", c.id, c.owner_id as "ownerId",
          c.approval_status as "approvalStatus", c.deleted_at as "deletedAt"
        from ts_orders o
        left join crm_order_sales a on a.order_id = o.id
        join crm_customers c on c.deleted_at is null
          and (c.id = a.customer_id or c.mobile_phone = o.customer_phone
            or c.code = o.customer_code)
        where o.code in ${codeSet(orderCodes)}
        order by o.code, coalesce(c.id = a.customer_id, false) desc,
          coalesce(c.mobile_phone = o.customer_phone, false) desc, c.id`,
  );
}
