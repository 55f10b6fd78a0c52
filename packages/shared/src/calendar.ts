// Vietnam days. The business counts its days in Vietnam (UTC+7 all year, no daylight saving): an
// order, a leave, a dig counts on the Vietnam day it happened, wherever the code runs.

/** The business's time zone, for formatting and for SQL (`at time zone`). */
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const DAY_MS = 86_400_000;
/** Vietnam's offset from UTC, the same all year. */
export const VN_OFFSET_MS = 7 * 3_600_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date (calendar arithmetic, no time zone involved). */
export function epochDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** The 'YYYY-MM-DD' date of a day counted from 1970-01-01. */
export function dateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The date `days` days after `day` (before, when negative). */
export const addDays = (day: string, days: number): string => dateOfEpochDay(epochDay(day) + days);

const millis = (at: Date | number) => (typeof at === 'number' ? at : at.getTime());

/** The Vietnam day of an instant, counted from 1970-01-01. */
export function vnEpochDay(at: Date | number): number {
  return Math.floor((millis(at) + VN_OFFSET_MS) / DAY_MS);
}

/** The Vietnam date ('YYYY-MM-DD') of an instant. */
export function vnDay(at: Date | number): string {
  return dateOfEpochDay(vnEpochDay(at));
}

/** The Vietnam day of a time as a source writes it (ISO 8601); one written at +07:00 is its own date. */
export function vnDayOfTime(time: string): string {
  if (time.length === 25 && time.endsWith('+07:00')) return time.slice(0, 10);
  return vnDay(Date.parse(time));
}

/** Today's date in Vietnam, 'YYYY-MM-DD', wherever the code runs. */
export function todayInVietnam(now: Date | number = Date.now()): string {
  return vnDay(now);
}

/** The instant a Vietnam day starts (its midnight, 17:00 UTC the day before). */
export function vnMidnight(day: string): Date {
  return new Date(epochDay(day) * DAY_MS - VN_OFFSET_MS);
}

/** The instant the Vietnam day of `at` started. */
export function vnDayStart(at: Date | number): Date {
  return new Date(vnEpochDay(at) * DAY_MS - VN_OFFSET_MS);
}

/**
 * Whether a day (counted from 1970-01-01) is a working day: Monday to Friday, as the company counts
 * its leave and its sales days. Public holidays are not taken out.
 */
export function isWorkingDay(day: number): boolean {
  // 1970-01-01 was a Thursday: day 0 -> 4.
  const weekday = (day + 4) % 7;
  return weekday !== 0 && weekday !== 6;
}

/** The working days from `fromDate` to `toDate`, both included (0 when it ends before it starts). */
export function workingDaysBetween(fromDate: string, toDate: string): number {
  const first = epochDay(fromDate);
  const days = epochDay(toDate) - first + 1;
  if (days <= 0) return 0;
  // Five in each whole week, then the days left over one by one.
  let working = Math.floor(days / 7) * 5;
  for (let day = first + days - (days % 7); day < first + days; day += 1) {
    if (isWorkingDay(day)) working += 1;
  }
  return working;
}
