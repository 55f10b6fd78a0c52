// The rollups as they stood at a time of day: every rollup row a period ending that day reads, as
// the rollups answer it for the day's part, equal to the rollups kept by the writes when the orders
// created after that time come later (moved to another day and refreshed as a sync does).
import { addDays, lastOfMonth, todayInVietnam, vnMidnight } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { queryRows } from '../../lib/query-rows';
import { type DayPart, atPartOf, partRowsAt, rollupsAtPartOf } from './rollups-at';
import { refreshSalesRollups } from './rollups.repository';
import { salesKeysOf } from './rollups.testing';

let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

/** Each rollup and the rows of it a period ending on the part's day reads. */
function readRows(part: DayPart): Record<string, SQL> {
  const day = sql`${part.day}::date`;
  const monthEnds = lastOfMonth(part.day) === part.day;
  const month = sql`${`${part.day.slice(0, 7)}-01`}::date`;
  const year = sql`${`${part.day.slice(0, 4)}-01-01`}::date`;
  const months = monthEnds ? sql`month <= ${month}` : sql`month < ${month}`;
  const monthStarts = monthEnds ? sql`start <= ${month}` : sql`start < ${month}`;
  const years = part.day.endsWith('-12-31') ? sql`start <= ${year}` : sql`start < ${year}`;
  return {
    ts_sales_daily: sql`day <= ${day}`,
    ts_seller_daily: sql`day <= ${day}`,
    ts_buyer_daily: sql`day <= ${day}`,
    ts_order_mix_daily: sql`day <= ${day}`,
    // A product with nothing sold by a day has no row or a row of zeros: the same running totals.
    ts_product_running: sql`day <= ${day}
      and (quantity, revenue, orders, owner_revenue) <> (0::bigint, 0::bigint, 0::bigint, 0::bigint)`,
    ts_distinct_daily: sql`day <= ${day}`,
    ts_sales_monthly: months,
    ts_product_monthly: months,
    ts_order_mix_monthly: months,
    ts_seller_monthly: months,
    ts_distinct_monthly: months,
    ts_buyer_calendar: sql`(unit = 'month' and ${monthStarts}) or (unit = 'year' and ${years})`,
  };
}

/** How the part's rollups are read: computed in the statement, or from its rows read once. */
const WAYS = ['computed', 'kept'] as const;

/**
 * The rows of each rollup that differ between the part's rollups (read first, both ways) and the
 * rollups once its day's orders after the part's end are moved to today and refreshed.
 */
async function differencesAfterMoving(
  part: DayPart,
): Promise<Record<(typeof WAYS)[number], Record<string, number>>> {
  const db = app.ctx.db;
  const reads = readRows(part);
  const kept = { ...part, rows: await partRowsAt(db, part) };
  for (const way of WAYS) {
    for (const [table, where] of Object.entries(reads)) {
      await db.execute(sql`
        create temp table ${sql.identifier(`${way}_${table}`)} as
        with ${rollupsAtPartOf(way === 'kept' ? kept : part)}
        select * from ${sql.identifier(table)} where ${where}`);
    }
  }
  const moved = sql`(select code from ts_orders
    where order_date = ${part.day}::date and created_at >= ${part.until}::timestamptz)`;
  const today = todayInVietnam();
  const keys = await salesKeysOf(db, sql`l.order_code in ${moved}`);
  await db.execute(sql`update ts_order_lines set order_date = ${today}::date
    where order_code in ${moved}`);
  await db.execute(sql`update ts_orders set order_date = ${today}::date,
      created_at = ${vnMidnight(today).toISOString()}::timestamptz
    where code in ${moved}`);
  await refreshSalesRollups(db, [...keys, ...keys.map((key) => ({ ...key, day: today }))]);
  const differences = { computed: {}, kept: {} } as Record<
    (typeof WAYS)[number],
    Record<string, number>
  >;
  for (const way of WAYS) {
    for (const [table, where] of Object.entries(reads)) {
      const at = sql.identifier(`${way}_${table}`);
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`with now as (select * from ${sql.identifier(table)} where ${where})
          select count(*)::int as n from (
            (select * from ${at} except all select * from now)
            union all
            (select * from now except all select * from ${at})) d`,
      );
      differences[way][table] = row?.n ?? -1;
      await db.execute(sql`drop table ${at}`);
    }
  }
  return differences;
}

