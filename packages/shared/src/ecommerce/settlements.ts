// A marketplace settlement: one payout of one seller for a period, as the marketplace gives it, in
// typed lines. Each line says what it adds to the payout (fees and refunds are negative) and, where
// it has one, the order it belongs to; a fee line of the whole shop has none.
import type { CodeLabel } from './ecommerce';

export const SETTLEMENT_LINE_TYPES = [
  'ORDER',
  'COMMISSION',
  'SERVICE_FEE',
  'PAYMENT_FEE',
  'SHIPPING_SUBSIDY',
  'REFUND',
  'ADJUSTMENT',
] as const;
export type SettlementLineType = (typeof SETTLEMENT_LINE_TYPES)[number];

export const SETTLEMENT_LINE_TYPE_LABELS: Readonly<Record<SettlementLineType, CodeLabel>> = {
  ORDER: { label: 'Tiền đơn hàng', color: 'blue' },
  COMMISSION: { label: 'Hoa hồng sàn', color: 'orange' },
  SERVICE_FEE: { label: 'Phí dịch vụ', color: 'orange' },
  PAYMENT_FEE: { label: 'Phí thanh toán', color: 'orange' },
  SHIPPING_SUBSIDY: { label: 'Hỗ trợ vận chuyển', color: 'green' },
  REFUND: { label: 'Hoàn tiền', color: 'red' },
  ADJUSTMENT: { label: 'Điều chỉnh', color: 'purple' },
};

/** The fee lines: what the marketplace keeps (the settlement's fees). */
export const SETTLEMENT_FEE_TYPES: readonly SettlementLineType[] = [
  'COMMISSION',
  'SERVICE_FEE',
  'PAYMENT_FEE',
];
