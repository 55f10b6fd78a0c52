import {
  REPORT_API,
  type ProductAnalysisPage,
  type ProductAnalysisSearch,
} from '@backoffice/shared';
import { pagedReportQuery } from '../../../lib/report-query';
import { productReportKeys } from './product-report-keys';

/** A page of products ranked over the period, with the totals, the top 10 and the categories. */
export const productAnalysisReport = pagedReportQuery<ProductAnalysisSearch, ProductAnalysisPage>({
  path: REPORT_API.productAnalysis,
  key: productReportKeys.analysis,
});
