// The realtime channel under load: two API processes (the built server) on one PostgreSQL, sockets
// split over both, events committed at a steady rate by another connection: the time from each
// commit to each subscribed socket's receipt (p50, p95, p99, max), events lost and received twice
// (goal 0 and 0), and the memory each socket costs its process. Needs `npm run build` first.
// Prints JSON (and a table); writes bench/results/live.json. Settings: DATABASE_URL (server to
// create a scratch database on), BENCH_LIVE_SOCKETS (default 1000), BENCH_LIVE_RATE (events a
// second, default 50), BENCH_LIVE_SECONDS (default 30); REDIS_URL: the processes hear of commits by
// Redis pub/sub (one relaying PostgreSQL's notices) instead of each listening to PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import WebSocket from 'ws';
import { createScratchDatabase } from '../apps/api/src/test/scratch-database';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 1000);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 30);
const PORTS = [3411, 3412];
const server = new URL('../apps/api/dist/server.js', import.meta.url);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The resident memory of a process, in bytes. */
function rss(pid: number): number {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

async function waitHealthy(port: number): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(500);
  }
  throw new Error(`the server on ${String(port)} did not start`);
}

interface Client {
  socket: WebSocket;
  /** Receipt times by event code. */
  got: Map<string, number>;
  duplicates: number;
}

async function main(): Promise<void> {
  if (!existsSync(server)) throw new Error('Build first: npm run build');
  const scratch = await createScratchDatabase(adminUrl, 'bench_live');
  const env = {
    ...process.env,
    DATABASE_URL: scratch.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    DEMO_PASSWORD: 'demo123',
    DEMO_LIVE_ORDERS_PER_MINUTE: '0',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  const processes: ChildProcess[] = [];
  const producer = new pg.Client({ connectionString: scratch.url });
  try {
    // One after the other: the first migrates and seeds the demo.
    for (const port of PORTS) {
      const child = spawn(process.execPath, [server.pathname], {
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      processes.push(child);
      await waitHealthy(port);
    }
    const login = await fetch(`http://127.0.0.1:${String(PORTS[0])}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'ketoan', password: 'demo123' }),
    });
    const { token } = (await login.json()) as { token: string };
    const before = processes.map((child) => rss(child.pid ?? 0));

    const clients: Client[] = [];
    await Promise.all(
      Array.from({ length: SOCKETS }, (_, i) => {
        const port = PORTS[i % PORTS.length] ?? 0;
        const socket = new WebSocket(`ws://127.0.0.1:${String(port)}/api/v1/live/socket`);
        const client: Client = { socket, got: new Map(), duplicates: 0 };
        clients.push(client);
        return new Promise<void>((resolve, reject) => {
          socket.on('open', () => {
            socket.send(JSON.stringify({ type: 'hello', token }));
          });
          socket.on('message', (data) => {
            const message = JSON.parse((data as Buffer).toString('utf8')) as {
              type: string;
              data?: { code?: string };
            };
            if (message.type === 'ready') resolve();
            const code = message.data?.code;
            if (message.type !== 'event' || !code) return;
            if (client.got.has(code)) client.duplicates += 1;
            else client.got.set(code, Date.now());
          });
          socket.on('error', reject);
        });
      }),
    );
    await sleep(2000);
    const after = processes.map((child) => rss(child.pid ?? 0));

    // The events: each in a transaction of its own, at a steady rate; its commit time kept.
    await producer.connect();
    const committed = new Map<string, number>();
    const total = RATE * SECONDS;
    const started = Date.now();
    for (let n = 0; n < total; n += 1) {
      const due = started + (n * 1000) / RATE;
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
      const code = `BENCH-${String(n)}`;
      await producer.query(
        `insert into live_event_queue (txid, topic, kind, data)
         values (pg_current_xact_id(), 'orders', 'order.created', jsonb_build_object('code', $1::text))`,
        [code],
      );
      committed.set(code, Date.now());
    }
    // Everything has a moment to arrive.
    await sleep(3000);

    const latencies: number[] = [];
    let lost = 0;
    let duplicates = 0;
    for (const client of clients) {
      duplicates += client.duplicates;
      for (const [code, at] of committed) {
        const got = client.got.get(code);
        if (got === undefined) lost += 1;
        else latencies.push(got - at);
      }
      client.socket.close();
    }
    latencies.sort((a, b) => a - b);
    const result = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30) },
      processes: PORTS.length,
      fanOut: process.env.REDIS_URL ? 'redis' : 'postgres',
      sockets: SOCKETS,
      eventsPerSecond: RATE,
      seconds: SECONDS,
      events: total,
      deliveries: latencies.length,
      commitToReceiptMs: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? Number.NaN,
      },
      lost,
      duplicates,
      memoryPerSocketKiB: Math.round(
        after.reduce((sum, bytes, i) => sum + bytes - (before[i] ?? 0), 0) / SOCKETS / 1024,
      ),
    };
    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    writeFileSync(
      new URL('./results/live.json', import.meta.url),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.log(JSON.stringify(result, null, 2));
    console.table([
      {
        sockets: SOCKETS,
        'events/s': RATE,
        'p50 ms': result.commitToReceiptMs.p50,
        'p95 ms': result.commitToReceiptMs.p95,
        'p99 ms': result.commitToReceiptMs.p99,
        lost,
        duplicates,
        'KiB/socket': result.memoryPerSocketKiB,
      },
    ]);
  } finally {
    await producer.end().catch(() => undefined);
    for (const child of processes) child.kill('SIGTERM');
    await sleep(1000);
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
