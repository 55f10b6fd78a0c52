import type { ReportQuery, SellerCustomerSearch, SellerProductSearch } from '@backoffice/shared';

/** The query keys of the seller reports: one family, so that a change can refresh them together. */
export const sellerReportKeys = {
  all: ['reports', 'seller'] as const,
  list: (period: ReportQuery) => [...sellerReportKeys.all, 'list', period] as const,
  summary: (sellerId: number, period: ReportQuery) =>
    [...sellerReportKeys.all, 'summary', sellerId, period] as const,
  /** A page of a seller's buyers in a period. */
  customers: (sellerId: number, search: SellerCustomerSearch) =>
    [...sellerReportKeys.all, 'customers', sellerId, search] as const,
  /** The deals of a seller that have not ended. */
  deals: (sellerId: number) => [...sellerReportKeys.all, 'deals', sellerId] as const,
  /** The combos of a seller that have not ended. */
  combos: (sellerId: number) => [...sellerReportKeys.all, 'combos', sellerId] as const,
  /** A page of a seller's products with their prices. */
  products: (search: SellerProductSearch) =>
    [...sellerReportKeys.all, 'products', search.sellerId, search] as const,
};
