import type { ValidateUserPhoneResponse } from '@backoffice/shared';
import { USERS_API } from '@backoffice/shared';
import { api } from '../../../lib/api-client';

/** Whether a mobile phone is free: the phone rule, and no other user holds it. */
export async function validateUserPhone(
  mobilePhone: string,
  userId?: number,
): Promise<ValidateUserPhoneResponse> {
  const { data } = await api.get<ValidateUserPhoneResponse>(USERS_API.validateMobilePhone, {
    params: { mobilePhone, userId },
    call: { ignoreDefault: true },
  });
  return data;
}
