import { type LeaveRequest, MESSAGES, LEAVE_API, pathOf } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveKeys } from './leave-keys';

export type LeaveDecision =
  | { id: number; action: 'approve'; comment?: string }
  | { id: number; action: 'reject'; comment: string };

export async function decideLeaveRequest(decision: LeaveDecision): Promise<LeaveRequest> {
  const { data } = await api.post<LeaveRequest>(
    pathOf(LEAVE_API[decision.action], { id: decision.id }),
    decision.comment === undefined ? {} : { comment: decision.comment },
    {
      call: {
        successMessage:
          decision.action === 'approve'
            ? MESSAGES.leaveRequestApproved
            : MESSAGES.leaveRequestRejected,
      },
    },
  );
  return data;
}

export function useDecideLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLeaveRequest,
    // A 409 (someone else decided first) also means the lists are out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}
