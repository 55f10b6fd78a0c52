import {
  REPORT_API,
  type ReportQuery,
  type SalePerformanceDetail,
  type SalePerformanceReport,
  salePerformancePath,
} from '@backoffice/shared';
import { reportQuery } from '../../../lib/report-query';
import { saleReportKeys } from './sale-report-keys';

/** The figures of the sales the signed-in user reads, for the period and the one compared. */
export const salePerformanceQuery = reportQuery<ReportQuery, SalePerformanceReport>({
  path: REPORT_API.salePerformance,
  key: saleReportKeys.performance,
});

/** One sale the signed-in user reads, by day and by customer. */
export const salePerformanceDetailQuery = reportQuery<
  ReportQuery & { saleId: number },
  SalePerformanceDetail
>({
  path: ({ saleId }) => salePerformancePath(saleId),
  key: ({ saleId, ...period }) => saleReportKeys.performanceDetail(saleId, period),
  params: ({ saleId: _saleId, ...period }) => period,
});
