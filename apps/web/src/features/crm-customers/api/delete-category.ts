import { CRM_API, MESSAGES, pathOf } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export async function deleteCategory(id: number): Promise<void> {
  await api.delete(pathOf(CRM_API.category, { id: id }), {
    call: { successMessage: MESSAGES.categoryDeleted },
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.categories() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.details() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
      ]);
    },
  });
}
