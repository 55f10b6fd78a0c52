import { MAPPING_API } from '@backoffice/shared';
import type { MisaVoucherPage, MisaVoucherSearch } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mappingQueryKeys } from './mapping-query-keys';

export type VoucherSearchQuery = Partial<MisaVoucherSearch>;

/** MISA sales vouchers, searched and paged (zero-based). */
export async function searchMisaVouchers(query: VoucherSearchQuery): Promise<MisaVoucherPage> {
  const { data } = await api.get<MisaVoucherPage>(MAPPING_API.vouchers, {
    params: { ...query, search: query.search || undefined },
    call: { ignoreDefault: true },
  });
  return data;
}

export const misaVouchersQueryOptions = (query: VoucherSearchQuery) =>
  queryOptions({
    queryKey: mappingQueryKeys.voucherPage(query),
    queryFn: () => searchMisaVouchers(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMisaVouchers(query: VoucherSearchQuery) {
  return useQuery(misaVouchersQueryOptions(query));
}
