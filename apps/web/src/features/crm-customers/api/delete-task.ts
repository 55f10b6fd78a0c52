import { CRM_API, type DeleteTaskResult, MESSAGES, pathOf } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export async function deleteTask(id: number): Promise<DeleteTaskResult> {
  const { data } = await api.delete<DeleteTaskResult>(pathOf(CRM_API.task, { id: id }), {
    call: { successMessage: MESSAGES.taskDeleted },
  });
  return data;
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; customerId: number }) => deleteTask(id),
    onSuccess: async (_result, { customerId }) => {
      await queryClient.invalidateQueries({ queryKey: customerKeys.tasks(customerId) });
    },
  });
}
