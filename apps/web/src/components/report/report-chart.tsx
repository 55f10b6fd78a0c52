import { Card, Empty, Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import { loadWithTimeout } from '../../lib/lazy-screen';
import { useIsMobile } from '../../lib/use-is-mobile';
import type { ChartOption } from './chart-option';

const EChartsView = lazy(() => loadWithTimeout(() => import('./echarts-view')));

export const CHART_EMPTY_TEXT = 'Không có số liệu để vẽ biểu đồ';

export interface ReportChartProps {
  title: string;
  /** What the chart shows, said in words for screen readers. */
  description: string;
  option: ChartOption;
  /** Nothing to draw (a period without orders): says so instead of an empty chart. */
  empty?: boolean;
  height?: number;
  /** The height on a phone, when the chart needs another (a legend below instead of beside). */
  phoneHeight?: number;
}

/** A report's chart in its card; ECharts loads in its own chunk the first time one is shown. */
export function ReportChart({
  title,
  description,
  option,
  empty = false,
  height: wideHeight = 320,
  phoneHeight,
}: ReportChartProps) {
  const isMobile = useIsMobile();
  const height = isMobile && phoneHeight ? phoneHeight : wideHeight;
  return (
    <Card title={title} size="small" styles={{ body: { padding: 12 } }}>
      <figure
        role="img"
        aria-label={`${title}: ${description}`}
        style={{ margin: 0, minHeight: height }}
      >
        {empty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CHART_EMPTY_TEXT} />
        ) : (
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
            <EChartsView option={option} height={height} />
          </Suspense>
        )}
      </figure>
    </Card>
  );
}
