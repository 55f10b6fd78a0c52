// CRM customer search on PostgreSQL over a generated set of customers (1,000,000 by default): text and
// filters through the HTTP API at a fixed request rate, next to the very same SQL statements (captured
// from the service) run directly through pg at the same rate in the same run. Prints JSON (and a
// table) with p50/p99 and the ratio; writes bench/results/crm.json.
// Settings: DATABASE_URL (server to create a scratch database on), BENCH_CRM_CUSTOMERS (default
// 1000000), BENCH_RATE requests per second (default 20), BENCH_DURATION seconds per scenario
// (default 20), BENCH_PORT (default: a free port), BENCH_KEEP_DB=1 keeps the scratch database and prints its
// URL, BENCH_DB_URL reuses such a database (no generation).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { CurrentUser, CustomerListKind, CustomerSearchInput } from '@backoffice/shared';
import { CustomerSearch } from '@backoffice/shared';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { seedDemoUsers, seedReferenceData } from '../apps/api/src/seed/seed';
import * as schema from '../apps/api/src/db/schema/index';
import { crmViewer } from '../apps/api/src/modules/crm/crm-viewer';
import { searchCustomers } from '../apps/api/src/modules/crm/customers/customers.service';
import { generateCrmActivity, seedCrmReferenceData } from '../apps/api/src/seed/crm/crm-demo';
import { bulkGenerateCrmCustomers } from '../apps/api/src/seed/crm/crm-scale';
import { findAccountByUsername } from '../apps/api/src/modules/users/users.repository';
import { findAccessState } from '../apps/api/src/plugins/access-state.repository';
import { createScratchDatabase, dropDatabaseOf } from '../apps/api/src/test/scratch-database';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const customers = Number(process.env.BENCH_CRM_CUSTOMERS ?? 1_000_000);
const rate = Number(process.env.BENCH_RATE ?? 20);
const duration = Number(process.env.BENCH_DURATION ?? 20);
const requestedPort = Number(process.env.BENCH_PORT ?? 0);
const keepDb = process.env.BENCH_KEEP_DB === '1';
const reuseUrl = process.env.BENCH_DB_URL;
const password = process.env.DEMO_PASSWORD ?? 'demo123';
let base = '';
const CONNECTIONS = 10;

/** What a sale types and picks, in turn: text with filters over the three lists. */
const SEARCHES: { kind: CustomerListKind; label: string; body: CustomerSearchInput }[] = [
  { kind: 'in-ocean', label: 'ocean: name', body: { filterText: 'nha thuoc an khang' } },
  {
    kind: 'in-ocean',
    label: 'ocean: name + province + type',
    body: { filterText: 'minh chau', locationCodes: { province: '79' }, typeIds: [1] },
  },
  { kind: 'in-ocean', label: 'ocean: phone digits', body: { filterText: '0903417' } },
  {
    kind: 'in-ocean',
    label: 'ocean: text + isOld + sources',
    body: { filterText: 'phong kham', isOld: true, sourceIds: [1, 2] },
  },
  {
    kind: 'in-pool',
    label: 'pool: street + district',
    body: { filterText: 'le loi', locationCodes: { province: '79', district: ['760', '769'] } },
  },
  {
    kind: 'my',
    label: 'my: text + tag',
    body: { filterText: 'nha thuoc', tags: ['VIP', 'Khách sỉ'] },
  },
  {
    kind: 'in-ocean',
    label: 'ocean: typo (near matches)',
    body: { filterText: 'hong phac thanh xuan' },
  },
  {
    kind: 'in-ocean',
    label: 'ocean: contact + ward, by name',
    body: {
      filterText: 'nguyen thi',
      locationCodes: { ward: '26749' },
      sortField: 'name',
      sortOrder: 'asc',
    },
  },
];

interface Figure {
  scenario: string;
  ratePerSecond: number;
  connections: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

async function waitForHealth(deadline: number, exited: () => boolean): Promise<void> {
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the server stopped before it was ready');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start in time');
}

function log(message: string): void {
  process.stderr.write(`[crm bench] ${message}\n`);
}

