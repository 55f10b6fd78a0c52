import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from './constants';
import { MESSAGES } from './messages';

/** The phone rule: if filled, 10 digits starting with 0. */
export function isValidPhone(value: string | null | undefined): boolean {
  if (value == null || value.trim() === '') return true;
  return PHONE_PATTERN.test(value.trim());
}

/** Comma-separated phone numbers as a form takes them: split, trimmed, empty parts dropped. */
export function splitPhoneNumbers(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, MESSAGES.invalidPhone);

/** An optional phone: empty or missing becomes null; anything else must follow the rule. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value == null || value === '' ? null : value))
  .refine((value) => value === null || PHONE_PATTERN.test(value), MESSAGES.invalidPhone);

export const PASSWORD_RULE_MESSAGE = `Mật khẩu mới phải có từ ${PASSWORD_MIN_LENGTH} đến ${PASSWORD_MAX_LENGTH} ký tự, gồm cả chữ và số.`;

export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    value.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(value) &&
    /\d/.test(value)
  );
}

export const newPasswordSchema = z
  .string({ error: 'Vui lòng nhập mật khẩu mới.' })
  .refine(isStrongPassword, PASSWORD_RULE_MESSAGE);
