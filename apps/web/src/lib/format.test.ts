import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatVnd,
  isNegativeAmount,
} from './format';

describe('formatVnd', () => {
  it('groups thousands with dots and ends with the ₫ sign', () => {
    expect(formatVnd(1234567)).toBe('1.234.567 ₫');
    expect(formatVnd(1000)).toBe('1.000 ₫');
    expect(formatVnd(999)).toBe('999 ₫');
    expect(formatVnd(0)).toBe('0 ₫');
  });

  it('puts the minus sign in front of negative amounts', () => {
    expect(formatVnd(-1234567)).toBe('-1.234.567 ₫');
    expect(formatVnd(-5n)).toBe('-5 ₫');
  });

  it('shows a dash for a missing or unreadable amount', () => {
    expect(formatVnd(null)).toBe('—');
    expect(formatVnd(undefined)).toBe('—');
    expect(formatVnd('')).toBe('—');
    expect(formatVnd('abc')).toBe('—');
    expect(formatVnd(Number.NaN)).toBe('—');
  });

  it('keeps every digit of bigint amounts, whether bigint or the string the API sends', () => {
    expect(formatVnd(9_007_199_254_740_993n)).toBe('9.007.199.254.740.993 ₫');
    expect(formatVnd('9007199254740993')).toBe('9.007.199.254.740.993 ₫');
    expect(formatVnd(' -1234567 ')).toBe('-1.234.567 ₫');
  });

  it('rounds fractions away, as VND has no minor unit', () => {
    expect(formatVnd(1234.6)).toBe('1.235 ₫');
    expect(formatVnd('1234.4')).toBe('1.234 ₫');
    expect(formatVnd(-0.4)).toBe('0 ₫');
  });
});

describe('isNegativeAmount', () => {
  it('agrees with the sign formatVnd shows', () => {
    expect(isNegativeAmount(-1)).toBe(true);
    expect(isNegativeAmount('-20')).toBe(true);
    expect(isNegativeAmount(-3n)).toBe(true);
    expect(isNegativeAmount(-0.4)).toBe(false);
    expect(isNegativeAmount(0)).toBe(false);
    expect(isNegativeAmount(null)).toBe(false);
  });
});

describe('formatNumber', () => {
  it('groups thousands with dots and writes decimals with a comma', () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(1234.567)).toBe('1.234,57');
    expect(formatNumber(1234.567, 0)).toBe('1.235');
    expect(formatNumber('42')).toBe('42');
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatNumber(null)).toBe('—');
  });
});

describe('formatPercent', () => {
  it('writes a ratio as a percentage with a decimal comma', () => {
    expect(formatPercent(0.125)).toBe('12,5%');
    expect(formatPercent(0.125, 2)).toBe('12,50%');
    expect(formatPercent(0.1234, 0)).toBe('12%');
    expect(formatPercent(1)).toBe('100,0%');
    expect(formatPercent(12.3456)).toBe('1.234,6%');
    expect(formatPercent(-0.05)).toBe('-5,0%');
  });

  it('shows gains with a plus sign when asked, for changes against a previous period', () => {
    expect(formatPercent(0.125, 1, { signed: true })).toBe('+12,5%');
    expect(formatPercent(-0.125, 1, { signed: true })).toBe('-12,5%');
    expect(formatPercent(0, 1, { signed: true })).toBe('0,0%');
  });

  it('shows a dash when there is nothing to compare with', () => {
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatPercent(Number.NaN)).toBe('—');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('formatDate and formatDateTime', () => {
  it('shows a business date as DD-MM-YYYY without shifting it between time zones', () => {
    expect(formatDate('2026-11-18')).toBe('18-11-2026');
    expect(formatDate(dayjs('2026-01-05T23:30:00'))).toBe('05-01-2026');
  });

  it('shows an instant on the Ho Chi Minh City calendar and clock', () => {
    // 17:30 UTC is 00:30 the next day in Vietnam (UTC+7).
    expect(formatDate('2026-11-18T17:30:00Z')).toBe('19-11-2026');
    expect(formatDateTime('2026-11-18T17:30:00Z')).toBe('19-11-2026 00:30');
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 18, 2, 5)))).toBe('18-11-2026 09:05');
    expect(formatDateTime(Date.UTC(2026, 0, 1, 0, 0))).toBe('01-01-2026 07:00');
    expect(formatDateTime('2026-11-18T09:05:00+07:00')).toBe('18-11-2026 09:05');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate('2026-02-30')).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatDateTime(null)).toBe('—');
  });
});