/** A fresh database with the demo users and `customers` generated CRM customers. */
async function prepareDatabase(url: string): Promise<{ loadSeconds: number }> {
  const handle = await openDatabase({ kind: 'postgres', url, poolMax: 4 });
  const started = Date.now();
  try {
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    await seedDemoUsers(handle.db, password);
    await seedCrmReferenceData(handle.db);
    const owners: number[] = [];
    for (const name of ['sale1', 'sale2', 'truongnhom']) {
      const account = await findAccountByUsername(handle.db, name);
      if (account) owners.push(account.id);
    }
    await bulkGenerateCrmCustomers(handle.db, {
      customers,
      ownerIds: owners,
      ownedPercent: 3,
      poolPercent: 30,
      onBatch: (added) => {
        log(`customers: ${String(added)} / ${String(customers)}`);
      },
    });
    await generateCrmActivity(handle.db);
    log('interactions, tasks, states: done');
    const ddl = new pg.Client({ connectionString: url });
    await ddl.connect();
    await ddl.query('vacuum analyze').finally(() => ddl.end());
  } finally {
    await handle.close();
  }
  return { loadSeconds: Math.round((Date.now() - started) / 1000) };
}

interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The statements one API request of each search runs (the access check, whose work the user acts
 * on, the search, the rows), captured from the service itself through a logging client.
 */
async function captureStatements(url: string, username: string): Promise<Statement[][]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let captured: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => captured.push({ text, params }) },
  }) as unknown as Database;
  try {
    const account = await findAccountByUsername(db, username);
    if (!account) throw new Error(`${username} missing`);
    const user: CurrentUser = {
      id: account.id,
      username: account.username,
      fullName: account.fullName,
      mobilePhone: account.mobilePhone,
      status: account.status,
      active: account.active,
      judas: [],
      role: account.role,
      department: account.department,
    };
    const perSearch: Statement[][] = [];
    for (const search of SEARCHES) {
      captured = [];
      await findAccessState(db, user.id, 'bench-token');
      const viewer = await crmViewer(db, user);
      await searchCustomers(db, viewer, search.kind, CustomerSearch.parse(search.body));
      perSearch.push(captured);
    }
    return perSearch;
  } finally {
    await pool.end();
  }
}

/** EXPLAIN ANALYZE of each search's main statement (the page of ids), its execution time. */
async function explain(url: string, statements: Statement[][]): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const result: Record<string, number> = {};
  try {
    for (const [index, list] of statements.entries()) {
      const search = list.find(
        (s) => /order by/i.test(s.text) && /from "crm_customers"/i.test(s.text),
      );
      const label = SEARCHES[index]?.label ?? String(index);
      if (!search) continue;
      const fuzzy = list.some((s) => s.text.includes('set_config'));
      if (fuzzy) {
        await client.query('begin');
        await client.query("select set_config('pg_trgm.word_similarity_threshold', '0.45', true)");
      }
      const plan = await client.query<{ 'QUERY PLAN': { 'Execution Time': number }[] }>(
        `explain (analyze, format json) ${search.text}`,
        search.params,
      );
      if (fuzzy) await client.query('commit');
      result[label] = Number((plan.rows[0]?.['QUERY PLAN'][0]?.['Execution Time'] ?? 0).toFixed(2));
    }
  } finally {
    await client.end();
  }
  return result;
}

