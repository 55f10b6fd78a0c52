import {
  type CreateLeaveRequestInput,
  type LeaveRequest,
  MESSAGES,
  LEAVE_API,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveKeys } from './leave-keys';

export async function createLeaveRequest(body: CreateLeaveRequestInput): Promise<LeaveRequest> {
  const { data } = await api.post<LeaveRequest>(LEAVE_API.requests, body, {
    call: { successMessage: MESSAGES.leaveRequestCreated },
  });
  return data;
}

export function useCreateLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeaveRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}
