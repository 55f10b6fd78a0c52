// The master data the web app loads once and keeps (spec section 7): read-only lists.
import {
  Address,
  CustomerType,
  KiotvietProduct,
  KiotvietProductQuery,
  MisaInventoryItem,
  Seller,
  Warehouse,
  CRM_API,
  MASTER_DATA_API,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { screenAccess } from '../../plugins/access';
import { sendTagged, taggedList, taggedResponse } from '../../lib/entity-tag';
import {
  addressCatalogue,
  keptSellers,
  listActiveInventoryItems,
  listCustomerTypes,
  listProductsUnderCategory,
  listWarehouses,
} from './master-data.service';

// The lists and their tagged answers.
const sellers = taggedList(z.array(Seller));
const warehouses = taggedList(z.array(Warehouse));
const kiotvietProducts = taggedList(z.array(KiotvietProduct));
const inventoryItems = taggedList(z.array(MisaInventoryItem));
const customerTypes = taggedList(z.array(CustomerType));

export const masterDataRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    MASTER_DATA_API.activeSellers,
    {
      // The e-commerce reports (BOM, MKT) and the accounting mappings (ACCOUNT, ADMIN) pick sellers.
      // The sellers picker of the seller detail, the product screens and the invoice mapping.
      config: {
        access: screenAccess([
          'ecommerceSellerDetail',
          'ecommerceProductByMonth',
          'configTsInvoiceToMisaVoucher',
        ]),
      },
      schema: {
        tags: ['master-data'],
        summary: 'Active marketplace sellers up to the priority cut-off, by priority',
        response: sellers.response,
      },
    },
    async (request, reply) => sellers.send(request, reply, await keptSellers(ctx.db)),
  );

  app.get(
    MASTER_DATA_API.warehouses,
    {
      // The warehouse chat, open to every department, lists the warehouses.
      // The warehouses of the stock screen and of the chat's warehouse rooms (every department).
      config: { access: screenAccess(['ecommerceWarehouseInventory', 'wmsChat']) },
      schema: {
        tags: ['master-data'],
        summary: 'The company warehouses',
        response: warehouses.response,
      },
    },
    async (request, reply) => warehouses.send(request, reply, await listWarehouses(ctx.db)),
  );

  app.get(
    MASTER_DATA_API.productsUnderCategory,
    {
      config: { access: screenAccess(['configMappingItemPrivateSku']) },
      schema: {
        tags: ['master-data'],
        summary: 'KiotViet products of a category and of every category below it',
        querystring: KiotvietProductQuery,
        response: kiotvietProducts.response,
      },
    },
    async (request, reply) =>
      kiotvietProducts.send(
        request,
        reply,
        await listProductsUnderCategory(ctx.db, request.query.parentCategoryId),
      ),
  );

  app.get(
    MASTER_DATA_API.inventoryItems,
    {
      config: { access: screenAccess(['configMappingItemPrivateSku']) },
      schema: {
        tags: ['master-data'],
        summary: 'MISA inventory items in use (inactive ones left out)',
        response: inventoryItems.response,
      },
    },
    async (request, reply) =>
      inventoryItems.send(request, reply, await listActiveInventoryItems(ctx.db)),
  );

  const addresses = addressCatalogue(ctx.db);
  app.get(
    CRM_API.address,
    {
      config: { access: screenAccess(['crmCustomer', 'crmCustomerDetail']) },
      schema: {
        tags: ['master-data'],
        summary: 'Every ward with its district and province (cacheable: ETag, one day)',
        response: taggedResponse(z.array(Address)),
      },
    },
    async (request, reply) => {
      const list = await addresses();
      void reply.header('cache-control', 'private, max-age=86400');
      return sendTagged(request, reply, list);
    },
  );

  app.get(
    CRM_API.customerTypes,
    {
      config: { access: screenAccess(['crmCustomer', 'crmCustomerDetail']) },
      schema: {
        tags: ['master-data'],
        summary: 'Customer types',
        response: customerTypes.response,
      },
    },
    async (request, reply) => customerTypes.send(request, reply, await listCustomerTypes(ctx.db)),
  );
};
