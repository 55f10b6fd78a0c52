// The sync engine: idempotent runs, rollups kept current, retries, crash recovery and one run per
// job across processes (PostgreSQL).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SYNC_ENTITIES } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ThuocsiDemoSource } from './sources/thuocsi/thuocsi-demo';
import type { TsOrderRecord, TsSettlementRecord } from './sources/thuocsi/thuocsi-records';
import { ingestThuocsi } from './sources/thuocsi/thuocsi-ingest';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { EcommerceDemoData } from '../../demo-data/dataset';
import { clearEcommerceData } from '../../seed/ecommerce/load';
import { migrationsFolder, runMigrations } from '../../db/migrate';
import { readEnv } from '../../env';
import { createScratchDatabase } from '../../test/scratch-database';
import { type Connector } from './source-kit/source';
import { PermanentSourceError, TransientSourceError } from './source-kit/source-errors';
import { buyerRollupDifferences, orderMixRollupDifferences } from '../ecommerce/rollups.testing';
import { SyncEngine } from './sync-engine';
import { findRun, insertQueuedRun } from './sync.repository';
import { ensureSyncJobs } from './sync.service';
import { queryRows } from '../../lib/query-rows';
import { NET_LINES } from '../ecommerce/net-lines.testing';

const databaseUrl = readEnv().DATABASE_URL;
const anchorMs = Date.UTC(2026, 5, 1) - 7 * 3_600_000;
const data = new EcommerceDemoData({ orderLines: 3000, anchorMs });
/** A smaller source, for what does not depend on how much there is: retries, schedules, the queue. */
const small = new EcommerceDemoData({ orderLines: 300, anchorMs });
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let handle: DatabaseHandle;
let url: string | null = null;
let drop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  if (databaseUrl) {
    const scratch = await createScratchDatabase(databaseUrl, 't');
    url = scratch.url;
    drop = scratch.drop;
    handle = await openDatabase({ kind: 'postgres', url, poolMax: 5 });
  } else {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
  }
  await runMigrations(handle);
});
afterAll(async () => {
  await handle.close();
  await drop();
});
beforeEach(async () => {
  await clearEcommerceData(handle.db);
  await handle.db.execute(sql`delete from sync_runs`);
  await handle.db.execute(sql`delete from sync_cursors`);
});

const TABLES = [
  'ts_products',
  'ts_offers',
  'ts_offer_prices',
  'ts_deals',
  'ts_combos',
  'ts_combo_items',
  'ts_orders',
  'ts_order_lines',
  'ts_invoices',
  'ts_inventory',
  'ts_inbound_receipts',
  'ts_inbound_lines',
  'ts_settlements',
  'ts_settlement_lines',
  'reconciliation_lines',
  'ts_sales_daily',
  'ts_seller_daily',
] as const;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = row?.n ?? -1;
  }
  return counts;
}

function engineWith(
  connector: Connector,
  extra: Partial<ConstructorParameters<typeof SyncEngine>[0]> = {},
) {
  return new SyncEngine({
    db: handle.db,
    handle,
    log: quiet,
    connectorFor: () => Promise.resolve(connector),
    pageRetry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 },
    ...extra,
  });
}

async function runOnce(engine: SyncEngine, full: boolean, entities?: string[]) {
  const { run } = await engine.enqueue('thuocsi', {
    full,
    entities,
    trigger: 'manual',
    requestedBy: 'test',
  });
  await engine.idle();
  const done = await findRun(handle.db, run.id);
  if (!done) throw new Error('run vanished');
  return done;
}

/** The rollups against the raw rows they summarise. */
async function rollupsMatchLines() {
  const [raw] = await queryRows<{ revenue: string; quantity: string; orders: number }>(
    handle.db,
    sql`select coalesce(sum(l.net), 0)::text as revenue, coalesce(sum(l.quantity), 0)::text as quantity,
          count(distinct o.code)::int as orders
        from ${NET_LINES} l join ts_orders o on o.code = l.order_code
        where o.status not in ('CANCELLED', 'RETURNED')`,
  );
  const [rolled] = await queryRows<{ revenue: string; quantity: string }>(
    handle.db,
    sql`select coalesce(sum(revenue), 0)::text as revenue, coalesce(sum(quantity), 0)::text as quantity
        from ts_sales_daily`,
  );
  const [sellers] = await queryRows<{ orders: number; quantity: string }>(
    handle.db,
    sql`select coalesce(sum(orders), 0)::int as orders, coalesce(sum(quantity), 0)::text as quantity
        from ts_seller_daily`,
  );
  expect(rolled).toEqual({ revenue: raw?.revenue, quantity: raw?.quantity });
  expect(sellers).toEqual({ orders: raw?.orders, quantity: raw?.quantity });
  expect(await buyerRollupDifferences(handle.db)).toBe(0);
  expect(await orderMixRollupDifferences(handle.db)).toBe(0);
}

