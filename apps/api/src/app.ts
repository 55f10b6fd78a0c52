import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES, ErrorCode, type ErrorResponse } from '@backoffice/shared';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  type ZodTypeProvider,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { TokenService } from './lib/tokens';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { pruneSignInRecords } from './modules/auth/auth.service';
import { masterDataRoutes } from './modules/master-data/master-data.routes';
import { systemRoutes } from './modules/system/system.routes';
import { usersRoutes } from './modules/users/users.routes';
import { leaveRequestsRoutes } from './modules/hrm/leave-requests.routes';
import { crmRoutes } from './modules/crm/crm.routes';
import { ecommerceRoutes } from './modules/ecommerce/ecommerce.routes';
import type { DemoFeeds } from './modules/sync/sources/registry';
import { syncRoutes } from './modules/sync/sync.routes';
import { accessPlugin } from './plugins/access';
import { docsRoutes, openApiPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { loadWebApp, webRoutes } from './plugins/web';
import { securityHeadersPlugin } from './plugins/security-headers';
import { liveRoutes } from './modules/live/live.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { advOrdersRoutes } from './modules/adv/adv-orders.routes';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes';
import { compressionPlugin, timeoutOptions } from './plugins/wire';

z.config(z.locales.vi());

export interface BuildOptions {
  /** The database, migrated and seeded (seed/start-up.ts prepares it). */
  database: DatabaseHandle;
  /** Closes the database when the app closes (when the caller does not close it itself). */
  ownsDatabase?: boolean;
  /** What the sync's built-in demo sources serve. */
  demo: DemoFeeds;
  /** Overrides the logger (tests pass a stream to read what was logged). */
  logger?: FastifyServerOptions['logger'];
  /** Starts the sync scheduler (the server process does; tests start it when they need it). */
  syncScheduler?: boolean;
}

/** The whole server on a prepared database: plugins and routes registered, not listening. */
export async function buildApp(config: AppConfig, options: BuildOptions) {
  const handle = options.database;
  const { trustProxy } = config;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    // A number of proxies in front: the addresses of that many hops are theirs.
    trustProxy:
      typeof trustProxy === 'number' ? (_: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    // Slow clients are cut off: request, headers, keep-alive and idle time-outs.
    ...timeoutOptions(config.httpTimeouts),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    db: handle.db,
    reports: handle.reports,
    tokens: new TokenService(config.jwtSecret, config.jwtTtl),
    config,
  };

  app.decorate('ctx', ctx);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(accessPlugin, { db: ctx.db, tokens: ctx.tokens });
  await app.register(openApiPlugin);

  // Compressed answers, caching of API answers and content security policies (before the routes).
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin);

  await app.register(systemRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(leaveRequestsRoutes, { ctx });
  await app.register(auditRoutes, { ctx });
  await app.register(masterDataRoutes, { ctx });
  await app.register(crmRoutes, { ctx });
  await app.register(ecommerceRoutes, { ctx });
  await app.register(reportsRoutes, { ctx });
  await app.register(advOrdersRoutes, { ctx });
  await app.register(reconciliationRoutes, { ctx });
  await app.register(syncRoutes, {
    ctx,
    handle,
    demo: options.demo,
    scheduler: options.syncScheduler ?? false,
  });
  await app.register(liveRoutes, { ctx, handle });
  await app.register(docsRoutes);

  const web = config.webDistDir ? await loadWebApp(config.webDistDir) : null;
  if (web && config.webDistDir) await app.register(webRoutes(config.webDistDir));
  app.setNotFoundHandler((request, reply) => {
    if (web?.wantsPage(request)) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(web.indexHtml);
    }
    const body: ErrorResponse = { code: ErrorCode.NOT_FOUND, message: ERROR_MESSAGES.NOT_FOUND };
    return reply.status(404).send(body);
  });

  const pruneTimer = setInterval(
    () => {
      pruneSignInRecords(ctx.db).catch((error: unknown) => {
        app.log.warn({ err: error }, 'could not prune old sign-in failures and sign-outs');
      });
    },
    60 * 60 * 1000,
  );
  pruneTimer.unref();

  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    if (options.ownsDatabase) await handle.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
