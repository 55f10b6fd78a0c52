import { MAPPING_API } from '@backoffice/shared';
import type { KiotvietProductPage, KiotvietProductSearch } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fetchAllPages } from './fetch-all-pages';
import { mappingQueryKeys } from './mapping-query-keys';

export type ProductSearchQuery = Partial<KiotvietProductSearch>;

/** KiotViet products of the category tree: unmapped first, then by name; paged (zero-based). */
export async function searchKiotvietProducts(
  query: ProductSearchQuery,
): Promise<KiotvietProductPage> {
  const { data } = await api.get<KiotvietProductPage>(MAPPING_API.productSearch, {
    params: { ...query, search: query.search || undefined },
    call: { ignoreDefault: true },
  });
  return data;
}

export function searchAllKiotvietProducts(
  query: Omit<ProductSearchQuery, 'page' | 'pageSize'>,
): Promise<KiotvietProductPage['items']> {
  return fetchAllPages((page, pageSize) => searchKiotvietProducts({ ...query, page, pageSize }));
}

export const kiotvietProductsQueryOptions = (query: ProductSearchQuery) =>
  queryOptions({
    queryKey: mappingQueryKeys.productPage(query),
    queryFn: () => searchKiotvietProducts(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useKiotvietProducts(query: ProductSearchQuery) {
  return useQuery(kiotvietProductsQueryOptions(query));
}
