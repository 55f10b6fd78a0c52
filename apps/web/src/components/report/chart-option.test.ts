import { describe, expect, it } from 'vitest';
import {
  CHART_COLORS,
  distinctLabels,
  formatCompactVnd,
  lineOption,
  rankOption,
  shareOption,
  shortLabel,
  stackedRankOption,
} from './chart-option';

type Formatter = (params: unknown) => string;

describe('the report charts', () => {
  it('writes axis amounts as Vietnamese users read them', () => {
    expect(formatCompactVnd(2_350_000_000)).toBe('2,4 tỷ');
    expect(formatCompactVnd(350_000_000)).toBe('350 tr');
    expect(formatCompactVnd(1_250_000)).toBe('1,3 tr');
    expect(formatCompactVnd(12_000)).toBe('12.000');
    expect(formatCompactVnd(0)).toBe('0');
  });

  it('shows money in full in the tooltips, with the share of a slice', () => {
    const line = lineOption(
      ['01-11', '02-11'],
      [
        { name: 'Doanh thu', kind: 'money', values: [1_234_567, 2_000_000] },
        { name: 'Đơn hàng', kind: 'count', values: [12, 20] },
      ],
    );
    const tooltip = line.tooltip as { formatter: Formatter };
    expect(
      tooltip.formatter([
        { seriesName: 'Doanh thu', value: 1_234_567, axisValueLabel: '01-11', marker: '' },
        { seriesName: 'Đơn hàng', value: 12, axisValueLabel: '01-11', marker: '' },
      ]),
    ).toBe('01-11<br/>Doanh thu: <b>1.234.567 ₫</b><br/>Đơn hàng: <b>12</b>');
    // Money on the left axis, counts on the right.
    expect(line.yAxis).toHaveLength(2);

    const share = shareOption('Doanh thu', 'money', [{ name: 'A & B', value: 5_000_000 }]);
    expect(
      ((share.baseOption as { tooltip: unknown }).tooltip as { formatter: Formatter }).formatter({
        name: 'A & B',
        value: 5_000_000,
        percent: 62.5,
      }),
    ).toBe('A &#38; B<br/><b>5.000.000 ₫</b> (62,5%)');
  });

  it('lists a tooltip largest first within each kind, and keeps it inside the screen', () => {
    const top = lineOption(
      ['06-2026'],
      [
        { name: 'Nhỏ', kind: 'money', values: [1_000] },
        { name: 'Lớn', kind: 'money', values: [9_000] },
        { name: 'Đơn', kind: 'count', values: [50] },
        { name: 'Vừa', kind: 'money', values: [5_000] },
      ],
    );
    const tooltip = top.tooltip as { formatter: Formatter; confine: boolean };
    expect(tooltip.confine).toBe(true);
    const param = (seriesName: string, value: number) => ({
      seriesName,
      value,
      axisValueLabel: '06-2026',
      marker: '',
    });
    expect(
      tooltip.formatter([
        param('Nhỏ', 1_000),
        param('Lớn', 9_000),
        param('Đơn', 50),
        param('Vừa', 5_000),
      ]),
    ).toBe(
      '06-2026<br/>Lớn: <b>9.000 ₫</b><br/>Vừa: <b>5.000 ₫</b><br/>Nhỏ: <b>1.000 ₫</b><br/>Đơn: <b>50</b>',
    );
  });

  it('cuts long labels from the middle, never into the same text, in ten distinct colours', () => {
    expect(shortLabel('Dược phẩm Thuận Phát - Kho Hà Nội', 20)).toBe('Dược phẩm T…o Hà Nội');
    const names = [
      'Amoxicillin 500mg viên nang Domesco',
      'Amoxicillin 500mg viên nang Mekophar',
      'Dược phẩm Thuận Phát - Kho HCM',
      'Dược phẩm Thuận Phát - Kho Hà Nội',
      'Paracetamol',
    ];
    const labels = distinctLabels(names, 14);
    const shown = names.map((name) => labels.get(name));
    expect(new Set(shown).size).toBe(names.length);
    expect(labels.get('Paracetamol')).toBe('Paracetamol');
    expect(shown.every((label) => (label ?? '').length < 30)).toBe(true);
    expect(new Set(CHART_COLORS).size).toBe(10);
    const rank = rankOption(
      'Doanh thu',
      'money',
      names.map((name, i) => ({ name, value: i })),
    );
    const format = (rank.yAxis as { axisLabel: { formatter: (name: string) => string } }).axisLabel
      .formatter;
    expect(format(names[0] ?? '')).not.toBe(format(names[1] ?? ''));
  });

  it('ranks from the top down', () => {
    const rank = rankOption('Doanh thu', 'money', [
      { name: 'Nhất', value: 3 },
      { name: 'Nhì', value: 2 },
    ]);
    // Drawn from the top down: a bar's index is its item's.
    expect(rank.yAxis).toEqual(expect.objectContaining({ inverse: true, data: ['Nhất', 'Nhì'] }));
  });

  it('stacks the parts of each item, the first item on top, the total first in the tooltip', () => {
    const option = stackedRankOption(
      'money',
      ['Bùi Thị Thảo', 'Ngô Văn Tâm'],
      [
        { name: '0-30 ngày', values: [1_000_000, 500_000], color: '#52c41a' },
        { name: 'Trên 30 ngày', values: [2_500_000, 0], color: '#f5222d' },
      ],
    );
    const series = option.series as { stack: string; data: number[] }[];
    expect(series.map((s) => s.stack)).toEqual(['total', 'total']);
    expect(series[1]?.data).toEqual([2_500_000, 0]);
    expect((option.yAxis as { inverse: boolean }).inverse).toBe(true);
    const text = (option.tooltip as { formatter: Formatter }).formatter([
      { name: 'Bùi Thị Thảo', seriesName: '0-30 ngày', value: 1_000_000, marker: '' },
      { name: 'Bùi Thị Thảo', seriesName: 'Trên 30 ngày', value: 2_500_000, marker: '' },
    ]);
    expect(text).toBe(
      'Bùi Thị Thảo: <b>3.500.000 ₫</b><br/>0-30 ngày: <b>1.000.000 ₫</b><br/>Trên 30 ngày: <b>2.500.000 ₫</b>',
    );
  });
});
