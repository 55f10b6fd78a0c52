import { type LeaveRequest, MESSAGES, LEAVE_API, pathOf } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveKeys } from './leave-keys';

export async function cancelLeaveRequest(id: number): Promise<LeaveRequest> {
  const { data } = await api.post<LeaveRequest>(
    pathOf(LEAVE_API.cancel, { id }),
    {},
    { call: { successMessage: MESSAGES.leaveRequestCancelled } },
  );
  return data;
}

export function useCancelLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelLeaveRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}
