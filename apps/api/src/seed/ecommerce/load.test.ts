// The demo data: deterministic, realistic, and the bulk load equal to what the sync writes.
import { SETTLEMENT_LINE_TYPES } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ThuocsiDemoSource } from '../../modules/sync/sources/thuocsi/thuocsi-demo';
import { SyncEngine } from '../../modules/sync/sync-engine';
import { findRun } from '../../modules/sync/sync.repository';
import { readEnv } from '../../env';
import { createScratchDatabase } from '../../test/scratch-database';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { EcommerceDemoData } from '../../demo-data/dataset';
import { rollupDifferences } from '../../modules/ecommerce/rollups.testing';
import pg from 'pg';
import { bulkLoadDemoEcommerce, vacuumEach } from './bulk-load';
import { seedDemoEcommerce } from './load';
import { queryRows } from '../../lib/query-rows';

const anchorMs = Date.UTC(2026, 2, 1) - 7 * 3_600_000;

/** Every rollup the load fills. */
const ROLLUPS = [
  'ts_sales_daily',
  'ts_seller_daily',
  'ts_buyer_daily',
  'ts_order_mix_daily',
  'ts_product_running',
  'ts_distinct_daily',
  'ts_distinct_monthly',
  'ts_buyer_calendar',
  'ts_sales_monthly',
  'ts_product_monthly',
  'ts_order_mix_monthly',
  'ts_seller_monthly',
];

describe('the demo data set', () => {
  it('is the same on every run (fixed seed), record by record', () => {
    const a = new EcommerceDemoData({ orderLines: 2000, anchorMs });
    const b = new EcommerceDemoData({ orderLines: 2000, anchorMs });
    expect(b.orderCount).toBe(a.orderCount);
    expect(b.productRecords()).toEqual(a.productRecords());
    expect(b.order(a.orderCount - 1)).toEqual(a.order(a.orderCount - 1));
    expect(b.inventoryRecords()).toEqual(a.inventoryRecords());
  });

  it('reaches the scale asked for, over the 13 months before the anchor', () => {
    const data = new EcommerceDemoData({ orderLines: 10_000, anchorMs });
    expect(data.orderLineCount).toBeGreaterThanOrEqual(10_000);
    const first = Date.parse(data.order(0).createdTime);
    const last = Date.parse(data.order(data.orderCount - 1).createdTime);
    expect((anchorMs - first) / 86_400_000).toBeGreaterThan(390);
    expect(last).toBeLessThan(anchorMs);
  });

  it('looks like a Vietnamese pharmaceutical marketplace', () => {
    const data = new EcommerceDemoData({ orderLines: 2000, anchorMs });
    const products = data.productRecords();
    expect(products.map((p) => p.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Paracetamol 500mg /)]),
    );
    expect(products.every((p) => /^V[DN]-\d{5}-\d{2}$/.test(p.registrationNumber))).toBe(true);
    expect(products.some((p) => p.packing === 'Hộp 10 vỉ x 10 viên')).toBe(true);
    expect(new Set(products.map((p) => p.manufacturer)).size).toBeGreaterThan(10);
    expect(products.some((p) => p.isPrescription) && products.some((p) => !p.isPrescription)).toBe(
      true,
    );
    const sellers = data.sellerRecords();
    expect(sellers.length).toBeGreaterThanOrEqual(25);
    expect(sellers.map((s) => s.sellerId)).toEqual(expect.arrayContaining([2010, 3035]));
    expect(sellers.filter((s) => s.priority > 10).length).toBeGreaterThanOrEqual(3);
    const lots = data.inventoryRecords();
    const days = lots.map((l) => (Date.parse(l.expiryDate) - anchorMs) / 86_400_000);
    expect(days.some((d) => d < 180)).toBe(true);
    expect(days.some((d) => d > 365)).toBe(true);
  });

  it('pays the company’s sellers in typed statements with every kind of line reconciliation meets', () => {
    // The embedded default's size.
    const data = new EcommerceDemoData({ anchorMs });
    const settlements = data.settlementPeriods().map((p) => data.settlement(p));
    const lines = settlements.flatMap((s) => s.lines);
    // Every kind of line, and the work a month of payouts gives reconciliation.
    expect(new Set(lines.map((l) => l.type))).toEqual(new Set(SETTLEMENT_LINE_TYPES));
    expect(lines.some((l) => l.orderCode?.startsWith('TSO-X'))).toBe(true);
    expect(lines.some((l) => l.orderCode === null && l.type === 'SERVICE_FEE')).toBe(true);
    const orderAmount = new Map(
      lines.filter((l) => l.type === 'ORDER').map((l) => [l.orderCode, l.amount]),
    );
    expect(
      lines.some(
        (l) =>
          l.type === 'COMMISSION' &&
          -l.amount > Math.round((orderAmount.get(l.orderCode) ?? 0) * 0.03),
      ),
    ).toBe(true);
    // Numbered 1, 2, ... in each statement; an order paid once, in one statement.
    for (const s of settlements)
      expect(s.lines.map((l) => l.lineNo)).toEqual(s.lines.map((_, n) => n + 1));
    const paidIn = new Map<string, string>();
    for (const s of settlements) {
      for (const l of s.lines.filter((x) => x.type === 'ORDER' && x.orderCode)) {
        expect(paidIn.has(l.orderCode ?? '')).toBe(false);
        paidIn.set(l.orderCode ?? '', s.periodFrom);
      }
    }
    // Some orders of a period's last day are paid in the next period's statement.
    const late = Array.from({ length: data.orderCount }, (_, i) => i).filter((i) => {
      const order = data.order(i);
      const own = EcommerceDemoData.halfMonthOf(Date.parse(order.createdTime));
      return paidIn.has(order.orderCode) && data.payoutPeriodStartOf(order, i) > own;
    });
    expect(late.length).toBeGreaterThan(0);
  });
});

