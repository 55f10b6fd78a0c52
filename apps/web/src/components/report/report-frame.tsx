import type { Screen } from '@backoffice/shared';
import { Alert, Button, Card, Empty, Flex, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { type To, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import type { ReportPeriodState } from '../../lib/report-period';
import { DateRangeFilter } from '../ui/date-range-filter';
import { MonthRangeFilter } from '../ui/month-range-filter';
import { LOAD_ERROR_TITLE, RETRY_LABEL } from '../ui/data-table';
import { PageFrame, type PageFrameProps } from '../ui/page-frame';
import { type ComparedAnswer, CompareSelect, ComparisonProvider, comparedText } from './comparison';

export const REPORT_EMPTY_TEXT = 'Không có đơn hàng nào trong khoảng thời gian này.';
export const REPORT_EMPTY_HINT = 'Hãy chọn khoảng thời gian khác.';

/** How the error names a period the address gave that is not one. */
const REPORT_PERIOD_IN_ADDRESS = 'khoảng thời gian trong địa chỉ';

/** A detail report whose code or id names nothing: said in place of the report, with a way back. */
export interface ReportNotFound {
  title: string;
  description: string;
  /** The button back to the list. */
  back: { label: string; to: To };
}

/** Where the report's call stands (a react-query result fits). */
export interface ReportLoad {
  /** No answer yet for any period. */
  isPending: boolean;
  /** A new period's answer is on its way; the last one stays shown meanwhile. */
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ReportFrameProps extends Omit<
  PageFrameProps,
  'filters' | 'children' | 'title' | 'subtitle'
> {
  /** The screen: its title, and its description until the answer names the period compared. */
  screen: Screen;
  /** The title, when the answer names more than the screen (a product's name). */
  title?: ReactNode;
  /** What the answer says of what is shown (a product's code), before the period compared. */
  subtitle?: string | undefined;
  period: ReportPeriodState;
  /**
   * What the figures are compared with, once the answer says it (the answer itself fits): the
   * subtitle names it, after what `subtitle` says, and the changes inside follow it.
   */
  compared?: ComparedAnswer | undefined;
  /** Said instead of the report (a detail of a code that does not exist). */
  notFound?: ReportNotFound | false;
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
  screen,
  title = screen.title,
  subtitle,
  compared,
  notFound,
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
  const navigate = useNavigate();
  if (notFound) {
    return (
      <PageFrame title={screen.title}>
        <Result
          status="404"
          title={notFound.title}
          subTitle={notFound.description}
          extra={
            <Button
              type="primary"
              onClick={() => {
                void navigate(notFound.back.to);
              }}
            >
              {notFound.back.label}
            </Button>
          }
        />
      </PageFrame>
    );
  }
  const errorAlert = load.error ? (
    <Alert
      type="error"
      showIcon
      title={LOAD_ERROR_TITLE}
      description={
        period.invalid
          ? `${errorMessage(load.error)} (${REPORT_PERIOD_IN_ADDRESS}: ${period.period.fromDate || '…'} → ${period.period.toDate || '…'})`
          : errorMessage(load.error)
      }
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
      title={title}
      subtitle={
        compared
          ? subtitle
            ? `${subtitle} · ${comparedText(compared, false)}`
            : comparedText(compared)
          : (subtitle ?? screen.description)
      }
      filters={
        <>
          {byMonth ? (
            <MonthRangeFilter value={period.range} onChange={period.setRange} />
          ) : (
            <DateRangeFilter value={period.range} onChange={period.setRange} />
          )}
          {period.compare ? (
            <CompareSelect value={period.compare} onChange={period.setCompare} />
          ) : null}
          {filters}
        </>
      }
    >
      <ComparisonProvider value={compared}>{content}</ComparisonProvider>
    </PageFrame>
  );
}
