// The CRM: customers in mine / pool / ocean, per-sale views, interactions, tasks, pool rules and
// the daily recycling job, a customer's orders and invoices.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { saleCustomersRoutes } from './sale-customers/sale-customers.routes';
import { customersRoutes } from './customers/customers.routes';
import { interactionsRoutes } from './interactions/interactions.routes';
import { poolRoutes } from './pool/pool.routes';
import { startRecycleTimer } from './pool/pool.service';
import { tasksRoutes } from './tasks/tasks.routes';
import { customerOrdersRoutes } from './customer-orders/customer-orders.routes';

export const crmRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(customersRoutes, { ctx });
  await app.register(saleCustomersRoutes, { ctx });
  await app.register(poolRoutes, { ctx });
  await app.register(interactionsRoutes, { ctx });
  await app.register(tasksRoutes, { ctx });
  await app.register(customerOrdersRoutes, { ctx });

  const stopTimer = startRecycleTimer(ctx.db, app.log);
  app.addHook('onClose', () => {
    stopTimer();
    return Promise.resolve();
  });
};
