// HTTP load on a started server over PostgreSQL: sign-in and one authenticated read, next to the
// read's own SQL run directly through pg in the same run. Prints JSON (and a table); writes
// bench/results/api.json. Settings: DATABASE_URL (server to create a scratch database on),
// BENCH_DURATION seconds per scenario (default 10), BENCH_PORT (default 3200).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createScratchDatabase } from '../apps/api/src/test/scratch-database';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;

interface Figure {
  scenario: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
}

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start in time');
}

async function load(
  scenario: string,
  connections: number,
  path: string,
  options: Partial<autocannon.Options>,
): Promise<Figure> {
  const result = await autocannon({ url: `${base}${path}`, connections, duration, ...options });
  return {
    scenario,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** The authenticated read's SQL (the token check, then the list), straight through pg. */
async function directSql(url: string, connections: number, userId: number): Promise<Figure> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + duration * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const started = performance.now();
      try {
        await pool.query(
          `select u.token_version, u.status, u.active, r.level, d.bit from users u
           join roles r on r.id = u.role_id join departments d on d.id = u.department_id
           where u.id = $1 limit 1`,
          [userId],
        );
        await pool.query(
          `select u.id, u.username, u.full_name, u.mobile_phone, u.status, u.active, d.bit, r.level
           from users u join roles r on r.id = u.role_id join departments d on d.id = u.department_id
           order by u.full_name, u.id`,
        );
        latencies.push(performance.now() - started);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  await pool.end();
  latencies.sort((a, b) => a - b);
  return {
    scenario: 'reference: the same read as SQL through pg',
    connections,
    requestsPerSecond: Math.round(latencies.length / duration),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    errors,
    non2xx: 0,
    total: latencies.length,
  };
}

async function main(): Promise<void> {
  const build = spawnSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');

  const scratch = await createScratchDatabase(adminUrl, 'bench');
  const dbUrl = scratch.url;

  const server = spawn('node', ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await waitForHealth(Date.now() + 60_000);
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: process.env.DEMO_PASSWORD ?? 'demo123' }),
    });
    const { token } = (await login.json()) as { token: string };
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      id: number;
    };
    const userId = claims.id;

    const figures = [
      await load('POST /auth/login (argon2id verify, token signed)', 4, '/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          username: 'sale1',
          password: process.env.DEMO_PASSWORD ?? 'demo123',
        }),
      }),
      await load('GET /api/v1/crm/user (token + access check, user list)', 10, '/api/v1/crm/user', {
        method: 'GET',
        headers: { authorization: `Bearer ${token}` },
      }),
      await directSql(dbUrl, 10, userId),
    ];
    const read = figures[1];
    const reference = figures[2];
    const report = {
      benchmark: 'api',
      at: new Date().toISOString(),
      machine: {
        cpu: os.cpus()[0]?.model ?? 'unknown',
        cores: os.cpus().length,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      database: 'PostgreSQL',
      data: { users: 11 },
      durationSeconds: duration,
      figures,
      readVersusDirectSql:
        read && reference && reference.requestsPerSecond > 0
          ? Number((read.requestsPerSecond / reference.requestsPerSecond).toFixed(2))
          : null,
    };
    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    writeFileSync(
      new URL('./results/api.json', import.meta.url),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.table(
      figures.map((f) => ({
        scenario: f.scenario,
        'req/s': f.requestsPerSecond,
        'p50 ms': f.p50Ms,
        'p99 ms': f.p99Ms,
        errors: f.errors,
        non2xx: f.non2xx,
      })),
    );
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
