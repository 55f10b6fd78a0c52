// The chart options the reports build, typed from ECharts without loading it: the library itself
// comes in its own chunk (echarts-view), when a chart is first shown.
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { formatDate, formatNumber, formatPercent, formatVnd } from '../../lib/format';

export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

const BILLION = 1_000_000_000;
const MILLION = 1_000_000;

/** An axis amount as Vietnamese users read it: 1,2 tỷ, 350 tr, 12.000. */
export function formatCompactVnd(amount: number): string {
  const size = Math.abs(amount);
  if (size >= BILLION) return `${formatNumber(amount / BILLION, 1)} tỷ`;
  if (size >= MILLION) return `${formatNumber(amount / MILLION, 1)} tr`;
  return formatNumber(amount, 0);
}

/** How a series' values read: money (VND) or a count. */
export type ValueKind = 'money' | 'count';

const valueText = (kind: ValueKind, value: number) =>
  kind === 'money' ? formatVnd(value) : formatNumber(value);
const axisText = (kind: ValueKind) => (value: number) =>
  kind === 'money' ? formatCompactVnd(value) : formatNumber(value, 0);

interface TooltipParam {
  marker?: unknown;
  seriesName?: string;
  name?: string;
  value?: unknown;
  percent?: number;
  axisValueLabel?: string;
}

const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));
const markerOf = (param: TooltipParam) => (typeof param.marker === 'string' ? param.marker : '');
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/**
 * Ten colours told apart at a glance (a top 10 never repeats one), the first the product's own
 * blue; ECharts' default has nine.
 */
export const CHART_COLORS = [
  '#5470c6',
  '#91cc75',
  '#fac858',
  '#ee6666',
  '#73c0de',
  '#3ba272',
  '#fc8452',
  '#9a60b4',
  '#ea7ccc',
  '#8d6e63',
];

/**
 * A label cut to `max` characters from the middle ("Thuận Phát - Kho…Hà Nội"), so that names that
 * share a beginning (the same active ingredient, the same company) still read apart.
 */
export function shortLabel(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = Math.ceil((max - 1) * 0.55);
  const tail = max - 1 - head;
  return `${text.slice(0, head).trimEnd()}…${text.slice(text.length - tail).trimStart()}`;
}

/**
 * Each name's label, cut from the middle to `max` characters, longer where two would read the
 * same; the full name stays in the tooltip.
 */
export function distinctLabels(names: readonly string[], max: number): Map<string, string> {
  const labels = new Map<string, string>();
  const unique = [...new Set(names)];
  for (let length = max; ; length += 4) {
    const cut = unique.map((name) => shortLabel(name, length));
    const clash = cut.some((label, index) => cut.indexOf(label) !== index);
    if (!clash || unique.every((name) => name.length <= length)) {
      unique.forEach((name, index) => labels.set(name, cut[index] ?? name));
      return labels;
    }
  }
}

export interface SeriesSpec {
  name: string;
  kind: ValueKind;
  values: readonly number[];
  /** The period compared's values, point n against point n: a lighter dashed line, no area. */
  compared?: boolean;
}

/**
 * Lines over days (or months): the category labels on x, one axis per kind of value. `bars` draws
 * the first kind as bars (months, where a line of one or two points says little); `area` shades
 * under the first kind's lines (false where many lines would cover each other).
 */
