import {
  type ProductAnalysisDetail,
  type ReportPeriod,
  productAnalysisPath,
} from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORT_STALE_MS } from '../../../lib/report-period';
import { productReportKeys } from './product-report-keys';

/** One product over the period: its card, sales, prices by seller, stock by lot and deals. */
export async function getProductAnalysisDetail(
  productCode: string,
  period: ReportPeriod,
  signal?: AbortSignal,
): Promise<ProductAnalysisDetail> {
  const { data } = await api.get<ProductAnalysisDetail>(productAnalysisPath(productCode), {
    params: period,
    signal,
    // The screen shows the failure (or "not found") in its own place.
    call: { ignoreDefault: true },
  });
  return data;
}

export const productAnalysisDetailQueryOptions = (productCode: string, period: ReportPeriod) =>
  queryOptions({
    queryKey: productReportKeys.detail(productCode, period),
    queryFn: ({ signal }) => getProductAnalysisDetail(productCode, period, signal),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });

export function useProductAnalysisDetail(productCode: string, period: ReportPeriod) {
  return useQuery({
    ...productAnalysisDetailQueryOptions(productCode, period),
    enabled: productCode !== '',
  });
}
