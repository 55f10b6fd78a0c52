import type { LeaveTeamMember } from '@backoffice/shared';
import { LEAVE_API } from '@backoffice/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveKeys } from './leave-keys';

export async function getLeaveTeam(): Promise<LeaveTeamMember[]> {
  const { data } = await api.get<LeaveTeamMember[]>(LEAVE_API.team, {
    call: { ignoreDefault: true },
  });
  return data;
}

export const leaveTeamQueryOptions = () =>
  queryOptions({ queryKey: leaveKeys.team(), queryFn: getLeaveTeam });

export function useLeaveTeam() {
  return useQuery(leaveTeamQueryOptions());
}