describe('sync engine', () => {
  it('loads everything the source has, and a rerun (full or incremental) leaves identical row counts', async () => {
    const engine = engineWith(new ThuocsiDemoSource(data, 300));
    const first = await runOnce(engine, true);
    expect(first.status).toBe('succeeded');
    const counts = await rowCounts();
    expect(counts.ts_orders).toBe(data.orderCount);
    expect(counts.ts_order_lines).toBe(data.orderLineCount);
    expect(counts.ts_products).toBe(data.products.length);
    expect(counts.ts_offers).toBe(data.offerRecords().length);
    expect(counts.ts_sales_daily).toBeGreaterThan(0);
    // The settlements it brought were matched after it.
    expect(counts.reconciliation_lines).toBeGreaterThan(counts.ts_settlements ?? 0);
    await rollupsMatchLines();

    const full = await runOnce(engine, true);
    expect(full.status).toBe('succeeded');
    const progress = full.progress as { inserted: number; updated: number; rowsRead: number }[];
    expect(progress.reduce((s, p) => s + p.inserted + p.updated, 0)).toBe(0);
    expect(progress.reduce((s, p) => s + p.rowsRead, 0)).toBeGreaterThan(data.orderCount);
    expect(await rowCounts()).toEqual(counts);

    const incremental = await runOnce(engine, false);
    expect(incremental.status).toBe('succeeded');
    expect(await rowCounts()).toEqual(counts);
    await rollupsMatchLines();
  });

  it('keeps the rollups current when a synced order changes (cancelled, then a line removed)', async () => {
    const orders: TsOrderRecord[] = Array.from({ length: 40 }, (_, i) => data.order(i)).map(
      (o) => ({
        ...o,
        status: 'COMPLETED',
      }),
    );
    const served = { list: orders };
    const connector: Connector = {
      source: 'thuocsi',
      kind: 'demo',
      fetchPage: () => Promise.resolve({ records: served.list, next: null }),
    };
    const engine = engineWith(connector);
    await runOnce(engine, true, ['orders']);
    await rollupsMatchLines();
    const target = orders.find((o) => o.items.length >= 2) as TsOrderRecord;
    served.list = orders.map((o) =>
      o.orderCode === target.orderCode
        ? { ...o, status: 'CANCELLED', updatedTime: '2026-06-01T10:00:00+07:00' }
        : o,
    );
    const cancelled = await runOnce(engine, true, ['orders']);
    expect((cancelled.progress as { updated: number }[])[0]?.updated).toBe(1);
    await rollupsMatchLines();
    served.list = orders.map((o) =>
      o.orderCode === target.orderCode ? { ...o, items: o.items.slice(0, 1) } : o,
    );
    await runOnce(engine, true, ['orders']);
    await rollupsMatchLines();
    const [lines] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from ts_order_lines where order_code = ${target.orderCode}`,
    );
    expect(lines?.n).toBe(1);
  });

  it('retries a page after a transient error and records it in the run', async () => {
    const demo = new ThuocsiDemoSource(small, 100);
    let failures = 1;
    const connector: Connector = {
      source: 'thuocsi',
      kind: 'demo',
      fetchPage: (request) => {
        if (request.entity === 'orders' && failures > 0) {
          failures -= 1;
          return Promise.reject(new TransientSourceError('HTTP 503', null));
        }
        return demo.fetchPage(request);
      },
    };
    const run = await runOnce(engineWith(connector), true, ['products', 'orders']);
    expect(run.status).toBe('succeeded');
    expect(run.errorCount).toBe(1);
    expect(run.errors).toEqual([
      expect.objectContaining({ entity: 'orders', message: 'HTTP 503', retried: true }),
    ]);
    expect((await rowCounts()).ts_orders).toBe(small.orderCount);
  });

  it('fails the run on a permanent error, keeping what earlier pages committed', async () => {
    const demo = new ThuocsiDemoSource(data, 500);
    const connector: Connector = {
      source: 'thuocsi',
      kind: 'demo',
      fetchPage: (request) =>
        request.entity === 'orders' && request.cursor !== null
          ? Promise.reject(new PermanentSourceError('access refused after a fresh token'))
          : demo.fetchPage(request),
    };
    const run = await runOnce(engineWith(connector), true, ['orders']);
    expect(run.status).toBe('failed');
    expect(run.finishedAt).not.toBeNull();
    expect(run.errors).toEqual([
      expect.objectContaining({
        entity: 'orders',
        retried: false,
        message: 'access refused after a fresh token',
      }),
    ]);
    expect((await rowCounts()).ts_orders).toBeGreaterThan(0);
    expect((await rowCounts()).ts_orders).toBeLessThan(data.orderCount);
  });

  it('starts a scheduled run when its job is due, and moves the next run on by the interval', async () => {
    await ensureSyncJobs(handle.db);
    await handle.db.execute(sql`update sync_jobs set enabled = (source = 'thuocsi'),
      interval_minutes = 45, next_run_at = now() - interval '1 minute'`);
    const engine = engineWith(new ThuocsiDemoSource(small, 100));
    await engine.tick();
    await engine.idle();
    const runs = await queryRows<{ source: string; trigger: string; status: string }>(
      handle.db,
      sql`select source, trigger, status from sync_runs`,
    );
    expect(runs).toEqual([{ source: 'thuocsi', trigger: 'schedule', status: 'succeeded' }]);
    const [job] = await queryRows<{ minutes: number }>(
      handle.db,
      sql`select round(extract(epoch from next_run_at - now()) / 60)::int as minutes
          from sync_jobs where source = 'thuocsi'`,
    );
    expect(job?.minutes).toBe(45);
    await engine.tick();
    await engine.idle();
    expect(await queryRows(handle.db, sql`select id from sync_runs`)).toHaveLength(1);
    await handle.db.execute(sql`update sync_jobs set enabled = false, next_run_at = null`);
  });

  it('answers the queued run again instead of queuing a second one', async () => {
    const engine = engineWith(new ThuocsiDemoSource(small, 300), { pageDelayMs: 20 });
    const first = await engine.enqueue('thuocsi', { trigger: 'manual', requestedBy: 'a' });
    const second = await engine.enqueue('thuocsi', { trigger: 'manual', requestedBy: 'b' });
    expect(first.started).toBe(true);
    expect(second.started).toBe(false);
    expect(second.run.id).toBe(first.run.id);
    expect(first.run.entities).toEqual([...SYNC_ENTITIES.thuocsi]);
    await engine.idle();
  });
});

const fixture = fileURLToPath(new URL('./sync-worker.testing.ts', import.meta.url));

interface Worker {
  child: ChildProcess;
  pages: { at: number; pid: number }[];
  exited: Promise<number | null>;
}

function startWorker(runId: number): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: {
      ...process.env,
      DATABASE_URL: url ?? '',
      ORDER_LINES: '6000',
      ANCHOR_MS: String(anchorMs),
      RUN_ID: String(runId),
      PAGE_SIZE: '150',
      PAGE_DELAY_MS: '300',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pages: Worker['pages'] = [];
  let buffer = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const message = JSON.parse(line) as { at?: number; pid?: number };
      if (message.at !== undefined && message.pid !== undefined) {
        pages.push({ at: message.at, pid: message.pid });
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, pages, exited };
}

async function until(check: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('settlements', () => {
  const record = (updatedTime: string, refund: number): TsSettlementRecord => ({
    settlementCode: 'DS-2010-20260516',
    sellerId: 2010,
    periodFrom: '2026-05-16',
    periodTo: '2026-05-31',
    status: 'PAID',
    paidTime: '2026-06-05T10:00:00+07:00',
    lines: [
      { lineNo: 1, type: 'ORDER', orderCode: 'TSO-A', amount: 1_000_000, description: null },
      { lineNo: 2, type: 'COMMISSION', orderCode: 'TSO-A', amount: -30_000, description: null },
      { lineNo: 3, type: 'PAYMENT_FEE', orderCode: 'TSO-A', amount: -10_000 },
      { lineNo: 4, type: 'REFUND', orderCode: 'TSO-A', amount: -refund, description: 'Hoàn tiền' },
      {
        lineNo: 5,
        type: 'SERVICE_FEE',
        orderCode: null,
        amount: -120_000,
        description: 'Phí gian hàng',
      },
      {
        lineNo: 6,
        type: 'SHIPPING_SUBSIDY',
        orderCode: 'TSO-A',
        amount: 15_000,
        description: null,
      },
    ],
    updatedTime,
  });
  const stored = (db: Pick<DatabaseHandle['db'], 'execute'> = handle.db) =>
    queryRows<{ lines: string; gross: number; fee: number; net: number; count: number }>(
      db,
      sql`select (select string_agg(line_no || ':' || line_type || ':' || coalesce(order_code, '-') || ':' || amount, ' ' order by line_no)
            from ts_settlement_lines where settlement_code = s.code) as lines,
          s.gross_amount::int as gross, s.fee_amount::int as fee, s.net_amount::int as net,
          s.line_count as count
        from ts_settlements s`,
    );

  it('keeps a settlement’s typed lines once each, with its gross, fees and net, and takes a change', async () => {
    const ingest = (r: TsSettlementRecord) =>
      handle.db.transaction((tx) => ingestThuocsi(tx, 'settlements', [r]));
    await ingest(record('2026-06-05T10:00:00+07:00', 100_000));
    await ingest(record('2026-06-05T10:00:00+07:00', 100_000));
    expect(await stored()).toEqual([
      {
        lines:
          '1:ORDER:TSO-A:1000000 2:COMMISSION:TSO-A:-30000 3:PAYMENT_FEE:TSO-A:-10000 4:REFUND:TSO-A:-100000 5:SERVICE_FEE:-:-120000 6:SHIPPING_SUBSIDY:TSO-A:15000',
        gross: 1_000_000,
        fee: 160_000,
        net: 755_000,
        count: 6,
      },
    ]);
    await ingest(record('2026-06-06T10:00:00+07:00', 40_000));
    expect(await stored()).toMatchObject([{ net: 815_000, count: 6 }]);
  });

  it('turns the lines of a database synced before into typed lines: each order’s amount, then its fee', async () => {
    const statements = readFileSync(
      join(migrationsFolder(), '0049_settlement_line_types.sql'),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .concat(
        readFileSync(join(migrationsFolder(), '0050_settlement_line_types_drop.sql'), 'utf8')
          .split('--> statement-breakpoint')
          .map((statement) => statement.trim()),
      )
      .filter((statement) => statement !== '');
    const outcome = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into ts_settlements (code, seller_id, period_from, period_to,
            status, gross_amount, fee_amount, net_amount, line_count, source_updated_at)
          values ('DS-OLD', 2010, '2026-05-01', '2026-05-15', 'PAID', 1500000, 30000, 1470000, 2, now())`);
        // The table as it was: one line an order, its amount, fee and net.
        await tx.execute(
          sql.raw(`alter table ts_settlement_lines
          drop column line_type, drop column amount, drop column description,
          add column order_amount bigint, add column fee_amount bigint, add column net_amount bigint`),
        );
        await tx.execute(sql`insert into ts_settlement_lines
            (settlement_code, line_no, order_code, order_amount, fee_amount, net_amount)
          values ('DS-OLD', 1, 'TSO-1', 1000000, 30000, 970000), ('DS-OLD', 2, 'TSO-2', 500000, 0, 500000)`);
        await tx.execute(sql`alter table ts_settlement_lines alter column order_code set not null`);
        for (const statement of statements) await tx.execute(sql.raw(statement));
        const found = await stored(tx);
        throw Object.assign(new Error('rolled back'), { found });
      })
      .catch((error: unknown) => (error as { found?: unknown }).found);
    expect(outcome).toEqual([
      {
        lines: '1:ORDER:TSO-1:1000000 2:COMMISSION:TSO-1:-30000 3:ORDER:TSO-2:500000',
        gross: 1_500_000,
        fee: 30_000,
        net: 1_470_000,
        count: 3,
      },
    ]);
  });
});

