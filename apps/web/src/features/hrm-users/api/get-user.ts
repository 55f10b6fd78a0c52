import type { UserDetail } from '@backoffice/shared';
import { USERS_API, pathOf } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export async function getUser(id: number): Promise<UserDetail> {
  const { data } = await api.get<UserDetail>(pathOf(USERS_API.detail, { id }), {
    call: { ignoreDefault: true },
  });
  return data;
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id), staleTime: 0 });

export function useUser(id: number | undefined) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== undefined });
}