const databaseUrl = readEnv().DATABASE_URL;
let handle: DatabaseHandle;
let scratchUrl = '';
let drop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  if (databaseUrl) {
    const scratch = await createScratchDatabase(databaseUrl, 't');
    drop = scratch.drop;
    scratchUrl = scratch.url;
    handle = await openDatabase({ kind: 'postgres', url: scratch.url, poolMax: 3 });
  } else {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
  }
  await runMigrations(handle);
});
afterAll(async () => {
  await handle.close();
  await drop();
});

async function count(table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return row?.n ?? -1;
}

describe('loading the demo data', () => {
  const data = new EcommerceDemoData({ orderLines: 3000, anchorMs });

  it('loads once at start-up; a second start leaves it as it is', async () => {
    if (databaseUrl) {
      await bulkLoadDemoEcommerce(scratchUrl, data);
    } else {
      expect(await seedDemoEcommerce(handle.db, data)).toBe(data.orderLineCount);
    }
    expect(await count('ts_order_lines')).toBe(data.orderLineCount);
    expect(await count('ts_orders')).toBe(data.orderCount);
    for (const rollup of ROLLUPS) expect(await count(rollup)).toBeGreaterThan(0);
    if (databaseUrl) {
      // Vacuumed once built: every page all-visible, so that the reports read them by index alone.
      const unvacuumed = await queryRows<{ table: string }>(
        handle.db,
        sql`select c.relname as table from pg_class c
            where c.relname = any(${`{${ROLLUPS.join(',')}}`}::text[])
              and c.relallvisible < c.relpages`,
      );
      expect(unvacuumed).toEqual([]);
    }
    // The fast path the reports read never drifts from the truth of the raw lines.
    expect(await rollupDifferences(handle.db)).toEqual({
      distinct: 0,
      productRunning: 0,
      sales: 0,
      seller: 0,
      buyer: 0,
      buyerCalendar: 0,
      orderMix: 0,
      salesMonthly: 0,
      productMonthly: 0,
      orderMixMonthly: 0,
      sellerMonthly: 0,
    });
    const [mapped] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from ts_invoices where misa_voucher_id is not null`,
    );
    expect(mapped?.n).toBeGreaterThan(0);
    expect(await seedDemoEcommerce(handle.db, data)).toBe(0);
  });

  it('matches what a sync from the demo source writes: a full sync adds and changes nothing', async () => {
    const before = await count('ts_sales_daily');
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const engine = new SyncEngine({
      db: handle.db,
      handle,
      log: quiet,
      connectorFor: () => Promise.resolve(new ThuocsiDemoSource(data, 1000)),
    });
    const { run } = await engine.enqueue('thuocsi', {
      full: true,
      trigger: 'manual',
      requestedBy: 't',
    });
    await engine.idle();
    const done = await findRun(handle.db, run.id);
    expect(done?.status).toBe('succeeded');
    const progress = done?.progress as { entity: string; inserted: number; updated: number }[];
    expect(progress.filter((p) => p.inserted + p.updated > 0)).toEqual([]);
    expect(await count('ts_sales_daily')).toBe(before);
  });
});

describe.runIf(databaseUrl)('vacuuming what the load built', () => {
  it('marks every page all-visible even when an older transaction ends only after the first vacuum', async () => {
    const pool = new pg.Pool({ connectionString: scratchUrl, max: 4 });
    const holder = await pool.connect();
    try {
      await pool.query('create table vacuum_probe (n int)');
      // A transaction whose snapshot is older than the rows: no vacuum may mark them while it runs.
      await holder.query('begin isolation level repeatable read');
      await holder.query('select 1');
      await pool.query('insert into vacuum_probe select generate_series(1, 20000)');
      const ended = new Promise((resolve) => setTimeout(resolve, 600)).then(() =>
        holder.query('commit'),
      );
      await vacuumEach(pool, ['vacuum_probe']);
      await ended;
      const { rows } = await pool.query<{ pages: number; visible: number }>(
        `select relpages as pages, relallvisible as visible from pg_class
          where relname = 'vacuum_probe'`,
      );
      expect(rows[0]?.pages).toBeGreaterThan(0);
      expect(rows[0]?.visible).toBe(rows[0]?.pages);
    } finally {
      holder.release();
      await pool.query('drop table if exists vacuum_probe');
      await pool.end();
    }
  });
});
