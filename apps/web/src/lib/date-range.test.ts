import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DATE_RANGE_PRESETS,
  fromApiRange,
  monthPresetRange,
  monthRange,
  presetRange,
  toApiRange,
  type DateRange,
  type DateRangePresetKey,
} from './date-range';

const STAMP = 'DD-MM-YYYY HH:mm:ss.SSS';

function shown(range: DateRange): [string, string] {
  return [range.fromDate.format(STAMP), range.toDate.format(STAMP)];
}

function days(key: DateRangePresetKey, now: string): [string, string] {
  const range = presetRange(key, dayjs(now));
  return [range.fromDate.format('DD-MM-YYYY'), range.toDate.format('DD-MM-YYYY')];
}

describe('date-range presets', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the days in Vietnam, whatever date the browser clock says it is', () => {
    // 00:30 on 26 November in Hà Nội; still the 25th in UTC (and further west).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T17:30:00Z'));
    expect(toApiRange(presetRange('today'))).toEqual({
      fromDate: '2026-11-26',
      toDate: '2026-11-26',
    });
    expect(toApiRange(presetRange('yesterday')).fromDate).toBe('2026-11-25');
    expect(toApiRange(monthPresetRange('thisMonth'))).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-26',
    });
  });

  it('offers the six presets of the spec, in order, in Vietnamese', () => {
    expect(DATE_RANGE_PRESETS.map((preset) => preset.label)).toEqual([
      'Hôm nay',
      'Hôm qua',
      'Tuần này',
      'Tuần trước',
      'Tháng này',
      'Tháng trước',
    ]);
  });

  it('covers whole days: from 00:00 of the first day to the last millisecond of the last', () => {
    expect(shown(presetRange('today', dayjs('2026-11-18T15:42:10')))).toEqual([
      '18-11-2026 00:00:00.000',
      '18-11-2026 23:59:59.999',
    ]);
  });

  it('on a Sunday (22-11-2026), this week is that Sunday alone and last week the seven days before', () => {
    const sunday = '2026-11-22T09:15:00';
    expect(dayjs(sunday).day()).toBe(0);
    expect(days('today', sunday)).toEqual(['22-11-2026', '22-11-2026']);
    expect(days('yesterday', sunday)).toEqual(['21-11-2026', '21-11-2026']);
    expect(days('thisWeek', sunday)).toEqual(['22-11-2026', '22-11-2026']);
    expect(days('lastWeek', sunday)).toEqual(['15-11-2026', '21-11-2026']);
    expect(days('thisMonth', sunday)).toEqual(['01-11-2026', '22-11-2026']);
    expect(days('lastMonth', sunday)).toEqual(['23-10-2026', '22-11-2026']);
  });

  it('mid-week (Wednesday 18-11-2026), weeks start on the Sunday before, not on Monday', () => {
    const wednesday = '2026-11-18T16:00:00';
    expect(days('today', wednesday)).toEqual(['18-11-2026', '18-11-2026']);
    expect(days('yesterday', wednesday)).toEqual(['17-11-2026', '17-11-2026']);
    expect(days('thisWeek', wednesday)).toEqual(['15-11-2026', '18-11-2026']);
    expect(days('lastWeek', wednesday)).toEqual(['08-11-2026', '14-11-2026']);
    expect(days('thisMonth', wednesday)).toEqual(['01-11-2026', '18-11-2026']);
    expect(days('lastMonth', wednesday)).toEqual(['19-10-2026', '18-11-2026']);
  });

  it('on a Saturday, this week still starts on the Sunday six days before', () => {
    expect(days('thisWeek', '2026-11-21T23:59:00')).toEqual(['15-11-2026', '21-11-2026']);
    expect(days('lastWeek', '2026-11-21T23:59:00')).toEqual(['08-11-2026', '14-11-2026']);
  });

  it('crosses month and year boundaries', () => {
    const firstOfMarch = '2026-03-01T08:00:00';
    expect(days('yesterday', firstOfMarch)).toEqual(['28-02-2026', '28-02-2026']);
    expect(days('thisMonth', firstOfMarch)).toEqual(['01-03-2026', '01-03-2026']);
    expect(days('lastWeek', firstOfMarch)).toEqual(['22-02-2026', '28-02-2026']);
    expect(days('lastMonth', firstOfMarch)).toEqual(['30-01-2026', '01-03-2026']);
    expect(days('thisWeek', '2027-01-01T10:00:00')).toEqual(['27-12-2026', '01-01-2027']);
  });

  it('"last month" is 30 days back from today, not the previous calendar month', () => {
    const range = presetRange('lastMonth', dayjs('2026-11-18T10:00:00'));
    expect(range.toDate.startOf('day').diff(range.fromDate, 'day')).toBe(30);
  });

  it('uses the current time in Vietnam when no `now` is given', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-18T12:00:00+07:00'));
    expect(toApiRange(presetRange('thisWeek'))).toEqual({
      fromDate: '2026-11-15',
      toDate: '2026-11-18',
    });
  });

  it('sets the calendars (dayjs locale vi) to start weeks on Sunday too', () => {
    expect(dayjs.locale()).toBe('vi');
    expect(dayjs('2026-11-18').startOf('week').format('DD-MM-YYYY')).toBe('15-11-2026');
  });
});

