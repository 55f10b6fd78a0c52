import { UserSummary } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAccess } from '../../plugins/access';
import { listUserSummaries } from './users.repository';

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/v1/crm/user',
    {
      // Master data of every screen that shows people (owners, approvers, team members).
      config: { access: requireAccess({}) },
      schema: {
        tags: ['users'],
        summary: 'Every user, for pickers and names',
        response: { 200: z.array(UserSummary) },
      },
    },
    () => listUserSummaries(ctx.db),
  );
};
