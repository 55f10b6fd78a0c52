import { CRM_API, type Customer, pathOf } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export async function getCustomer(id: number, signal?: AbortSignal): Promise<Customer> {
  const { data } = await api.get<Customer>(pathOf(CRM_API.customer, { id: id }), {
    signal,
    // The detail screen says "not found" (or the failure) in its own place.
    call: { ignoreDefault: true },
  });
  return data;
}

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
    staleTime: 15_000,
  });

export function useCustomer(id: number) {
  return useQuery({ ...customerQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
