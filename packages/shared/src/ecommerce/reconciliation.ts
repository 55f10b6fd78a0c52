// Reconciliation of the marketplace's settlements: each line (an order paid, one of ours not paid, a
// fee of the whole shop) is matched, missing on our side, missing on the marketplace's, or differs
// by an amount, with the reason the fee rules suggest; a person resolves a difference with a reason.
import { z } from 'zod';
import { positiveInt } from '../numbers';
import { PageQuery, pageOf } from '../paging';
import { count, vnd } from '../reports/report';
import type { CodeLabel } from './ecommerce';

export const RECONCILIATION_STATUSES = [
  'MATCHED',
  'MISSING_OURS',
  'MISSING_THEIRS',
  'DIFFERS',
] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

export const RECONCILIATION_STATUS_LABELS: Readonly<Record<ReconciliationStatus, CodeLabel>> = {
  MATCHED: { label: 'Khớp', color: 'green' },
  MISSING_OURS: { label: 'Thiếu bên mình', color: 'orange' },
  MISSING_THEIRS: { label: 'Sàn chưa trả', color: 'red' },
  DIFFERS: { label: 'Lệch số tiền', color: 'gold' },
};

/** The reasons a difference is resolved with (and the ones the rules suggest). */
export const RECONCILIATION_REASONS = ['REFUND', 'FEE', 'RETURNED', 'TIMING', 'OTHER'] as const;
export type ReconciliationReason = (typeof RECONCILIATION_REASONS)[number];

export const RECONCILIATION_REASON_LABELS: Readonly<Record<ReconciliationReason, string>> = {
  REFUND: 'Hoàn tiền',
  FEE: 'Phí sàn',
  RETURNED: 'Hàng trả lại',
  TIMING: 'Lệch kỳ thanh toán',
  OTHER: 'Khác',
};

export const RECONCILIATION_API = {
  /** GET SettlementSearch -> SettlementPage. */
  settlements: '/api/v1/reconciliation/settlements',
  /** GET -> SettlementDetail; 404 for an unknown settlement. */
  settlement: '/api/v1/reconciliation/settlements/:id',
  /** GET ReconciliationLineSearch -> ReconciliationLinePage. */
  lines: '/api/v1/reconciliation/settlements/:id/lines',
  /** POST ResolveLinesInput -> SettlementDetail; 409 when a line was resolved meanwhile. */
  resolve: '/api/v1/reconciliation/settlements/:id/resolve',
  /** POST ReopenLinesInput -> SettlementDetail. */
  reopen: '/api/v1/reconciliation/settlements/:id/reopen',
} as const;

/** A settlement as a whole: every line matched, a difference open, or every difference resolved. */
export const SETTLEMENT_STATES = ['MATCHED', 'OPEN', 'RESOLVED'] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];
export const SETTLEMENT_STATE_LABELS: Readonly<Record<SettlementState, CodeLabel>> = {
  MATCHED: { label: 'Khớp toàn bộ', color: 'green' },
  OPEN: { label: 'Còn chênh lệch', color: 'red' },
  RESOLVED: { label: 'Đã xử lý', color: 'blue' },
};

export const RECONCILIATION_LINES_MAX = 500;
export const RESOLUTION_NOTE_MAX = 500;

export const RECONCILIATION_MESSAGES = {
  settlementNotFound: 'Không tìm thấy kỳ đối soát',
  reason: 'Chọn lý do xử lý: hoàn tiền, phí sàn, hàng trả lại, lệch kỳ hoặc khác.',
  note: `Ghi chú tối đa ${String(RESOLUTION_NOTE_MAX)} ký tự.`,
  keys: `Chọn từ 1 đến ${String(RECONCILIATION_LINES_MAX)} dòng.`,
  status: 'Trạng thái dòng không hợp lệ.',
  state: 'Trạng thái kỳ đối soát không hợp lệ.',
  sellerId: 'Mã nhà bán không hợp lệ.',
  date: 'Ngày không hợp lệ (YYYY-MM-DD).',
  notOpen: (keys: readonly string[]) =>
    `Dòng ${keys.join(', ')} không còn chênh lệch cần xử lý (đã có người xử lý, hoặc đã khớp). Tải lại để xem.`,
  notResolved: (keys: readonly string[]) => `Dòng ${keys.join(', ')} chưa được xử lý để mở lại.`,
  resolved: (count: number) => `Đã xử lý ${String(count)} dòng.`,
  reopened: (count: number) => `Đã mở lại ${String(count)} dòng.`,
} as const;

export const SettlementIdParams = z.object({ id: positiveInt('Mã kỳ đối soát không hợp lệ.') });

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, RECONCILIATION_MESSAGES.date);

