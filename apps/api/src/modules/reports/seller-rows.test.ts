// A period split into the whole months it holds and the days left at its ends.
import { describe, expect, it } from 'vitest';
import { wholeMonths } from './seller-rows';

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
