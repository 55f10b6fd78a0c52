// The report calls: each takes its period (and filters) and answers totals, the previous period's
// and the rows; access as on its screen.
import {
  Department,
  ErrorResponse,
  REPORT_API,
  ReportPeriod,
  SellerReport,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireAccess } from '../../plugins/access';
import { sellerReport } from './seller-report.service';

/** The seller screens (/ecommerce/seller, seller-detail, seller-summary): BOM only. */
const SELLER_REPORTS = requireAccess({ departments: [Department.BOM] });

export const reportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    REPORT_API.seller,
    {
      config: { access: SELLER_REPORTS },
      schema: {
        tags: ['reports'],
        summary: "Every kept seller's revenue, orders, buyers, products and deals in a period",
        querystring: ReportPeriod,
        response: { 200: SellerReport, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    (request) => sellerReport(ctx.db, request.query),
  );
};
