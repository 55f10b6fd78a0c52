// The master data the web app loads once and keeps (spec section 7): read-only lists.
import {
  Address,
  CustomerType,
  Department,
  KiotvietProduct,
  KiotvietProductQuery,
  MisaInventoryItem,
  Seller,
  Warehouse,
} from '@backoffice/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAccess } from '../../plugins/access';
import {
  listActiveInventoryItems,
  listCustomerTypes,
  listProductsUnderCategory,
  listWarehouses,
} from './master-data.repository';
import { addressCatalogue, keptSellers, matchesEntityTag } from './master-data.service';

const { BOM, ACCOUNT, MKT, ADMIN, SALE } = Department;

/** Sends JSON serialised beforehand (and checked against the schema then), as it is. */
function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}

export const masterDataRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/v1/thuocsi/seller/status/active',
    {
      // The e-commerce reports (BOM, MKT) and the accounting mappings (ACCOUNT, ADMIN) pick sellers.
      config: { access: requireAccess({ departments: [BOM, ACCOUNT, MKT, ADMIN] }) },
      schema: {
        tags: ['master-data'],
        summary: 'Active marketplace sellers up to the priority cut-off, by priority',
        response: { 200: z.array(Seller) },
      },
    },
    () => keptSellers(ctx.db),
  );

  app.get(
    '/api/v1/thuocsi/warehouse',
    {
      // The warehouse chat, open to every department, lists the warehouses.
      config: { access: requireAccess({}) },
      schema: {
        tags: ['master-data'],
        summary: 'The company warehouses',
        response: { 200: z.array(Warehouse) },
      },
    },
    () => listWarehouses(ctx.db),
  );

  app.get(
    '/api/v1/kiotviet/product/find-by-parent-category',
    {
      config: { access: requireAccess({ departments: [BOM, ACCOUNT, ADMIN] }) },
      schema: {
        tags: ['master-data'],
        summary: 'KiotViet products of a category and of every category below it',
        querystring: KiotvietProductQuery,
        response: { 200: z.array(KiotvietProduct) },
      },
    },
    (request) => listProductsUnderCategory(ctx.db, request.query.parentCategoryId),
  );

  app.get(
    '/api/v1/misa/inventory-item',
    {
      config: { access: requireAccess({ departments: [BOM, ACCOUNT, ADMIN] }) },
      schema: {
        tags: ['master-data'],
        summary: 'MISA inventory items in use (inactive ones left out)',
        response: { 200: z.array(MisaInventoryItem) },
      },
    },
    () => listActiveInventoryItems(ctx.db),
  );

  const addresses = addressCatalogue(ctx.db);
  app.get(
    '/api/v1/crm/address',
    {
      config: { access: requireAccess({ departments: [SALE, ACCOUNT, ADMIN] }) },
      schema: {
        tags: ['master-data'],
        summary: 'Every ward with its district and province (cacheable: ETag, one day)',
        response: {
          200: z.array(Address),
          304: z.void().describe('Not modified: the copy named in If-None-Match is current'),
        },
      },
    },
    async (request, reply) => {
      const { body, etag } = await addresses();
      void reply.header('etag', etag).header('cache-control', 'private, max-age=86400');
      if (matchesEntityTag(request.headers['if-none-match'], etag)) {
        return reply.code(304).send();
      }
      return sendJsonText(reply, body);
    },
  );

  app.get(
    '/api/v1/crm/customer/types',
    {
      config: { access: requireAccess({ departments: [SALE, ACCOUNT, ADMIN] }) },
      schema: {
        tags: ['master-data'],
        summary: 'Customer types',
        response: { 200: z.array(CustomerType) },
      },
    },
    () => listCustomerTypes(ctx.db),
  );
};
