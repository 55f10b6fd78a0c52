// The orders and invoices report (/report/sale-order-invoice): what each sale's customers ordered,
// what of it was invoiced and what was paid, and what is still unpaid by how long ago it was
// ordered; its detail (/:saleId), order by order.
import { z } from 'zod';
import { IsoDate, listOf } from '../common';
import { MAX_ID, decimal } from '../numbers';
import { PageQuery, pageOf } from '../paging';
import { ReportQuery } from './comparison';
import { ReportPeriod } from './period';
import { count, reportOf, vnd } from './report';

/** The unpaid is aged by these bounds unless the call names others: 0-30, 31-60, 61-90, over 90. */
export const UNPAID_AGE_DAYS = [30, 60, 90] as const;
/** The most bounds one call names (so at most one more bucket). */
export const UNPAID_AGE_BOUNDS_MAX = 6;
/** The longest bound, in days (ten years). */
export const UNPAID_AGE_DAY_MAX = 3650;

export const SALE_ORDER_INVOICE_MESSAGES = {
  ageDays: `Các mốc tuổi nợ là số ngày tăng dần, từ 1 đến ${String(UNPAID_AGE_DAY_MAX)}, tối đa ${String(UNPAID_AGE_BOUNDS_MAX)} mốc (ví dụ 30,60,90).`,
  age: 'Nhóm tuổi nợ không hợp lệ.',
  saleId: 'Mã nhân viên không hợp lệ (0: đơn không thuộc sale nào).',
  unpaid: 'unpaid phải là true hoặc false.',
  saleNotFound: 'Không tìm thấy nhân viên kinh doanh này trong phạm vi của bạn.',
} as const;

/** `ageDays=30,60,90` (or repeated): the bounds, increasing; absent: UNPAID_AGE_DAYS. */
export const AgeDays = z
  .preprocess(
    (value) =>
      listOf(value).flatMap((part) => (typeof part === 'string' ? part.split(',') : [part])),
    z
      .array(
        z
          .string()
          .regex(/^\d{1,4}$/, SALE_ORDER_INVOICE_MESSAGES.ageDays)
          .transform(Number)
          .pipe(
            z
              .number()
              .int()
              .min(1, SALE_ORDER_INVOICE_MESSAGES.ageDays)
              .max(UNPAID_AGE_DAY_MAX, SALE_ORDER_INVOICE_MESSAGES.ageDays),
          ),
        { error: SALE_ORDER_INVOICE_MESSAGES.ageDays },
      )
      .min(1, SALE_ORDER_INVOICE_MESSAGES.ageDays)
      .max(UNPAID_AGE_BOUNDS_MAX, SALE_ORDER_INVOICE_MESSAGES.ageDays)
      .refine(
        (days) => days.every((day, index) => index === 0 || day > (days[index - 1] ?? 0)),
        SALE_ORDER_INVOICE_MESSAGES.ageDays,
      ),
  )
  .optional();

/** The buckets' names for these bounds: "0-30 ngày", "31-60 ngày", ..., "Trên 90 ngày". */
export function ageBucketLabels(bounds: readonly number[]): string[] {
  return [
    ...bounds.map(
      (bound, index) =>
        `${String(index === 0 ? 0 : (bounds[index - 1] ?? 0) + 1)}-${String(bound)} ngày`,
    ),
    `Trên ${String(bounds.at(-1) ?? 0)} ngày`,
  ];
}

/** The bucket of an age in days (days since the order) for these bounds. */
export function ageBucketOf(bounds: readonly number[], age: number): number {
  return bounds.filter((bound) => bound < age).length;
}

/** Orders against invoices and payments (the orders counted: not cancelled or returned). */
export const OrderInvoiceFigures = z.object({
  orders: count,
  /** What the buyers ordered: the orders' totals, after discounts. */
  ordered: vnd,
  /** The invoices of those orders. */
  invoiced: vnd,
  /** Ordered less invoiced: what is not invoiced yet (negative: invoiced beyond the orders). */
  notInvoiced: vnd,
  /** What the buyers paid of those orders (at most each order's total). */
  collected: vnd,
  /** Ordered less collected. */
  unpaid: vnd,
});
export type OrderInvoiceFigures = z.infer<typeof OrderInvoiceFigures>;

/** The unpaid of the period's orders by age today, one amount per bucket of `ageDays`. */
const UnpaidByAge = z.array(vnd);

export const SaleOrderInvoiceQuery = ReportQuery.safeExtend({ ageDays: AgeDays }).strict();
export type SaleOrderInvoiceQuery = z.infer<typeof SaleOrderInvoiceQuery>;

