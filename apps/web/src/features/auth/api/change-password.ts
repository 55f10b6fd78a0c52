import { AUTH_API } from '@backoffice/shared';
import type { ChangePasswordRequest } from '@backoffice/shared';
import { api } from '../../../lib/api-client';

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await api.post(AUTH_API.changePassword, body, {
    call: { ignoreDefault: true, skipAuthRedirect: true },
  });
}
