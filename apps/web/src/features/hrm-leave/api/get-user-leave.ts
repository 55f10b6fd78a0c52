import type { UserLeave } from '@backoffice/shared';
import { LEAVE_API, pathOf } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveKeys } from './leave-keys';

export async function getUserLeave(userId: number, year: number): Promise<UserLeave> {
  const { data } = await api.get<UserLeave>(pathOf(LEAVE_API.ofUser, { id: userId }), {
    params: { year },
    // The screen shows a failed load itself, with a retry.
    call: { ignoreDefault: true },
  });
  return data;
}

export const userLeaveQueryOptions = (userId: number, year: number) =>
  queryOptions({
    queryKey: leaveKeys.user(userId, year),
    queryFn: () => getUserLeave(userId, year),
  });

export function useUserLeave(userId: number | undefined, year: number) {
  return useQuery({ ...userLeaveQueryOptions(userId ?? 0, year), enabled: userId !== undefined });
}
