import { CRM_API, type CustomerTag } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export async function listCustomerTags(signal?: AbortSignal): Promise<CustomerTag[]> {
  const { data } = await api.get<CustomerTag[]>(CRM_API.customerTags, {
    signal,
    call: { ignoreDefault: true },
  });
  return data;
}

export const customerTagsQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.tags(),
    queryFn: ({ signal }) => listCustomerTags(signal),
    staleTime: 10 * 60_000,
  });

export function useCustomerTags() {
  return useQuery(customerTagsQueryOptions());
}