describe.runIf(databaseUrl)('sync across server processes (PostgreSQL)', () => {
  it('a run killed midway is taken up by the other process, never both at once, and ends equal to the source', async () => {
    const big = new EcommerceDemoData({ orderLines: 6000, anchorMs });
    const run = await insertQueuedRun(handle.db, {
      source: 'thuocsi',
      entities: ['orders'],
      full: true,
      trigger: 'manual',
      requestedBy: 'test',
    });
    if (!run) throw new Error('no run');
    const a = startWorker(run.id);
    await until(() => a.pages.length >= 3, 60_000);
    const b = startWorker(run.id);
    // B waits on the job's lock while A goes on.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(b.pages).toEqual([]);
    const killedAt = Date.now();
    a.child.kill('SIGKILL');
    await a.exited;
    expect(await b.exited).toBe(0);

    const aPid = a.pages[0]?.pid;
    expect(a.pages.every((p) => p.pid === aPid)).toBe(true);
    expect(b.pages.length).toBeGreaterThan(0);
    expect(b.pages.every((p) => p.pid !== aPid && p.at >= killedAt)).toBe(true);

    const done = await findRun(handle.db, run.id);
    expect(done?.status).toBe('succeeded');
    expect(done?.resumes).toBe(1);
    const counts = await rowCounts();
    expect(counts.ts_orders).toBe(big.orderCount);
    expect(counts.ts_order_lines).toBe(big.orderLineCount);
    await rollupsMatchLines();
  }, 120_000);
});
