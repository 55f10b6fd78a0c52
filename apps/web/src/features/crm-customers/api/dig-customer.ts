import { CRM_API, type Customer, MESSAGES, pathOf } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** Takes a customer from the pool; a leader may name a team member as the new `owner`. */
export async function digCustomer(id: number, owner?: number): Promise<Customer> {
  const { data } = await api.post<Customer>(pathOf(CRM_API.customerDig, { id: id }), undefined, {
    params: owner === undefined ? undefined : { owner },
    call: { successMessage: MESSAGES.customerDug },
  });
  return data;
}

export function useDigCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, owner }: { id: number; owner?: number }) => digCustomer(id, owner),
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), customer);
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
    // Someone else won the race: the pool the user sees is out of date.
    onError: async () => {
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
