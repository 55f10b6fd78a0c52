import type {
  ProductAnalysisSearch,
  ProductByMonthSearch,
  ProductBySellerPriceSearch,
  ReportPeriod,
} from '@backoffice/shared';

/** The query keys of the product reports. */
export const productReportKeys = {
  all: ['reports', 'product'] as const,
  analysis: (search: ProductAnalysisSearch) =>
    [...productReportKeys.all, 'analysis', search] as const,
  detail: (productCode: string, period: ReportPeriod) =>
    [...productReportKeys.all, 'detail', productCode, period] as const,
  byMonth: (search: ProductByMonthSearch) =>
    [...productReportKeys.all, 'by-month', search] as const,
  bySellerPrice: (search: ProductBySellerPriceSearch) =>
    [...productReportKeys.all, 'by-seller-price', search] as const,
};
