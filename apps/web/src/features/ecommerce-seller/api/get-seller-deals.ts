import { type Deal, REPORT_API } from '@backoffice/shared';
import { reportQuery } from '../../../lib/report-query';
import { sellerReportKeys } from './report-keys';

/** The seller's deals that have not ended (running and upcoming), by start. */
export const sellerDealsQuery = reportQuery<{ sellerId: number }, Deal[]>({
  path: REPORT_API.sellerDeals,
  key: ({ sellerId }) => sellerReportKeys.deals(sellerId),
  // The seller goes in the query and in X-SELLER-ID.
  sellerId: ({ sellerId }) => sellerId,
  keepPrevious: false,
});
