import {
  ChangePasswordRequest,
  ChangePasswordResponse,
  ErrorResponse,
  LoginRequest,
  LoginResponse,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { PUBLIC } from '../../plugins/access';
import { AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const auth = new AuthService(ctx.db, ctx.tokens);

  app.post(
    '/auth/login',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        description:
          'Answers a signed token (HS256) carrying the user. After 5 failures for one username from ' +
          'one address within 15 minutes, answers 429 with Retry-After.',
        body: LoginRequest,
        response: {
          200: LoginResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      const token = await auth.login(request.body, { ip: request.ip, requestId: request.id });
      return { token };
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Change password',
        description:
          'Checks the current password, sets the new one, makes the account normal (status 1) and ' +
          'active, and revokes every token issued before.',
        body: ChangePasswordRequest,
        response: { 200: ChangePasswordResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      await auth.changePassword(request.body, { ip: request.ip, requestId: request.id });
      return { message: 'Đổi mật khẩu thành công. Vui lòng đăng nhập lại.' };
    },
  );
};
