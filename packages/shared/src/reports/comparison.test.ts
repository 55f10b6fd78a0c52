import { describe, expect, it } from 'vitest';
import { Compare, COMPARE_MESSAGES, comparedPeriod, monthsEarlier } from './comparison';
import { yearsLater } from './period';

const period = (fromDate: string, toDate: string) => ({ fromDate, toDate });

describe('the period compared', () => {
  it('is by default the days just before, as many', () => {
    expect(comparedPeriod(period('2026-11-01', '2026-11-26'))).toEqual(
      period('2026-10-06', '2026-10-31'),
    );
  });

  it('on a month report, is as many whole months before as the period touches', () => {
    const months = { months: true };
    expect(comparedPeriod(period('2026-09-01', '2026-11-30'), 'previous', months)).toEqual(
      period('2026-06-01', '2026-08-31'),
    );
    // "Năm nay" on 26 November: eleven months touched, eleven before.
    expect(comparedPeriod(period('2026-01-01', '2026-11-26'), 'previous', months)).toEqual(
      period('2025-02-01', '2025-12-26'),
    );
    expect(comparedPeriod(period('2024-03-01', '2024-03-31'), 'previous', months)).toEqual(
      period('2024-02-01', '2024-02-29'),
    );
    expect(monthsEarlier('2026-03-30', 1)).toBe('2026-02-28');
    expect(monthsEarlier('2026-01-15', 13)).toBe('2024-12-15');
  });

  it('a year earlier, is the same dates, 29 February as 28', () => {
    expect(comparedPeriod(period('2024-02-01', '2024-02-29'), 'year')).toEqual(
      period('2023-02-01', '2023-02-28'),
    );
    expect(comparedPeriod(period('2026-11-01', '2026-11-26'), 'year')).toEqual(
      period('2025-11-01', '2025-11-26'),
    );
    expect(yearsLater('2028-02-29', -1)).toBe('2027-02-28');
    expect(yearsLater('2028-02-29', -4)).toBe('2024-02-29');
  });

  it("by Tết, meets the n-th day after this year's Tết with the n-th after last year's", () => {
    // Tết 2026 is 17 February, Tết 2025 29 January.
    expect(comparedPeriod(period('2026-02-17', '2026-02-23'), 'tet')).toEqual(
      period('2025-01-29', '2025-02-04'),
    );
    // A week either side of Tết meets a week either side of last Tết.
    expect(comparedPeriod(period('2026-02-10', '2026-02-24'), 'tet')).toEqual(
      period('2025-01-22', '2025-02-05'),
    );
    // Tết 2030 is 2 February in Vietnam (3 February in China); Tết 2029 13 February.
    expect(comparedPeriod(period('2030-02-02', '2030-02-08'), 'tet')).toEqual(
      period('2029-02-13', '2029-02-19'),
    );
  });

  it('by Tết, has none outside the table of Tết days', () => {
    expect(comparedPeriod(period('2036-01-01', '2036-01-31'), 'tet')).toBeNull();
    expect(COMPARE_MESSAGES.noTet(2036)).toContain('2036');
  });

  it('is asked as previous, year or tet, and nothing else', () => {
    expect(Compare.parse('tet')).toBe('tet');
    expect(Compare.safeParse('lastYear').error?.issues[0]?.message).toBe(COMPARE_MESSAGES.invalid);
  });
});
