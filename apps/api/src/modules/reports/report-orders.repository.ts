// The orders behind a report's figure, read from the orders and lines (one seller over a year, or one
// product over a quarter, is a range of an index): the page asked after a key, and the count and
// sum of every order of the search, which are the figure's.
import {
  REPORT_ORDERS_MESSAGES,
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

const encodeKey = (key: Key) => Buffer.from(JSON.stringify(key)).toString('base64url');

function decodeKey(text: string, sortBy: 'createdAt' | 'amount'): Key {
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

/** The orders of the search (`b`: code, created_at, amount, lines, quantity and the order's columns). */
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
  const where = sql.join(conditions, sql` and `);
  if (byProduct(query)) {
    // The products' lines of the period, each order's share of them.
    const products: SQL[] = [ofSellers(query, sql`x.seller_id`)];
    if (query.productCode) products.push(sql`x.product_code = ${query.productCode}`);
    if (query.search || query.category) {
      products.push(
        sql`x.product_code in (select p.code from ts_products p where ${productFilter(query)})`,
      );
    }
    return sql`(
      select o.code, o.created_at, o.seller_id, o.customer_code, o.customer_name, o.province,
        o.status, l.amount, l.lines, l.quantity
      from (
        select x.order_code, sum(x.net_amount) as amount, count(*)::int as lines,
          sum(x.quantity)::int as quantity
        from ts_order_lines x
        where x.order_date between ${query.fromDate}::date and ${query.toDate}::date
          and ${sql.join(products, sql` and `)}
        group by x.order_code
      ) l
      join ts_orders o on o.code = l.order_code
      where ${where})`;
  }
  return sql`(
    select o.code, o.created_at, o.seller_id, o.customer_code, o.customer_name, o.province,
      o.status, o.total_amount as amount, o.line_count as lines, o.quantity
    from ts_orders o where ${where})`;
}

/** A page of the orders behind a figure, after the key given, with their count and sum. */
export async function reportOrders(
  db: Database,
  query: OrdersSearch,
): Promise<Omit<ReportOrdersPage, 'items'> & { items: Omit<ReportOrder, 'crmCustomerId'>[] }> {
  const sortBy = query.sortBy ?? 'createdAt';
  const descending = (query.sortOrder ?? 'desc') === 'desc';
  const direction = descending ? sql`desc` : sql`asc`;
  const column = sortBy === 'amount' ? sql`b.amount` : sql`b.created_at`;
  const after = query.after === undefined ? null : decodeKey(query.after, sortBy);
  const from =
    after === null
      ? sql`true`
      : sql`(${column}, b.code) ${descending ? sql`<` : sql`>`} (${
          sortBy === 'amount' ? sql`${after[0]}::bigint` : sql`${after[0]}::timestamptz`
        }, ${after[1]})`;
  const orders = ordersOf(query);
  const [totals] = await preparedRows<{ count: number; sum: string; quantity: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(b.amount), 0)::text as sum,
          coalesce(sum(b.quantity), 0)::int as quantity
        from ${orders} b`,
  );
  const rows = await preparedRows<OrderRead>(
    db,
    sql`select b.code, to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          as "createdAt",
        b.seller_id as "sellerId", coalesce(s.name, b.seller_id::text) as "sellerName",
        b.customer_code as "customerCode", b.customer_name as "customerName", b.province,
        b.status, b.amount::text as amount, b.lines, b.quantity,
        ${sortBy === 'amount' ? sql`b.amount::text` : sql`to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`}
          as "sortKey"
      from ${orders} b
      left join thuocsi_sellers s on s.idf = b.seller_id
      where ${from}
      order by ${column} ${direction}, b.code ${direction}
      limit ${query.pageSize + 1}`,
  );
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

/** The CRM customers of these orders' buyers (the code's match before the phone's), not deleted. */
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
        join crm_customers c on c.deleted_at is null
          and (c.code = o.customer_code or c.mobile_phone = o.customer_phone)
        where o.code in ${codeSet(orderCodes)}
        order by o.code, (c.code = o.customer_code) desc, c.id`,
  );
}
