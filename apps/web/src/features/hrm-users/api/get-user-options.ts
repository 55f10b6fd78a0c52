import type { UserOptions } from '@backoffice/shared';
import { USERS_API } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export async function getUserOptions(): Promise<UserOptions> {
  const { data } = await api.get<UserOptions>(USERS_API.options);
  return data;
}

export const userOptionsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.options(), queryFn: getUserOptions, staleTime: Infinity });

export function useUserOptions() {
  return useQuery(userOptionsQueryOptions());
}
