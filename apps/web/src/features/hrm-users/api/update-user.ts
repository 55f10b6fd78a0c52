import {
  MESSAGES,
  type UserDetail,
  type UserUpdateInput,
  USERS_API,
  pathOf,
} from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export async function updateUser({
  id,
  body,
}: {
  id: number;
  body: UserUpdateInput;
}): Promise<UserDetail> {
  const { data } = await api.post<UserDetail>(pathOf(USERS_API.user, { id }), body, {
    call: { successMessage: MESSAGES.userSaved },
  });
  return data;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
