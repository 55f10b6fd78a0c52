import { DayPart, type LeavePeriod } from '@backoffice/shared';
import { formatDate } from '../../../lib/format';

export const DAY_PART_LABELS: Record<DayPart, string> = {
  morning: 'Sáng',
  afternoon: 'Chiều',
};

/** "07-12-2026 (cả ngày)", "07-12-2026 (buổi sáng)", "Chiều 07-12-2026 → hết 08-12-2026". */
export function formatLeavePeriod(period: LeavePeriod): string {
  const { fromDate, fromPart, toDate, toPart } = period;
  if (fromDate === toDate) {
    if (fromPart === toPart) {
      return `${formatDate(fromDate)} (buổi ${DAY_PART_LABELS[fromPart].toLowerCase()})`;
    }
    return `${formatDate(fromDate)} (cả ngày)`;
  }
  const start =
    fromPart === DayPart.AFTERNOON ? `Chiều ${formatDate(fromDate)}` : formatDate(fromDate);
  const end = toPart === DayPart.MORNING ? `sáng ${formatDate(toDate)}` : formatDate(toDate);
  return `${start} → ${end}`;
}

/** Days as Vietnamese users write them: 1,5 ngày. */
export function formatLeaveDays(days: number): string {
  return `${String(days).replace('.', ',')} ngày`;
}
