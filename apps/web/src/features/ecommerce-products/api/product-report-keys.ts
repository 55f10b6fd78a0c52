import type {
  ProductAnalysisSearch,
  ProductByMonthSearch,
  ProductBySellerPriceSearch,
  ReportQuery,
} from '@backoffice/shared';

/** The query keys of the product reports. */
export const productReportKeys = {
  all: ['reports', 'product'] as const,
  analysis: (search: ProductAnalysisSearch) =>
    [...productReportKeys.all, 'analysis', search] as const,
  detail: (productCode: string, period: ReportQuery) =>
    [...productReportKeys.all, 'detail', productCode, period] as const,
  byMonth: (search: ProductByMonthSearch) =>
    [...productReportKeys.all, 'by-month', search] as const,
  bySellerPrice: (search: ProductBySellerPriceSearch) =>
    [...productReportKeys.all, 'by-seller-price', search] as const,
};
