import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { TokenService } from './lib/tokens';

/** What every route module is given. */
export interface AppContext {
  db: Database;
  /** The report queries' database (a pool of their own on PostgreSQL). */
  reports: Database;
  tokens: TokenService;
  config: AppConfig;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
