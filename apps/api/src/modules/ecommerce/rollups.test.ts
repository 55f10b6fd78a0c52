// The day x seller x buyer rollup on the demo data: equal to the raw orders, and what makes a
// period's buying customers exact.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { queryRows } from '../sync/ingest/upsert';
import { buyerRollupDifferences } from './rollups.testing';

let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(app.ctx.db, query);

describe('the buyer rollup', () => {
  it('holds exactly the counted orders of each day, seller and buyer', async () => {
    const [counts] = await rows<{ n: number }>(sql`select count(*)::int as n from ts_buyer_daily`);
    expect(counts?.n).toBeGreaterThan(1000);
    expect(await buyerRollupDifferences(app.ctx.db)).toBe(0);
  });

  it("gives each seller's buying customers over a period that crosses months exactly", async () => {
    // The 20th of the month three months back to the 10th of the month after.
    const [period] = await rows<{ from: string; to: string }>(sql`
      select to_char(date_trunc('month', max(order_date)) - interval '3 months' + interval '19 days',
          'YYYY-MM-DD') as "from",
        to_char(date_trunc('month', max(order_date)) - interval '2 months' + interval '9 days',
          'YYYY-MM-DD') as "to"
      from ts_orders`);
    if (!period) throw new Error('no orders');
    const exact = await rows<{ sellerId: number; buyers: number }>(sql`
      select seller_id as "sellerId", count(distinct customer_code)::int as buyers
      from ts_buyer_daily
      where day between ${period.from}::date and ${period.to}::date
      group by seller_id order by seller_id`);
    const raw = await rows<{ sellerId: number; buyers: number }>(sql`
      select seller_id as "sellerId", count(distinct customer_code)::int as buyers
      from ts_orders
      where order_date between ${period.from}::date and ${period.to}::date
        and status not in ('CANCELLED', 'RETURNED')
      group by seller_id order by seller_id`);
    expect(exact.length).toBeGreaterThan(10);
    expect(exact).toEqual(raw);
    // The sum of the days' distinct counts over-counts buyers who came back: not a distinct count.
    const [summed] = await rows<{ buyers: number }>(sql`
      select sum(buyers)::int as buyers from ts_seller_daily
      where seller_id = 2010 and day between ${period.from}::date and ${period.to}::date`);
    const owner = exact.find((row) => row.sellerId === 2010);
    expect(summed?.buyers).toBeGreaterThan(owner?.buyers ?? 0);
  });
});
