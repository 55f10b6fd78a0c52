import {
  CRM_API,
  CRM_MESSAGES,
  type CustomerActionRequest,
  type SaleCustomer,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** The caller's own flag on a customer: PIN, HIDE or DO_NOT_CALL, on or off. */
export async function doCustomerAction(body: CustomerActionRequest): Promise<SaleCustomer> {
  const { data } = await api.post<SaleCustomer>(CRM_API.doAction, body, {
    call: { successMessage: CRM_MESSAGES.actionSaved },
  });
  return data;
}

export function useDoCustomerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: doCustomerAction,
    onSuccess: async (_result, { customerId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
      ]);
    },
  });
}