export function lineOption(
  labels: readonly string[],
  series: readonly SeriesSpec[],
  { bars = false, area = true }: { bars?: boolean; area?: boolean } = {},
): ChartOption {
  const kinds = [...new Set(series.map((s) => s.kind))];
  const kindsOf = new Map(series.map((s) => [s.name, s.kind]));
  const legend = distinctLabels(
    series.map((s) => s.name),
    28,
  );
  return {
    color: CHART_COLORS,
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, type: 'scroll', formatter: (name: string) => legend.get(name) ?? name },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (raw: unknown) => {
        const params = (Array.isArray(raw) ? raw : [raw]) as TooltipParam[];
        const title = escapeHtml(params[0]?.axisValueLabel ?? params[0]?.name ?? '');
        // Largest first within each kind of value (money, then counts), as the eye reads them.
        const kindOf = (p: TooltipParam) => kindsOf.get(p.seriesName ?? '') ?? 'count';
        const sorted = [...params].sort(
          (a, b) =>
            kinds.indexOf(kindOf(a)) - kinds.indexOf(kindOf(b)) ||
            asNumber(b.value) - asNumber(a.value),
        );
        const lines = sorted.map((p) => {
          const kind = kindOf(p);
          return `${markerOf(p)}${escapeHtml(p.seriesName ?? '')}: <b>${valueText(kind, asNumber(p.value))}</b>`;
        });
        return [title, ...lines].join('<br/>');
      },
    },
    xAxis: { type: 'category', data: [...labels], boundaryGap: bars },
    yAxis: kinds.map((kind, index) => ({
      type: 'value' as const,
      ...(kind === 'count' ? { minInterval: 1 } : {}),
      position: index === 0 ? ('left' as const) : ('right' as const),
      splitLine: { show: index === 0 },
      axisLabel: { formatter: axisText(kind) },
    })),
    series: series.map((s) => {
      const first = kinds.indexOf(s.kind) === 0;
      const common = { name: s.name, data: [...s.values], yAxisIndex: kinds.indexOf(s.kind) };
      if (s.compared) {
        return {
          ...common,
          type: 'line' as const,
          showSymbol: false,
          lineStyle: { type: 'dashed' as const, opacity: 0.55 },
          itemStyle: { opacity: 0.55 },
        };
      }
      if (bars && first) return { ...common, type: 'bar' as const, barMaxWidth: 40 };
      return {
        ...common,
        type: 'line' as const,
        showSymbol: s.values.length <= 31,
        ...(first && !bars && area ? { areaStyle: { opacity: 0.12 } } : {}),
      };
    }),
  };
}

export interface ShareItem {
  name: string;
  value: number;
}

/** The height a share chart needs on a phone, where its legend goes below the donut. */
export const shareChartPhoneHeight = (items: number) => 210 + items * 20;

/** Shares of a whole (a donut): the legend beside it on a wide card, below it on a phone. */
export function shareOption(
  name: string,
  kind: ValueKind,
  items: readonly ShareItem[],
): ChartOption {
  const labels = distinctLabels(
    items.map((item) => item.name),
    36,
  );
  return {
    baseOption: {
      color: CHART_COLORS,
      // A phone: the donut on top, the legend listed below it (SHARE_CHART_PHONE_HEIGHT tall).
      legend: {
        type: 'plain',
        orient: 'vertical',
        left: 8,
        top: 196,
        itemGap: 6,
        formatter: (label: string) => labels.get(label) ?? label,
      },
      tooltip: {
        trigger: 'item',
        confine: true,
        formatter: (raw: unknown) => {
          const p = raw as TooltipParam;
          const share = formatPercent((p.percent ?? 0) / 100);
          return `${markerOf(p)}${escapeHtml(p.name ?? '')}<br/><b>${valueText(kind, asNumber(p.value))}</b> (${share})`;
        },
      },
      series: [
        {
          type: 'pie',
          name,
          radius: [48, 90],
          center: ['50%', 96],
          avoidLabelOverlap: true,
          label: { show: false },
          data: items.map((item) => ({ name: item.name, value: item.value })),
        },
      ],
    },
    media: [
      {
        query: { minWidth: 640 },
        option: {
          legend: {
            orient: 'vertical',
            left: '52%',
            top: 'middle',
            itemGap: 10,
          },
          series: [{ radius: ['40%', '72%'], center: ['26%', '50%'] }],
        },
      },
    ],
  };
}

/** A ranking (top products, provinces): horizontal bars, the first at the top. */
export function rankOption(
  name: string,
  kind: ValueKind,
  items: readonly ShareItem[],
): ChartOption {
  const labels = distinctLabels(
    items.map((item) => item.name),
    30,
  );
  return {
    color: CHART_COLORS,
    grid: { left: 8, right: 16, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: 'shadow' },
      formatter: (raw: unknown) => {
        const p = (Array.isArray(raw) ? raw[0] : raw) as TooltipParam;
        return `${escapeHtml(p.name ?? '')}<br/>${markerOf(p)}${escapeHtml(name)}: <b>${valueText(kind, asNumber(p.value))}</b>`;
      },
    },
    xAxis: {
      type: 'value',
      splitNumber: 4,
      // Counts step by whole units: never "0 0 1 1 1" under small bars.
      ...(kind === 'count' ? { minInterval: 1 } : {}),
      axisLabel: { formatter: axisText(kind), hideOverlap: true },
    },
    // The first at the top; a bar's index is its item's, for a pick.
    yAxis: {
      type: 'category',
      inverse: true,
      data: items.map((item) => item.name),
      axisLabel: { formatter: (name: string) => labels.get(name) ?? name },
    },
    series: [{ type: 'bar', name, data: items.map((item) => item.value), barMaxWidth: 22 }],
  };
}

