import type { SaleFigures, SaleTargetProgress } from '@backoffice/shared';
import type { Kpi, KpiOf } from '../../../components/report/kpi-cards';
import { formatVnd } from '../../../lib/format';
import { REVENUE_MEANING } from '../../../components/report/revenue-heading';

/** The key figures of a sale's period (or of the team's), as cards. */
export const SALE_KPIS: readonly KpiOf<SaleFigures>[] = [
  {
    label: 'Doanh thu',
    figure: 'revenue',
    kind: 'money',
    hint: `${REVENUE_MEANING} Đơn của khách hàng do nhân viên phụ trách lúc đặt, với nhà bán của công ty.`,
  },
  { label: 'Đơn hàng', figure: 'orders', kind: 'count' },
  { label: 'Khách mua', figure: 'buyers', kind: 'count' },
  {
    label: 'Khách mới',
    figure: 'newCustomers',
    kind: 'count',
    hint: 'Khách hàng nhân viên tạo trong kỳ.',
  },
  {
    label: 'Khách nhận từ kho',
    figure: 'dugCustomers',
    kind: 'count',
    hint: 'Khách hàng nhân viên nhận từ kho khách hàng trong kỳ.',
  },
  { label: 'Tương tác', figure: 'interactions', kind: 'count' },
  { label: 'Việc hoàn thành', figure: 'tasksDone', kind: 'count' },
];

/** A target as a card: attainment, and what is left per working day; null without a target. */
export function targetKpi(target: SaleTargetProgress): Kpi | null {
  if (target.amount === null || target.attainment === null) return null;
  return {
    label: 'Đạt chỉ tiêu',
    value: target.attainment,
    kind: 'percent',
    note:
      target.perWorkingDayLeft === null || target.workingDaysLeft === 0
        ? `Chỉ tiêu ${formatVnd(target.amount)}`
        : `Chỉ tiêu ${formatVnd(target.amount)} · cần ${formatVnd(target.perWorkingDayLeft)}/ngày trong ${String(target.workingDaysLeft)} ngày làm việc còn lại`,
  };
}
