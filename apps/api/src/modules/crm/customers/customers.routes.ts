import {
  CreateCustomer,
  Customer,
  CustomerApproval,
  CustomerIdParams,
  CustomerPage,
  CustomerSearch,
  CustomerSource,
  CustomerTag,
  DeleteCustomerQuery,
  DeleteCustomerResult,
  NoBody,
  UpdateCustomer,
  ValidateMobilePhoneQuery,
  ValidateMobilePhoneResult,
  CRM_API,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { CRM_ACCESS } from '../crm-access';
import { emptyBodyAsObject } from '../../../lib/empty-body';
import { viewerOf } from '../crm-viewer';
import {
  approveCustomer,
  createCustomer,
  customerSources,
  customerTags,
  deleteCustomer,
  getCustomer,
  restoreCustomer,
  searchCustomers,
  updateCustomerById,
  validateMobilePhone,
} from './customers.service';

const tags = ['crm-customers'];

export const customersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const config = { access: CRM_ACCESS };

  app.get(
    CRM_API.customerSources,
    {
      config,
      schema: {
        tags,
        summary: 'How customers come to the company (source filter and form)',
        response: { 200: z.array(CustomerSource) },
      },
    },
    () => customerSources(db),
  );

  app.get(
    CRM_API.customerTags,
    {
      config,
      schema: {
        tags,
        summary: 'Tags offered by the tag picker',
        response: { 200: z.array(CustomerTag) },
      },
    },
    () => customerTags(db),
  );

  app.get(
    CRM_API.validateMobilePhone,
    {
      config,
      schema: {
        tags,
        summary: 'Whether a phone number is free, and who has it as far as the caller may know',
        querystring: ValidateMobilePhoneQuery,
        response: { 200: ValidateMobilePhoneResult },
      },
    },
    async (request) => validateMobilePhone(db, await viewerOf(db, request), request.query),
  );

  for (const [kind, summary] of [
    ['my', 'My customers (and of the users I act for), pinned first'],
    ['in-pool', 'Customers in the pool, free to dig'],
    ['in-ocean', 'Every customer of the company, read-only, with its owner'],
  ] as const) {
    app.post(
      CRM_API.customerLists[kind],
      {
        config,
        schema: {
          tags,
          summary,
          body: CustomerSearch,
          response: { 200: CustomerPage },
        },
      },
      async (request) => searchCustomers(db, await viewerOf(db, request), kind, request.body),
    );
  }

  app.post(
    CRM_API.customerCreate,
    {
      config,
      schema: {
        tags,
        summary: "Create a customer (a sale's waits for a leader's approval)",
        body: CreateCustomer,
        response: { 200: Customer },
      },
    },
    async (request) => createCustomer(db, await viewerOf(db, request), request.body),
  );

  app.get(
    CRM_API.customer,
    {
      config,
      schema: {
        tags,
        summary: 'One customer',
        params: CustomerIdParams,
        response: { 200: Customer },
      },
    },
    async (request) => getCustomer(db, await viewerOf(db, request), request.params.id),
  );

  app.post(
    CRM_API.customer,
    {
      config,
      schema: {
        tags,
        summary: 'Change a customer (the fields sent)',
        params: CustomerIdParams,
        body: UpdateCustomer,
        response: { 200: Customer },
      },
    },
    async (request) =>
      updateCustomerById(db, await viewerOf(db, request), request.params.id, request.body),
  );

  app.delete(
    CRM_API.customer,
    {
      config,
      schema: {
        tags,
        summary: 'owner=true: release to the pool; otherwise a leader deletes (soft, restorable)',
        params: CustomerIdParams,
        querystring: DeleteCustomerQuery,
        response: { 200: DeleteCustomerResult },
      },
    },
    async (request) =>
      deleteCustomer(
        db,
        await viewerOf(db, request),
        request.params.id,
        request.query.owner ?? false,
      ),
  );

  app.post(
    CRM_API.customerApprove,
    {
      config,
      schema: {
        tags,
        summary:
          "A leader approves (keep, pool, or assign to a sale) or rejects a sale's new customer",
        params: CustomerIdParams,
        body: CustomerApproval,
        response: { 200: Customer },
      },
    },
    async (request) =>
      approveCustomer(db, await viewerOf(db, request), request.params.id, request.body),
  );

  app.post(
    CRM_API.customerRestore,
    {
      config,
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        summary: 'GOD or a leader of the owner brings a deleted customer back',
        params: CustomerIdParams,
        body: NoBody,
        response: { 200: Customer },
      },
    },
    async (request) => restoreCustomer(db, await viewerOf(db, request), request.params.id),
  );
};
