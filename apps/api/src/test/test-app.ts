// Builds the app for a test on its own database. With the demo data (the default) it starts from a
// copy of the database migrated and seeded once per run (global-setup.ts): in-memory PGlite loaded
// from a dump, or, when DATABASE_URL is set, a PostgreSQL database made from a template and dropped
// after. Without it, a fresh empty database (in memory, or created and dropped after).
import { readFile } from 'node:fs/promises';
import type { FastifyServerOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { DatabaseTarget } from '../db/client';
import { readEnv } from '../env';
import type { DatabaseTemplate } from './global-setup';
import { createScratchDatabase } from './scratch-database';
import { DEMO_PASSWORD, testAppConfig } from './test-constants';

export { DEMO_PASSWORD };

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
  const loadDataDir = file
    ? await (pgliteDump ??= readFile(file).then((bytes) => new Blob([bytes])))
    : undefined;
  return {
    target: { kind: 'pglite', dataDir: null, ...(loadDataDir && { loadDataDir }) },
    drop: async () => undefined,
  };
}

export interface TestAppOptions {
  logger?: FastifyServerOptions['logger'];
  config?: Partial<AppConfig>;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const { target, drop } = await freshDatabase(options.config?.seedDemo ?? true);
  const config: AppConfig = { ...testAppConfig(target), ...options.config };
  const app = await buildApp(config, { logger: options.logger ?? false });
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
