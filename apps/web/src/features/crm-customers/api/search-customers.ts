import {
  CRM_API,
  type Customer,
  CUSTOMER_EXPORT_MAX,
  type CustomerListKind,
  type CustomerPage,
  type CustomerSearchInput,
} from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type EveryPage, everyPage } from '../../../lib/every-page';
import { customerKeys } from './customer-keys';

/** One page of `my`, `in-pool` or `in-ocean`; the payload's page is zero-based. */
export async function searchCustomers(
  kind: CustomerListKind,
  search: CustomerSearchInput,
  signal?: AbortSignal,
): Promise<CustomerPage> {
  const { data } = await api.post<CustomerPage>(CRM_API.customerLists[kind], search, {
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

/**
 * Every row of the current filters and sort, up to CUSTOMER_EXPORT_MAX, for the Excel file. The
 * count stops at CUSTOMER_COUNT_CAP, so pages are read until one comes back short, not up to the
 * count. `onProgress` hears the number of rows gathered after each page.
 */
export function searchAllCustomers(
  kind: CustomerListKind,
  search: CustomerSearchInput,
  onProgress?: (rows: number) => void,
): Promise<EveryPage<Customer>> {
  return everyPage((page, pageSize) => searchCustomers(kind, { ...search, page, pageSize }), {
    limit: CUSTOMER_EXPORT_MAX,
    onProgress,
    idOf: (customer) => customer.id,
  });
}
