// The demo marketplace going on after its history: new orders of the company's sellers as their
// times come, found by an incremental read of the demo source, changing status as time goes; and
// the thuocsi job reading it every minute unless a person has set its schedule.
import { OWNER_SELLER_IDS } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../lib/query-rows';
import { ThuocsiDemoSource } from '../modules/sync/sources/thuocsi/thuocsi-demo';
import type { TsOrderRecord } from '../modules/sync/sources/thuocsi/thuocsi-records';
import { testKit } from '../test/test-app';
import { EcommerceDemoData } from './dataset';
import { LiveDemoOrders } from './live-orders';

const MINUTE = 60_000;
const history = new EcommerceDemoData({ orderLines: 300, anchorMs: Date.UTC(2026, 10, 27, 17) });
const at = (minutes: number) => history.anchorMs + minutes * MINUTE;

describe('the demo’s new orders', () => {
  it('come a few a minute after the history, of the company’s sellers, numbered on, in time order', () => {
    const feed = new LiveDemoOrders(history, 3, history.anchorMs, () => at(30));
    const fresh = feed.orderCount - history.orderCount;
    expect(fresh).toBeGreaterThanOrEqual(89);
    expect(fresh).toBeLessThanOrEqual(90);
    const orders = Array.from({ length: fresh }, (_, j) => feed.order(history.orderCount + j));
    const times = orders.map((o) => Date.parse(o.createdTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(history.anchorMs);
    expect(times.at(-1)).toBeLessThanOrEqual(at(30));
    expect(orders.every((o) => OWNER_SELLER_IDS.includes(o.sellerId))).toBe(true);
    expect(orders[0]?.orderCode).toBe(`TSO${String(history.orderCount + 1).padStart(9, '0')}`);
    const advertised = orders.filter((o) => o.source === 'ADVERTISING');
    expect(advertised.length).toBeGreaterThan(3);
    expect(advertised.every((o) => o.campaign !== null)).toBe(true);
    // The history stands as it was.
    expect(feed.order(5)).toEqual(history.order(5));
  });

  it('begin when the demo was first loaded, after a quiet morning', () => {
    const feed = new LiveDemoOrders(history, 2, at(600), () => at(630));
    expect(feed.orderCount - history.orderCount).toBe(60);
    expect(Date.parse(feed.order(history.orderCount).createdTime)).toBeGreaterThanOrEqual(at(600));
    expect(feed.firstOrderAtOrAfter(at(300))).toBe(history.orderCount);
  });

  it('finds the first order at or after any time, across the history’s end', () => {
    const feed = new LiveDemoOrders(history, 3, history.anchorMs, () => at(30));
    const createdAt = (i: number) => Date.parse(feed.order(i).createdTime);
    for (const ms of [at(-3000), at(-1), at(0), at(0.1), at(7.3), at(29.99)]) {
      const first = feed.firstOrderAtOrAfter(ms);
      if (first < feed.orderCount) expect(createdAt(first)).toBeGreaterThanOrEqual(ms - 999);
      if (first > 0) expect(createdAt(first - 1)).toBeLessThan(ms);
    }
  });

  it('are read by an incremental sync once made, then again when their status moves on', async () => {
    let now = at(20);
    const feed = new LiveDemoOrders(history, 2, history.anchorMs, () => now);
    const source = new ThuocsiDemoSource(feed, 50);
    const read = async (since: number) => {
      const records: TsOrderRecord[] = [];
      let cursor: string | null = null;
      do {
        const page = await source.fetchPage({
          entity: 'orders',
          since: new Date(since).toISOString(),
          cursor,
        });
        records.push(...(page.records as TsOrderRecord[]));
        cursor = page.next;
      } while (cursor !== null);
      return records;
    };
    // Made in the last minute (new), and confirmed in it (made ten minutes before).
    const first = await read(at(19));
    const made = first.filter((o) => o.status === 'NEW');
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made.length).toBeLessThanOrEqual(3);
    expect(made.every((o) => Date.parse(o.createdTime) >= at(19) - 999)).toBe(true);
    now = at(21);
    const later = await read(at(20));
    // What was made in the last minute, and what was made ten minutes before and is confirmed now.
    expect(later.some((o) => o.status === 'NEW')).toBe(true);
    expect(later.some((o) => o.status === 'CONFIRMED')).toBe(true);
    expect(later.every((o) => Date.parse(o.updatedTime) >= at(20) - 999)).toBe(true);
  });
});

describe('the scheduler with the demo’s new orders', () => {
  const t = testKit([], { config: { demoLiveOrdersPerMinute: 2 } });
  const orderRuns = () =>
    queryRows<{ trigger: string; entities: string[] }>(
      t.app.ctx.db,
      sql`select trigger, entities from sync_runs where source = 'thuocsi' order by id`,
    );

  it('reads thuocsi’s new orders every minute, leaving the job’s own schedule as it was', async () => {
    const [before] = await queryRows<{ enabled: boolean; interval: number }>(
      t.app.ctx.db,
      sql`select enabled, interval_minutes as interval from sync_jobs where source = 'thuocsi'`,
    );
    await t.app.syncEngine.tick();
    await t.app.syncEngine.idle();
    expect(await orderRuns()).toEqual([{ trigger: 'schedule', entities: ['orders'] }]);
    // Not again within the minute.
    await t.app.syncEngine.tick();
    await t.app.syncEngine.idle();
    expect(await orderRuns()).toHaveLength(1);
    const [after] = await queryRows<{ enabled: boolean; interval: number }>(
      t.app.ctx.db,
      sql`select enabled, interval_minutes as interval from sync_jobs where source = 'thuocsi'`,
    );
    expect(after).toEqual(before);
  });
});
