import type { ValidateUserPhoneResponse } from '@backoffice/shared';
import { api } from '../../../lib/api-client';
import { USER_API } from './user-keys';

/** Whether a mobile phone is free: the phone rule, and no other user holds it. */
export async function validateUserPhone(
  mobilePhone: string,
  userId?: number,
): Promise<ValidateUserPhoneResponse> {
  const { data } = await api.get<ValidateUserPhoneResponse>(`${USER_API}/validate-mobile-phone`, {
    params: { mobilePhone, userId },
    call: { ignoreDefault: true },
  });
  return data;
}
