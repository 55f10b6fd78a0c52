import { REPORT_API, type ReportQuery, type SellerReport } from '@backoffice/shared';
import { reportQuery } from '../../../lib/report-query';
import { sellerReportKeys } from './report-keys';

/** Every kept seller's figures for the period and the one before it. */
export const sellerReportQuery = reportQuery<ReportQuery, SellerReport>({
  path: REPORT_API.seller,
  key: sellerReportKeys.list,
});
