import { REPORT_API, type SellerProductPage, type SellerProductSearch } from '@backoffice/shared';
import { pagedReportQuery } from '../../../lib/report-query';
import { sellerReportKeys } from './report-keys';

/** One page (zero-based) of the seller's products with their current price and its last change. */
export const sellerProductsReport = pagedReportQuery<SellerProductSearch, SellerProductPage>({
  path: REPORT_API.sellerProducts,
  key: sellerReportKeys.products,
  // The seller goes in the query and in X-SELLER-ID.
  sellerId: (search) => search.sellerId,
});
