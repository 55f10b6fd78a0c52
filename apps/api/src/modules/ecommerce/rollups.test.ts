// The day x seller x buyer rollup on the demo data: equal to the raw orders, and what makes a
// period's buying customers exact; and the day x seller x status x province rollup, equal to every
// order, kept current when an order changes; and the running totals per product, whose difference
// between two days is any period's sales, kept current when an old order changes; and the buyers'
// months and years, and the sellers' months of products, statuses and provinces, kept with their
// days.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { refreshSalesRollups } from './rollups.repository';
import { refreshKeptScope } from './distinct.repository';
import {
  buyerCalendarDifferences,
  buyerRollupDifferences,
  distinctDifferences,
  orderMixMonthlyDifferences,
  orderMixRollupDifferences,
  productMonthlyDifferences,
  productRunningDifferences,
  salesMonthlyDifferences,
  sellerMonthlyDifferences,
  salesRollupDifferences,
  salesKeysOf,
} from './rollups.testing';
import { NET_LINES } from './net-lines.testing';
import { queryRows } from '../../lib/query-rows';
import { migrationsFolder } from '../../db/migrate';
import type { Database } from '../../db/client';

let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(app.ctx.db, query);

/** Lines whose stored revenue is not their share recomputed, and orders its lines do not sum to. */
async function netLineErrors(db: Pick<Database, 'execute'> = app.ctx.db) {
  const [row] = await queryRows<{ lines: number; orders: number }>(
    db,
    sql`
    select
      (select count(*)::int from ts_order_lines s join ${NET_LINES} l on l.id = s.id
        where s.net_amount <> l.net) as lines,
      (select count(*)::int from ts_orders o
        join (select order_code, sum(net_amount) as net from ts_order_lines group by order_code) t
          on t.order_code = o.code
        where t.net <> o.total_amount) as orders`,
  );
  return row;
}

