import { DATE_FORMAT, TIME_ZONE } from '@backoffice/shared';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/** What a formatter shows for a missing value. */
export const EMPTY_VALUE = '—';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} HH:mm`;

export type NumericInput = number | bigint | string | null | undefined;
export type DateInput = string | number | Date | Dayjs | null | undefined;

const INTEGER_PATTERN = /^-?\d+$/;
const PLAIN_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const integerFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

/**
 * A number as it comes from the API (bigint columns arrive as strings), without losing the digits of
 * large integers; undefined when it is missing or not a number.
 */
export function toNumeric(value: NumericInput): number | bigint | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (INTEGER_PATTERN.test(text)) return BigInt(text);
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** 1234567 -> '1.234.567 ₫'; VND has no minor unit, so fractions are rounded away. */
export function formatVnd(amount: NumericInput): string {
  const value = toNumeric(amount);
  if (value === undefined) return EMPTY_VALUE;
  // Math.round(-0.4) is -0, which Intl would print as '-0'.
  const whole = typeof value === 'bigint' ? value : Math.round(value) || 0;
  return `${integerFormat.format(whole)} ₫`;
}

/** True when formatVnd would show a minus sign. */
export function isNegativeAmount(amount: NumericInput): boolean {
  const value = toNumeric(amount);
  if (value === undefined) return false;
  return typeof value === 'bigint' ? value < 0n : Math.round(value) < 0;
}

/** The Vietnamese number formats made so far, by their options (the cells of a table share a few). */
const numberFormats = new Map<string, Intl.NumberFormat>();

function vietnameseFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('vi-VN', options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Thousands with dots and a decimal comma, as Vietnamese users write them: 1234.5 -> '1.234,5'. */
export function formatNumber(value: NumericInput, maximumFractionDigits = 2): string {
  const numeric = toNumeric(value);
  if (numeric === undefined) return EMPTY_VALUE;
  const text = vietnameseFormat({ maximumFractionDigits }).format(numeric);
  return text === '-0' ? '0' : text;
}

/** 0.125 -> '12,5%'; `signed` adds '+' to gains, for changes against a previous period. */
export function formatPercent(
  ratio: number | null | undefined,
  digits = 1,
  { signed = false }: { signed?: boolean } = {},
): string {
  // A change against a previous period of zero divides by zero.
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return EMPTY_VALUE;
  return vietnameseFormat({
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(ratio);
}

function inTimeZone(value: Exclude<DateInput, null | undefined>): Dayjs | undefined {
  const parsed = dayjs(value);
  // tz() throws on an invalid date.
  return parsed.isValid() ? parsed.tz(TIME_ZONE) : undefined;
}

/**
 * DD-MM-YYYY. A 'YYYY-MM-DD' business date and a Dayjs (a picker's value) are calendar dates and are
 * shown as they are; an instant (Date, timestamp, ISO date-time) is shown in Asia/Ho_Chi_Minh.
 */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  let parsed: Dayjs | undefined;
  if (dayjs.isDayjs(value)) parsed = value.isValid() ? value : undefined;
  else if (typeof value === 'string' && PLAIN_DATE_PATTERN.test(value)) {
    const plain = dayjs(value, 'YYYY-MM-DD', true);
    parsed = plain.isValid() ? plain : undefined;
  } else parsed = inTimeZone(value);
  return parsed?.format(DATE_FORMAT) ?? EMPTY_VALUE;
}

/** DD-MM-YYYY HH:mm, in Asia/Ho_Chi_Minh whatever the browser's time zone. */
export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  return inTimeZone(value)?.format(DATE_TIME_FORMAT) ?? EMPTY_VALUE;
}

/** A month of the API (YYYY-MM) as the screens write it: the spec's MM, with its year (06-2026). */
export function formatMonth(month: string): string {
  return `${month.slice(5, 7)}-${month.slice(0, 4)}`;
}
