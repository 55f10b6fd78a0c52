import type { ChangePasswordRequest } from '@backoffice/shared';
import { api } from '../../../lib/api-client';

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await api.post('/auth/change-password', body, {
    call: { ignoreDefault: true, skipAuthRedirect: true },
  });
}
