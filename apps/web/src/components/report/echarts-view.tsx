// ECharts with only what the reports draw (lines, bars, pies; grid, legend, tooltip; SVG), loaded in
// its own chunk the first time a report shows a chart.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ECharts, init, use as registerParts } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
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

export interface EChartsViewProps {
  option: ChartOption;
  height: number;
}

/** Draws the option, follows its container's width, and lets go of the chart when unmounted. */
export default function EChartsView({ option, height }: EChartsViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
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
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const style = { textStyle: { fontFamily: fontFamily.current }, animationDuration: 400 };
    chart.current?.setOption(
      'baseOption' in option
        ? { ...option, baseOption: { ...style, ...(option.baseOption as object) } }
        : { ...style, ...option },
      true,
    );
  }, [option]);

  return <div ref={container} style={{ width: '100%', height }} />;
}
