// Reconciliation's calls (BOM and ACCOUNT, as its screens; GOD passes).
import {
  ErrorResponse,
  RECONCILIATION_API,
  ReconciliationLinePage,
  ReconciliationLineSearch,
  ReopenLinesInput,
  ResolveLinesInput,
  SettlementDetail,
  SettlementIdParams,
  SettlementPage,
  SettlementSearch,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { actorOf, screenAccess } from '../../plugins/access';
import {
  reconciliationLinePage,
  reopenLines,
  resolveLines,
  settlementDetail,
  settlementPage,
} from './reconciliation.service';

export const reconciliationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const { db } = ctx;
  const tags = ['reconciliation'];
  const list = screenAccess(['ecommerceReconciliation']);
  const detail = screenAccess(['ecommerceReconciliationDetail']);
  const refusals = { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

  app.get(
    RECONCILIATION_API.settlements,
    {
      config: { access: list },
      schema: {
        tags,
        summary:
          "The marketplace's settlements with their matched, unmatched and open amounts and their state",
        querystring: SettlementSearch,
        response: { 200: SettlementPage, 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    (request) => settlementPage(db, request.query),
  );

  app.get(
    RECONCILIATION_API.settlement,
    {
      config: { access: detail },
      schema: {
        tags,
        summary: "A settlement with its lines' counts and amounts by status",
        params: SettlementIdParams,
        response: { 200: SettlementDetail, ...refusals },
      },
    },
    (request) => settlementDetail(db, request.params.id),
  );

  app.get(
    RECONCILIATION_API.lines,
    {
      config: { access: detail },
      schema: {
        tags,
        summary: "A settlement's lines, the largest difference first",
        params: SettlementIdParams,
        querystring: ReconciliationLineSearch,
        response: { 200: ReconciliationLinePage, ...refusals },
      },
    },
    (request) => reconciliationLinePage(db, request.params.id, request.query),
  );

  app.post(
    RECONCILIATION_API.resolve,
    {
      config: { access: detail },
      schema: {
        tags,
        summary: 'Resolve open differences with a reason and a note (all or none)',
        params: SettlementIdParams,
        body: ResolveLinesInput,
        response: { 200: SettlementDetail, ...refusals, 409: ErrorResponse },
      },
    },
    (request) => resolveLines(db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    RECONCILIATION_API.reopen,
    {
      config: { access: detail },
      schema: {
        tags,
        summary: 'Open resolved lines again (all or none)',
        params: SettlementIdParams,
        body: ReopenLinesInput,
        response: { 200: SettlementDetail, ...refusals, 409: ErrorResponse },
      },
    },
    (request) => reopenLines(db, actorOf(request), request.params.id, request.body.keys),
  );
};
