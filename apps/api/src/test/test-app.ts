// Builds the app for a test on its own database: in-memory PGlite, or a fresh PostgreSQL database
// created for this test file (and dropped after) when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import type { DatabaseTarget } from '../db/client';
import { readEnv } from '../env';
import { createScratchDatabase } from './scratch-database';

export const DEMO_PASSWORD = 'demo123';

async function freshDatabase(): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  const url = readEnv().DATABASE_URL;
  if (!url) return { target: { kind: 'pglite', dataDir: null }, drop: async () => undefined };
  const scratch = await createScratchDatabase(url, 't');
  return { target: { kind: 'postgres', url: scratch.url, poolMax: 5 }, drop: scratch.drop };
}

export interface TestAppOptions {
  logger?: FastifyServerOptions['logger'];
  config?: Partial<AppConfig>;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const { target, drop } = await freshDatabase();
  const config: AppConfig = {
    database: target,
    jwtSecret: randomBytes(32),
    jwtTtl: '1h',
    seedDemo: true,
    demoPassword: DEMO_PASSWORD,
    trustProxy: false,
    logLevel: 'silent',
    webDistDir: null,
    ...options.config,
  };
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
