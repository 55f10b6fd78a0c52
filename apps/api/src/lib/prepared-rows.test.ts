// A report query run as a named statement gives what the same query gives unprepared, for every
// value, also once PostgreSQL has switched the statement to a plan made without the values.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app';
import { preparedRows } from './prepared-rows';
import { queryRows } from './query-rows';

let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const ordersOf = (sellerId: number, from: string, to: string) =>
  sql`select o.seller_id as "sellerId", count(*)::int as orders,
        coalesce(sum(o.total_amount), 0)::text as revenue, min(o.order_date)::text as first
      from ts_orders o
      where o.seller_id = ${sellerId} and o.order_date between ${from}::date and ${to}::date
      group by o.seller_id`;

describe('a prepared report query', () => {
  it('answers each call with its own values, as the unprepared query does', async () => {
    const asks: [number, string, string][] = [
      [2010, '2026-01-01', '2026-01-31'],
      [3035, '2025-12-01', '2026-06-30'],
      [2010, '2026-07-01', '2026-07-01'],
      [1024, '2026-03-01', '2026-05-31'],
      [2010, '2015-01-01', '2015-01-31'],
    ];
    // More calls than PostgreSQL plans with the values before it may keep a generic plan.
    for (const [sellerId, from, to] of [...asks, ...asks]) {
      const query = ordersOf(sellerId, from, to);
      expect(await preparedRows(app.ctx.db, query)).toEqual(await queryRows(app.ctx.db, query));
    }
    const [year] = await preparedRows<{ orders: number }>(
      app.ctx.db,
      ordersOf(2010, '2025-12-01', '2026-11-30'),
    );
    expect(year?.orders).toBeGreaterThan(0);
  });

  it('reports an error in a statement as the unprepared query does, and keeps working', async () => {
    const bad = sql`select 1 / (${0}::int) as n`;
    await expect(preparedRows(app.ctx.db, bad)).rejects.toThrow();
    const [row] = await preparedRows<{ n: number }>(app.ctx.db, sql`select 6 / (${3}::int) as n`);
    expect(row?.n).toBe(2);
  });
});
