import { SELLER_API, type Deal } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORT_STALE_MS } from '../../../lib/report-period';
import { sellerReportKeys } from './report-keys';

/** The seller's deals that have not ended (running and upcoming), by start. */
export async function getSellerDeals(sellerId: number, signal?: AbortSignal): Promise<Deal[]> {
  const { data } = await api.get<Deal[]>(SELLER_API.deals, {
    params: { sellerId },
    signal,
    // The seller goes in the query and in X-SELLER-ID; the card shows a failure itself, with a retry.
    call: { sellerId, ignoreDefault: true },
  });
  return data;
}

export const sellerDealsQueryOptions = (sellerId: number) =>
  queryOptions({
    queryKey: sellerReportKeys.deals(sellerId),
    queryFn: ({ signal }) => getSellerDeals(sellerId, signal),
    staleTime: REPORT_STALE_MS,
  });

export function useSellerDeals(sellerId: number) {
  return useQuery(sellerDealsQueryOptions(sellerId));
}
