import { CRM_API, type SaleCustomerCategory } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** The signed-in sale's own categories of customers. */
export async function listCategories(signal?: AbortSignal): Promise<SaleCustomerCategory[]> {
  const { data } = await api.get<SaleCustomerCategory[]>(CRM_API.categories, {
    signal,
    call: { ignoreDefault: true },
  });
  return data;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.categories(),
    queryFn: ({ signal }) => listCategories(signal),
    staleTime: 60_000,
  });

export function useCategories(enabled = true) {
  return useQuery({ ...categoriesQueryOptions(), enabled });
}
