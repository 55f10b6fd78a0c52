// Sync ingestion on PostgreSQL: order lines read through the thuocsi connector's HTTP client from a
// local server speaking the thuocsi API, upserted with their rollups page by page; then the same run
// again, which must add no row. Reference in the same run: the HTTP reading alone, without the
// database. Prints JSON (and a table); writes bench/results/sync.json. Settings: DATABASE_URL
// (server to create a scratch database on), BENCH_SYNC_LINES (default 1000000), BENCH_PAGE_SIZE
// (default 1000).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { ThuocsiHttpClient } from '../apps/api/src/modules/sync/sources/thuocsi/thuocsi-client';
import { startThuocsiServer } from '../apps/api/src/modules/sync/sources/thuocsi/thuocsi-server.testing';
import { openDatabase } from '../apps/api/src/db/client';
import { EcommerceDemoData } from '../apps/api/src/demo-data/dataset';
import { runMigrations } from '../apps/api/src/db/migrate';
import { queryRows } from '../apps/api/src/lib/query-rows';
import { networkGuard } from '../apps/api/src/modules/sync/source-kit/network-guard';
import { SyncEngine } from '../apps/api/src/modules/sync/sync-engine';
import { findRun } from '../apps/api/src/modules/sync/sync.repository';
import { createScratchDatabase } from '../apps/api/src/test/scratch-database';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const lines = Number(process.env.BENCH_SYNC_LINES ?? 1_000_000);
const pageSize = Number(process.env.BENCH_PAGE_SIZE ?? 1000);
const TABLES = ['ts_orders', 'ts_order_lines', 'ts_sales_daily', 'ts_seller_daily'];
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function main(): Promise<void> {
  const data = new EcommerceDemoData({ orderLines: lines });
  const scratch = await createScratchDatabase(adminUrl, 'bench_sync');
  const server = await startThuocsiServer({ apiKey: 'bench-key', data });
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 4 });
  try {
    await runMigrations(handle);
    const settings = { baseUrl: server.url, pageSize };
    // The benchmark's marketplace runs on this machine: a private address, allowed here.
    const client = () =>
      new ThuocsiHttpClient(settings, 'bench-key', { network: networkGuard(true) });

    // Reference: the same pages read through the HTTP client, written nowhere.
    const readStart = performance.now();
    let cursor: string | null = null;
    let read = 0;
    do {
      const page = await client().fetchPage({ entity: 'orders', cursor, since: null });
      for (const order of page.records as { items: unknown[] }[]) read += order.items.length;
      cursor = page.next;
    } while (cursor !== null);
    const readSeconds = (performance.now() - readStart) / 1000;

    const engine = new SyncEngine({
      db: handle.db,
      handle,
      log: quiet,
      connectorFor: () => Promise.resolve(client()),
    });
    const counts = async () => {
      const result: Record<string, number> = {};
      for (const table of TABLES) {
        const [row] = await queryRows<{ n: number }>(
          handle.db,
          sql`select count(*)::int as n from ${sql.identifier(table)}`,
        );
        result[table] = row?.n ?? 0;
      }
      return result;
    };
    const syncOnce = async () => {
      const started = performance.now();
      const { run } = await engine.enqueue('thuocsi', {
        entities: ['orders'],
        full: true,
        trigger: 'manual',
        requestedBy: 'bench',
      });
      await engine.idle();
      const done = await findRun(handle.db, run.id);
      if (done?.status !== 'succeeded')
        throw new Error(`run ${run.id} ended ${done?.status ?? ''}`);
      const progress = (done.progress as { inserted: number; updated: number; pages: number }[])[0];
      return { seconds: (performance.now() - started) / 1000, progress };
    };

    const first = await syncOnce();
    const afterFirst = await counts();
    const second = await syncOnce();
    const afterSecond = await counts();
    const rowsAddedByRerun = TABLES.reduce(
      (sum, t) => sum + (afterSecond[t] ?? 0) - (afterFirst[t] ?? 0),
      0,
    );
    const linesPerSecond = Math.round(data.orderLineCount / first.seconds);
    const report = {
      benchmark: 'sync',
      at: new Date().toISOString(),
      machine: {
        cpu: os.cpus()[0]?.model ?? 'unknown',
        cores: os.cpus().length,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
      },
      database: 'PostgreSQL',
      data: { orderLines: data.orderLineCount, orders: data.orderCount, pageSize },
      figures: {
        ingestLinesPerSecond: linesPerSecond,
        ingestSeconds: Math.round(first.seconds * 10) / 10,
        pages: first.progress?.pages ?? 0,
        rerunSeconds: Math.round(second.seconds * 10) / 10,
        rerunLinesPerSecond: Math.round(data.orderLineCount / second.seconds),
        rerunInsertedOrUpdated: (second.progress?.inserted ?? 0) + (second.progress?.updated ?? 0),
        rowsAddedByRerun,
        referenceHttpReadLinesPerSecond: Math.round(read / readSeconds),
      },
      rows: afterSecond,
      ingestVersusHttpRead: Number((linesPerSecond / (read / readSeconds)).toFixed(2)),
    };
    if (afterFirst.ts_order_lines !== data.orderLineCount) {
      throw new Error(`loaded ${afterFirst.ts_order_lines} lines, expected ${data.orderLineCount}`);
    }
    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    writeFileSync(
      new URL('./results/sync.json', import.meta.url),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.table([
      {
        scenario: 'HTTP read only (reference)',
        'lines/s': report.figures.referenceHttpReadLinesPerSecond,
      },
      { scenario: 'sync: first run (inserts + rollups)', 'lines/s': linesPerSecond },
      { scenario: 'sync: rerun (no change)', 'lines/s': report.figures.rerunLinesPerSecond },
    ]);
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    if (rowsAddedByRerun !== 0) process.exitCode = 1;
  } finally {
    await handle.close();
    await server.close();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
