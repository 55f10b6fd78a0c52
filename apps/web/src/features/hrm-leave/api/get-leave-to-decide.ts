import type { LeaveRequestPage, LeaveToDecideQuery } from '@backoffice/shared';
import { LEAVE_API } from '@backoffice/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveKeys } from './leave-keys';

export async function getLeaveToDecide(query: LeaveToDecideQuery): Promise<LeaveRequestPage> {
  const { data } = await api.get<LeaveRequestPage>(LEAVE_API.toDecide, {
    params: query,
    call: { ignoreDefault: true },
  });
  return data;
}

export const leaveToDecideQueryOptions = (query: LeaveToDecideQuery) =>
  queryOptions({
    queryKey: leaveKeys.toDecide(query.status, query.page, query.pageSize),
    queryFn: () => getLeaveToDecide(query),
    placeholderData: keepPreviousData,
  });

export function useLeaveToDecide(query: LeaveToDecideQuery, enabled: boolean) {
  return useQuery({ ...leaveToDecideQueryOptions(query), enabled });
}
