import {
  CRM_API,
  MESSAGES,
  type SaleCustomer,
  type SaleCustomerStateUpdate,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** The caller's pipeline state of a customer, or the category they file it in (null: none). */
export async function saveSaleCustomerState(body: SaleCustomerStateUpdate): Promise<SaleCustomer> {
  const { data } = await api.post<SaleCustomer>(CRM_API.saleCustomerState, body, {
    call: {
      successMessage:
        body.state !== undefined ? MESSAGES.customerStatusSaved : MESSAGES.categorySaved,
    },
  });
  return data;
}

export function useSaveSaleCustomerState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSaleCustomerState,
    onSuccess: async (_result, { customerId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) }),
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.categories() }),
      ]);
    },
  });
}
