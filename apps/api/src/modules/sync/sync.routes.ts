// The sync configuration screen's calls and the spec's product sync; the engine runs here too.
import {
  SyncConnectionCheck,
  SyncRun,
  SyncRunPage,
  SyncRunParams,
  SyncRunQuery,
  SyncRunRequest,
  SyncRunStarted,
  SyncSourceParams,
  SyncSourceUpdate,
  SyncSourceView,
  SYNC_API,
} from '@backoffice/shared';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { DatabaseHandle } from '../../db/client';
import { actorOf, screenAccess } from '../../plugins/access';
import { emptyBodyAsObject } from '../../lib/empty-body';
import type { DemoFeeds } from './sources/registry';
import type { HttpOptions } from './source-kit/http-client';
import { networkGuard } from './source-kit/network-guard';
import { SecretBox } from './secret-box';
import { SyncEngine } from './sync-engine';
import { webhookRoutes } from './webhook.routes';
import {
  type SyncDeps,
  connectorOf,
  ensureSyncJobs,
  getRun,
  getSource,
  listRuns,
  listSources,
  startProductSync,
  startRun,
  testConnection,
  updateSource,
} from './sync.service';

const CONFIG_SCREENS = screenAccess(['configSync']);

declare module 'fastify' {
  interface FastifyInstance {
    syncEngine: SyncEngine;
  }
}

export interface SyncRoutesOptions {
  ctx: AppContext;
  handle: DatabaseHandle;
  demo: DemoFeeds;
  /** Start the scheduler tick (the server process; tests start it themselves when they need it). */
  scheduler?: boolean;
}

/** A call that takes no payload: nothing, or an empty JSON object. */
const NoBody = z.strictObject({}).describe('Nothing, or an empty object');

const routes: FastifyPluginAsyncZod<SyncRoutesOptions> = async (app, options) => {
  const { ctx, handle, demo } = options;
  await ensureSyncJobs(ctx.db);
  const box = new SecretBox(ctx.config.jwtSecret);
  const http: HttpOptions = {
    network: networkGuard(ctx.config.connectorAllowPrivateNetwork ?? false),
  };
  const engine = new SyncEngine({
    db: ctx.db,
    handle,
    log: app.log,
    connectorFor: (source) => connectorOf({ db: ctx.db, box, demo, http }, source),
    // The demo's new orders, read every minute while the thuocsi job reads its demo source.
    ...(ctx.config.seedDemo &&
      (ctx.config.demoLiveOrdersPerMinute ?? 0) > 0 && { demoOrdersEveryMs: 60_000 }),
  });
  app.decorate('syncEngine', engine);
  app.addHook('onClose', async () => {
    await engine.stop();
  });
  if (options.scheduler)
    app.addHook('onReady', () => {
      engine.startScheduler();
    });
  const deps: SyncDeps = { db: ctx.db, engine, box, demo, http };
  // In a scope of its own: it reads its JSON as bytes too, for the signature.
  await app.register(webhookRoutes, { db: ctx.db, box, engine });

  app.get(
    SYNC_API.sources,
    {
      config: { access: CONFIG_SCREENS },
      schema: {
        tags: ['sync'],
        summary: 'Each outside system: settings (never the secret), schedule, last run',
        response: { 200: z.array(SyncSourceView) },
      },
    },
    () => listSources(ctx.db),
  );

  app.get(
    SYNC_API.source,
    {
      config: { access: CONFIG_SCREENS },
      schema: {
        tags: ['sync'],
        summary: 'One outside system: settings, schedule, last run',
        params: SyncSourceParams,
        response: { 200: SyncSourceView },
      },
    },
    (request) => getSource(ctx.db, request.params.source),
  );

  app.put(
    SYNC_API.source,
    {
      config: { access: CONFIG_SCREENS },
      schema: {
        tags: ['sync'],
        summary: 'Saves the settings and schedule (secret: left out keeps it, null removes it)',
        params: SyncSourceParams,
        body: SyncSourceUpdate,
        response: { 200: SyncSourceView },
      },
    },
    (request) => updateSource(deps, actorOf(request), request.params.source, request.body),
  );

  app.post(
    SYNC_API.testConnection,
    {
      preValidation: emptyBodyAsObject,
      config: { access: CONFIG_SCREENS },
      schema: {
        tags: ['sync'],
        summary: 'Reads a first page with the saved settings',
        params: SyncSourceParams,
        body: NoBody,
        response: { 200: SyncConnectionCheck },
      },
    },
    (request) => testConnection(deps, request.params.source),
  );

  app.post(
    SYNC_API.runsOfSource,
    {
      preValidation: emptyBodyAsObject,
      config: { access: CONFIG_SCREENS },
      schema: {
        tags: ['sync'],
        summary: 'Runs the sync now; answers at once with the run to follow',
        params: SyncSourceParams,
        body: SyncRunRequest.strict(),
        response: { 202: SyncRunStarted },
      },
    },
    async (request, reply) => {
      const started = await startRun(deps, actorOf(request), request.params.source, {
        ...request.body,
      });
      return reply.code(202).send(started);
    },
  );

  app.post(
    SYNC_API.syncAllProducts,
    {
      preValidation: emptyBodyAsObject,
      config: { access: CONFIG_SCREENS },
      schema: {
        tags: ['sync'],
        summary: 'Syncs every marketplace seller, product and offer; answers at once with the run',
        body: NoBody,
        response: { 202: SyncRunStarted },
      },
    },
    async (request, reply) => reply.code(202).send(await startProductSync(deps, actorOf(request))),
  );

  app.get(
    SYNC_API.runs,
    {
      config: { access: CONFIG_SCREENS },
      schema: {
        tags: ['sync'],
        summary: 'Run history, newest first',
        querystring: SyncRunQuery,
        response: { 200: SyncRunPage },
      },
    },
    (request) => listRuns(ctx.db, request.query),
  );

  app.get(
    SYNC_API.run,
    {
      config: { access: CONFIG_SCREENS },
      schema: {
        tags: ['sync'],
        summary: 'One run with its live progress (pages, rows read, inserted, updated, errors)',
        params: SyncRunParams,
        response: { 200: SyncRun },
      },
    },
    (request) => getRun(ctx.db, request.params.id),
  );
};

/** Not encapsulated, so that `app.syncEngine` is reachable (tests wait on it). */
export const syncRoutes = fp(routes, { name: 'sync' });
