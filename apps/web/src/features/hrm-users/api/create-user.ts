import { MESSAGES, type UserCreateInput, type UserDetail } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USER_API, userKeys } from './user-keys';

export async function createUser(body: UserCreateInput): Promise<UserDetail> {
  const { data } = await api.post<UserDetail>(USER_API, body, {
    call: { successMessage: MESSAGES.userCreated },
  });
  return data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
