import {
  CRM_API,
  CRM_MESSAGES,
  type DeleteCustomerResult,
  MESSAGES,
  pathOf,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/**
 * `release`: the owner gives the customer back to the pool (DELETE ?owner=true); otherwise a leader
 * deletes it (soft delete).
 */
export async function deleteCustomer(id: number, release: boolean): Promise<DeleteCustomerResult> {
  const { data } = await api.delete<DeleteCustomerResult>(pathOf(CRM_API.customer, { id: id }), {
    params: release ? { owner: true } : undefined,
    call: { successMessage: release ? CRM_MESSAGES.customerReleased : MESSAGES.customerDeleted },
  });
  return data;
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, release }: { id: number; release: boolean }) => deleteCustomer(id, release),
    onSuccess: async (_result, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) }),
      ]);
    },
  });
}
