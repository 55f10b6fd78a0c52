import { CRM_API, type CustomerSource } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export async function listCustomerSources(signal?: AbortSignal): Promise<CustomerSource[]> {
  const { data } = await api.get<CustomerSource[]>(CRM_API.customerSources, {
    signal,
    call: { ignoreDefault: true },
  });
  return data;
}

export const customerSourcesQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.sources(),
    queryFn: ({ signal }) => listCustomerSources(signal),
    staleTime: 60 * 60_000,
  });

export function useCustomerSources() {
  return useQuery(customerSourcesQueryOptions());
}
