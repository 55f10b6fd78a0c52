import { type Combo, REPORT_API } from '@backoffice/shared';
import { reportQuery } from '../../../lib/report-query';
import { sellerReportKeys } from './report-keys';

/** The seller's combos that have not ended (running and upcoming), by start. */
export const sellerCombosQuery = reportQuery<{ sellerId: number }, Combo[]>({
  path: REPORT_API.sellerCombos,
  key: ({ sellerId }) => sellerReportKeys.combos(sellerId),
  // The seller goes in the query and in X-SELLER-ID.
  sellerId: ({ sellerId }) => sellerId,
  keepPrevious: false,
});
