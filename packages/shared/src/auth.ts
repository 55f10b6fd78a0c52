import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants';
import { newPasswordSchema } from './validation';

const username = z
  .string({ error: 'Vui lòng nhập tên đăng nhập.' })
  .trim()
  .min(1, 'Vui lòng nhập tên đăng nhập.')
  .max(64, 'Tên đăng nhập tối đa 64 ký tự.');

const password = (label: string) =>
  z
    .string({ error: `Vui lòng nhập ${label}.` })
    .min(1, `Vui lòng nhập ${label}.`)
    .max(PASSWORD_MAX_LENGTH, `Mật khẩu tối đa ${PASSWORD_MAX_LENGTH} ký tự.`);

export const LoginRequest = z
  .object({ username, password: password('mật khẩu') })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ token: z.string() }).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const ChangePasswordRequest = z
  .object({
    username,
    oldPassword: password('mật khẩu hiện tại'),
    newPassword: newPasswordSchema,
  })
  .refine((body) => body.oldPassword !== body.newPassword, {
    path: ['newPassword'],
    message: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ChangePasswordResponse = z
  .object({ message: z.string() })
  .meta({ id: 'ChangePasswordResponse' });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

/** The claims of the sign-in token (spec section 3): the web app decodes the session from them. */
export const TokenClaims = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  mobilePhone: z.string().nullable(),
  status: z.number().int(),
  active: z.boolean(),
  /** Ids of the users whose work is handed over to this user. */
  judas: z.array(z.number().int()),
  role: z.number().int(),
  department: z.number().int(),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

/** The signed-in user as the server sees it on each request. */
export const CurrentUser = TokenClaims.meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof CurrentUser>;