/** The day's part up to this Vietnam time of day (HH:MM). */
const partOf = (day: string, time: string): DayPart => ({
  day,
  until: new Date(vnMidnight(day).getTime() + Date.parse(`1970-01-01T${time}:00Z`)).toISOString(),
});

/** Orders of the day before and after the time. */
async function ordersAround(part: DayPart) {
  const [row] = await queryRows<{ before: number; after: number }>(
    app.ctx.db,
    sql`select count(*) filter (where created_at < ${part.until}::timestamptz)::int as before,
        count(*) filter (where created_at >= ${part.until}::timestamptz)::int as after
      from ts_orders where order_date = ${part.day}::date`,
  );
  return row;
}

const NONE = {
  ts_sales_daily: 0,
  ts_seller_daily: 0,
  ts_buyer_daily: 0,
  ts_order_mix_daily: 0,
  ts_product_running: 0,
  ts_distinct_daily: 0,
  ts_sales_monthly: 0,
  ts_product_monthly: 0,
  ts_order_mix_monthly: 0,
  ts_seller_monthly: 0,
  ts_distinct_monthly: 0,
  ts_buyer_calendar: 0,
};

/** A handle on `db` that counts the statements run through it (`statements`, to reset). */
function countingStatements(db: TestApp['ctx']['db']) {
  const counted = Object.assign(Object.create(db) as typeof db, { statements: 0 });
  counted.execute = (query: SQL) => {
    counted.statements += 1;
    return db.execute(query);
  };
  return counted;
}

