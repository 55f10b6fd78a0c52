// The sales reports' calls (SALE only, GOD passes, as their screens): each answers for the sales
// the caller reads (sale-scope.ts).
import {
  type CurrentUser,
  ErrorResponse,
  REPORT_API,
  ReportQuery,
  SaleIdParam,
  SaleInvoiceOrdersPage,
  SaleInvoiceOrdersSearch,
  SaleOrderInvoiceQuery,
  SaleOrderInvoiceReport,
  SalePerformanceDetail,
  SalePerformanceReport,
  SaleTargetInput,
  SaleTargetList,
  SaleTargetQuery,
} from '@backoffice/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { requireUser, screenAccess } from '../../../plugins/access';
import { z } from 'zod';
import { AnswerCache, cachedAnswer } from '../../../lib/answer-cache';
import { sendJsonText } from '../../../lib/entity-tag';
import { saleInvoiceOrdersPage, saleOrderInvoiceReport } from './sale-order-invoice.service';
import { salePerformanceDetail } from './sale-detail.service';
import { salePerformanceReport } from './sale-performance.service';
import { listSaleTargets, setSaleTarget } from './sale-targets.service';

export const salesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The reports read through the reports' own connections (db/client.ts); a target is written
  // through the main ones.
  const { db, reports } = ctx;
  // The answers, kept while the data they read stands (lib/answer-cache.ts).
  const answers = new AnswerCache();
  const cached = async <S extends z.ZodType>(
    call: string,
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    compute: (user: CurrentUser, now: Date) => Promise<z.input<S>>,
  ) => {
    const user = requireUser(request);
    const body = await cachedAnswer(
      answers,
      reports,
      'sales',
      { call, caller: user, query: [request.params ?? null, request.query] },
      schema,
      (now) => compute(user, now),
    );
    return sendJsonText(reply, body);
  };
  const tags = ['sales reports'];
  const access = screenAccess(['reportSalePerformance']);

  app.get(
    REPORT_API.salePerformance,
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Each sale's revenue, orders, buyers, new and dug customers, interactions, tasks done and target in a period",
        querystring: ReportQuery,
        response: { 200: SalePerformanceReport, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    (request, reply) =>
      cached('performance', request, reply, SalePerformanceReport, (user, now) =>
        salePerformanceReport(reports, user, request.query, now),
      ),
  );

  app.get(
    REPORT_API.salePerformanceDetail,
    {
      config: { access: screenAccess(['reportSalePerformanceDetail']) },
      schema: {
        tags,
        summary: "One sale's figures in a period by day and by customer, with their target",
        params: z.object({ saleId: SaleIdParam }),
        querystring: ReportQuery,
        response: {
          200: SalePerformanceDetail,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    (request, reply) =>
      cached('detail', request, reply, SalePerformanceDetail, (user, now) =>
        salePerformanceDetail(reports, user, request.params.saleId, request.query, now),
      ),
  );

  const invoiceAccess = screenAccess(['reportSaleOrderInvoice']);

  app.get(
    REPORT_API.saleOrderInvoice,
    {
      config: { access: invoiceAccess },
      schema: {
        tags,
        summary:
          "Each sale's ordered, invoiced, collected and unpaid amounts in a period, the unpaid by age",
        querystring: SaleOrderInvoiceQuery,
        response: { 200: SaleOrderInvoiceReport, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    (request, reply) =>
      cached('order invoice', request, reply, SaleOrderInvoiceReport, (user, now) =>
        saleOrderInvoiceReport(reports, user, request.query, now),
      ),
  );

  app.get(
    REPORT_API.saleOrderInvoiceDetail,
    {
      config: { access: screenAccess(['reportSaleOrderInvoiceDetail']) },
      schema: {
        tags,
        summary: "One sale's orders in a period with their invoices, payments and unpaid age",
        params: z.object({ saleId: SaleIdParam }),
        querystring: SaleInvoiceOrdersSearch,
        response: {
          200: SaleInvoiceOrdersPage,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    (request, reply) =>
      cached('invoice orders', request, reply, SaleInvoiceOrdersPage, (user, now) =>
        saleInvoiceOrdersPage(reports, user, request.params.saleId, request.query, now),
      ),
  );

  app.get(
    REPORT_API.saleTargets,
    {
      config: { access },
      schema: {
        tags,
        summary: "A month's revenue targets of the sales the caller reads",
        querystring: SaleTargetQuery,
        response: { 200: SaleTargetList, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    (request) => listSaleTargets(db, requireUser(request), request.query.month),
  );

  app.put(
    REPORT_API.saleTargets,
    {
      config: { access },
      schema: {
        tags,
        summary: "Set (or take away, amount null) a team member's revenue target of a month",
        body: SaleTargetInput,
        response: {
          200: SaleTargetList,
          400: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    (request) => {
      const user = requireUser(request);
      const actor = { id: user.id, username: user.username, requestId: request.id, ip: request.ip };
      return setSaleTarget(db, user, actor, request.body);
    },
  );
};
