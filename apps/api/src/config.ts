// Turns the environment into the app's settings, creating what the embedded default keeps in its data folder.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from './db/client';
import type { Env } from './env';
import { MIN_SECRET_BYTES } from './lib/tokens';

export interface AppConfig {
  database: DatabaseTarget;
  jwtSecret: Uint8Array;
  jwtTtl: string;
  seedDemo: boolean;
  /**
   * With the demo: new orders a minute of the company's sellers from its source, which the thuocsi
   * sync then reads every minute (DEMO_LIVE_ORDERS_PER_MINUTE; left out or 0: none).
   */
  demoLiveOrdersPerMinute?: number;
  demoPassword: string;
  /** Whose X-Forwarded-For is believed: none, a number of hops, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /**
   * The connectors may call loopback and private addresses (CONNECTOR_ALLOW_PRIVATE_NETWORK); left
   * out or false, they reach public addresses only.
   */
  connectorAllowPrivateNetwork?: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** The built web app to serve, or null to serve the API only. */
  webDistDir: string | null;
  /** How long the HTTP server waits for slow clients; DEFAULT_HTTP_TIMEOUTS when left out. */
  httpTimeouts?: HttpTimeouts;
  /**
   * The realtime channel's clocks (ms): how often each socket's token and account are checked
   * again (default 30 s, so a revoked token's socket closes within a minute), and the heartbeat
   * (LIVE_HEARTBEAT_MS), and how long a new socket may take to say hello (LIVE_HELLO_TIMEOUT_MS).
   * Tests shorten them.
   */
  live?: { recheckMs?: number; heartbeatMs?: number; helloTimeoutMs?: number; pruneMs?: number };
  /**
   * Redis (REDIS_URL): with PostgreSQL, the API processes hear of committed realtime events by its
   * pub/sub instead of each holding a LISTEN connection (modules/live/live-wake.ts).
   */
  redisUrl?: string;
}

/** The HTTP server's time-outs, in milliseconds. */
export interface HttpTimeouts {
  /** A whole request (headers and body) must have arrived within this time. */
  requestMs: number;
  /** The request's headers must have arrived within this time (at most requestMs). */
  headersMs: number;
  /** An idle connection kept open between two requests is closed after this time. */
  keepAliveMs: number;
  /** A connection on which nothing moves (no byte read or written) is closed after this time. */
  idleMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: 15_000,
  headersMs: 10_000,
  keepAliveMs: 5_000,
  idleMs: 120_000,
};

export async function resolveConfig(env: Env): Promise<AppConfig> {
  const dataDir = resolve(env.DATA_DIR);
  const embedded = env.DATABASE_URL === undefined;
  const database: DatabaseTarget = embedded
    ? { kind: 'pglite', dataDir: join(dataDir, 'pglite') }
    : {
        kind: 'postgres',
        url: env.DATABASE_URL ?? '',
        poolMax: env.DATABASE_POOL_MAX,
        reportsPoolMax: env.REPORTS_POOL_MAX,
      };
  return {
    database,
    jwtSecret: await resolveJwtSecret(env.JWT_SECRET, embedded ? dataDir : null),
    jwtTtl: env.JWT_TTL,
    seedDemo: env.SEED_DEMO ?? embedded,
    demoPassword: env.DEMO_PASSWORD,
    demoLiveOrdersPerMinute: env.DEMO_LIVE_ORDERS_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    connectorAllowPrivateNetwork: env.CONNECTOR_ALLOW_PRIVATE_NETWORK,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : defaultWebDistDir(),
    httpTimeouts: resolveHttpTimeouts(env),
    ...(env.REDIS_URL !== undefined && { redisUrl: env.REDIS_URL }),
  };
}

export function resolveHttpTimeouts(env: Env): HttpTimeouts {
  if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
    throw new Error(
      `HEADERS_TIMEOUT_SECONDS (${env.HEADERS_TIMEOUT_SECONDS}) must not exceed REQUEST_TIMEOUT_SECONDS (${env.REQUEST_TIMEOUT_SECONDS}).`,
    );
  }
  return {
    requestMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    headersMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
    keepAliveMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    idleMs: env.IDLE_TIMEOUT_SECONDS * 1000,
  };
}

/**
 * JWT_SECRET when set (at least 256 bits). Without it, the embedded default makes one once and keeps
 * it in its data folder; a PostgreSQL deployment must set it, so that every process shares it.
 */
export async function resolveJwtSecret(
  fromEnv: string | undefined,
  dataDir: string | null,
): Promise<Uint8Array> {
  if (fromEnv !== undefined) {
    const bytes = new TextEncoder().encode(fromEnv);
    if (bytes.byteLength < MIN_SECRET_BYTES) {
      throw new Error(
        `JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes (256 bits); for example: openssl rand -hex 32`,
      );
    }
    return bytes;
  }
  if (dataDir === null) {
    throw new Error(
      'JWT_SECRET is required when DATABASE_URL is set (at least 32 bytes; for example: openssl rand -hex 32).',
    );
  }
  const file = join(dataDir, 'jwt-secret');
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
}

function defaultWebDistDir(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = join(dir, 'apps', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    dir = dirname(dir);
  }
  return null;
}
