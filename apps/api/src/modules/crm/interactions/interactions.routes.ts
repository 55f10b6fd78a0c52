import {
  CreateInteraction,
  Interaction,
  InteractionPage,
  InteractionSearch,
  CRM_API,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { CRM_ACCESS } from '../crm-access';
import { viewerOf } from '../crm-viewer';
import { createInteraction, searchInteractions } from './interactions.service';

const tags = ['crm-interactions'];

export const interactionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const { db } = ctx;
  const config = { access: CRM_ACCESS };

  app.post(
    CRM_API.interactionCreate,
    {
      config,
      schema: {
        tags,
        summary: 'Record a comment, call, visit or message with a customer',
        body: CreateInteraction,
        response: { 200: Interaction },
      },
    },
    async (request) => createInteraction(db, await viewerOf(db, request), request.body),
  );

  app.post(
    CRM_API.interactionSearch,
    {
      config,
      schema: {
        tags,
        summary: "A customer's interactions, newest first",
        body: InteractionSearch,
        response: { 200: InteractionPage },
      },
    },
    async (request) => searchInteractions(db, await viewerOf(db, request), request.body),
  );
};
