import { type ReportQuery, type SellerSummary, sellerSummaryPath } from '@backoffice/shared';
import { reportQuery } from '../../../lib/report-query';
import { sellerReportKeys } from './report-keys';

/** One seller's figures, days, top products, order statuses, top customers and provinces. */
export const sellerSummaryReport = reportQuery<ReportQuery & { sellerId: number }, SellerSummary>({
  path: ({ sellerId }) => sellerSummaryPath(sellerId),
  key: ({ sellerId, ...period }) => sellerReportKeys.summary(sellerId, period),
  params: ({ fromDate, toDate, compare }) => ({
    fromDate,
    toDate,
    ...(compare ? { compare } : {}),
  }),
});
