import { SELLER_API, type Combo } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORT_STALE_MS } from '../../../lib/report-period';
import { sellerReportKeys } from './report-keys';

/** The seller's combos that have not ended (running and upcoming), by start. */
export async function getSellerCombos(sellerId: number, signal?: AbortSignal): Promise<Combo[]> {
  const { data } = await api.get<Combo[]>(SELLER_API.combos, {
    params: { sellerId },
    signal,
    // The seller goes in the query and in X-SELLER-ID; the card shows a failure itself, with a retry.
    call: { sellerId, ignoreDefault: true },
  });
  return data;
}

export const sellerCombosQueryOptions = (sellerId: number) =>
  queryOptions({
    queryKey: sellerReportKeys.combos(sellerId),
    queryFn: ({ signal }) => getSellerCombos(sellerId, signal),
    staleTime: REPORT_STALE_MS,
  });

export function useSellerCombos(sellerId: number) {
  return useQuery(sellerCombosQueryOptions(sellerId));
}
