import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toApiRange, type DateRange } from '../../lib/date-range';
import { DateRangeFilter } from './date-range-filter';

function Controlled({
  initial,
  onRange,
}: {
  initial: DateRange;
  onRange: (range: DateRange) => void;
}) {
  const [range, setRange] = useState(initial);
  return (
    <DateRangeFilter
      value={range}
      onChange={(next) => {
        onRange(next);
        setRange(next);
      }}
    />
  );
}

const november = {
  fromDate: dayjs('2026-11-01T00:00:00'),
  toDate: dayjs('2026-11-18T23:59:59.999'),
};

function inputs(): [HTMLInputElement, HTMLInputElement] {
  const group = screen.getByRole('group', { name: 'Khoảng thời gian' });
  return [
    within(group).getByPlaceholderText('Từ ngày'),
    within(group).getByPlaceholderText('Đến ngày'),
  ];
}

describe('DateRangeFilter', () => {
  beforeEach(() => {
    // Only the clock: antd's animations still need real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 18, 10, 30));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the range as DD-MM-YYYY under the label "Khoảng thời gian"', () => {
    render(<DateRangeFilter value={november} onChange={vi.fn()} />);
    const [from, to] = inputs();
    expect(from).toHaveValue('01-11-2026');
    expect(to).toHaveValue('18-11-2026');
  });

  it('offers the six presets and applies the one chosen', async () => {
    const user = userEvent.setup();
    const onRange = vi.fn<(range: DateRange) => void>();
    render(<Controlled initial={november} onRange={onRange} />);

    await user.click(inputs()[0]);
    for (const label of [
      'Hôm nay',
      'Hôm qua',
      'Tuần này',
      'Tuần trước',
      'Tháng này',
      'Tháng trước',
    ]) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
    await user.click(screen.getByText('Tuần trước'));

    expect(onRange).toHaveBeenCalledTimes(1);
    const chosen = onRange.mock.calls[0]?.[0];
    expect(chosen && toApiRange(chosen)).toEqual({ fromDate: '2026-11-08', toDate: '2026-11-14' });
    expect(chosen?.toDate.format('HH:mm:ss')).toBe('23:59:59');
    expect(inputs()[0]).toHaveValue('08-11-2026');
    expect(inputs()[1]).toHaveValue('14-11-2026');
  });

  it('cannot be cleared by default', async () => {
    const user = userEvent.setup();
    const { container } = render(<DateRangeFilter value={november} onChange={vi.fn()} />);
    await user.hover(inputs()[0]);
    expect(container.querySelector('.ant-picker-clear')).toBeNull();
  });

  it('can be cleared when asked, and then reports no range', async () => {
    // The clear button only takes the pointer on :hover, which jsdom does not compute.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const onChange = vi.fn<(range: DateRange | null) => void>();
    const { container } = render(
      <DateRangeFilter allowClear value={november} onChange={onChange} />,
    );
    const clear = container.querySelector('.ant-picker-clear');
    expect(clear).not.toBeNull();
    if (clear) await user.click(clear);
    expect(onChange).toHaveBeenCalledWith(null);
  });
});

describe('DateRangeFilter on a phone', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 18, 10, 30));
    const matchMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      Object.assign(matchMedia(query), { matches: query.includes('max-width') }),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('replaces the two-month calendar by a preset list and two one-month pickers', async () => {
    const user = userEvent.setup();
    const onRange = vi.fn<(range: DateRange) => void>();
    render(<Controlled initial={november} onRange={onRange} />);
    const [from, to] = inputs();
    expect(from).toHaveValue('01-11-2026');
    expect(to).toHaveValue('18-11-2026');
    // The range is "this month" on 18-11-2026.
    expect(screen.getByText('Tháng này')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Chọn nhanh' }));
    await user.click(await screen.findByTitle('Tuần trước'));

    const chosen = onRange.mock.calls.at(-1)?.[0];
    expect(chosen && toApiRange(chosen)).toEqual({ fromDate: '2026-11-08', toDate: '2026-11-14' });
    expect(inputs()[0]).toHaveValue('08-11-2026');
    expect(inputs()[1]).toHaveValue('14-11-2026');
  });

  it('moves the end along when the start is picked after it', async () => {
    const user = userEvent.setup();
    const onRange = vi.fn<(range: DateRange) => void>();
    render(
      <Controlled
        initial={{ fromDate: dayjs('2026-11-01'), toDate: dayjs('2026-11-05').endOf('day') }}
        onRange={onRange}
      />,
    );
    await user.click(inputs()[0]);
    await user.click(await screen.findByTitle('2026-11-10'));

    const chosen = onRange.mock.calls.at(-1)?.[0];
    expect(chosen && toApiRange(chosen)).toEqual({ fromDate: '2026-11-10', toDate: '2026-11-10' });
  });
});
