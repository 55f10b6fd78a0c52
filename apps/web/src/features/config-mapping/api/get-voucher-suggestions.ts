import type { VoucherSuggestion } from '@backoffice/shared';
import { MAPPING_API, pathOf } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mappingQueryKeys } from './mapping-query-keys';

/** Free vouchers close to the invoice in amount and date, best first. */
export async function getVoucherSuggestions(invoiceId: number): Promise<VoucherSuggestion[]> {
  const { data } = await api.get<VoucherSuggestion[]>(
    pathOf(MAPPING_API.voucherSuggestions, { id: invoiceId }),
    { call: { ignoreDefault: true } },
  );
  return data;
}

export const voucherSuggestionsQueryOptions = (invoiceId: number) =>
  queryOptions({
    queryKey: mappingQueryKeys.suggestions(invoiceId),
    queryFn: () => getVoucherSuggestions(invoiceId),
    staleTime: 0,
  });

export function useVoucherSuggestions(invoiceId: number) {
  return useQuery(voucherSuggestionsQueryOptions(invoiceId));
}
