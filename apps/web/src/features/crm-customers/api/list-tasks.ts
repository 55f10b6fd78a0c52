import { CRM_API, type TaskPage } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** A customer's tasks the caller may see: open ones first, by due time. */
export async function listTasks(
  customerId: number,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<TaskPage> {
  const { data } = await api.post<TaskPage>(
    CRM_API.taskSearch,
    { customerId, page, pageSize },
    { signal, call: { ignoreDefault: true } },
  );
  return data;
}

export const tasksQueryOptions = (customerId: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: customerKeys.taskPage(customerId, page, pageSize),
    queryFn: ({ signal }) => listTasks(customerId, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useTasks(customerId: number, page: number, pageSize: number) {
  return useQuery(tasksQueryOptions(customerId, page, pageSize));
}
