// ECharts with only what the reports draw (lines, bars, pies; grid, legend, tooltip; SVG), loaded in
// its own chunk the first time a report shows a chart.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ECharts, init, use as registerParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../lib/use-reduced-motion';
import type { ChartOption } from './chart-option';

registerParts([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

/** What was clicked on a chart: the category (a day, a month) or the slice, by its index. */
export interface ChartPick {
  dataIndex: number;
  name: string;
}

export interface EChartsViewProps {
  option: ChartOption;
  height: number;
  /** Called with the slice clicked, or the category under the pointer of an axis chart. */
  onPick?: (pick: ChartPick) => void;
}

interface AxisPointerEvent {
  axesInfo?: { axisDim?: string; value?: number }[];
}

type CategoryAxes = Partial<Record<'xAxis' | 'yAxis', { type?: string; data?: unknown[] }[]>>;

/** Draws the option, follows its container's width, and lets go of the chart when unmounted. */
export default function EChartsView({ option, height, onPick }: EChartsViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const picked = useRef(onPick);
  picked.current = onPick;
  // The page's font, named: ECharts measures text (legends, labels) in it.
  const fontFamily = useRef('sans-serif');

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    fontFamily.current = getComputedStyle(element).fontFamily || 'sans-serif';
    const instance = init(element, null, { renderer: 'svg', locale: 'EN' });
    chart.current = instance;
    const observer = new ResizeObserver(() => {
      instance.resize();
    });
    // A slice is clicked as itself; on an axis chart, anywhere over a category (a day, a month, a
    // ranked product's bar) picks it (the one the tooltip shows), not only its small
    // symbols.
    // What the pointer is over, kept as it moves; which axis holds the categories is read once, at
    // a click (reading the option copies it: not at every move).
    let pointed: AxisPointerEvent['axesInfo'] = [];
    instance.on('updateAxisPointer', (event) => {
      pointed = (event as AxisPointerEvent).axesInfo ?? [];
    });
    instance.on('click', (event) => {
      if (event.seriesType === 'pie') {
        picked.current?.({ dataIndex: event.dataIndex, name: event.name });
      }
    });
    instance.getZr().on('click', (event) => {
      if (!instance.containPixel('grid', [event.offsetX, event.offsetY])) return;
      const axes = instance.getOption() as CategoryAxes;
      for (const { axisDim, value } of pointed ?? []) {
        const axis =
          axisDim === 'y' ? axes.yAxis?.[0] : axisDim === 'x' ? axes.xAxis?.[0] : undefined;
        if (value === undefined || axis?.type !== 'category' || !axis.data) continue;
        const category = axis.data[value];
        picked.current?.({ dataIndex: value, name: typeof category === 'string' ? category : '' });
        return;
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const style = {
      textStyle: { fontFamily: fontFamily.current },
      animation: !prefersReducedMotion(),
      animationDuration: 400,
    };
    chart.current?.setOption(
      'baseOption' in option
        ? { ...option, baseOption: { ...style, ...(option.baseOption as object) } }
        : { ...style, ...option },
      true,
    );
  }, [option]);

  return (
    <div
      ref={container}
      style={{ width: '100%', height, cursor: onPick ? 'pointer' : undefined }}
    />
  );
}
