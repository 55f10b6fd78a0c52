import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateOfEpochDay,
  epochDay,
  isWorkingDay,
  todayInVietnam,
  vnDay,
  vnDayStart,
  vnMidnight,
  workingDaysBetween,
} from './calendar';

describe('Vietnam days', () => {
  it('puts an instant on the day it is in Vietnam (UTC+7), not in UTC', () => {
    expect(vnDay(new Date('2026-11-25T16:59:59.999Z'))).toBe('2026-11-25');
    expect(vnDay(new Date('2026-11-25T17:00:00Z'))).toBe('2026-11-26');
    expect(vnDay(Date.parse('2026-12-31T23:00:00+07:00'))).toBe('2026-12-31');
    expect(todayInVietnam(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });

  it('starts a Vietnam day at its midnight, 17:00 UTC the day before', () => {
    expect(vnMidnight('2026-11-26').toISOString()).toBe('2026-11-25T17:00:00.000Z');
    expect(vnDayStart(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe(
      '2026-11-25T17:00:00.000Z',
    );
    expect(vnDayStart(Date.parse('2026-11-25T16:00:00Z')).toISOString()).toBe(
      '2026-11-24T17:00:00.000Z',
    );
  });

  it('counts calendar days across months, years and 29 February', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(epochDay('1970-01-02')).toBe(1);
    expect(dateOfEpochDay(epochDay('2026-11-26'))).toBe('2026-11-26');
  });
});

describe('working days', () => {
  it('counts Monday to Friday between two days, both included', () => {
    // 2026-11-23 is a Monday.
    expect(workingDaysBetween('2026-11-23', '2026-11-29')).toBe(5);
    expect(workingDaysBetween('2026-11-28', '2026-11-29')).toBe(0);
    expect(workingDaysBetween('2026-11-27', '2026-11-30')).toBe(2);
    expect(workingDaysBetween('2026-11-01', '2026-11-30')).toBe(21);
    expect(workingDaysBetween('2026-11-30', '2026-11-01')).toBe(0);
  });

  it('counts as many as a walk over every day of any span', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18_000, max: 22_000 }),
        fc.integer({ min: -3, max: 800 }),
        (first, length) => {
          let walked = 0;
          for (let day = first; day < first + length; day += 1) if (isWorkingDay(day)) walked += 1;
          expect(
            workingDaysBetween(dateOfEpochDay(first), dateOfEpochDay(first + length - 1)),
          ).toBe(walked);
        },
      ),
    );
  });
});
