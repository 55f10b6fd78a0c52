import {
  CRM_API,
  type Customer,
  MESSAGES,
  type UpdateCustomerInput,
  pathOf,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export async function updateCustomer(id: number, body: UpdateCustomerInput): Promise<Customer> {
  const { data } = await api.post<Customer>(pathOf(CRM_API.customer, { id: id }), body, {
    call: { successMessage: MESSAGES.customerUpdated },
  });
  return data;
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCustomerInput }) =>
      updateCustomer(id, body),
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), customer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.tags() }),
      ]);
    },
  });
}
