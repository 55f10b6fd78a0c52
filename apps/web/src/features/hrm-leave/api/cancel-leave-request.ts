import { type LeaveRequest, MESSAGES } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LEAVE_API, leaveKeys } from './leave-keys';

export async function cancelLeaveRequest(id: number): Promise<LeaveRequest> {
  const { data } = await api.post<LeaveRequest>(
    `${LEAVE_API}/${String(id)}/cancel`,
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
