// The report calls: each takes its period (and filters) and answers totals, the previous period's
// and the rows; access as on its screen.
import {
  ORDER_NOTICE_API,
  OrderNoticePage,
  OrderNoticeSearch,
  ErrorResponse,
  REPORT_API,
  ProductAnalysisDetail,
  ProductAnalysisPage,
  ProductAnalysisParams,
  ProductAnalysisSearch,
  ProductByMonthPage,
  ProductByMonthSearch,
  ProductBySellerPricePage,
  ProductBySellerPriceSearch,
  REPORT_ORDER_SCREENS,
  ReportOrdersPage,
  ReportOrdersSearch,
  ReportQuery,
  SCREENS,
  SellerProductPage,
  SellerProductSearch,
  SellerReport,
  SellerSummary,
  SellerCustomerPage,
  SellerCustomerSearch,
  SellerSummaryParams,
  canAccess,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireUser, screenAccess } from '../../plugins/access';
import { forbidden } from '../../lib/errors';
import { reportOrdersPage } from './report-orders.service';
import { orderNoticePage } from './order-notices.service';
import { SellerHeaders } from '../ecommerce/ecommerce.routes';
import { sellerFromHeader } from '../ecommerce/ecommerce.service';
import { productAnalysisDetail, productAnalysisPage } from './product-analysis.service';
import { productByMonthPage } from './product-by-month.service';
import { productBySellerPricePage } from './product-price.service';
import { sellerProductPage } from './seller-products.service';
import { sellerReport } from './seller-report.service';
import { sellerCustomerPage, sellerSummary } from './seller-summary.service';
import { salesRoutes } from './sales/sales.routes';

export const reportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(salesRoutes, { ctx });

  app.get(
    REPORT_API.orders,
    {
      // Any report screen's users; then the screen the figure is on.
      config: { access: screenAccess([...REPORT_ORDER_SCREENS]) },
      schema: {
        tags: ['reports'],
        summary: "The orders behind a report's figure, with their count and sum (keyed pages)",
        querystring: ReportOrdersSearch,
        response: {
          200: ReportOrdersPage,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    (request) => {
      const user = requireUser(request);
      if (!canAccess(user, SCREENS[request.query.screen])) throw forbidden();
      return reportOrdersPage(ctx.reports, user, request.query, ctx.db);
    },
  );

  app.get(
    ORDER_NOTICE_API.list,
    {
      config: { access: screenAccess(['reportOrderNotify']) },
      schema: {
        tags: ['reports'],
        summary:
          "The company's sellers' orders of the last 24 hours, latest first, today's count and amount, and the realtime channel's last event id",
        querystring: OrderNoticeSearch,
        response: { 200: OrderNoticePage, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    (request) => orderNoticePage(ctx.reports, requireUser(request), request.query, ctx.db),
  );

  app.get(
    REPORT_API.seller,
    {
      config: { access: screenAccess(['ecommerceSeller']) },
      schema: {
        tags: ['reports'],
        summary: "Every kept seller's revenue, orders, buyers, products and deals in a period",
        querystring: ReportQuery,
        response: { 200: SellerReport, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    (request) => sellerReport(ctx.reports, request.query),
  );

  app.get(
    REPORT_API.sellerSummary,
    {
      config: { access: screenAccess(['ecommerceSellerSummary']) },
      schema: {
        tags: ['reports'],
        summary:
          "One seller's figures in a period, by day, and its top products, customers and provinces",
        params: SellerSummaryParams,
        querystring: ReportQuery,
        response: {
          200: SellerSummary,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    (request) => sellerSummary(ctx.reports, request.params.sellerId, request.query),
  );

  app.get(
    REPORT_API.sellerCustomers,
    {
      config: { access: screenAccess(['ecommerceSellerSummary']) },
      schema: {
        tags: ['reports'],
        summary: 'A page of every buyer of one seller in a period, by revenue or orders',
        params: SellerSummaryParams,
        querystring: SellerCustomerSearch,
        response: {
          200: SellerCustomerPage,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    (request) => sellerCustomerPage(ctx.reports, request.params.sellerId, request.query),
  );

  app.get(
    REPORT_API.sellerProducts,
    {
      config: { access: screenAccess(['ecommerceSellerDetail']) },
      schema: {
        tags: ['reports'],
        summary:
          "A seller's products with their current price and its last change, searched and paged",
        querystring: SellerProductSearch,
        headers: SellerHeaders,
        response: {
          200: SellerProductPage,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    (request) =>
      sellerProductPage(
        ctx.reports,
        sellerFromHeader(request.headers['x-seller-id'], request.query.sellerId),
        request.query,
      ),
  );

  app.get(
    REPORT_API.productAnalysis,
    {
      config: { access: screenAccess(['ecommerceProductAnalysis']) },
      schema: {
        tags: ['reports'],
        summary:
          'Products sold in a period or on offer now: sales, offers, prices and owner share, paged',
        querystring: ProductAnalysisSearch,
        response: { 200: ProductAnalysisPage, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    (request) => productAnalysisPage(ctx.reports, request.query),
  );

  app.get(
    REPORT_API.productAnalysisDetail,
    {
      config: { access: screenAccess(['ecommerceProductAnalysisDetail']) },
      schema: {
        tags: ['reports'],
        summary:
          "One product in a period: sales by month, sellers' prices, current offers, stock, deals",
        params: ProductAnalysisParams,
        querystring: ReportQuery,
        response: {
          200: ProductAnalysisDetail,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    (request) => productAnalysisDetail(ctx.reports, request.params.productCode, request.query),
  );

  app.get(
    REPORT_API.productByMonth,
    {
      config: { access: screenAccess(['ecommerceProductByMonth']) },
      schema: {
        tags: ['reports'],
        summary: "Products' quantity and revenue month by month in a period, for some sellers",
        querystring: ProductByMonthSearch,
        response: {
          200: ProductByMonthPage,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    (request) => productByMonthPage(ctx.reports, request.query),
  );

  app.get(
    REPORT_API.productBySellerPrice,
    {
      config: { access: screenAccess(['ecommerceProductBySellerPrice']) },
      schema: {
        tags: ['reports'],
        summary:
          "Products' prices now at the sellers compared, the cheapest, and the company's against it",
        querystring: ProductBySellerPriceSearch,
        response: {
          200: ProductBySellerPricePage,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    (request) => productBySellerPricePage(ctx.reports, request.query),
  );
};
