import { AUTH_API } from '@backoffice/shared';
import type { LoginRequest, LoginResponse } from '@backoffice/shared';
import { api } from '../../../lib/api-client';

export async function login(body: LoginRequest): Promise<string> {
  const { data } = await api.post<LoginResponse>(AUTH_API.login, body, {
    call: { ignoreDefault: true, skipAuthRedirect: true },
  });
  return data.token;
}
