// Reconciliation of the marketplace's settlements: each line (an order paid, one of ours not paid, a
// fee of the whole shop) is matched, missing on our side, missing on the marketplace's, or differs
// by an amount, with the reason the fee rules suggest; a person resolves a difference with a reason.
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