export const SettlementSearch = PageQuery.extend({
  /** Settlements whose period ends on or after this day. */
  fromDate: isoDay.optional(),
  /** Settlements whose period starts on or before this day. */
  toDate: isoDay.optional(),
  sellerId: z.coerce
    .number({ error: RECONCILIATION_MESSAGES.sellerId })
    .int()
    .positive()
    .optional(),
  state: z.enum(SETTLEMENT_STATES, { error: RECONCILIATION_MESSAGES.state }).optional(),
}).strict();
export type SettlementSearch = z.input<typeof SettlementSearch>;
export type SettlementQuery = z.infer<typeof SettlementSearch>;

const amounts = { count, amount: vnd };

export const SettlementSummary = z
  .object({
    id: z.number().int(),
    code: z.string(),
    sellerId: z.number().int(),
    sellerName: z.string(),
    periodFrom: z.string(),
    periodTo: z.string(),
    paidAt: z.string().nullable(),
    /** The marketplace's own status of the payout (PENDING, PAID). */
    payoutStatus: z.string(),
    gross: vnd,
    fees: vnd,
    net: vnd,
    matched: z.object(amounts),
    /** Lines not matched (their differences, whether open or resolved). */
    unmatched: z.object(amounts),
    /** The differences no one resolved yet. */
    open: z.object(amounts),
    state: z.enum(SETTLEMENT_STATES),
  })
  .meta({ id: 'SettlementSummary' });
export type SettlementSummary = z.infer<typeof SettlementSummary>;

export const SettlementPage = pageOf(SettlementSummary)
  .extend({
    /** Of every settlement the search finds (not only the page's). */
    totals: z.object({
      settlements: count,
      gross: vnd,
      fees: vnd,
      net: vnd,
      open: z.object(amounts),
      states: z.record(z.enum(SETTLEMENT_STATES), count),
    }),
  })
  .meta({ id: 'SettlementPage' });
export type SettlementPage = z.infer<typeof SettlementPage>;

export const SettlementDetail = SettlementSummary.extend({
  /** Lines by status, and the open ones among them. */
  statuses: z.record(z.enum(RECONCILIATION_STATUSES), z.object({ ...amounts, open: count })),
}).meta({ id: 'SettlementDetail' });
export type SettlementDetail = z.infer<typeof SettlementDetail>;

export const ReconciliationLineSearch = PageQuery.extend({
  status: z.enum(RECONCILIATION_STATUSES, { error: RECONCILIATION_MESSAGES.status }).optional(),
  /** true: the differences no one resolved yet; false: those resolved. */
  open: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
}).strict();
export type ReconciliationLineSearch = z.input<typeof ReconciliationLineSearch>;
export type ReconciliationLineQuery = z.infer<typeof ReconciliationLineSearch>;

export const ReconciliationLine = z
  .object({
    key: z.string(),
    orderCode: z.string().nullable(),
    status: z.enum(RECONCILIATION_STATUSES),
    theirs: z.object({ orderAmount: vnd, fees: vnd, other: vnd, net: vnd }),
    ours: z.object({
      amount: vnd.nullable(),
      status: z.string().nullable(),
      expectedNet: vnd,
      invoiceCode: z.string().nullable(),
      invoiceAmount: vnd.nullable(),
    }),
    difference: vnd,
    suggestedReason: z.enum(RECONCILIATION_REASONS).nullable(),
    /** What the marketplace wrote on a line with no order. */
    description: z.string().nullable(),
    resolution: z
      .object({
        reason: z.enum(RECONCILIATION_REASONS),
        note: z.string().nullable(),
        byName: z.string(),
        at: z.string(),
      })
      .nullable(),
    reopenedNote: z.string().nullable(),
  })
  .meta({ id: 'ReconciliationLine' });
export type ReconciliationLine = z.infer<typeof ReconciliationLine>;

export const ReconciliationLinePage = pageOf(ReconciliationLine).meta({
  id: 'ReconciliationLinePage',
});
export type ReconciliationLinePage = z.infer<typeof ReconciliationLinePage>;

const lineKeys = z
  .array(z.string().min(1).max(80), { error: RECONCILIATION_MESSAGES.keys })
  .min(1, RECONCILIATION_MESSAGES.keys)
  .max(RECONCILIATION_LINES_MAX, RECONCILIATION_MESSAGES.keys)
  .transform((keys) => [...new Set(keys)]);

export const ResolveLinesInput = z
  .object({
    keys: lineKeys,
    reason: z.enum(RECONCILIATION_REASONS, { error: RECONCILIATION_MESSAGES.reason }),
    note: z.string().trim().max(RESOLUTION_NOTE_MAX, RECONCILIATION_MESSAGES.note).optional(),
  })
  .strict()
  .meta({ id: 'ResolveLinesInput' });
export type ResolveLinesInput = z.input<typeof ResolveLinesInput>;

export const ReopenLinesInput = z
  .object({ keys: lineKeys })
  .strict()
  .meta({ id: 'ReopenLinesInput' });
export type ReopenLinesInput = z.input<typeof ReopenLinesInput>;
