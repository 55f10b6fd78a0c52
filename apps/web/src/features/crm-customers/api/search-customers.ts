import {
  CRM_API,
  type CustomerListKind,
  type CustomerPage,
  type CustomerSearchInput,
  PAGE_SIZE_MAX,
} from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** One page of `my`, `in-pool` or `in-ocean`; the payload's page is zero-based. */
export async function searchCustomers(
  kind: CustomerListKind,
  search: CustomerSearchInput,
  signal?: AbortSignal,
): Promise<CustomerPage> {
  const { data } = await api.post<CustomerPage>(CRM_API.customerList(kind), search, {
    signal,
    // The table shows the failure itself, with a retry.
    call: { ignoreDefault: true },
  });
  return data;
}

export const searchCustomersQueryOptions = (kind: CustomerListKind, search: CustomerSearchInput) =>
  queryOptions({
    queryKey: customerKeys.list(kind, search),
    queryFn: ({ signal }) => searchCustomers(kind, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useSearchCustomers(kind: CustomerListKind, search: CustomerSearchInput) {
  return useQuery(searchCustomersQueryOptions(kind, search));
}

/** The most rows an Excel export fetches (in pages of PAGE_SIZE_MAX). */
export const EXPORT_MAX_ROWS = 2_000;

/** Every row of the current filters and sort, up to EXPORT_MAX_ROWS, for the Excel file. */
export async function searchAllCustomers(
  kind: CustomerListKind,
  search: CustomerSearchInput,
): Promise<{ rows: CustomerPage['items']; truncated: boolean }> {
  const rows: CustomerPage['items'] = [];
  for (let page = 0; rows.length < EXPORT_MAX_ROWS; page += 1) {
    const result = await searchCustomers(kind, { ...search, page, pageSize: PAGE_SIZE_MAX });
    rows.push(...result.items);
    if (result.items.length < PAGE_SIZE_MAX || rows.length >= result.total) {
      return { rows, truncated: false };
    }
  }
  return { rows: rows.slice(0, EXPORT_MAX_ROWS), truncated: true };
}
