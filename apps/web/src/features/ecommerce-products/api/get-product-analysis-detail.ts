import {
  type ProductAnalysisDetail,
  type ReportQuery,
  productAnalysisPath,
} from '@backoffice/shared';
import { reportQuery } from '../../../lib/report-query';
import { productReportKeys } from './product-report-keys';

/** One product over the period: its card, sales, prices by seller, stock by lot and deals. */
export const productAnalysisDetailReport = reportQuery<
  ReportQuery & { productCode: string },
  ProductAnalysisDetail
>({
  path: ({ productCode }) => productAnalysisPath(productCode),
  key: ({ productCode, ...period }) => productReportKeys.detail(productCode, period),
  params: ({ fromDate, toDate, compare }) => ({
    fromDate,
    toDate,
    ...(compare ? { compare } : {}),
  }),
});
