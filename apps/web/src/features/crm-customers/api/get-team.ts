import type { UserDetail } from '@backoffice/shared';
import { USERS_API, pathOf } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** Whom a user acts for besides themselves: their team members and the users handed over to them. */
export interface Team {
  memberIds: number[];
  transferIds: number[];
}

export async function getTeam(userId: number, signal?: AbortSignal): Promise<Team> {
  const { data } = await api.get<UserDetail>(pathOf(USERS_API.detail, { id: userId }), {
    signal,
    call: { ignoreDefault: true },
  });
  return { memberIds: data.memberIds, transferIds: data.transferIds };
}

export const teamQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: customerKeys.team(userId),
    queryFn: ({ signal }) => getTeam(userId, signal),
    staleTime: 10 * 60_000,
  });

export function useTeam(userId: number | undefined, enabled: boolean) {
  return useQuery({
    ...teamQueryOptions(userId ?? 0),
    enabled: enabled && userId !== undefined,
  });
}
