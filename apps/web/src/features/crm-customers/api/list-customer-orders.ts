import { CRM_API, type CustomerOrderPage } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** The customer's orders from the synced marketplace data; page is zero-based. */
export async function listCustomerOrders(
  customerId: number,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<CustomerOrderPage> {
  const { data } = await api.post<CustomerOrderPage>(
    CRM_API.orderSearch,
    { customerId, page, pageSize },
    { signal, call: { ignoreDefault: true } },
  );
  return data;
}

export const customerOrdersQueryOptions = (customerId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: customerKeys.orders(customerId, page, pageSize),
    queryFn: ({ signal }) => listCustomerOrders(customerId, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomerOrders(customerId: number, page: number, pageSize: number) {
  return useQuery(customerOrdersQueryOptions(customerId, page, pageSize));
}
