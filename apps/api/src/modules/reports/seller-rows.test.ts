// How a period is read from a monthly and a daily rollup: the fewest rows, the same sums.
import { describe, expect, it } from 'vitest';
import { monthsAndDays } from './seller-rows';

describe('monthsAndDays', () => {
  it('reads a day, and a few days of a month, from the daily rollup', () => {
    expect(monthsAndDays({ fromDate: '2026-11-25', toDate: '2026-11-25' })).toEqual({
      months: null,
      added: [{ fromDate: '2026-11-25', toDate: '2026-11-25' }],
      removed: [],
    });
    expect(monthsAndDays({ fromDate: '2026-11-01', toDate: '2026-11-05' })).toEqual({
      months: null,
      added: [{ fromDate: '2026-11-01', toDate: '2026-11-05' }],
      removed: [],
    });
  });

  it('reads most of a month whole, less its days outside the period', () => {
    expect(monthsAndDays({ fromDate: '2026-11-01', toDate: '2026-11-26' })).toEqual({
      months: { first: '2026-11-01', last: '2026-11-01' },
      added: [],
      removed: [{ fromDate: '2026-11-27', toDate: '2026-11-30' }],
    });
    expect(monthsAndDays({ fromDate: '2026-02-03', toDate: '2026-02-26' })).toEqual({
      months: { first: '2026-02-01', last: '2026-02-01' },
      added: [],
      removed: [
        { fromDate: '2026-02-01', toDate: '2026-02-02' },
        { fromDate: '2026-02-27', toDate: '2026-02-28' },
      ],
    });
  });

  it('reads a year whole months first, a few days at one end, less a few at the other', () => {
    expect(monthsAndDays({ fromDate: '2025-11-27', toDate: '2026-11-26' })).toEqual({
      months: { first: '2025-12-01', last: '2026-11-01' },
      added: [{ fromDate: '2025-11-27', toDate: '2025-11-30' }],
      removed: [{ fromDate: '2026-11-27', toDate: '2026-11-30' }],
    });
  });

  it('reads whole months alone, and days that cross two months by day', () => {
    expect(monthsAndDays({ fromDate: '2024-01-01', toDate: '2024-02-29' })).toEqual({
      months: { first: '2024-01-01', last: '2024-02-01' },
      added: [],
      removed: [],
    });
    expect(monthsAndDays({ fromDate: '2026-08-20', toDate: '2026-09-10' })).toEqual({
      months: null,
      added: [
        { fromDate: '2026-08-20', toDate: '2026-08-31' },
        { fromDate: '2026-09-01', toDate: '2026-09-10' },
      ],
      removed: [],
    });
  });
});
