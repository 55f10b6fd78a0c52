import type { UserPage, UserSearchInput } from '@backoffice/shared';
import { USERS_API } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export async function searchUsers(body: UserSearchInput): Promise<UserPage> {
  const { data } = await api.post<UserPage>(USERS_API.search, body, {
    // The table shows a failed load itself, with a retry.
    call: { ignoreDefault: true },
  });
  return data;
}

export const searchUsersQueryOptions = (body: UserSearchInput) =>
  queryOptions({
    queryKey: userKeys.search(body),
    queryFn: () => searchUsers(body),
    placeholderData: keepPreviousData,
  });

export function useSearchUsers(body: UserSearchInput) {
  return useQuery(searchUsersQueryOptions(body));
}