export interface StackPart {
  name: string;
  /** One value per item, in the items' order. */
  values: readonly number[];
  color: string;
}

/**
 * Parts of a whole per item (each sale's unpaid by age): horizontal bars stacked from the first
 * part, the first item at the top; the tooltip lists the parts and their total.
 */
export function stackedRankOption(
  kind: ValueKind,
  names: readonly string[],
  parts: readonly StackPart[],
): ChartOption {
  const labels = distinctLabels(names, 30);
  return {
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, type: 'scroll' },
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: 'shadow' },
      formatter: (raw: unknown) => {
        const params = (Array.isArray(raw) ? raw : [raw]) as TooltipParam[];
        const total = params.reduce((sum, p) => sum + asNumber(p.value), 0);
        const lines = params.map(
          (p) =>
            `${markerOf(p)}${escapeHtml(p.seriesName ?? '')}: <b>${valueText(kind, asNumber(p.value))}</b>`,
        );
        return [
          `${escapeHtml(params[0]?.name ?? '')}: <b>${valueText(kind, total)}</b>`,
          ...lines,
        ].join('<br/>');
      },
    },
    xAxis: {
      type: 'value',
      splitNumber: 4,
      axisLabel: { formatter: axisText(kind), hideOverlap: true },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: [...names],
      axisLabel: { formatter: (name: string) => labels.get(name) ?? name },
    },
    series: parts.map((part) => ({
      type: 'bar',
      name: part.name,
      stack: 'total',
      data: [...part.values],
      itemStyle: { color: part.color },
      barMaxWidth: 22,
    })),
  };
}

export interface StepSeries {
  name: string;
  /** The value from each day on, oldest first. */
  points: readonly { day: string; value: number }[];
}

/** Values that hold until they change (prices), over days: step lines carried on to `lastDay`. */
export function stepOption(
  kind: ValueKind,
  series: readonly StepSeries[],
  lastDay: string,
): ChartOption {
  const labels = distinctLabels(
    series.map((s) => s.name),
    28,
  );
  return {
    color: CHART_COLORS,
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, type: 'scroll', formatter: (name: string) => labels.get(name) ?? name },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (raw: unknown) => {
        const params = (Array.isArray(raw) ? raw : [raw]) as (TooltipParam & { value: unknown })[];
        const first = params[0]?.value;
        const day = Array.isArray(first) ? String(first[0]) : '';
        const valueOf = (p: TooltipParam & { value: unknown }) =>
          Array.isArray(p.value) ? Number(p.value[1]) : asNumber(p.value);
        // Largest first: the sellers' prices ranked as read.
        const sorted = [...params].sort((a, b) => valueOf(b) - valueOf(a));
        const lines = sorted.map((p) => {
          const value = valueOf(p);
          return `${markerOf(p)}${escapeHtml(p.seriesName ?? '')}: <b>${valueText(kind, value)}</b>`;
        });
        return [formatDate(day), ...lines].join('<br/>');
      },
    },
    xAxis: {
      type: 'time',
      axisLabel: {
        formatter: (value: number) => formatDate(new Date(value)).slice(0, 5),
        hideOverlap: true,
      },
    },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: axisText(kind) } },
    series: series.map((s) => {
      const last = s.points.at(-1);
      const points =
        last && last.day < lastDay ? [...s.points, { day: lastDay, value: last.value }] : s.points;
      return {
        type: 'line' as const,
        name: s.name,
        step: 'end' as const,
        showSymbol: false,
        data: points.map((point) => [point.day, point.value]),
      };
    }),
  };
}
