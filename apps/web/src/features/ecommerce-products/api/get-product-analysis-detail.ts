import {
  type ProductAnalysisDetail,
  type ReportPeriod,
  productAnalysisPath,
} from '@backoffice/shared';
import { reportQuery } from '../../../lib/report-query';
import { productReportKeys } from './product-report-keys';

/** One product over the period: its card, sales, prices by seller, stock by lot and deals. */
export const productAnalysisDetailReport = reportQuery<
  ReportPeriod & { productCode: string },
  ProductAnalysisDetail
>({
  path: ({ productCode }) => productAnalysisPath(productCode),
  key: ({ productCode, ...period }) => productReportKeys.detail(productCode, period),
  params: ({ fromDate, toDate }) => ({ fromDate, toDate }),
});
