import { describe, expect, it } from 'vitest';
import { ChangePasswordRequest, LoginRequest } from './auth';
import { MESSAGES } from './messages';
import {
  isStrongPassword,
  isValidPhone,
  optionalPhoneSchema,
  phoneSchema,
  splitPhoneNumbers,
} from './validation';

describe('the phone rule', () => {
  it.each(['0912345678', '0987654321', '0201234567', ' 0912345678 '])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
    expect(phoneSchema.safeParse(phone).success).toBe(true);
  });

  it.each(['912345678', '09123456789', '1912345678', '09123abc78', '+84912345678', '0912 345 678'])(
    'refuses %j with the spec message',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
      const result = phoneSchema.safeParse(phone);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Số điện thoại không hợp lệ!');
    },
  );

  it('accepts an empty phone when it is optional', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone(undefined)).toBe(true);
    expect(optionalPhoneSchema.parse('')).toBeNull();
    expect(optionalPhoneSchema.parse(undefined)).toBeNull();
    expect(optionalPhoneSchema.safeParse('123').error?.issues[0]?.message).toBe(
      MESSAGES.invalidPhone,
    );
  });

  it('splits comma-separated numbers, trimmed, dropping empty parts', () => {
    expect(splitPhoneNumbers('0912345678, 0987654321')).toEqual(['0912345678', '0987654321']);
    expect(splitPhoneNumbers(' 0912345678 ,, ')).toEqual(['0912345678']);
    expect(splitPhoneNumbers('')).toEqual([]);
  });
});

describe('auth payloads', () => {
  it('trims the username and names each missing field', () => {
    expect(LoginRequest.parse({ username: ' admin ', password: 'x' }).username).toBe('admin');
    const result = LoginRequest.safeParse({ username: '' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'username',
      'password',
    ]);
  });

  it('asks for a new password of 8+ characters with letters and digits, other than the old one', () => {
    expect(isStrongPassword('abc12345')).toBe(true);
    expect(isStrongPassword('Mậtkhẩu1')).toBe(true);
    expect(isStrongPassword('abc1234')).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
    const same = ChangePasswordRequest.safeParse({
      username: 'a',
      oldPassword: 'abc12345',
      newPassword: 'abc12345',
    });
    expect(same.error?.issues[0]?.path).toEqual(['newPassword']);
  });
});
