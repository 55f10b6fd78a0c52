import {
  CRM_API,
  type CreateTaskInput,
  MESSAGES,
  type Task,
  type UpdateTaskInput,
  pathOf,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

export async function createTask(body: CreateTaskInput): Promise<Task> {
  const { data } = await api.post<Task>(CRM_API.taskCreate, body, {
    call: { successMessage: MESSAGES.taskSaved },
  });
  return data;
}

export async function updateTask(id: number, body: UpdateTaskInput): Promise<Task> {
  const { data } = await api.post<Task>(pathOf(CRM_API.task, { id: id }), body, {
    call: { successMessage: MESSAGES.taskSaved },
  });
  return data;
}

export type SaveTaskVariables =
  | { kind: 'create'; body: CreateTaskInput }
  | { kind: 'update'; id: number; customerId: number; body: UpdateTaskInput };

export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveTaskVariables) =>
      variables.kind === 'create'
        ? createTask(variables.body)
        : updateTask(variables.id, variables.body),
    onSuccess: async (task) => {
      await queryClient.invalidateQueries({ queryKey: customerKeys.tasks(task.customerId) });
    },
  });
}
