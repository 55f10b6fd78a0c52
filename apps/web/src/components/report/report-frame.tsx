import { Alert, Button, Card, Empty, Flex, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import type { ReportPeriodState } from '../../lib/report-period';
import { DateRangeFilter } from '../ui/date-range-filter';
import { MonthRangeFilter } from '../ui/month-range-filter';
import { LOAD_ERROR_TITLE, RETRY_LABEL } from '../ui/data-table';
import { PageFrame, type PageFrameProps } from '../ui/page-frame';

export const REPORT_EMPTY_TEXT = 'Không có đơn hàng nào trong khoảng thời gian này.';
export const REPORT_EMPTY_HINT = 'Hãy chọn khoảng thời gian khác.';

/** Where the report's call stands (a react-query result fits). */
export interface ReportLoad {
  /** No answer yet for any period. */
  isPending: boolean;
  /** A new period's answer is on its way; the last one stays shown meanwhile. */
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ReportFrameProps extends Omit<PageFrameProps, 'filters' | 'children'> {
  period: ReportPeriodState;
  /** The period is picked by whole months (MM-YYYY) rather than by day. */
  byMonth?: boolean;
  /** Filters after the period (sellers, category...). */
  filters?: ReactNode;
  load: ReportLoad;
  /** The answer holds nothing to show for the period. */
  empty?: boolean;
  emptyText?: ReactNode;
  /** What to try instead, after the empty text (another period, by default). */
  emptyHint?: ReactNode;
  /** The report's content once it has an answer: KPI cards, chart, table. */
  children: ReactNode;
}

/**
 * Every report's frame: its title, the period (kept in the address) and filters, then the content
 * with its loading, empty and error (with retry) states.
 */
export function ReportFrame({
  period,
  byMonth = false,
  filters,
  load,
  empty = false,
  emptyText = REPORT_EMPTY_TEXT,
  emptyHint = REPORT_EMPTY_HINT,
  children,
  ...page
}: ReportFrameProps) {
  const errorAlert = load.error ? (
    <Alert
      type="error"
      showIcon
      title={LOAD_ERROR_TITLE}
      description={errorMessage(load.error)}
      action={
        <Button size="small" onClick={() => void load.refetch()}>
          {RETRY_LABEL}
        </Button>
      }
    />
  ) : null;
  let content: ReactNode;
  if (load.isPending) {
    // No answer yet: the failure, or the shape of what is coming.
    content = errorAlert ?? (
      <Flex vertical gap={12} aria-busy="true" aria-label="Đang tải báo cáo">
        <Card size="small">
          <Skeleton active paragraph={{ rows: 1 }} />
        </Card>
        <Card size="small">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </Flex>
    );
  } else {
    content = (
      <Flex
        vertical
        gap={16}
        aria-busy={load.isFetching}
        style={{ opacity: load.isFetching ? 0.6 : 1, transition: 'opacity 0.2s', minWidth: 0 }}
      >
        {errorAlert}
        {empty ? (
          <Card>
            <Empty
              description={
                <>
                  {emptyText} {emptyHint}
                </>
              }
            />
          </Card>
        ) : (
          children
        )}
      </Flex>
    );
  }

  return (
    <PageFrame
      {...page}
      filters={
        <>
          {byMonth ? (
            <MonthRangeFilter value={period.range} onChange={period.setRange} />
          ) : (
            <DateRangeFilter value={period.range} onChange={period.setRange} />
          )}
          {filters}
        </>
      }
    >
      {content}
    </PageFrame>
  );
}
