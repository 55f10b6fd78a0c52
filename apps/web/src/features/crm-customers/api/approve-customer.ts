import {
  CRM_API,
  CRM_MESSAGES,
  type Customer,
  type CustomerApproval,
  MESSAGES,
  pathOf,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export async function approveCustomer(id: number, body: CustomerApproval): Promise<Customer> {
  const { data } = await api.post<Customer>(pathOf(CRM_API.customerApprove, { id: id }), body, {
    call: {
      successMessage: body.approved ? MESSAGES.customerApproved : CRM_MESSAGES.customerRejected,
    },
  });
  return data;
}

export function useApproveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CustomerApproval }) => approveCustomer(id, body),
    onSuccess: async (_customer, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.detail(id) }),
      ]);
    },
  });
}
