import {
  CategoryIdParams,
  CustomerActionRequest,
  CustomerIdParams,
  SaleCustomer,
  SaleCustomerCategory,
  SaleCustomerQuery,
  SaleCustomerStateUpdate,
  SaveSaleCustomerCategory,
  CRM_API,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { CRM_ACCESS } from '../crm-access';
import { viewerOf } from '../crm-viewer';
import {
  doCustomerAction,
  listOwnCategories,
  removeCategory,
  saleCustomerOf,
  saveCategory,
  saveSaleCustomerState,
} from './sale-customers.service';

const tags = ['crm-sale-customers'];

export const saleCustomersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const { db } = ctx;
  const config = { access: CRM_ACCESS };

  app.get(
    CRM_API.customerOfSale,
    {
      config,
      schema: {
        tags,
        summary:
          "A sale's own view of a customer: state, category, flags (the caller's by default)",
        params: CustomerIdParams,
        querystring: SaleCustomerQuery,
        response: { 200: SaleCustomer },
      },
    },
    async (request) =>
      saleCustomerOf(db, await viewerOf(db, request), request.params.id, request.query.saleId),
  );

  app.post(
    CRM_API.saleCustomerState,
    {
      config,
      schema: {
        tags,
        summary: "Set the caller's pipeline state and/or category of a customer",
        body: SaleCustomerStateUpdate,
        response: { 200: SaleCustomer },
      },
    },
    async (request) => saveSaleCustomerState(db, await viewerOf(db, request), request.body),
  );

  app.post(
    CRM_API.doAction,
    {
      config,
      schema: {
        tags,
        summary: "Turn one of the caller's flags (PIN, HIDE, DO_NOT_CALL) on or off",
        body: CustomerActionRequest,
        response: { 200: SaleCustomer },
      },
    },
    async (request) => doCustomerAction(db, await viewerOf(db, request), request.body),
  );

  app.get(
    CRM_API.categories,
    {
      config,
      schema: {
        tags,
        summary: "The caller's own categories, with how many customers each holds",
        response: { 200: z.array(SaleCustomerCategory) },
      },
    },
    async (request) => listOwnCategories(db, await viewerOf(db, request)),
  );

  app.post(
    CRM_API.categories,
    {
      config,
      schema: {
        tags,
        summary: 'Create a category',
        body: SaveSaleCustomerCategory,
        response: { 200: SaleCustomerCategory },
      },
    },
    async (request) => saveCategory(db, await viewerOf(db, request), undefined, request.body),
  );

  app.post(
    CRM_API.category,
    {
      config,
      schema: {
        tags,
        summary: 'Rename or recolour one of the caller’s categories',
        params: CategoryIdParams,
        body: SaveSaleCustomerCategory,
        response: { 200: SaleCustomerCategory },
      },
    },
    async (request) =>
      saveCategory(db, await viewerOf(db, request), request.params.id, request.body),
  );

  app.delete(
    CRM_API.category,
    {
      config,
      schema: {
        tags,
        summary: "Delete one of the caller's categories (its customers leave it)",
        params: CategoryIdParams,
        response: { 200: z.object({ id: z.number().int() }) },
      },
    },
    async (request) => removeCategory(db, await viewerOf(db, request), request.params.id),
  );
};
