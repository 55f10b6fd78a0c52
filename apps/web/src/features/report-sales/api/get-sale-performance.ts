import { REPORT_API, type ReportQuery, type SalePerformanceReport } from '@backoffice/shared';
import { reportQuery } from '../../../lib/report-query';
import { saleReportKeys } from './sale-report-keys';

/** The figures of the sales the signed-in user reads, for the period and the one compared. */
export const salePerformanceQuery = reportQuery<ReportQuery, SalePerformanceReport>({
  path: REPORT_API.salePerformance,
  key: saleReportKeys.performance,
});
