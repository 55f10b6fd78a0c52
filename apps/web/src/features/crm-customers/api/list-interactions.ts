import { CRM_API, type InteractionPage } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** A customer's interactions, newest first; page is zero-based. */
export async function listInteractions(
  customerId: number,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<InteractionPage> {
  const { data } = await api.post<InteractionPage>(
    CRM_API.interactionSearch,
    { customerId, page, pageSize },
    { signal, call: { ignoreDefault: true } },
  );
  return data;
}

export const interactionsQueryOptions = (customerId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: customerKeys.interactionPage(customerId, page, pageSize),
    queryFn: ({ signal }) => listInteractions(customerId, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useInteractions(customerId: number, page: number, pageSize: number) {
  return useQuery(interactionsQueryOptions(customerId, page, pageSize));
}
