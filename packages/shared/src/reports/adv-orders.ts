// The advertising orders (/adv/order-notify): the company's sellers' (OWNER_SELLER_IDS) orders that
// came from an advertising campaign, latest first, for accounting to acknowledge ("Xác nhận"). An
// acknowledgement records who and when, once: of two people acknowledging one order at once, one
// wins and the other is told who did. The screen follows the realtime channel's `adv-orders` topic
// from `lastEventId`: new orders, changed ones and acknowledgements.
import { z } from 'zod';
import { OWNER_SELLER_IDS } from '../constants';
import { REPORT_ORDERS_MESSAGES } from './report-orders';
import { count, vnd } from './report';
import { OrderNotice } from './order-notices';

export const ADV_ORDER_API = {
  /** GET AdvOrderSearch -> AdvOrderPage. */
  list: '/api/v1/adv/order-notify',
  /** GET -> AdvOrderPending: what is not acknowledged yet (the menu's count). */
  pending: '/api/v1/adv/order-notify/pending',
  /** POST AdvOrderAcknowledgeInput -> AdvOrderAcknowledgeResult. */
  acknowledge: '/api/v1/adv/order-notify/acknowledge',
} as const;

export const ADV_ORDER_PAGE_MAX = 100;
/** Orders acknowledged in one call (a page of them at most). */
export const ADV_ORDER_ACK_MAX = 100;

/** Which orders a list shows: not acknowledged yet (the work to do), acknowledged, or all. */
export const AdvOrderState = z.enum(['pending', 'acknowledged', 'all']);
export type AdvOrderState = z.infer<typeof AdvOrderState>;

export const ADV_ORDER_STATE_LABELS: Record<AdvOrderState, string> = {
  pending: 'Chưa xác nhận',
  acknowledged: 'Đã xác nhận',
  all: 'Tất cả',
};

export const ADV_ORDER_MESSAGES = {
  sellerId: 'Chỉ chọn được nhà bán của công ty.',
  state: 'Bộ lọc xác nhận không hợp lệ (pending, acknowledged, all).',
  codes: `Chọn từ 1 đến ${String(ADV_ORDER_ACK_MAX)} đơn, mỗi mã gồm chữ, số, dấu chấm, gạch.`,
  after: REPORT_ORDERS_MESSAGES.after,
  pageSize: `Số dòng mỗi trang từ 1 đến ${String(ADV_ORDER_PAGE_MAX)}.`,
  notFound: 'Không có đơn quảng cáo nào của nhà bán công ty với mã này',
  acknowledged: (count: number) => `Đã xác nhận ${String(count)} đơn.`,
  already: (code: string, by: string) => `Đơn ${code} đã được ${by} xác nhận trước.`,
} as const;

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const orderCodes = z
  .array(z.string({ error: ADV_ORDER_MESSAGES.codes }).regex(CODE, ADV_ORDER_MESSAGES.codes), {
    error: ADV_ORDER_MESSAGES.codes,
  })
  .min(1, ADV_ORDER_MESSAGES.codes)
  .max(ADV_ORDER_ACK_MAX, ADV_ORDER_MESSAGES.codes);

export const AdvOrderSearch = z
  .object({
    state: z.enum(AdvOrderState.options, { error: ADV_ORDER_MESSAGES.state }).default('pending'),
    /** One of the company's sellers; none: both. */
    sellerId: z.coerce
      .number({ error: ADV_ORDER_MESSAGES.sellerId })
      .refine((id) => OWNER_SELLER_IDS.includes(id), ADV_ORDER_MESSAGES.sellerId)
      .optional(),
    /** These orders only (comma-separated): the rows a live event named. */
    codes: z
      .string()
      .max(ADV_ORDER_ACK_MAX * 65, ADV_ORDER_MESSAGES.codes)
      .transform((text) => text.split(',').map((code) => code.trim()))
      .pipe(orderCodes)
      .optional(),
    /** The `next` of the page before. */
    after: z.string().max(200, ADV_ORDER_MESSAGES.after).optional(),
    pageSize: z.coerce
      .number({ error: ADV_ORDER_MESSAGES.pageSize })
      .int(ADV_ORDER_MESSAGES.pageSize)
      .min(1, ADV_ORDER_MESSAGES.pageSize)
      .max(ADV_ORDER_PAGE_MAX, ADV_ORDER_MESSAGES.pageSize)
      .default(20),
  })
  .strict();
export type AdvOrderSearch = z.input<typeof AdvOrderSearch>;
export type AdvOrderQuery = z.infer<typeof AdvOrderSearch>;

export const AdvOrderAcknowledgement = z
  .object({
    code: z.string(),
    byId: z.number().int().nullable(),
    /** The user's full name (their username when they have none). */
    byName: z.string(),
    at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdvOrderAcknowledgement' });
export type AdvOrderAcknowledgement = z.infer<typeof AdvOrderAcknowledgement>;

export const AdvOrder = OrderNotice.extend({
  /** Who acknowledged it and when; null while it waits. */
  acknowledgement: AdvOrderAcknowledgement.omit({ code: true }).nullable(),
}).meta({ id: 'AdvOrder' });
export type AdvOrder = z.infer<typeof AdvOrder>;

export const AdvOrderPending = z
  .object({
    /** Advertising orders of the company's sellers not acknowledged yet, cancelled ones included. */
    count,
    amount: vnd,
    /** The realtime channel's last event when this was read. */
    lastEventId: z.number().int().nonnegative(),
  })
  .meta({ id: 'AdvOrderPending' });
export type AdvOrderPending = z.infer<typeof AdvOrderPending>;

export const AdvOrderPage = z
  .object({
    items: z.array(AdvOrder),
    /** The page after this one (`after`), null on the last. */
    next: z.string().nullable(),
    /** What waits, of the seller asked (both when none). */
    pending: z.object({ count, amount: vnd }),
    /** Today's advertising orders (Vietnam's day), cancelled and returned ones left out. */
    today: z.object({ count, amount: vnd }),
    /** The realtime channel's last event when this was read: every event up to it is in this answer. */
    lastEventId: z.number().int().nonnegative(),
  })
  .meta({ id: 'AdvOrderPage' });
export type AdvOrderPage = z.infer<typeof AdvOrderPage>;

export const AdvOrderAcknowledgeInput = z
  .object({ codes: orderCodes.transform((codes) => [...new Set(codes)]) })
  .strict()
  .meta({ id: 'AdvOrderAcknowledgeInput' });
export type AdvOrderAcknowledgeInput = z.input<typeof AdvOrderAcknowledgeInput>;

export const AdvOrderAcknowledgeResult = z
  .object({
    /** Acknowledged by this call. */
    acknowledged: z.array(AdvOrderAcknowledgement),
    /** Acknowledged before (by someone else, or by the caller in another tab): who and when. */
    already: z.array(AdvOrderAcknowledgement),
  })
  .meta({ id: 'AdvOrderAcknowledgeResult' });
export type AdvOrderAcknowledgeResult = z.infer<typeof AdvOrderAcknowledgeResult>;