describe('toApiRange and fromApiRange', () => {
  it('sends calendar days as YYYY-MM-DD', () => {
    expect(toApiRange(presetRange('lastWeek', dayjs('2026-11-18T10:00:00')))).toEqual({
      fromDate: '2026-11-08',
      toDate: '2026-11-14',
    });
  });

  it('reads a range back as whole days', () => {
    const range = fromApiRange({ fromDate: '2026-11-08', toDate: '2026-11-14' });
    expect(range && shown(range)).toEqual(['08-11-2026 00:00:00.000', '14-11-2026 23:59:59.999']);
  });

  it('refuses missing, impossible and reversed ranges', () => {
    expect(fromApiRange({ fromDate: '2026-11-08' })).toBeUndefined();
    expect(fromApiRange({ fromDate: '2026-02-30', toDate: '2026-03-02' })).toBeUndefined();
    expect(fromApiRange({ fromDate: '18-11-2026', toDate: '2026-11-20' })).toBeUndefined();
    expect(fromApiRange({ fromDate: '2026-11-20', toDate: '2026-11-18' })).toBeUndefined();
  });
});

describe('month ranges', () => {
  const months = (range: DateRange) => [
    range.fromDate.format('DD-MM-YYYY'),
    range.toDate.format('DD-MM-YYYY'),
  ];

  it('covers whole months, the last one up to today when it is this month', () => {
    const now = dayjs('2026-11-25T09:00:00');
    expect(months(monthRange(dayjs('2026-09-15'), dayjs('2026-10-10'), now))).toEqual([
      '01-09-2026',
      '31-10-2026',
    ]);
    expect(months(monthRange(dayjs('2026-02-03'), dayjs('2026-11-03'), now))).toEqual([
      '01-02-2026',
      '25-11-2026',
    ]);
    expect(shown(monthRange(dayjs('2026-02-03'), dayjs('2026-02-03'), now))[1]).toBe(
      '28-02-2026 23:59:59.999',
    );
  });

  it('counts the presets back from this month, across a new year', () => {
    const now = dayjs('2026-02-10T09:00:00');
    expect(months(monthPresetRange('thisMonth', now))).toEqual(['01-02-2026', '10-02-2026']);
    expect(months(monthPresetRange('last3Months', now))).toEqual(['01-12-2025', '10-02-2026']);
    expect(months(monthPresetRange('last6Months', now))).toEqual(['01-09-2025', '10-02-2026']);
    expect(months(monthPresetRange('thisYear', now))).toEqual(['01-01-2026', '10-02-2026']);
    expect(months(monthPresetRange('last12Months', now))).toEqual(['01-03-2025', '10-02-2026']);
  });
});
