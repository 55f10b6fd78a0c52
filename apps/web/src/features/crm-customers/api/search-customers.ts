import {
  CRM_API,
  type Customer,
  CUSTOMER_EXPORT_MAX,
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

/** The rows of an export, and whether more customers match than it holds. */
export interface CustomerExport {
  rows: Customer[];
  /** More customers match: the rows are the first CUSTOMER_EXPORT_MAX of them. */
  cut: boolean;
}

/**
 * Every row of the current filters and sort, up to CUSTOMER_EXPORT_MAX, for the Excel file. The
 * count stops at CUSTOMER_COUNT_CAP, so pages are read until one comes back short, not up to the
 * count. `onProgress` hears the number of rows gathered after each page.
 */
export async function searchAllCustomers(
  kind: CustomerListKind,
  search: CustomerSearchInput,
  onProgress?: (rows: number) => void,
): Promise<CustomerExport> {
  const limit = CUSTOMER_EXPORT_MAX;
  const rows: Customer[] = [];
  // A customer added while the export runs pushes the others a row down: none is taken twice.
  const seen = new Set<number>();
  const fresh = (items: readonly Customer[]) => items.filter((item) => !seen.has(item.id));
  for (let page = 0; ; page += 1) {
    const { items } = await searchCustomers(kind, { ...search, page, pageSize: PAGE_SIZE_MAX });
    const unseen = fresh(items);
    const room = limit - rows.length;
    for (const item of unseen.slice(0, room)) {
      seen.add(item.id);
      rows.push(item);
    }
    onProgress?.(rows.length);
    if (unseen.length > room) return { rows, cut: true };
    if (items.length < PAGE_SIZE_MAX) return { rows, cut: false };
    if (rows.length === limit) {
      // Exactly the limit, and the last page was full: the next page tells whether more match.
      const next = await searchCustomers(kind, {
        ...search,
        page: page + 1,
        pageSize: PAGE_SIZE_MAX,
      });
      return { rows, cut: fresh(next.items).length > 0 };
    }
  }
}
