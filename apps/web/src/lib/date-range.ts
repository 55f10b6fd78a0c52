import { LAST_MONTH_DAYS, LOCALE, WEEK_START_DAY, todayInVietnam } from '@backoffice/shared';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/vi';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import updateLocale from 'dayjs/plugin/updateLocale';

dayjs.extend(customParseFormat);
dayjs.extend(updateLocale);
// dayjs's 'vi' starts weeks on Monday; the pickers' calendars read it, so they follow the spec too.
dayjs.updateLocale(LOCALE, { weekStart: WEEK_START_DAY });
dayjs.locale(LOCALE);

export interface DateRange {
  fromDate: Dayjs;
  toDate: Dayjs;
}

/** A date range as the API takes it: calendar days, both ends included. */
export interface ApiDateRange {
  fromDate: string;
  toDate: string;
}

export const API_DATE_FORMAT = 'YYYY-MM-DD';

/**
 * Today in Vietnam, as a date in the browser's calendar: the presets, and what is "in the future",
 * count Vietnam days whatever the browser's time zone (just after midnight in Hà Nội is still
 * yesterday in Paris).
 */
export const vnToday = (): Dayjs => dayjs(todayInVietnam(), API_DATE_FORMAT);

export type DateRangePresetKey =
  'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth';

export const DATE_RANGE_PRESETS: readonly { key: DateRangePresetKey; label: string }[] = [
  { key: 'today', label: 'Hôm nay' },
  { key: 'yesterday', label: 'Hôm qua' },
  { key: 'thisWeek', label: 'Tuần này' },
  { key: 'lastWeek', label: 'Tuần trước' },
  { key: 'thisMonth', label: 'Tháng này' },
  { key: 'lastMonth', label: 'Tháng trước' },
];

function dayRange(from: Dayjs, to: Dayjs): DateRange {
  return { fromDate: from.startOf('day'), toDate: to.endOf('day') };
}

/** The first day of the week holding `day`, computed from WEEK_START_DAY rather than the locale. */
export function startOfWeek(day: Dayjs): Dayjs {
  const daysSinceStart = (day.day() - WEEK_START_DAY + 7) % 7;
  return day.subtract(daysSinceStart, 'day').startOf('day');
}

export function presetRange(key: DateRangePresetKey, now: Dayjs = vnToday()): DateRange {
  switch (key) {
    case 'today':
      return dayRange(now, now);
    case 'yesterday': {
      const yesterday = now.subtract(1, 'day');
      return dayRange(yesterday, yesterday);
    }
    case 'thisWeek':
      return dayRange(startOfWeek(now), now);
    case 'lastWeek': {
      const thisWeekStart = startOfWeek(now);
      return dayRange(thisWeekStart.subtract(7, 'day'), thisWeekStart.subtract(1, 'day'));
    }
    case 'thisMonth':
      return dayRange(now.startOf('month'), now);
    case 'lastMonth':
      // The spec defines "last month" as a rolling 30 days, not the previous calendar month.
      return dayRange(now.subtract(LAST_MONTH_DAYS, 'day'), now);
  }
}

export function toApiRange(range: DateRange): ApiDateRange {
  return {
    fromDate: range.fromDate.format(API_DATE_FORMAT),
    toDate: range.toDate.format(API_DATE_FORMAT),
  };
}

/** Reads a range back from the API's (or a URL's) 'YYYY-MM-DD' strings; undefined if either is bad. */
export function fromApiRange(range: Partial<ApiDateRange>): DateRange | undefined {
  if (!range.fromDate || !range.toDate) return undefined;
  const from = dayjs(range.fromDate, API_DATE_FORMAT, true);
  const to = dayjs(range.toDate, API_DATE_FORMAT, true);
  if (!from.isValid() || !to.isValid() || to.isBefore(from, 'day')) return undefined;
  return dayRange(from, to);
}

/** The two days as given, each a real YYYY-MM-DD day, even when the second is before the first. */
export function givenDays(range: Partial<ApiDateRange>): DateRange | undefined {
  const from = dayjs(range.fromDate ?? '', API_DATE_FORMAT, true);
  const to = dayjs(range.toDate ?? '', API_DATE_FORMAT, true);
  return from.isValid() && to.isValid() ? dayRange(from, to) : undefined;
}

export type MonthRangePresetKey =
  'thisMonth' | 'last3Months' | 'last6Months' | 'thisYear' | 'last12Months';

/** The month reports' presets: whole months ending with this one. */
export const MONTH_RANGE_PRESETS: readonly {
  key: MonthRangePresetKey;
  label: string;
  /** How many months back from this one the range starts; null: January of this year. */
  monthsBack: number | null;
}[] = [
  { key: 'thisMonth', label: 'Tháng này', monthsBack: 0 },
  { key: 'last3Months', label: '3 tháng gần đây', monthsBack: 2 },
  { key: 'last6Months', label: '6 tháng gần đây', monthsBack: 5 },
  { key: 'thisYear', label: 'Năm nay', monthsBack: null },
  { key: 'last12Months', label: '12 tháng gần đây', monthsBack: 11 },
];

/** Whole months from `from`'s to `to`'s, the last one ending today when it is this month. */
export function monthRange(from: Dayjs, to: Dayjs, now: Dayjs = vnToday()): DateRange {
  const end = to.endOf('month');
  return {
    fromDate: from.startOf('month'),
    toDate: (end.isAfter(now, 'day') ? now : end).endOf('day'),
  };
}

export function monthPresetRange(key: MonthRangePresetKey, now: Dayjs = vnToday()): DateRange {
  const preset = MONTH_RANGE_PRESETS.find((candidate) => candidate.key === key);
  const from =
    !preset || preset.monthsBack === null
      ? now.startOf('year')
      : now.subtract(preset.monthsBack, 'month');
  return monthRange(from, now, now);
}
