// The figures of the orders and invoices report: each sale's ordered, invoiced and collected amounts
// from the sales rollup (the last day's part from the orders when a compared period stops at a time
// of day), the unpaid by age, and one sale's orders with their invoices and payments.
import {
  OWNER_SELLER_IDS,
  type OrderInvoiceFigures,
  type ReportPeriod,
  type SaleInvoiceOrdersQuery,
  addDays,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsWithNumbers } from '../../../lib/query-rows';
import { anyId, idSet, intArray } from '../../../lib/sql-sets';
import { NOT_SALES } from '../../ecommerce/rollups.repository';
import {
  SALE_ORDERS,
  type SaleBounds,
  dayAndMonthRows,
  ofSales,
  wholeDays,
} from './sale-performance.repository';

export const NO_INVOICE_FIGURES: OrderInvoiceFigures = {
  orders: 0,
  ordered: 0,
  invoiced: 0,
  notInvoiced: 0,
  collected: 0,
  unpaid: 0,
};

const counted = sql`o.status not in ${NOT_SALES}`;
const owned = sql`o.seller_id in ${idSet(OWNER_SELLER_IDS)}`;
/** What the buyer paid of an order (`o`), never more than its total. */
const paid = sql`least(o.paid_amount, o.total_amount)`;
/** The invoices of an order (`o`), as `i` (amount, and the list). */
const invoicesOf = sql`left join lateral (
    select sum(v.total_amount) as amount,
      json_agg(json_build_object('code', v.code, 'invoiceDate', to_char(v.invoice_date, 'YYYY-MM-DD'),
        'amount', v.total_amount) order by v.invoice_date, v.code) as list
    from ts_invoices v where v.order_code = o.code) i on true`;

/** The sales rollups' columns these figures read, of a row `r`. */
const ROLLUP_COLUMNS = sql`r.sale_id, r.orders, r.revenue, r.invoiced, r.collected`;

/**
 * Each sale's rows of the rollups over whole days (`sale_id`, `orders`, `revenue`, `invoiced`,
 * `collected`).
 */
const rollupRows = (saleIds: readonly number[], period: ReportPeriod) =>
  dayAndMonthRows(SALE_ORDERS, ROLLUP_COLUMNS, saleIds, period);

/**
 * Each sale's counted orders with their ordered, invoiced and collected amounts over the bounds
 * (`sale_id`, `orders`, `revenue`, `invoiced`, `collected`): the rollups' whole days, the last
 * day's part from the orders when the bounds stop at a time of day.
 */
function invoiceRows(saleIds: readonly number[], bounds: SaleBounds): SQL {
  const whole = wholeDays(bounds);
  const parts = whole ? rollupRows(saleIds, whole) : [];
  if (bounds.until !== null) {
    const { toDate } = bounds.period;
    parts.push(sql`select coalesce(a.sale_id, 0), 1, o.total_amount, coalesce(i.amount, 0), ${paid}
      from crm_order_sales a join ts_orders o on o.id = a.order_id
      ${invoicesOf}
      where ${ofSales(saleIds)} and a.order_date = ${toDate}::date and o.order_date = ${toDate}::date
        and o.created_at < ${bounds.until.toISOString()}::timestamptz and ${owned} and ${counted}`);
  }
  if (parts.length === 0) {
    return sql`select 0 as sale_id, 0 as orders, 0 as revenue, 0 as invoiced, 0 as collected
      where false`;
  }
  return sql.join(parts, sql` union all `);
}

interface FigureSums {
  orders: number;
  ordered: number;
  invoiced: number;
  collected: number;
}

const figuresOf = (sums: FigureSums): OrderInvoiceFigures => ({
  ...sums,
  notInvoiced: sums.ordered - sums.invoiced,
  unpaid: sums.ordered - sums.collected,
});

/** The figures of each of these sales (NO_SALE: the orders of no sale) that has any. */
export async function saleInvoiceFigures(
  db: Database,
  saleIds: readonly number[],
  bounds: SaleBounds,
): Promise<Map<number, OrderInvoiceFigures>> {
  if (saleIds.length === 0) return new Map();
  const rows = await rowsWithNumbers<FigureSums & { saleId: number }>(
    db,
    sql`select d.sale_id as "saleId", coalesce(sum(d.orders), 0)::int as orders,
        coalesce(sum(d.revenue), 0)::text as ordered, coalesce(sum(d.invoiced), 0)::text as invoiced,
        coalesce(sum(d.collected), 0)::text as collected
      from (${invoiceRows(saleIds, bounds)}) d
      group by d.sale_id`,
    ['ordered', 'invoiced', 'collected'],
  );
  return new Map(rows.map(({ saleId, ...sums }) => [saleId, figuresOf(sums)]));
}

/** Nothing unpaid, in every bucket of these bounds. */
export const noUnpaid = (ageDays: readonly number[]): number[] =>
  Array.from({ length: ageDays.length + 1 }, () => 0);

/** The bucket (0 the most recent) of an order's day `day` aged on `today` by these bounds. */
const bucketOf = (day: SQL, today: string, ageDays: readonly number[]) =>
  sql`width_bucket(${today}::date - ${day}, ${intArray(ageDays.map((bound) => bound + 1))})`;

/**
 * The unpaid of these sales' orders of the period by age on `today`, per sale that has any: one
 * amount per bucket of the bounds.
 */
