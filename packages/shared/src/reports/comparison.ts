// What a report's figures are compared with: the period just before ("Kỳ trước"; on a month report,
// as many whole months before), the same dates a year earlier ("Cùng kỳ năm trước"), or the same
// days counted from last year's Tết ("Cùng kỳ Tết năm trước": the n-th day after Tết meets the n-th
// day after last Tết, as Tết moves between 21 January and 20 February).
import { z } from 'zod';
import { DAY_MS, addDays, dateOfEpochDay, epochDay } from '../calendar';
import { ReportPeriod, lastOfMonth, previousPeriod, yearsLater } from './period';
import { TET_YEARS, tetOf } from './tet';

export const COMPARE_MODES = ['previous', 'year', 'tet'] as const;
export type CompareMode = (typeof COMPARE_MODES)[number];

/** What each comparison is called on the screens. */
export const COMPARE_LABELS: Readonly<Record<CompareMode, string>> = {
  previous: 'Kỳ trước',
  year: 'Cùng kỳ năm trước',
  tet: 'Cùng kỳ Tết năm trước',
};

export const COMPARE_MESSAGES = {
  invalid: 'Kiểu so sánh phải là previous, year hoặc tet.',
  noTet: (year: number) =>
    `Chưa có ngày Tết của năm ${String(year)} để so sánh (có từ ${String(TET_YEARS.first)} ` +
    `đến ${String(TET_YEARS.last)}).`,
} as const;

/** `compare=previous|year|tet` (previous when absent). */
export const Compare = z
  .enum(COMPARE_MODES, { error: COMPARE_MESSAGES.invalid })
  .describe('previous (default), year or tet');

/**
 * The day `months` earlier: the same day of the month (or that month's last, when it has fewer),
 * and a month's last day stays its month's last.
 */
export function monthsEarlier(day: string, months: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 - months + 1, 0)).getUTCDate();
  const monthEnd = day === lastOfMonth(day);
  return dateOfEpochDay(Date.UTC(y, m - 1 - months, monthEnd ? last : Math.min(d, last)) / DAY_MS);
}

/** The year whose Tết a period is counted from: the year it ends in. */
const tetYearOf = (period: ReportPeriod) => Number(period.toDate.slice(0, 4));

/** The Tết a `tet` comparison counts from for this period and the one before (null outside). */
export function tetsOf(period: ReportPeriod): { current: string; previous: string } | null {
  const year = tetYearOf(period);
  const current = tetOf(year);
  const previous = tetOf(year - 1);
  return current === undefined || previous === undefined ? null : { current, previous };
}

/** Days from last year's Tết to the Tết of the year the period ends in; null outside the table. */
export function tetShift(period: ReportPeriod): number | null {
  const tets = tetsOf(period);
  return tets === null ? null : epochDay(tets.current) - epochDay(tets.previous);
}

/**
 * The period a report compares this one with. `months`: the report reads whole months, so the
 * period just before is as many calendar months before (months touched), not as many days.
 * A `tet` comparison outside the Tết table has none (null: the query refuses it first).
 */
export function comparedPeriod(
  period: ReportPeriod,
  mode: CompareMode = 'previous',
  options: { months?: boolean } = {},
): ReportPeriod | null {
  if (mode === 'year') {
    return { fromDate: yearsLater(period.fromDate, -1), toDate: yearsLater(period.toDate, -1) };
  }
  if (mode === 'tet') {
    const shift = tetShift(period);
    if (shift === null) return null;
    return { fromDate: addDays(period.fromDate, -shift), toDate: addDays(period.toDate, -shift) };
  }
  if (options.months) {
    const [fromYear = 0, fromMonth = 1] = period.fromDate.split('-').map(Number);
    const [toYear = 0, toMonth = 1] = period.toDate.split('-').map(Number);
    const touched = (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
    return {
      fromDate: monthsEarlier(period.fromDate, touched),
      toDate: monthsEarlier(period.toDate, touched),
    };
  }
  return previousPeriod(period);
}

/**
 * A report's period and what it is compared with (`compare`, previous when absent); a `tet`
 * comparison of a year outside the Tết table is refused, naming `compare`.
 */
export const ReportQuery = ReportPeriod.safeExtend({ compare: Compare.optional() }).superRefine(
  (query, ctx) => {
    if (query.compare === 'tet' && tetShift(query) === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['compare'],
        message: COMPARE_MESSAGES.noTet(Number(query.toDate.slice(0, 4))),
      });
    }
  },
);
export type ReportQuery = z.infer<typeof ReportQuery>;
