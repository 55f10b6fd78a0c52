import {
  CRM_API,
  MESSAGES,
  type SaleCustomerCategory,
  type SaveSaleCustomerCategoryInput,
  pathOf,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** Creates a category (no id) or renames/recolours one. */
export async function saveCategory(
  body: SaveSaleCustomerCategoryInput,
  id?: number,
): Promise<SaleCustomerCategory> {
  const url = id === undefined ? CRM_API.categories : pathOf(CRM_API.category, { id: id });
  const { data } = await api.post<SaleCustomerCategory>(url, body, {
    call: { successMessage: MESSAGES.categorySaved },
  });
  return data;
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: SaveSaleCustomerCategoryInput }) =>
      saveCategory(body, id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.categories() }),
        // Renamed: the name shows on customers.
        queryClient.invalidateQueries({ queryKey: customerKeys.details() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
      ]);
    },
  });
}
