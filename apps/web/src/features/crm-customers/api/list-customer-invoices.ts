import { CRM_API, type CustomerInvoicePage } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** The customer's invoices from the synced accounting data; page is zero-based. */
export async function listCustomerInvoices(
  customerId: number,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<CustomerInvoicePage> {
  const { data } = await api.post<CustomerInvoicePage>(
    CRM_API.invoiceSearch,
    { customerId, page, pageSize },
    { signal, call: { ignoreDefault: true } },
  );
  return data;
}

export const customerInvoicesQueryOptions = (customerId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: customerKeys.invoices(customerId, page, pageSize),
    queryFn: ({ signal }) => listCustomerInvoices(customerId, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomerInvoices(customerId: number, page: number, pageSize: number) {
  return useQuery(customerInvoicesQueryOptions(customerId, page, pageSize));
}
