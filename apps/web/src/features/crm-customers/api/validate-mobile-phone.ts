import { CRM_API, type ValidateMobilePhoneResult } from '@backoffice/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** Whether another customer already has this number (and who, as far as the caller may know). */
export async function validateMobilePhone(
  mobilePhone: string,
  customerId?: number,
): Promise<ValidateMobilePhoneResult> {
  const { data } = await api.get<ValidateMobilePhoneResult>(CRM_API.validateMobilePhone, {
    params: { mobilePhone, ...(customerId !== undefined && { customerId }) },
    // The form says it under the field.
    call: { ignoreDefault: true },
  });
  return data;
}

export const validateMobilePhoneQueryOptions = (mobilePhone: string, customerId?: number) =>
  queryOptions({
    queryKey: customerKeys.phoneCheck(mobilePhone, customerId),
    queryFn: () => validateMobilePhone(mobilePhone, customerId),
    staleTime: 10_000,
    retry: false,
  });
