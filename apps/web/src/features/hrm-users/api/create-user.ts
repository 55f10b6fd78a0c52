import { MESSAGES, type UserCreateInput, type UserDetail, USERS_API } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export async function createUser(body: UserCreateInput): Promise<UserDetail> {
  const { data } = await api.post<UserDetail>(USERS_API.users, body, {
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
