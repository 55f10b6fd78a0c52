import {
  CustomerDocumentSearch,
  CustomerInvoicePage,
  CustomerOrderPage,
  CRM_API,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { CRM_ACCESS } from '../crm-access';
import { viewerOf } from '../crm-viewer';
import { customerInvoices, customerOrders } from './customer-orders.service';

const tags = ['crm-customers'];

export const customerOrdersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const { db } = ctx;
  const config = { access: CRM_ACCESS };

  app.post(
    CRM_API.orderSearch,
    {
      config,
      schema: {
        tags,
        summary: "A customer's marketplace orders, newest first",
        body: CustomerDocumentSearch,
        response: { 200: CustomerOrderPage },
      },
    },
    async (request) => customerOrders(db, await viewerOf(db, request), request.body),
  );

  app.post(
    CRM_API.invoiceSearch,
    {
      config,
      schema: {
        tags,
        summary: "A customer's invoices, newest first",
        body: CustomerDocumentSearch,
        response: { 200: CustomerInvoicePage },
      },
    },
    async (request) => customerInvoices(db, await viewerOf(db, request), request.body),
  );
};