/** Starts one request every 1/rate seconds for `duration` seconds; latency from its intended start. */
async function atFixedRate(
  run: (index: number) => Promise<boolean>,
): Promise<Omit<Figure, 'scenario'>> {
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const intended = start + i * interval;
    const wait = intended - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      run(i).then(
        (ok) => {
          if (ok) latencies.push(performance.now() - intended);
          else errors += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  latencies.sort((a, b) => a - b);
  return {
    ratePerSecond: rate,
    connections: CONNECTIONS,
    requests: latencies.length + errors,
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
    errors,
    non2xx: 0,
  };
}

async function directSql(url: string, statements: Statement[][]): Promise<Figure> {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  try {
    const figure = await atFixedRate(async (index) => {
      const list = statements[index % statements.length] ?? [];
      const client = await pool.connect();
      try {
        const inTransaction = list.some((s) => s.text.includes('set_config'));
        if (inTransaction) await client.query('begin');
        for (const statement of list) await client.query(statement.text, statement.params);
        if (inTransaction) await client.query('commit');
        return true;
      } finally {
        client.release();
      }
    });
    return { scenario: 'reference: the same SQL statements through pg', ...figure };
  } finally {
    await pool.end();
  }
}

async function throughApi(token: string): Promise<Figure> {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    overallRate: rate,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const search = SEARCHES[next % SEARCHES.length];
          next += 1;
          return {
            ...request,
            method: 'POST',
            path: `/api/v1/crm/customer/${search?.kind ?? 'in-ocean'}`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(search?.body ?? {}),
          };
        },
      },
    ],
  });
  return {
    scenario: 'POST /api/v1/crm/customer/{my,in-pool,in-ocean} (token, rules, search, rows)',
    ratePerSecond: rate,
    connections: CONNECTIONS,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<void> {
  const build = spawnSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');

  let dbUrl = reuseUrl ?? '';
  let loadSeconds: number | null = null;
  if (!reuseUrl) {
    dbUrl = (await createScratchDatabase(adminUrl, 'bench_crm')).url;
    log(`generating ${String(customers)} customers in a scratch database`);
    ({ loadSeconds } = await prepareDatabase(dbUrl));
    log(`data ready in ${String(loadSeconds)} s`);
  }
  const counts = new pg.Client({ connectionString: dbUrl });
  await counts.connect();
  const sizes = (
    await counts.query<{ customers: number; interactions: number; tasks: number }>(
      `select (select count(*)::int from crm_customers) as customers,
              (select count(*)::int from crm_interactions) as interactions,
              (select count(*)::int from crm_tasks) as tasks`,
    )
  ).rows[0];
  await counts.end();

  const port = requestedPort || (await freePort());
  base = `http://127.0.0.1:${String(port)}`;
  const server = spawn('node', ['apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      DATABASE_POOL_MAX: String(CONNECTIONS),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  try {
    await waitForHealth(Date.now() + 60_000, () => exited);
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'sale1', password }),
    });
    const { token } = (await login.json()) as { token: string };

    const statements = await captureStatements(dbUrl, 'sale1');
    const plans = await explain(dbUrl, statements);
    // Warm both paths the same way before measuring.
    for (const search of SEARCHES) {
      await fetch(`${base}/api/v1/crm/customer/${search.kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(search.body),
      });
    }
    const api = await throughApi(token);
    const reference = await directSql(dbUrl, statements);
    const figures = [api, reference];
    const report = {
      benchmark: 'crm',
      at: new Date().toISOString(),
      machine: {
        cpu: os.cpus()[0]?.model ?? 'unknown',
        cores: os.cpus().length,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      database: 'PostgreSQL',
      data: { ...sizes, generatedIn: loadSeconds === null ? 'reused' : `${String(loadSeconds)} s` },
      durationSeconds: duration,
      searches: SEARCHES.map((s) => ({ list: s.kind, label: s.label, body: s.body })),
      statementsPerRequest: statements.map((list) => list.length),
      explainAnalyzeMs: plans,
      figures,
      apiVersusDirectSql: {
        p50: reference.p50Ms > 0 ? Number((api.p50Ms / reference.p50Ms).toFixed(2)) : null,
        p99: reference.p99Ms > 0 ? Number((api.p99Ms / reference.p99Ms).toFixed(2)) : null,
      },
    };
    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    writeFileSync(
      new URL('./results/crm.json', import.meta.url),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.table(
      figures.map((f) => ({
        scenario: f.scenario,
        'req/s': f.ratePerSecond,
        requests: f.requests,
        'p50 ms': f.p50Ms,
        'p99 ms': f.p99Ms,
        errors: f.errors,
        non2xx: f.non2xx,
      })),
    );
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(
      `API / direct SQL: p50 x${String(report.apiVersusDirectSql.p50)}, p99 x${String(report.apiVersusDirectSql.p99)}\n`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (!reuseUrl) {
      if (keepDb) log(`kept the database: BENCH_DB_URL=${dbUrl}`);
      else await dropDatabaseOf(adminUrl, dbUrl);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
