import {
  ChangePasswordRequest,
  ChangePasswordResponse,
  ErrorResponse,
  LoginRequest,
  LoginResponse,
  AUTH_API,
  MESSAGES,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { PUBLIC, bearerToken } from '../../plugins/access';
import { z } from 'zod';
import { AuthService } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const auth = new AuthService(ctx.db, ctx.tokens);

  app.post(
    AUTH_API.login,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        description:
          'Answers a signed token (HS256) carrying the user. Within 15 minutes, after 5 failures for ' +
          'one username from one address, 30 failures from one address or 20 for one username, ' +
          'answers 429 with Retry-After. A user disabled by an administrator gets 403 ' +
          'ACCOUNT_DISABLED (only with the right password).',
        body: LoginRequest,
        response: {
          200: LoginResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
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
    AUTH_API.changePassword,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Change password',
        description:
          'Checks the current password, sets the new one, makes the account normal (status 1) and ' +
          'active, and revokes every token issued before. A user disabled by an administrator ' +
          'gets 403 ACCOUNT_DISABLED: only an administrator activates them again.',
        body: ChangePasswordRequest,
        response: {
          200: ChangePasswordResponse,
          400: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request) => {
      await auth.changePassword(request.body, { ip: request.ip, requestId: request.id });
      return { message: MESSAGES.passwordChangedSignInAgain };
    },
  );

  app.post(
    AUTH_API.logout,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Sign out',
        description:
          'Revokes the bearer token of the request until it expires, in every API process. Open to ' +
          'any holder of a token (also one who must change the password first); a missing, expired ' +
          'or already revoked token changes nothing. The body is an empty object. Answers 204.',
        body: z.strictObject({}),
        response: { 204: z.null(), 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      await auth.signOut(bearerToken(request));
      return reply.status(204).send(null);
    },
  );
};
