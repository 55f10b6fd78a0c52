// The advertising orders' calls (ACCOUNT and ADMIN, as their screen; GOD passes; open to an account
// that has not changed its first password, as the screen's layout is).
import {
  ADV_ORDER_API,
  AdvOrderAcknowledgeInput,
  AdvOrderAcknowledgeResult,
  AdvOrderPage,
  AdvOrderPending,
  AdvOrderSearch,
  ErrorResponse,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf, requireUser, screenAccess } from '../../plugins/access';
import { acknowledgeAdvOrders, advOrderPage, advOrderPending } from './adv-orders.service';

export const advOrdersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const access = screenAccess(['advOrderNotify']);
  const tags = ['advertising orders'];

  app.get(
    ADV_ORDER_API.list,
    {
      config: { access },
      schema: {
        tags,
        summary:
          "The company's sellers' advertising orders, latest first, with their acknowledgement; what waits, today's figures and the realtime channel's last event id",
        querystring: AdvOrderSearch,
        response: { 200: AdvOrderPage, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    (request) => advOrderPage(ctx.db, requireUser(request), request.query),
  );

  app.get(
    ADV_ORDER_API.pending,
    {
      config: { access },
      schema: {
        tags,
        summary: 'How many advertising orders wait for their acknowledgement, and their amount',
        response: { 200: AdvOrderPending, 403: ErrorResponse },
      },
    },
    () => advOrderPending(ctx.db),
  );

  app.post(
    ADV_ORDER_API.acknowledge,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Acknowledge advertising orders: those not acknowledged yet become the caller’s; the others say who acknowledged them',
        body: AdvOrderAcknowledgeInput,
        response: {
          200: AdvOrderAcknowledgeResult,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    (request) =>
      acknowledgeAdvOrders(ctx.db, requireUser(request), actorOf(request), request.body.codes),
  );
};
