import type { LeaveCalendar } from '@backoffice/shared';
import { LEAVE_API } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveKeys } from './leave-keys';

/** find-by-users: the leave of these users in the month of `date` (repeated userIds). */
export async function getLeaveCalendar(
  userIds: readonly number[],
  date: string,
): Promise<LeaveCalendar> {
  const { data } = await api.get<LeaveCalendar>(LEAVE_API.calendar, {
    params: { userIds, date },
    paramsSerializer: { indexes: null },
    call: { ignoreDefault: true },
  });
  return data;
}

export const leaveCalendarQueryOptions = (userIds: readonly number[], date: string) =>
  queryOptions({
    queryKey: leaveKeys.calendar(userIds, date.slice(0, 7)),
    queryFn: () => getLeaveCalendar(userIds, date),
    placeholderData: keepPreviousData,
  });

export function useLeaveCalendar(userIds: readonly number[], date: string) {
  return useQuery({ ...leaveCalendarQueryOptions(userIds, date), enabled: userIds.length > 0 });
}