describe('one meaning of revenue: each line’s share of what the buyer paid', () => {
  it('is kept on every line, the lines of an order summing to its total after the discount', async () => {
    const [discounted] = await rows<{ orders: number; lines: number }>(sql`
      select count(distinct o.code)::int as orders, count(*)::int as lines
      from ts_orders o join ts_order_lines l on l.order_code = o.code
      where o.discount_amount > 0 and o.line_count > 1 and l.net_amount <> l.amount`);
    expect(discounted?.orders).toBeGreaterThan(50);
    expect(await netLineErrors()).toEqual({ lines: 0, orders: 0 });
    expect(await salesRollupDifferences(app.ctx.db)).toBe(0);
  });

  it('is what the product rollups count, so that products and sellers sum to the same revenue', async () => {
    const [sums] = await rows<{ products: string; sellers: string }>(sql`
      select (select sum(revenue) from ts_sales_daily)::text as products,
        (select sum(revenue) from ts_seller_daily)::text as sellers`);
    expect(Number(sums?.products)).toBeGreaterThan(0);
    expect(sums?.products).toBe(sums?.sellers);
  });

  it('fills the lines and the rollups of a database that held orders before it', async () => {
    const [statements] = [
      readFileSync(join(migrationsFolder(), '0026_ecommerce_line_net_amount.sql'), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
        .filter((statement) => statement.startsWith('UPDATE')),
    ];
    expect(statements).toHaveLength(6);
    const outcome = await app.ctx.db
      .transaction(async (tx) => {
        // The lines as they were before the migration, and the rollups that counted their amounts.
        await tx.execute(sql`update ts_order_lines set net_amount = amount`);
        for (const table of ['ts_sales_daily', 'ts_sales_monthly', 'ts_product_monthly']) {
          await tx.execute(sql`update ${sql.identifier(table)} set revenue = revenue + 1`);
        }
        await tx.execute(sql`update ts_product_running set revenue = 0, owner_revenue = -1`);
        for (const statement of statements) await tx.execute(sql.raw(statement));
        const found = {
          errors: await netLineErrors(tx),
          daily: await salesRollupDifferences(tx),
          monthly: await salesMonthlyDifferences(tx),
          products: await productMonthlyDifferences(tx),
          running: await productRunningDifferences(tx),
        };
        throw Object.assign(new Error('rolled back'), { found });
      })
      .catch((error: unknown) => (error as { found?: unknown }).found);
    expect(outcome).toEqual({
      errors: { lines: 0, orders: 0 },
      daily: 0,
      monthly: 0,
      products: 0,
      running: 0,
    });
  });
});

describe('the order mix rollup', () => {
  it('gets the quantities of the orders it counted before it held them', async () => {
    const statements = readFileSync(
      join(migrationsFolder(), '0028_ecommerce_order_mix_quantity.sql'),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(statements).toHaveLength(1);
    const outcome = await app.ctx.db
      .transaction(async (tx) => {
        // The rows as the column's default left them.
        await tx.execute(sql`update ts_order_mix_daily set quantity = 0`);
        const before = await orderMixRollupDifferences(tx);
        for (const statement of statements) await tx.execute(sql.raw(statement));
        const found = { before, after: await orderMixRollupDifferences(tx) };
        throw Object.assign(new Error('rolled back'), { found });
      })
      .catch((error: unknown) => (error as { found?: unknown }).found);
    expect(outcome).toMatchObject({ after: 0 });
    expect((outcome as { before: number }).before).toBeGreaterThan(1000);
  });
});

describe('the buyer rollup', () => {
  it('holds exactly the counted orders of each day, seller and buyer', async () => {
    const [counts] = await rows<{ n: number }>(sql`select count(*)::int as n from ts_buyer_daily`);
    expect(counts?.n).toBeGreaterThan(1000);
    expect(await buyerRollupDifferences(app.ctx.db)).toBe(0);
    expect(await buyerCalendarDifferences(app.ctx.db)).toBe(0);
    expect(await orderMixRollupDifferences(app.ctx.db)).toBe(0);
    expect(await orderMixMonthlyDifferences(app.ctx.db)).toBe(0);
    expect(await salesMonthlyDifferences(app.ctx.db)).toBe(0);
    expect(await productMonthlyDifferences(app.ctx.db)).toBe(0);
    expect(await sellerMonthlyDifferences(app.ctx.db)).toBe(0);
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

describe('the order mix rollup', () => {
  it('holds every order of each day, seller, status and province, cancelled and returned included', async () => {
    const statuses = await rows<{ status: string; orders: number }>(sql`
      select status, sum(orders)::int as orders from ts_order_mix_daily
      group by status order by status`);
    expect(statuses.map((row) => row.status)).toEqual(
      expect.arrayContaining(['CANCELLED', 'COMPLETED', 'RETURNED']),
    );
    const [all] = await rows<{ n: number }>(sql`select count(*)::int as n from ts_orders`);
    expect(statuses.reduce((sum, row) => sum + row.orders, 0)).toBe(all?.n);
    expect(await orderMixRollupDifferences(app.ctx.db)).toBe(0);
  });

  it('follows an order that changes status and province once its day and seller are refreshed', async () => {
    const [order] = await rows<{
      code: string;
      day: string;
      sellerId: number;
      productCodes: string[];
    }>(sql`
      select o.code, to_char(o.order_date, 'YYYY-MM-DD') as day, o.seller_id as "sellerId",
        array_agg(distinct l.product_code) as "productCodes"
      from ts_orders o join ts_order_lines l on l.order_code = o.code
      where o.status = 'COMPLETED' and o.seller_id = 2010
      group by o.code, o.order_date, o.seller_id order by o.code limit 1`);
    if (!order) throw new Error('no completed order');
    await app.ctx.db.execute(sql`
      update ts_orders set status = 'CANCELLED', province = 'Tỉnh Thử Nghiệm'
      where code = ${order.code}`);
    expect(await orderMixRollupDifferences(app.ctx.db)).toBeGreaterThan(0);
    expect(await orderMixMonthlyDifferences(app.ctx.db)).toBeGreaterThan(0);
    expect(await salesMonthlyDifferences(app.ctx.db)).toBeGreaterThan(0);
    expect(await productMonthlyDifferences(app.ctx.db)).toBeGreaterThan(0);
    expect(await sellerMonthlyDifferences(app.ctx.db)).toBeGreaterThan(0);
    const { day, sellerId, productCodes } = order;
    await refreshSalesRollups(
      app.ctx.db,
      productCodes.map((productCode) => ({ day, sellerId, productCode })),
    );
    expect(await orderMixRollupDifferences(app.ctx.db)).toBe(0);
    expect(await orderMixMonthlyDifferences(app.ctx.db)).toBe(0);
    expect(await salesMonthlyDifferences(app.ctx.db)).toBe(0);
    expect(await productMonthlyDifferences(app.ctx.db)).toBe(0);
    expect(await sellerMonthlyDifferences(app.ctx.db)).toBe(0);
    expect(await buyerRollupDifferences(app.ctx.db)).toBe(0);
    expect(await buyerCalendarDifferences(app.ctx.db)).toBe(0);
  });
});

describe('the product running totals', () => {
  it("give any period's sales of a product as the difference of two rows", async () => {
    expect(await productRunningDifferences(app.ctx.db)).toBe(0);
    const [sold] = await rows<{ code: string; from: string; to: string }>(sql`
      select product_code as code, to_char(min(day) + 10, 'YYYY-MM-DD') as "from",
        to_char(max(day) - 5, 'YYYY-MM-DD') as "to"
      from ts_sales_daily group by product_code order by sum(revenue) desc limit 1`);
    if (!sold) throw new Error('no sales');
    const at = (day: ReturnType<typeof sql>) => sql`(
      select coalesce((select revenue from ts_product_running
        where product_code = ${sold.code} and day <= ${day} order by day desc limit 1), 0))`;
    const [read] = await rows<{ revenue: string }>(sql`
      select (${at(sql`${sold.to}::date`)} - ${at(sql`${sold.from}::date - 1`)})::text as revenue`);
    const [raw] = await rows<{ revenue: string }>(sql`
      select coalesce(sum(l.net), 0)::text as revenue
      from ${NET_LINES} l join ts_orders o on o.code = l.order_code
      where l.product_code = ${sold.code} and o.status not in ('CANCELLED', 'RETURNED')
        and l.order_date between ${sold.from}::date and ${sold.to}::date`);
    expect(Number(read?.revenue)).toBeGreaterThan(0);
    expect(read?.revenue).toBe(raw?.revenue);
  });

  it('carries an old order cancelled into every later day of its products', async () => {
    const [order] = await rows<{ code: string; day: string; sellerId: number }>(sql`
      select o.code, to_char(o.order_date, 'YYYY-MM-DD') as day, o.seller_id as "sellerId"
      from ts_orders o
      where o.status = 'COMPLETED' and o.order_date < (select max(order_date) - 60 from ts_orders)
      order by o.order_date desc, o.code limit 1`);
    if (!order) throw new Error('no old completed order');
    const products = await rows<{ productCode: string }>(sql`
      select distinct product_code as "productCode" from ts_order_lines
      where order_code = ${order.code}`);
    await app.ctx.db.execute(
      sql`update ts_orders set status = 'CANCELLED' where code = ${order.code}`,
    );
    expect(await productRunningDifferences(app.ctx.db)).toBeGreaterThan(0);
    const { day, sellerId } = order;
    await refreshSalesRollups(
      app.ctx.db,
      products.map(({ productCode }) => ({ day, sellerId, productCode })),
    );
    expect(await productRunningDifferences(app.ctx.db)).toBe(0);
  });
  it('run every product on to the last day any sold, and back when that day loses its sales', async () => {
    const lastDay = sql`(select max(day) from ts_sales_daily)`;
    const keys = await salesKeysOf(app.ctx.db, sql`l.order_date = ${lastDay}`);
    const orders = await rows<{ code: string; status: string }>(sql`
      select code, status from ts_orders where order_date = ${lastDay}`);
    const ends = () =>
      rows<{ running: string; sales: string; products: number; atLast: number }>(sql`
        select to_char(max(day), 'YYYY-MM-DD') as running,
          to_char(${lastDay}, 'YYYY-MM-DD') as sales,
          count(distinct product_code)::int as products,
          count(*) filter (where day = ${lastDay})::int as "atLast"
        from ts_product_running`);
    const [before] = await ends();
    expect(keys.length).toBeGreaterThan(0);

    await app.ctx.db.execute(sql`
      update ts_orders set status = 'CANCELLED' where order_date = ${lastDay}`);
    await refreshSalesRollups(app.ctx.db, keys);
    expect(await productRunningDifferences(app.ctx.db)).toBe(0);
    const [cut] = await ends();
    expect(cut?.running).toBe(cut?.sales);
    expect(cut?.running && before?.running && cut.running < before.running).toBe(true);
    expect(cut?.atLast).toBe(cut?.products);

    await app.ctx.db.execute(sql`
      update ts_orders o set status = k.status
      from json_to_recordset(${JSON.stringify(orders)}::json) as k (code text, status text)
      where o.code = k.code`);
    await refreshSalesRollups(app.ctx.db, keys);
    expect(await productRunningDifferences(app.ctx.db)).toBe(0);
    expect(await ends()).toEqual([before]);
    expect(before?.atLast).toBe(before?.products);
  });
});

describe('the distinct buyers and products by day', () => {
  it("count each seller's and the kept sellers' buyers and products over a period exactly", async () => {
    const [kept] = await rows<{ n: number }>(sql`
      select cardinality(seller_ids) as n from ts_distinct_scope where scope = 0`);
    expect(kept?.n).toBeGreaterThan(1);
    expect(await distinctDifferences(app.ctx.db)).toBe(0);
  });

  it('follow an old order cancelled, and the kept sellers when a seller stops being kept', async () => {
    const [order] = await rows<{ code: string; day: string; sellerId: number; products: string[] }>(
      sql`
      select o.code, to_char(o.order_date, 'YYYY-MM-DD') as day, o.seller_id as "sellerId",
        array_agg(distinct l.product_code) as products
      from ts_orders o join ts_order_lines l on l.order_code = o.code
      where o.status = 'COMPLETED' and o.order_date < (select max(order_date) - 40 from ts_orders)
      group by o.code, o.order_date, o.seller_id
      order by o.order_date desc, o.code limit 1`,
    );
    if (!order) throw new Error('no old completed order');
    await app.ctx.db.execute(
      sql`update ts_orders set status = 'RETURNED' where code = ${order.code}`,
    );
    const { day, sellerId } = order;
    await refreshSalesRollups(
      app.ctx.db,
      order.products.map((productCode) => ({ day, sellerId, productCode })),
    );
    expect(await distinctDifferences(app.ctx.db)).toBe(0);

    // A kept seller goes inactive: the kept sellers' rows are rebuilt without it.
    const [seller] = await rows<{ idf: number }>(sql`
      select unnest(seller_ids) as idf from ts_distinct_scope where scope = 0 limit 1`);
    await app.ctx.db.execute(
      sql`update thuocsi_sellers set status = 'INACTIVE' where idf = ${seller?.idf}`,
    );
    expect(await refreshKeptScope(app.ctx.db)).toBe(true);
    const [scope] = await rows<{ kept: boolean }>(sql`
      select ${seller?.idf}::int = any(seller_ids) as kept from ts_distinct_scope where scope = 0`);
    expect(scope?.kept).toBe(false);
    expect(await distinctDifferences(app.ctx.db)).toBe(0);
    expect(await refreshKeptScope(app.ctx.db)).toBe(false);
    await app.ctx.db.execute(
      sql`update thuocsi_sellers set status = 'ACTIVE' where idf = ${seller?.idf}`,
    );
    expect(await refreshKeptScope(app.ctx.db)).toBe(true);
  });
});

describe('the buyer months and years', () => {
  interface Order {
    code: string;
    day: string;
    sellerId: number;
    products: string[];
  }

  /** A completed order whose buyer has no other counted order with that seller that day. */
  async function loneOrder(latest: boolean): Promise<Order> {
    const [order] = await rows<Order>(sql`
      select o.code, to_char(o.order_date, 'YYYY-MM-DD') as day, o.seller_id as "sellerId",
        array_agg(distinct l.product_code) as products
      from ts_orders o join ts_order_lines l on l.order_code = o.code
      join ts_buyer_daily b on b.day = o.order_date and b.seller_id = o.seller_id
        and b.customer_code = o.customer_code and b.orders = 1
      where o.status = 'COMPLETED'
      group by o.code, o.order_date, o.seller_id
      order by o.order_date ${latest ? sql`desc` : sql`asc`}, o.code limit 1`);
    if (!order) throw new Error('no lone order');
    return order;
  }

  /** Refreshes the rollups of the order's day, seller and products. */
  const refresh = ({ day, sellerId, products }: Order) =>
    refreshSalesRollups(
      app.ctx.db,
      products.map((productCode) => ({ day, sellerId, productCode })),
    );

  it('move an order to another buyer: both buyers’ months and years are recomputed', async () => {
    const order = await loneOrder(false);
    await app.ctx.db.execute(
      sql`update ts_orders set customer_code = 'KH-THU-NGHIEM' where code = ${order.code}`,
    );
    expect(await buyerCalendarDifferences(app.ctx.db)).toBeGreaterThan(0);
    await refresh(order);
    expect(await buyerCalendarDifferences(app.ctx.db)).toBe(0);
    expect(await buyerRollupDifferences(app.ctx.db)).toBe(0);
  });

  it('count a day whose revenue is below 0 as 0, so that a month bounds its days', async () => {
    const order = await loneOrder(true);
    await app.ctx.db.execute(
      sql`update ts_orders set total_amount = -total_amount where code = ${order.code}`,
    );
    await refresh(order);
    const [negative] = await rows<{ n: number }>(sql`
      select count(*)::int as n from ts_buyer_daily where revenue < 0`);
    expect(negative?.n).toBe(1);
    expect(await buyerCalendarDifferences(app.ctx.db)).toBe(0);
    const [bounded] = await rows<{ n: number }>(sql`
      select count(*)::int as n from ts_buyer_calendar where revenue < 0`);
    expect(bounded?.n).toBe(0);
  });
});
