// The period every report takes: Vietnam calendar days, both ends included, at most three years;
// and the period of the same length just before it, which its figures are compared with.
import { z } from 'zod';
import { DAY_MS, addDays, dateOfEpochDay, epochDay } from '../calendar';
import { IsoDate } from '../common';

/** The longest period a report covers, in years. */
export const REPORT_MAX_YEARS = 3;

export const REPORT_MESSAGES = {
  toDateBeforeFromDate: 'Ngày kết thúc phải bằng hoặc sau ngày bắt đầu.',
  periodTooLong: `Khoảng thời gian báo cáo tối đa là ${REPORT_MAX_YEARS} năm.`,
} as const;

/** The last day of this day's calendar month. */
export const lastOfMonth = (day: string) =>
  addDays(`${addDays(`${day.slice(0, 8)}28`, 4).slice(0, 8)}01`, -1);

/**
 * The same calendar day `years` later, or earlier when negative (29 February becomes 28 February
 * in a common year).
 */
export function yearsLater(day: string, years: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return dateOfEpochDay(Date.UTC(y + years, m - 1, Math.min(d, last)) / DAY_MS);
}

/**
 * A period's days as an answer names them: the period asked, or the one compared (which may lie
 * outside what a request may ask, e.g. three years before a three-year period).
 */
export const PeriodDays = z
  .object({
    fromDate: IsoDate.describe('First day, YYYY-MM-DD (Vietnam)'),
    toDate: IsoDate.describe('Last day, YYYY-MM-DD (Vietnam), included'),
  })
  .meta({ id: 'PeriodDays' });

/** The period a report is asked for: its first day up to its last, at most three years. */
export const ReportPeriod = z
  .object({
    fromDate: IsoDate.describe('First day, YYYY-MM-DD (Vietnam)'),
    toDate: IsoDate.describe('Last day, YYYY-MM-DD (Vietnam), included'),
  })
  .superRefine((period, ctx) => {
    if (period.toDate < period.fromDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['toDate'],
        message: REPORT_MESSAGES.toDateBeforeFromDate,
      });
    } else if (period.toDate >= yearsLater(period.fromDate, REPORT_MAX_YEARS)) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: REPORT_MESSAGES.periodTooLong });
    }
  });
export type ReportPeriod = z.infer<typeof ReportPeriod>;

/** The period of the same number of days that ends the day before this one starts. */
export function previousPeriod(period: ReportPeriod): ReportPeriod {
  const from = epochDay(period.fromDate);
  return { fromDate: dateOfEpochDay(from - daysIn(period)), toDate: dateOfEpochDay(from - 1) };
}

/** How many days the period holds, both ends included. */
export const daysIn = (period: ReportPeriod) =>
  epochDay(period.toDate) - epochDay(period.fromDate) + 1;

/** Every day of the period ('YYYY-MM-DD'), oldest first. */
export function periodDays(period: ReportPeriod): string[] {
  const first = epochDay(period.fromDate);
  return Array.from({ length: daysIn(period) }, (_, index) => dateOfEpochDay(first + index));
}

/** The period cut at the ends of calendar months: the days it holds in each, oldest first. */
export function byMonth(period: ReportPeriod): ReportPeriod[] {
  const parts: ReportPeriod[] = [];
  for (let from = period.fromDate; from <= period.toDate;) {
    const last = lastOfMonth(from);
    const toDate = last < period.toDate ? last : period.toDate;
    parts.push({ fromDate: from, toDate });
    from = addDays(toDate, 1);
  }
  return parts;
}

/** The change from `previous` to `current` as a ratio (0.12 is +12 %); null when there was none. */
export function changeRatio(current: number, previous: number): number | null {
  return previous === 0 ? null : (current - previous) / previous;
}

/** Every month the period touches (YYYY-MM), oldest first. */
export function periodMonths(period: ReportPeriod): string[] {
  const months: string[] = [];
  let [year = 0, month = 1] = period.fromDate.split('-').map(Number);
  const last = period.toDate.slice(0, 7);
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/**
 * The period as the whole calendar months it holds (their first days, first and last; none when
 * it holds none) and the days left at its ends.
 */
export function wholeMonths(period: ReportPeriod): {
  months: { first: string; last: string } | null;
  days: ReportPeriod[];
} {
  const { fromDate, toDate } = period;
  const first = fromDate.endsWith('-01') ? fromDate : addDays(lastOfMonth(fromDate), 1);
  const end = addDays(toDate, 1).endsWith('-01') ? toDate : addDays(`${toDate.slice(0, 8)}01`, -1);
  if (first > end) return { months: null, days: [period] };
  const days: ReportPeriod[] = [];
  if (fromDate < first) days.push({ fromDate, toDate: addDays(first, -1) });
  if (end < toDate) days.push({ fromDate: addDays(end, 1), toDate });
  return { months: { first, last: `${end.slice(0, 8)}01` }, days };
}
