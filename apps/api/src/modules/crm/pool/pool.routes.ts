import {
  Customer,
  CustomerIdParams,
  DigCustomerQuery,
  NoBody,
  PoolEventPage,
  PoolHistorySearch,
  PoolSettings,
  RecycleResult,
  UpdatePoolSettings,
  CRM_API,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { CRM_ACCESS, POOL_ADMIN_ACCESS } from '../crm-access';
import { emptyBodyAsObject } from '../../../lib/empty-body';
import { viewerOf } from '../crm-viewer';
import {
  digCustomer,
  getPoolSettings,
  poolHistory,
  runRecycle,
  savePoolSettings,
} from './pool.service';

const tags = ['crm-pool'];

export const poolRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    CRM_API.customerDig,
    {
      config: { access: CRM_ACCESS },
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        summary: 'Take a customer from the pool (a leader may take it for a team member: owner)',
        params: CustomerIdParams,
        querystring: DigCustomerQuery,
        body: NoBody,
        response: { 200: Customer },
      },
    },
    async (request) =>
      digCustomer(db, await viewerOf(db, request), request.params.id, request.query.owner),
  );

  app.get(
    CRM_API.poolSettings,
    {
      config: { access: CRM_ACCESS },
      schema: {
        tags,
        summary: 'The pool rules: owned cap, daily digs, recycling, cooldown',
        response: { 200: PoolSettings },
      },
    },
    () => getPoolSettings(db),
  );

  app.put(
    CRM_API.poolSettings,
    {
      config: { access: POOL_ADMIN_ACCESS },
      schema: {
        tags,
        summary: 'Change the pool rules (ADMIN department or GOD)',
        body: UpdatePoolSettings,
        response: { 200: PoolSettings },
      },
    },
    async (request) => savePoolSettings(db, await viewerOf(db, request), request.body),
  );

  app.post(
    CRM_API.poolRecycle,
    {
      config: { access: POOL_ADMIN_ACCESS },
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        summary: 'Run the recycling of stale customers now (ADMIN department or GOD)',
        body: NoBody,
        response: { 200: RecycleResult },
      },
    },
    async (request) => runRecycle(db, (await viewerOf(db, request)).actor),
  );

  app.post(
    CRM_API.poolHistory,
    {
      config: { access: CRM_ACCESS },
      schema: {
        tags,
        summary: 'What happened between the sales and the pool, newest first',
        body: PoolHistorySearch,
        response: { 200: PoolEventPage },
      },
    },
    async (request) => poolHistory(db, await viewerOf(db, request), request.body),
  );
};
