import { type ReportPeriod, type SellerSummary, sellerSummaryPath } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORT_STALE_MS } from '../../../lib/report-period';
import { sellerReportKeys } from './report-keys';

/** One seller's figures, days, top products, order statuses, top customers and provinces. */
export async function getSellerSummary(
  sellerId: number,
  period: ReportPeriod,
  signal?: AbortSignal,
): Promise<SellerSummary> {
  const { data } = await api.get<SellerSummary>(sellerSummaryPath(sellerId), {
    params: period,
    signal,
    // The screen shows the failure (or "not found") in its own place.
    call: { ignoreDefault: true },
  });
  return data;
}

export const sellerSummaryQueryOptions = (sellerId: number, period: ReportPeriod) =>
  queryOptions({
    queryKey: sellerReportKeys.summary(sellerId, period),
    queryFn: ({ signal }) => getSellerSummary(sellerId, period, signal),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });

export function useSellerSummary(sellerId: number, period: ReportPeriod) {
  return useQuery({
    ...sellerSummaryQueryOptions(sellerId, period),
    enabled: Number.isInteger(sellerId) && sellerId > 0,
  });
}
