// Builds the app for a test on its own database. With the demo data (the default) it starts from a
// copy of the database migrated and seeded once per run (global-setup.ts): in-memory PGlite loaded
// from a dump, or, when DATABASE_URL is set, a PostgreSQL database made from a template and dropped
// after. Without it, a fresh empty database (in memory, or created and dropped after).
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { type DatabaseTarget, openDatabase } from '../db/client';
import { readEnv } from '../env';
import { prepareDatabase } from '../seed/start-up';
import type { DatabaseTemplate } from './global-setup';
import { readDump } from './pglite-dump';
import { createScratchDatabase } from './scratch-database';
import { DEMO_PASSWORD, testAppConfig } from './test-constants';

export { DEMO_PASSWORD };

/** The seeded dump, read once per worker (PGlite only reads it). */
let pgliteDump: Promise<Blob> | undefined;

async function freshDatabase(
  seeded: boolean,
): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  const url = readEnv().DATABASE_URL;
  const template: DatabaseTemplate = seeded ? inject('databaseTemplate') : {};
  if (url) {
    const scratch = await createScratchDatabase(url, 't', template.postgres);
    return { target: { kind: 'postgres', url: scratch.url, poolMax: 5 }, drop: scratch.drop };
  }
  const file = template.pglite;
  const loadDataDir = file ? await (pgliteDump ??= readDump(file)) : undefined;
  return {
    target: { kind: 'pglite', dataDir: null, ...(loadDataDir && { loadDataDir }) },
    drop: async () => undefined,
  };
}

export interface TestAppOptions {
  logger?: FastifyServerOptions['logger'];
  config?: Partial<AppConfig>;
}

/** Opens and prepares the database of `config` as a start does, and builds the app on it. */
export async function startApp(config: AppConfig, logger: FastifyServerOptions['logger'] = false) {
  const database = await openDatabase(config.database);
  const demo = await prepareDatabase(database, config);
  return buildApp(config, { database, demo, ownsDatabase: true, logger });
}

export async function createTestApp(options: TestAppOptions = {}) {
  const { target, drop } = await freshDatabase(options.config?.seedDemo ?? true);
  const config: AppConfig = { ...testAppConfig(target), ...options.config };
  const app = await startApp(config, options.logger ?? false);
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

export async function login(app: TestApp, username: string, password = DEMO_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login of ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The claims of a token, read without checking it (what a browser does). */
export function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A test file's app on its own copy of the demo database, and its demo users signed in once. */
export interface TestKit {
  readonly app: TestApp;
  readonly config: AppConfig;
  /** The Authorization header of a demo user the kit signed in. */
  as: (user: string) => { authorization: string };
  /** That user's token. */
  token: (user: string) => string;
  /** That user's id (the token's `id` claim). */
  id: (user: string) => number;
}

interface OpenKit {
  app: TestApp;
  config: AppConfig;
  close: () => Promise<void>;
  tokens: ReadonlyMap<string, string>;
}

/**
 * Opens the kit before the file's tests (the app, then each of `users` signed in) and closes it after
 * them: one call at the top of a test file instead of its own beforeAll, sign-in loop and afterAll.
 */
export function testKit(users: readonly string[], options: TestAppOptions = {}): TestKit {
  let open: OpenKit | undefined;
  beforeAll(async () => {
    const { app, config, close } = await createTestApp(options);
    const tokens = new Map<string, string>();
    for (const user of users) tokens.set(user, await login(app, user));
    open = { app, config, close, tokens };
  });
  afterAll(async () => {
    await open?.close();
  });
  const opened = (): OpenKit => {
    if (!open) throw new Error('The test kit opens before the tests (beforeAll).');
    return open;
  };
  const token = (user: string): string => {
    const found = opened().tokens.get(user);
    if (found === undefined) throw new Error(`${user} is not one of the kit's signed-in users.`);
    return found;
  };
  return {
    get app() {
      return opened().app;
    },
    get config() {
      return opened().config;
    },
    as: (user) => bearer(token(user)),
    token,
    id: (user) => Number(decodeClaims(token(user)).id),
  };
}
