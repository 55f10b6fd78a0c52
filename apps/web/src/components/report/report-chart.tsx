import { Card, Empty, Skeleton, Typography } from 'antd';
import { Suspense, lazy } from 'react';
import { loadWithTimeout } from '../../lib/lazy-screen';
import { useIsMobile } from '../../lib/use-is-mobile';
import type { ChartOption } from './chart-option';
import type { ChartPick } from './echarts-view';

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
  /** Opens what is behind a slice or a day or month clicked (said under the chart). */
  onPick?: (pick: ChartPick) => void;
}

export const CHART_PICK_HINT = 'Bấm vào biểu đồ để xem các đơn hàng.';

/** A report's chart in its card; ECharts loads in its own chunk the first time one is shown. */
export function ReportChart({
  title,
  description,
  option,
  empty = false,
  height: wideHeight = 320,
  phoneHeight,
  onPick,
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
            <EChartsView option={option} height={height} onPick={onPick} />
          </Suspense>
        )}
      </figure>
      {onPick && !empty ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {CHART_PICK_HINT}
        </Typography.Text>
      ) : null}
    </Card>
  );
}
