// The orders behind a report's figure: the period, the report's filters and the keys of the row
// clicked (seller, product, buyer, province, status; a month as the period's part in it), from the
// screen the figure is on (its access). Sorted and paged on the server with keyed pages, with the
// count and the sum of every order that makes up the figure.
import { z } from 'zod';
import { listOf } from '../common';
import { MAX_ID, decimal, positiveInt } from '../numbers';
import { ORDER_STATUS_LABELS } from '../ecommerce/ecommerce';
import { ReportPeriod } from './period';
import { ProductFilters, SellerCodes } from './product-report';
import { count, vnd } from './report';

/** The report screens whose figures open their orders. */
export const REPORT_ORDER_SCREENS = [
  'ecommerceSeller',
  'ecommerceSellerSummary',
  'ecommerceProductAnalysis',
  'ecommerceProductAnalysisDetail',
  'ecommerceProductByMonth',
  'reportSalePerformance',
  'reportSalePerformanceDetail',
] as const;

/** The sales reports' screens: their orders are a sale's (`saleId`), within the caller's scope. */
export const SALE_ORDER_SCREENS: readonly (typeof REPORT_ORDER_SCREENS)[number][] = [
  'reportSalePerformance',
  'reportSalePerformanceDetail',
];

export const REPORT_ORDERS_PAGE_MAX = 100;
export const REPORT_ORDERS_SELLERS_MAX = 50;

export const REPORT_ORDER_SORT_FIELDS = ['createdAt', 'amount'] as const;

export const REPORT_ORDERS_MESSAGES = {
  screen: 'Màn hình mở danh sách đơn không hợp lệ.',
  sellerId: 'Mã nhà bán không hợp lệ.',
  tooManySellers: `Chọn tối đa ${String(REPORT_ORDERS_SELLERS_MAX)} nhà bán.`,
  status: 'Trạng thái đơn không hợp lệ.',
  after: 'Vị trí trang không hợp lệ.',
  code: 'Mã không hợp lệ.',
  pageSize: `Số dòng mỗi trang từ 1 đến ${String(REPORT_ORDERS_PAGE_MAX)}.`,
  saleId: 'Mã nhân viên không hợp lệ (0: đơn không thuộc sale nào).',
  saleRequired: 'Đơn của báo cáo bán hàng cần mã nhân viên (saleId).',
  crmCustomerId: 'Mã khách hàng CRM không hợp lệ.',
} as const;

const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as [string, ...string[]];

const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/, REPORT_ORDERS_MESSAGES.code);

export const ReportOrdersSearch = ReportPeriod.safeExtend({
  /** The screen the figure is on: the caller must be one who may open it. */
  screen: z.enum(REPORT_ORDER_SCREENS, { error: REPORT_ORDERS_MESSAGES.screen }),
  /** Only these sellers' orders (`sellerIds=2010&sellerIds=3035`); none: every seller. */
  sellerIds: z
    .preprocess(
      listOf,
      z.array(
        z.coerce
          .number({ error: REPORT_ORDERS_MESSAGES.sellerId })
          .int(REPORT_ORDERS_MESSAGES.sellerId)
          .positive(REPORT_ORDERS_MESSAGES.sellerId),
      ),
    )
    .pipe(z.array(z.number()).max(REPORT_ORDERS_SELLERS_MAX, REPORT_ORDERS_MESSAGES.tooManySellers))
    .optional(),
  /** Only these sellers' orders, by code, as the product reports filter them (404 for an unknown). */
  sellerCodes: SellerCodes.optional(),
  /**
   * The orders holding this product; each order's amount is then that product's share of it (its
   * lines' part of what was paid), as with `search` and `category`: the products they keep.
   */
  productCode: code.optional(),
  ...ProductFilters,
  /** The buyer's code on the marketplace. */
  customerCode: code.optional(),
  /**
   * The orders counting for this sale (0: for no sale), as the sales reports attribute them: those
   * of the company's own sellers. Required on the sales reports' screens, within the caller's scope.
   */
  saleId: decimal(
    z.number().int(REPORT_ORDERS_MESSAGES.saleId).min(0, REPORT_ORDERS_MESSAGES.saleId).max(MAX_ID),
    REPORT_ORDERS_MESSAGES.saleId,
  ).optional(),
  /** With `saleId`: the orders of this CRM customer only. */
  crmCustomerId: positiveInt(REPORT_ORDERS_MESSAGES.crmCustomerId).optional(),
  province: z.string().trim().min(1).max(100).optional(),
  /** Orders of this status, cancelled and returned included; without it, counted orders only. */
  status: z.enum(ORDER_STATUSES, { error: REPORT_ORDERS_MESSAGES.status }).optional(),
  /** createdAt (default, latest first) or amount. */
  sortBy: z.enum(REPORT_ORDER_SORT_FIELDS).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  /** The `next` of the page before: the page after it. */
  after: z.string().max(200, REPORT_ORDERS_MESSAGES.after).optional(),
  pageSize: z.coerce
    .number({ error: REPORT_ORDERS_MESSAGES.pageSize })
    .int(REPORT_ORDERS_MESSAGES.pageSize)
    .min(1, REPORT_ORDERS_MESSAGES.pageSize)
    .max(REPORT_ORDERS_PAGE_MAX, REPORT_ORDERS_MESSAGES.pageSize)
    .default(20),
}).strict();
export type ReportOrdersSearch = z.input<typeof ReportOrdersSearch>;
export type ReportOrdersQuery = z.infer<typeof ReportOrdersSearch>;

export const ReportOrder = z
  .object({
    code: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    sellerId: z.number().int(),
    sellerName: z.string(),
    customerCode: z.string(),
    customerName: z.string(),
    province: z.string(),
    status: z.string(),
    /** What the buyer paid (after discounts), or the product's share of it when one is asked. */
    amount: vnd,
    /** Lines of the order (of the product, when one is asked). */
    lines: count,
    quantity: count,
    /**
     * The order's CRM customer when the caller may open it (the one the sales reports count it for,
     * else the one its buyer's phone, then code, matches); null otherwise.
     */
    crmCustomerId: z.number().int().nullable(),
  })
  .meta({ id: 'ReportOrder' });
export type ReportOrder = z.infer<typeof ReportOrder>;

export const ReportOrdersPage = z
  .object({
    items: z.array(ReportOrder),
    /** Every order of the search: the figure's count. */
    count,
    /** Their amounts together: the figure's sum. */
    sum: vnd,
    /** Their quantities together (of the products asked, when some are). */
    quantity: count,
    /** The page after this one (`after`), null on the last. */
    next: z.string().nullable(),
  })
  .meta({ id: 'ReportOrdersPage' });
export type ReportOrdersPage = z.infer<typeof ReportOrdersPage>;
