// The order notices (/report/order-notify): the new orders of the company's own sellers
// (OWNER_SELLER_IDS) of the last 24 hours, latest first, with today's count and amount; the screen
// then follows the realtime channel's `orders` topic from `lastEventId`.
import { z } from 'zod';
import { OWNER_SELLER_IDS } from '../constants';
import { ORDER_STATUS_LABELS } from '../ecommerce/ecommerce';
import { REPORT_ORDERS_MESSAGES, ReportOrder } from './report-orders';
import { count, vnd } from './report';

export const ORDER_NOTICE_API = {
  /** GET OrderNoticeSearch -> OrderNoticePage. */
  list: '/api/v1/report/order-notify',
} as const;

/** The notices look back this far; older orders are the reports' business. */
export const ORDER_NOTICE_HOURS = 24;
export const ORDER_NOTICE_PAGE_MAX = 100;
export const ORDER_NOTICE_CODES_MAX = 50;

export const ORDER_NOTICE_MESSAGES = {
  sellerId: 'Chỉ chọn được nhà bán của công ty.',
  status: 'Trạng thái đơn không hợp lệ.',
  codes: `Tối đa ${String(ORDER_NOTICE_CODES_MAX)} mã đơn, mỗi mã gồm chữ, số, dấu chấm, gạch.`,
  after: REPORT_ORDERS_MESSAGES.after,
  pageSize: `Số dòng mỗi trang từ 1 đến ${String(ORDER_NOTICE_PAGE_MAX)}.`,
} as const;

const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as [string, ...string[]];
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

export const OrderNoticeSearch = z
  .object({
    /** One of the company's sellers; none: both. */
    sellerId: z.coerce
      .number({ error: ORDER_NOTICE_MESSAGES.sellerId })
      .refine((id) => OWNER_SELLER_IDS.includes(id), ORDER_NOTICE_MESSAGES.sellerId)
      .optional(),
    status: z.enum(ORDER_STATUSES, { error: ORDER_NOTICE_MESSAGES.status }).optional(),
    /**
     * These orders only (comma-separated), whenever they were placed: the rows a live event named,
     * read as the caller sees them (the link to the CRM customer).
     */
    codes: z
      .string()
      .max(ORDER_NOTICE_CODES_MAX * 65, ORDER_NOTICE_MESSAGES.codes)
      .transform((text) => text.split(',').map((code) => code.trim()))
      .pipe(
        z
          .array(z.string().regex(CODE, ORDER_NOTICE_MESSAGES.codes))
          .min(1, ORDER_NOTICE_MESSAGES.codes)
          .max(ORDER_NOTICE_CODES_MAX, ORDER_NOTICE_MESSAGES.codes),
      )
      .optional(),
    /** The `next` of the page before. */
    after: z.string().max(200, ORDER_NOTICE_MESSAGES.after).optional(),
    pageSize: z.coerce
      .number({ error: ORDER_NOTICE_MESSAGES.pageSize })
      .int(ORDER_NOTICE_MESSAGES.pageSize)
      .min(1, ORDER_NOTICE_MESSAGES.pageSize)
      .max(ORDER_NOTICE_PAGE_MAX, ORDER_NOTICE_MESSAGES.pageSize)
      .default(20),
  })
  .strict();
export type OrderNoticeSearch = z.input<typeof OrderNoticeSearch>;
export type OrderNoticeQuery = z.infer<typeof OrderNoticeSearch>;

export const OrderNotice = ReportOrder.extend({
  /** MARKETPLACE, ADVERTISING or RETAIL. */
  source: z.string(),
  /** The advertising campaign, for an ADVERTISING order. */
  campaign: z.string().nullable(),
}).meta({ id: 'OrderNotice' });
export type OrderNotice = z.infer<typeof OrderNotice>;

export const OrderNoticePage = z
  .object({
    items: z.array(OrderNotice),
    /** The page after this one (`after`), null on the last. */
    next: z.string().nullable(),
    /** Today's orders (Vietnam's day) of the sellers asked, cancelled and returned ones left out. */
    today: z.object({ count, amount: vnd }),
    /**
     * The realtime channel's last event when this was read: every event up to it is in this answer;
     * the screen follows the channel from it.
     */
    lastEventId: z.number().int().nonnegative(),
  })
  .meta({ id: 'OrderNoticePage' });
export type OrderNoticePage = z.infer<typeof OrderNoticePage>;

/**
 * What a realtime event of an order says of it (its data: the order as the channel sends it), as a
 * row; its CRM link comes with the next read of the row.
 */
export function orderNoticeOfEvent(data: Record<string, unknown>, sellerName: string): OrderNotice {
  const text = (key: string) => (typeof data[key] === 'string' ? data[key] : '');
  const number = (key: string) => Number(data[key] ?? 0);
  return {
    code: text('code'),
    createdAt: new Date(text('createdAt')).toISOString(),
    sellerId: number('sellerId'),
    sellerName,
    customerCode: text('customerCode'),
    customerName: text('customerName'),
    province: text('province'),
    status: text('status'),
    source: text('source'),
    campaign: typeof data.campaign === 'string' ? data.campaign : null,
    amount: number('totalAmount'),
    lines: number('lineCount'),
    quantity: number('quantity'),
    crmCustomerId: null,
  };
}