describe('the rollups at a time of day', () => {
  it.each([
    {
      day: 'a day that ends a month and a year',
      part: () => partOf(`${String(Number(todayInVietnam().slice(0, 4)) - 1)}-12-31`, '14:30'),
    },
    {
      day: 'a day inside a month',
      part: () => partOf(`${addDays(todayInVietnam(), -62).slice(0, 8)}15`, '11:05'),
    },
  ])('are those of the orders created by then, on $day', async ({ part: partAsked }) => {
    const part = partAsked();
    const around = await ordersAround(part);
    expect(around?.before).toBeGreaterThan(0);
    expect(around?.after).toBeGreaterThan(0);
    expect(await differencesAfterMoving(part)).toEqual({ computed: NONE, kept: NONE });
  });

  it('answer only the statements read through them', async () => {
    const part = partOf(`${addDays(todayInVietnam(), -30).slice(0, 8)}10`, '12:00');
    const total = sql`select coalesce(sum(revenue), 0)::text as revenue from ts_seller_daily
      where day = ${part.day}::date`;
    const [whole] = await queryRows<{ revenue: string }>(app.ctx.db, total);
    const [atPart] = await queryRows<{ revenue: string }>(atPartOf(app.ctx.db, part), total);
    const [raw] = await queryRows<{ revenue: string }>(
      app.ctx.db,
      sql`select coalesce(sum(total_amount), 0)::text as revenue from ts_orders
        where order_date = ${part.day}::date and created_at < ${part.until}::timestamptz
          and status not in ('CANCELLED', 'RETURNED')`,
    );
    expect(Number(atPart?.revenue)).toBeGreaterThan(0);
    expect(atPart?.revenue).toBe(raw?.revenue);
    expect(Number(whole?.revenue)).toBeGreaterThan(Number(atPart?.revenue));
  });

  it('keep a day’s part for the next reads, until a write changes the day', async () => {
    const db = app.ctx.db;
    const part = partOf(`${addDays(todayInVietnam(), -45).slice(0, 8)}12`, '16:00');
    type Distinct = { kind: string; sellerId: number; firsts: number; returns: number[] };
    const distinctOf = (at: DayPart) =>
      queryRows<Distinct>(
        atPartOf(db, at),
        sql`select kind, seller_id as "sellerId", firsts, returns from ts_distinct_daily
          where day = ${part.day}::date order by kind, seller_id`,
      );
    const sellersOf = (at: DayPart) =>
      queryRows<{ sellerId: number; revenue: string }>(
        atPartOf(db, at),
        sql`select seller_id as "sellerId", revenue::text from ts_seller_daily
          where day = ${part.day}::date order by seller_id`,
      );
    const first = await partRowsAt(db, part);
    const keptDistinct = await distinctOf({ ...part, rows: first });
    expect(keptDistinct.length).toBeGreaterThan(2);
    expect(keptDistinct).toEqual(await distinctOf(part));
    expect(await sellersOf({ ...part, rows: first })).toEqual(await sellersOf(part));
    expect(await partRowsAt(db, part)).toBe(first);

    // A seller's orders of the day before the time are cancelled, as a sync would.
    const [seller] = await queryRows<{ sellerId: number }>(
      db,
      sql`select seller_id as "sellerId" from ts_orders
        where order_date = ${part.day}::date and created_at < ${part.until}::timestamptz
          and status not in ('CANCELLED', 'RETURNED') and seller_id <> 0
        group by seller_id order by count(*) desc limit 1`,
    );
    const sellerId = seller?.sellerId ?? -1;
    const cancelled = sql`(select code from ts_orders where order_date = ${part.day}::date
      and created_at < ${part.until}::timestamptz and seller_id = ${sellerId})`;
    const keys = await salesKeysOf(db, sql`l.order_code in ${cancelled}`);
    await db.execute(sql`update ts_orders set status = 'CANCELLED' where code in ${cancelled}`);
    await refreshSalesRollups(db, keys);

    const after = await partRowsAt(db, part);
    expect(after).not.toBe(first);
    const keptAfter = await distinctOf({ ...part, rows: after });
    expect(keptDistinct.some((row) => row.sellerId === sellerId)).toBe(true);
    expect(keptAfter.some((row) => row.sellerId === sellerId)).toBe(false);
    expect(keptAfter).toEqual(await distinctOf(part));
    expect(await sellersOf({ ...part, rows: after })).toEqual(await sellersOf(part));
  });

  it('compute the next minute’s part ahead, once for the reads at the same time', async () => {
    const db = app.ctx.db;
    const part = partOf(`${addDays(todayInVietnam(), -50).slice(0, 8)}14`, '09:30');
    const next = partOf(part.day, '09:31');
    const counted = countingStatements(db);

    await partRowsAt(counted, part, { ahead: next.until });
    // The day's version, the part's rows, and the next minute's rows (in the background).
    expect(counted.statements).toBe(3);

    counted.statements = 0;
    const [first, second] = await Promise.all([
      partRowsAt(counted, next),
      partRowsAt(counted, next),
    ]);
    // The day's version for each: the rows were computed ahead.
    expect(counted.statements).toBe(2);
    expect(second).toBe(first);
    const sellersOf = (at: DayPart) =>
      queryRows<{ sellerId: number; revenue: string }>(
        atPartOf(db, at),
        sql`select seller_id as "sellerId", revenue::text from ts_seller_daily
          where day = ${part.day}::date order by seller_id`,
      );
    expect(await sellersOf({ ...next, rows: first })).toEqual(await sellersOf(next));
  });

  it('compute the next minute’s part when asked to, not at once, and once', async () => {
    const db = app.ctx.db;
    const part = partOf(`${addDays(todayInVietnam(), -52).slice(0, 8)}15`, '10:30');
    const next = partOf(part.day, '10:31');
    const counted = countingStatements(db);
    await partRowsAt(counted, part, { ahead: next.until, aheadIn: 200 });
    await partRowsAt(counted, part, { ahead: next.until, aheadIn: 200 });
    // The day's version and the part's rows, then the day's version again: nothing ahead yet.
    expect(counted.statements).toBe(3);
    await vi.waitFor(
      () => {
        expect(counted.statements).toBe(4);
      },
      { timeout: 5000 },
    );
    counted.statements = 0;
    await partRowsAt(counted, next);
    expect(counted.statements).toBe(1);
  });
});