export async function unpaidByAge(
  db: Database,
  saleIds: readonly number[],
  period: ReportPeriod,
  today: string,
  ageDays: readonly number[],
): Promise<Map<number, number[]>> {
  const bySale = new Map<number, number[]>();
  if (saleIds.length === 0) return bySale;
  // The days older than the last bound are all in the last bucket: read by month where they can be.
  const lastBound = ageDays.at(-1) ?? 0;
  const cut = addDays(today, -lastBound);
  const old =
    period.fromDate < cut
      ? rollupRows(saleIds, {
          fromDate: period.fromDate,
          toDate: period.toDate < cut ? period.toDate : addDays(cut, -1),
        }).map(
          (part) => sql`select o.sale_id, ${sql.raw(String(ageDays.length))} as bucket,
            o.revenue - o.collected as unpaid
            from (${part}) o`,
        )
      : [];
  const recent =
    period.toDate >= cut
      ? [
          sql`select r.sale_id, ${bucketOf(sql`r.day`, today, ageDays)} as bucket,
            r.revenue - r.collected as unpaid
          from crm_sale_daily r
          where r.sale_id = ${anyId(saleIds)}
            and r.day between ${period.fromDate > cut ? period.fromDate : cut}::date
              and ${period.toDate}::date`,
        ]
      : [];
  const rows = await rowsWithNumbers<{ saleId: number; bucket: number; unpaid: number }>(
    db,
    sql`select u.sale_id as "saleId", u.bucket::int as bucket, sum(u.unpaid)::text as unpaid
      from (${sql.join([...old, ...recent], sql` union all `)}) u
      group by u.sale_id, u.bucket`,
    ['unpaid'],
  );
  for (const { saleId, bucket, unpaid } of rows) {
    const amounts = bySale.get(saleId) ?? noUnpaid(ageDays);
    amounts[bucket] = unpaid;
    bySale.set(saleId, amounts);
  }
  return bySale;
}

export interface InvoiceOrderRead {
  code: string;
  createdAt: Date;
  status: string;
  customerCode: string;
  customerName: string;
  ordered: number;
  invoices: { code: string; invoiceDate: string; amount: number }[];
  invoiced: number;
  paymentStatus: string;
  collected: number;
  unpaid: number;
  age: number;
  /** The CRM customer the order is of, with what decides who may open it. */
  customer: {
    id: number;
    ownerId: number | null;
    approvalStatus: string;
    deletedAt: string | null;
  } | null;
}

const SORTS: Record<NonNullable<SaleInvoiceOrdersQuery['sortBy']>, SQL> = {
  orderDate: sql`o.created_at`,
  ordered: sql`o.total_amount`,
  unpaid: sql`(o.total_amount - ${paid})`,
};

/**
 * A page of one sale's counted orders of the period (NO_SALE: those of no sale) with their
 * invoices and payments, the count and the sums of every order of the filters.
 */
export async function saleInvoiceOrders(
  db: Database,
  saleId: number,
  query: SaleInvoiceOrdersQuery,
  today: string,
  ageDays: readonly number[],
): Promise<{ items: InvoiceOrderRead[]; total: number; ordered: number; unpaid: number }> {
  const conditions = [
    ofSales([saleId]),
    sql`a.order_date between ${query.fromDate}::date and ${query.toDate}::date`,
    owned,
    counted,
  ];
  const filtered = query.unpaid === true || query.age !== undefined;
  if (filtered) conditions.push(sql`o.total_amount > ${paid}`);
  if (query.age !== undefined) {
    conditions.push(sql`${bucketOf(sql`a.order_date`, today, ageDays)} = ${query.age}`);
  }
  const where = sql.join(conditions, sql` and `);
  const from = sql`crm_order_sales a join ts_orders o on o.id = a.order_id`;
  const direction = query.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  const order =
    query.sortBy === undefined
      ? sql`(o.total_amount > ${paid}) desc, o.created_at, o.id`
      : sql`${SORTS[query.sortBy]} ${direction}, o.created_at, o.id`;
  const [items, sums] = await Promise.all([
    rowsWithNumbers<InvoiceOrderRead>(
      db,
      sql`select o.code, o.created_at as "createdAt", o.status, o.customer_code as "customerCode",
          o.customer_name as "customerName", o.total_amount::text as ordered,
          coalesce(i.list, '[]'::json) as invoices, coalesce(i.amount, 0)::text as invoiced,
          o.payment_status as "paymentStatus", ${paid}::text as collected,
          (o.total_amount - ${paid})::text as unpaid, (${today}::date - a.order_date) as age,
          case when c.id is null then null else json_build_object('id', c.id,
            'ownerId', c.owner_id, 'approvalStatus', c.approval_status,
            'deletedAt', c.deleted_at) end as customer
        from ${from}
        ${invoicesOf}
        left join crm_customers c on c.id = a.customer_id
        where ${where}
        order by ${order}
        limit ${query.pageSize} offset ${query.page * query.pageSize}`,
      ['ordered', 'invoiced', 'collected', 'unpaid'],
    ),
    rowsWithNumbers<{ total: number; ordered: number; unpaid: number }>(
      db,
      filtered
        ? sql`select count(*)::int as total, coalesce(sum(o.total_amount), 0)::text as ordered,
            coalesce(sum(o.total_amount - ${paid}), 0)::text as unpaid
          from ${from} where ${where}`
        : // Every counted order of the period: the sales rollups hold their count and sums.
          sql`select coalesce(sum(r.orders), 0)::int as total,
            coalesce(sum(r.revenue), 0)::text as ordered,
            coalesce(sum(r.revenue - r.collected), 0)::text as unpaid
          from (${sql.join(rollupRows([saleId], query), sql` union all `)}) r`,
      ['ordered', 'unpaid'],
    ),
  ]);
  const sum = sums[0] ?? { total: 0, ordered: 0, unpaid: 0 };
  return { items, ...sum };
}
