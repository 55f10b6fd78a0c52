import { REPORT_API, type ProductByMonthPage, type ProductByMonthSearch } from '@backoffice/shared';
import { pagedReportQuery } from '../../../lib/report-query';
import { productReportKeys } from './product-report-keys';

/** A page of products with their sales month by month, the totals, the top 10 and the categories. */
export const productByMonthReport = pagedReportQuery<ProductByMonthSearch, ProductByMonthPage>({
  path: REPORT_API.productByMonth,
  key: productReportKeys.byMonth,
});
