// A customer's marketplace orders and invoices: the synced orders whose buyer is this customer,
// matched by phone number or by customer code, newest first; invoices through their orders.
import type { CustomerInvoice, CustomerOrder } from '@backoffice/shared';
import { type SQL, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { codeSet } from '../../../lib/sql-sets';
import { thuocsiSellers, tsInvoices, tsOrders } from '../../../db/schema';

export interface CustomerDocumentFilter {
  customerId: number;
  customerCode: string;
  mobilePhone: string | null;
  page: number;
  pageSize: number;
}

function buyerIs(filter: CustomerDocumentFilter): SQL | undefined {
  const byCode = eq(tsOrders.customerCode, filter.customerCode);
  return filter.mobilePhone ? or(eq(tsOrders.customerPhone, filter.mobilePhone), byCode) : byCode;
}

export async function findCustomerOrders(
  db: Database,
  filter: CustomerDocumentFilter,
): Promise<{ rows: CustomerOrder[]; total: number }> {
  const where = buyerIs(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: tsOrders.id,
        code: tsOrders.code,
        createdAt: tsOrders.createdAt,
        amount: tsOrders.totalAmount,
        status: tsOrders.status,
        sellerId: tsOrders.sellerId,
        sellerName: thuocsiSellers.name,
        itemCount: tsOrders.lineCount,
        source: tsOrders.source,
      })
      .from(tsOrders)
      .leftJoin(thuocsiSellers, eq(thuocsiSellers.idf, tsOrders.sellerId))
      .where(where)
      .orderBy(desc(tsOrders.createdAt), desc(tsOrders.id))
      .limit(filter.pageSize)
      .offset(filter.page * filter.pageSize),
    db.select({ total: count() }).from(tsOrders).where(where),
  ]);
  return {
    // The amount is what the buyer pays (the order's total is after its discount), as the reports count it.
    rows: rows.map(({ createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
    total: counted?.total ?? 0,
  };
}

export async function findCustomerInvoices(
  db: Database,
  filter: CustomerDocumentFilter,
): Promise<{ rows: CustomerInvoice[]; total: number }> {
  const orderCodes = db.select({ code: tsOrders.code }).from(tsOrders).where(buyerIs(filter));
  const where = inArray(tsInvoices.orderCode, orderCodes);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: tsInvoices.id,
        code: tsInvoices.code,
        orderCode: tsInvoices.orderCode,
        issuedAt: tsInvoices.invoiceDate,
        amount: tsInvoices.totalAmount,
        orderPaid: tsOrders.paidAmount,
        paymentStatus: tsOrders.paymentStatus,
        sellerId: tsInvoices.sellerId,
        sellerName: thuocsiSellers.name,
      })
      .from(tsInvoices)
      .leftJoin(tsOrders, eq(tsOrders.code, tsInvoices.orderCode))
      .leftJoin(thuocsiSellers, eq(thuocsiSellers.idf, tsInvoices.sellerId))
      .where(where)
      .orderBy(desc(tsInvoices.invoiceDate), desc(tsInvoices.id))
      .limit(filter.pageSize)
      .offset(filter.page * filter.pageSize),
    db.select({ total: count() }).from(tsInvoices).where(where),
  ]);
  return {
    rows: rows.map(({ orderPaid, paymentStatus, ...row }) => ({
      ...row,
      paidAmount: Math.min(orderPaid ?? 0, row.amount),
      status: paymentStatus ?? 'UNKNOWN',
    })),
    total: counted?.total ?? 0,
  };
}

/**
 * Marks as old customers, with their last order date, the CRM customers who bought these orders
 * (all orders when `orderCodes` is null), matched as the orders tab matches them: by phone or by
 * customer code. A later order moves the date on; an earlier one leaves it.
 */
export async function noteCustomerOrders(
  db: Pick<Database, 'execute'>,
  orderCodes: readonly string[] | null,
): Promise<void> {
  if (orderCodes?.length === 0) return;
  const which = orderCodes === null ? sql`` : sql`where code in ${codeSet(orderCodes)}`;
  await db.execute(sql`
    with buyers as (
      select customer_phone as phone, customer_code as code, max(created_at) as at
      from ts_orders ${which}
      group by customer_phone, customer_code
    ),
    matched as (
      select c.id, b.at from crm_customers c join buyers b on c.mobile_phone = b.phone
      where c.deleted_at is null
      union all
      select c.id, b.at from crm_customers c join buyers b on c.code = b.code
      where c.deleted_at is null
    )
    update crm_customers c
    set is_old = true, last_order_at = greatest(c.last_order_at, m.at)
    from (select id, max(at) as at from matched group by id) as m
    where c.id = m.id and (not c.is_old or c.last_order_at is null or c.last_order_at < m.at)`);
}
