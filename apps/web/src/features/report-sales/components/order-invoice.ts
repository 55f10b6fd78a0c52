// What the orders and invoices screens share: the age bounds a user picks, the buckets' colours,
// the key figures, and the address of a sale's orders.
import { type OrderInvoiceFigures, SCREENS, UNPAID_AGE_DAYS } from '@backoffice/shared';
import { generatePath } from 'react-router';
import type { KpiOf } from '../../../components/report/kpi-cards';
import { PERIOD_PARAMS, type ReportPeriodQuery } from '../../../lib/report-period';

/** The address parameter of the age bounds, as the call takes them ("30,60,90"). */
export const AGE_DAYS_PARAM = 'ageDays';
export const AGE_DAYS_LABEL = 'Mốc tuổi nợ';

/** The bounds the unpaid is aged by unless the user picks others. */
export const DEFAULT_AGE_DAYS = UNPAID_AGE_DAYS.join(',');

/** The bounds a user may age the unpaid by. */
export const AGE_PRESETS: readonly string[] = [
  DEFAULT_AGE_DAYS,
  '15,30,60',
  '7,15,30',
  '30,60,90,180',
];

/** The detail's filters in the address. */
export const DETAIL_PARAMS = { unpaid: 'unpaid', age: 'age' } as const;

/** "Trên 90 ngày" inside a sentence: "trên 90 ngày". */
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** From green (recent) to deep red (oldest). */
const AGE_COLORS = ['#52c41a', '#fadb14', '#fa8c16', '#f5222d', '#a8071a', '#5c0011', '#2b0008'];

/** The colour of a bucket among `count`: the last always the deepest red of the four first. */
export function ageColor(bucket: number, count: number): string {
  const shift = Math.max(0, 4 - count);
  return AGE_COLORS[Math.min(bucket + shift, AGE_COLORS.length - 1)] ?? '#f5222d';
}

export const INVOICE_KPIS: readonly KpiOf<OrderInvoiceFigures>[] = [
  {
    label: 'Đặt hàng',
    figure: 'ordered',
    kind: 'money',
    hint: 'Giá trị các đơn (sau chiết khấu) của khách hàng do nhân viên phụ trách lúc đặt, với nhà bán của công ty; không tính đơn hủy, trả.',
  },
  {
    label: 'Đã xuất hóa đơn',
    figure: 'invoiced',
    kind: 'money',
    hint: 'Tổng các hóa đơn của những đơn này.',
  },
  {
    label: 'Chưa xuất hóa đơn',
    figure: 'notInvoiced',
    kind: 'money',
    hint: 'Đặt hàng trừ đã xuất hóa đơn.',
  },
  {
    label: 'Đã thu',
    figure: 'collected',
    kind: 'money',
    hint: 'Khách đã thanh toán cho những đơn này (không quá giá trị từng đơn).',
  },
  { label: 'Chưa thu', figure: 'unpaid', kind: 'money', hint: 'Đặt hàng trừ đã thu.' },
];

/** The address of a sale's orders (0: those of no sale) over the period, filtered as asked. */
export function invoiceOrdersLink(
  saleId: number,
  period: ReportPeriodQuery,
  ageDays: string,
  filter: { unpaid?: boolean; age?: number } = {},
): string {
  const search = new URLSearchParams({
    [PERIOD_PARAMS.from]: period.fromDate,
    [PERIOD_PARAMS.to]: period.toDate,
  });
  if (ageDays !== DEFAULT_AGE_DAYS) search.set(AGE_DAYS_PARAM, ageDays);
  if (filter.age !== undefined) search.set(DETAIL_PARAMS.age, String(filter.age));
  else if (filter.unpaid === false) search.set(DETAIL_PARAMS.unpaid, 'false');
  const path = generatePath(SCREENS.reportSaleOrderInvoiceDetail.path, { saleId: String(saleId) });
  return `${path}?${search.toString()}`;
}
