import { CRM_API, type CreateCustomerInput, type Customer, MESSAGES } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export async function createCustomer(body: CreateCustomerInput): Promise<Customer> {
  const { data } = await api.post<Customer>(CRM_API.customerCreate, body, {
    call: { successMessage: MESSAGES.customerCreated },
  });
  return data;
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.tags() }),
      ]);
    },
  });
}
