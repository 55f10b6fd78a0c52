import { describe, expect, it } from 'vitest';
import {
  REPORT_MESSAGES,
  ReportPeriod,
  byMonth,
  changeRatio,
  daysIn,
  lastOfMonth,
  periodDays,
  periodMonths,
  previousPeriod,
  wholeMonths,
} from './period';

describe('the report period', () => {
  it('takes calendar days, both ends included, up to three years', () => {
    expect(ReportPeriod.safeParse({ fromDate: '2026-11-25', toDate: '2026-11-25' }).success).toBe(
      true,
    );
    expect(ReportPeriod.safeParse({ fromDate: '2023-11-26', toDate: '2026-11-25' }).success).toBe(
      true,
    );
  });

  it('names toDate when it comes before fromDate or the period passes three years', () => {
    const before = ReportPeriod.safeParse({ fromDate: '2026-11-25', toDate: '2026-11-24' });
    expect(before.error?.issues).toEqual([
      expect.objectContaining({ path: ['toDate'], message: REPORT_MESSAGES.toDateBeforeFromDate }),
    ]);
    const long = ReportPeriod.safeParse({ fromDate: '2023-11-25', toDate: '2026-11-25' });
    expect(long.error?.issues).toEqual([
      expect.objectContaining({ path: ['toDate'], message: REPORT_MESSAGES.periodTooLong }),
    ]);
    expect(ReportPeriod.safeParse({ fromDate: '2026-02-30', toDate: '2026-03-01' }).success).toBe(
      false,
    );
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ fromDate: '2026-11-01', toDate: '2026-11-30' })).toEqual({
      fromDate: '2026-10-02',
      toDate: '2026-10-31',
    });
    expect(previousPeriod({ fromDate: '2026-03-01', toDate: '2026-03-01' })).toEqual({
      fromDate: '2026-02-28',
      toDate: '2026-02-28',
    });
    expect(changeRatio(112, 100)).toBeCloseTo(0.12);
    expect(changeRatio(5, 0)).toBeNull();
  });

  it('lists every month a period touches, across a new year', () => {
    expect(periodMonths({ fromDate: '2026-11-25', toDate: '2026-11-25' })).toEqual(['2026-11']);
    expect(periodMonths({ fromDate: '2025-11-30', toDate: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});

// A period split into the whole months it holds and the days left at its ends.
describe('wholeMonths', () => {
  it('keeps the whole months of a year and the days at both ends', () => {
    expect(wholeMonths({ fromDate: '2025-11-26', toDate: '2026-11-25' })).toEqual({
      months: { first: '2025-12-01', last: '2026-10-01' },
      days: [
        { fromDate: '2025-11-26', toDate: '2025-11-30' },
        { fromDate: '2026-11-01', toDate: '2026-11-25' },
      ],
    });
  });

  it('takes a whole month alone, February of a leap year included', () => {
    expect(wholeMonths({ fromDate: '2026-10-01', toDate: '2026-10-31' })).toEqual({
      months: { first: '2026-10-01', last: '2026-10-01' },
      days: [],
    });
    expect(wholeMonths({ fromDate: '2028-01-15', toDate: '2028-02-29' })).toEqual({
      months: { first: '2028-02-01', last: '2028-02-01' },
      days: [{ fromDate: '2028-01-15', toDate: '2028-01-31' }],
    });
  });

  it('leaves a period without a whole month as days, across a new year too', () => {
    const crossing = { fromDate: '2025-12-20', toDate: '2026-01-10' };
    expect(wholeMonths(crossing)).toEqual({ months: null, days: [crossing] });
    const inMonth = { fromDate: '2026-11-01', toDate: '2026-11-25' };
    expect(wholeMonths(inMonth)).toEqual({ months: null, days: [inMonth] });
    const oneDay = { fromDate: '2026-11-30', toDate: '2026-11-30' };
    expect(wholeMonths(oneDay)).toEqual({ months: null, days: [oneDay] });
  });

  it('starts at January from the last day of December', () => {
    expect(wholeMonths({ fromDate: '2025-12-31', toDate: '2026-02-28' })).toEqual({
      months: { first: '2026-01-01', last: '2026-02-01' },
      days: [{ fromDate: '2025-12-31', toDate: '2025-12-31' }],
    });
  });
});

// A period cut at the ends of calendar months, and the days it holds.
describe('byMonth, lastOfMonth and daysIn', () => {
  it('finds the last day of a month, February of a leap year included', () => {
    expect(lastOfMonth('2026-11-26')).toBe('2026-11-30');
    expect(lastOfMonth('2028-02-01')).toBe('2028-02-29');
    expect(lastOfMonth('2026-12-31')).toBe('2026-12-31');
  });

  it('counts the days of a period, both ends included', () => {
    expect(daysIn({ fromDate: '2026-11-26', toDate: '2026-11-26' })).toBe(1);
    expect(daysIn({ fromDate: '2025-11-27', toDate: '2026-11-26' })).toBe(365);
  });

  it('cuts a period at the ends of the months it meets', () => {
    expect(byMonth({ fromDate: '2026-11-03', toDate: '2026-11-05' })).toEqual([
      { fromDate: '2026-11-03', toDate: '2026-11-05' },
    ]);
    expect(byMonth({ fromDate: '2026-12-20', toDate: '2027-02-10' })).toEqual([
      { fromDate: '2026-12-20', toDate: '2026-12-31' },
      { fromDate: '2027-01-01', toDate: '2027-01-31' },
      { fromDate: '2027-02-01', toDate: '2027-02-10' },
    ]);
  });
});

describe('the days of a period', () => {
  it('lists every day from the first to the last, across months and a leap day', () => {
    expect(periodDays({ fromDate: '2028-02-27', toDate: '2028-03-01' })).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    const year = periodDays({ fromDate: '2025-11-29', toDate: '2026-11-28' });
    expect(year).toHaveLength(365);
    expect(year.at(-1)).toBe('2026-11-28');
  });
});
