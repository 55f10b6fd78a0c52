import { SYSTEM_API } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { PUBLIC } from '../../plugins/access';

export const systemRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    SYSTEM_API.health,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability, for load balancers',
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: ctx.config.database.kind };
    },
  );
};