export const SaleOrderInvoiceRow = z
  .object({
    saleId: z.number().int(),
    username: z.string(),
    fullName: z.string(),
    current: OrderInvoiceFigures,
    previous: OrderInvoiceFigures,
    unpaidByAge: UnpaidByAge,
  })
  .meta({ id: 'SaleOrderInvoiceRow' });
export type SaleOrderInvoiceRow = z.infer<typeof SaleOrderInvoiceRow>;

export const SaleOrderInvoiceReport = reportOf(OrderInvoiceFigures, {
  /** The bounds the unpaid is aged by (days): ageBucketLabels names the buckets. */
  ageDays: z.array(z.number().int()),
  /** The sales the caller reads, the most unpaid first. */
  rows: z.array(SaleOrderInvoiceRow),
  /** The team's unpaid by age. */
  unpaidByAge: UnpaidByAge,
  /** The orders of no sale ("Không thuộc sale nào"), for a caller who reads every sale. */
  noSale: z
    .object({
      current: OrderInvoiceFigures,
      previous: OrderInvoiceFigures,
      unpaidByAge: UnpaidByAge,
    })
    .nullable(),
}).meta({ id: 'SaleOrderInvoiceReport' });
export type SaleOrderInvoiceReport = z.infer<typeof SaleOrderInvoiceReport>;

/** A sale in the address: their id, 0 for the orders of no sale. */
export const SaleIdParam = decimal(
  z
    .number()
    .int(SALE_ORDER_INVOICE_MESSAGES.saleId)
    .min(0, SALE_ORDER_INVOICE_MESSAGES.saleId)
    .max(MAX_ID, SALE_ORDER_INVOICE_MESSAGES.saleId),
  SALE_ORDER_INVOICE_MESSAGES.saleId,
);

export const SALE_INVOICE_ORDER_SORT_FIELDS = ['orderDate', 'ordered', 'unpaid'] as const;

/** One sale's orders of a period (GET /:saleId). */
export const SaleInvoiceOrdersSearch = ReportPeriod.safeExtend({
  ...PageQuery.shape,
  ageDays: AgeDays,
  /** Only the orders with something unpaid. */
  unpaid: z
    .enum(['true', 'false'], { error: SALE_ORDER_INVOICE_MESSAGES.unpaid })
    .transform((value) => value === 'true')
    .optional(),
  /** Only the unpaid of this bucket of `ageDays` (0: the most recent). */
  age: decimal(
    z
      .number()
      .int(SALE_ORDER_INVOICE_MESSAGES.age)
      .min(0, SALE_ORDER_INVOICE_MESSAGES.age)
      .max(UNPAID_AGE_BOUNDS_MAX, SALE_ORDER_INVOICE_MESSAGES.age),
    SALE_ORDER_INVOICE_MESSAGES.age,
  ).optional(),
  /** Default: the orders with something unpaid first, oldest first; then the rest, oldest first. */
  sortBy: z.enum(SALE_INVOICE_ORDER_SORT_FIELDS).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
}).strict();
export type SaleInvoiceOrdersSearch = z.input<typeof SaleInvoiceOrdersSearch>;
export type SaleInvoiceOrdersQuery = z.infer<typeof SaleInvoiceOrdersSearch>;

export const SaleInvoice = z.object({
  code: z.string(),
  invoiceDate: IsoDate,
  amount: vnd,
});
export type SaleInvoice = z.infer<typeof SaleInvoice>;

export const SaleInvoiceOrder = z
  .object({
    code: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    status: z.string(),
    customerCode: z.string(),
    customerName: z.string(),
    /** The CRM customer the order is of, when the caller may open it; null otherwise. */
    crmCustomerId: z.number().int().nullable(),
    ordered: vnd,
    invoices: z.array(SaleInvoice),
    invoiced: vnd,
    paymentStatus: z.string(),
    collected: vnd,
    unpaid: vnd,
    /** Days from the order's day to today. */
    age: z.number().int(),
  })
  .meta({ id: 'SaleInvoiceOrder' });
export type SaleInvoiceOrder = z.infer<typeof SaleInvoiceOrder>;

export const SaleInvoiceOrdersPage = pageOf(SaleInvoiceOrder)
  .extend({
    sale: z.object({ saleId: z.number().int(), username: z.string(), fullName: z.string() }),
    period: ReportPeriod,
    ageDays: z.array(z.number().int()),
    /** The sale's figures over the period (every order, whatever the filters). */
    totals: OrderInvoiceFigures,
    unpaidByAge: UnpaidByAge,
    /** The orders of the filters: their ordered and unpaid amounts together. */
    sum: z.object({ ordered: vnd, unpaid: vnd }),
  })
  .meta({ id: 'SaleInvoiceOrdersPage' });
export type SaleInvoiceOrdersPage = z.infer<typeof SaleInvoiceOrdersPage>;
