import { MAPPING_API } from '@backoffice/shared';
import type { MarketplaceInvoicePage, MarketplaceInvoiceSearch } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fetchAllPages } from './fetch-all-pages';
import { mappingQueryKeys } from './mapping-query-keys';

export type InvoiceSearchQuery = Partial<MarketplaceInvoiceSearch>;

/** Marketplace invoices with their MISA voucher: unmapped first, newest first; paged (zero-based). */
export async function searchMarketplaceInvoices(
  query: InvoiceSearchQuery,
): Promise<MarketplaceInvoicePage> {
  const { data } = await api.get<MarketplaceInvoicePage>(MAPPING_API.invoices, {
    params: { ...query, search: query.search || undefined },
    call: { ignoreDefault: true },
  });
  return data;
}

export function searchAllMarketplaceInvoices(
  query: Omit<InvoiceSearchQuery, 'page' | 'pageSize'>,
): Promise<MarketplaceInvoicePage['items']> {
  return fetchAllPages((page, pageSize) => searchMarketplaceInvoices({ ...query, page, pageSize }));
}

export const marketplaceInvoicesQueryOptions = (query: InvoiceSearchQuery) =>
  queryOptions({
    queryKey: mappingQueryKeys.invoicePage(query),
    queryFn: () => searchMarketplaceInvoices(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMarketplaceInvoices(query: InvoiceSearchQuery) {
  return useQuery(marketplaceInvoicesQueryOptions(query));
}
