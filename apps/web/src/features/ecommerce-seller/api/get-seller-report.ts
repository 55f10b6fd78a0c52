import { REPORT_API, type ReportPeriod, type SellerReport } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORT_STALE_MS } from '../../../lib/report-period';
import { sellerReportKeys } from './report-keys';

/** Every kept seller's figures for the period and the one before it. */
export async function getSellerReport(
  period: ReportPeriod,
  signal?: AbortSignal,
): Promise<SellerReport> {
  const { data } = await api.get<SellerReport>(REPORT_API.seller, {
    params: period,
    signal,
    // The report shows the failure in its own place, with a retry.
    call: { ignoreDefault: true },
  });
  return data;
}

export const sellerReportQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: sellerReportKeys.list(period),
    queryFn: ({ signal }) => getSellerReport(period, signal),
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });

export function useSellerReport(period: ReportPeriod) {
  return useQuery(sellerReportQueryOptions(period));
}
