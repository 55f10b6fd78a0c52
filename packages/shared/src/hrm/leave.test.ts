import { describe, expect, it } from 'vitest';
import { endsBeforeStart, leaveDays, periodsOverlap, yearBounds } from './leave';

// 2031-03-03 is a Monday.
const period = (fromDate: string, fromPart: string, toDate: string, toPart: string) =>
  ({ fromDate, fromPart, toDate, toPart }) as Parameters<typeof leaveDays>[0];

describe('leaveDays', () => {
  it('counts Monday to Friday, a weekend in between not at all', () => {
    expect(leaveDays(period('2031-03-03', 'morning', '2031-03-04', 'afternoon'))).toBe(2);
    expect(leaveDays(period('2031-03-07', 'morning', '2031-03-10', 'afternoon'))).toBe(2);
    expect(leaveDays(period('2031-03-08', 'morning', '2031-03-09', 'afternoon'))).toBe(0);
  });

  it('counts a half day as 0.5 at either end', () => {
    expect(leaveDays(period('2031-03-03', 'morning', '2031-03-03', 'morning'))).toBe(0.5);
    expect(leaveDays(period('2031-03-03', 'afternoon', '2031-03-03', 'afternoon'))).toBe(0.5);
    expect(leaveDays(period('2031-03-07', 'afternoon', '2031-03-10', 'morning'))).toBe(1);
  });

  it('counts only the part inside a year, for the balance', () => {
    // Wednesday 31-12-2031 to Friday 02-01-2032.
    const span = period('2031-12-31', 'morning', '2032-01-02', 'afternoon');
    expect(leaveDays(span, yearBounds(2031))).toBe(1);
    expect(leaveDays(span, yearBounds(2032))).toBe(2);
  });

  it('is zero for a period that ends before it starts', () => {
    const backwards = period('2031-03-03', 'afternoon', '2031-03-03', 'morning');
    expect(endsBeforeStart(backwards)).toBe(true);
    expect(leaveDays(backwards)).toBe(0);
  });
});

describe('periodsOverlap', () => {
  it('sees a shared half day, and not the afternoon after a morning', () => {
    const monday = period('2031-03-03', 'morning', '2031-03-03', 'morning');
    expect(
      periodsOverlap(monday, period('2031-03-03', 'afternoon', '2031-03-04', 'afternoon')),
    ).toBe(false);
    expect(periodsOverlap(monday, period('2031-02-28', 'morning', '2031-03-03', 'morning'))).toBe(
      true,
    );
  });
});
