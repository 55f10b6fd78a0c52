import {
  REPORT_API,
  type ProductBySellerPricePage,
  type ProductBySellerPriceSearch,
} from '@backoffice/shared';
import { pagedReportQuery } from '../../../lib/report-query';
import { productReportKeys } from './product-report-keys';

/** A page of products with their price at each seller compared, the standing and the categories. */
export const productBySellerPriceReport = pagedReportQuery<
  ProductBySellerPriceSearch,
  ProductBySellerPricePage
>({
  path: REPORT_API.productBySellerPrice,
  key: productReportKeys.bySellerPrice,
});
