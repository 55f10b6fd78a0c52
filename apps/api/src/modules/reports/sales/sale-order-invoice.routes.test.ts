// The orders and invoices report on the demo data, against an independent SQL over the orders, the
// customers, their ownership history, the invoices and the payments: each sale's figures, the
// unpaid by age, one sale's orders page after page; the scope both ways.
import {
  type OrderInvoiceFigures,
  REPORT_API,
  type ReportPeriod,
  type SaleInvoiceOrdersPage,
  type SaleOrderInvoiceReport,
  addDays,
  saleOrderInvoicePath,
  todayInVietnam,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../lib/query-rows';
import { testKit } from '../../../test/test-app';
import { crossingMonths } from '../raw-orders.testing';
import { endOf, placedOrders } from './raw-sales.testing';

const kit = testKit(['admin', 'truongnhom', 'sale1', 'sale2', 'giamdoc', 'ketoan', 'hanhchinh']);

const get = (user: string, url: string, query: Record<string, string | number> = {}) =>
  kit.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: kit.as(user),
  });

async function report(
  user: string,
  query: ReportPeriod & { ageDays?: string },
): Promise<SaleOrderInvoiceReport> {
  const response = await get(user, REPORT_API.saleOrderInvoice, { ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SaleOrderInvoiceReport>();
}

/** A year up to today: every age of the unpaid. */
const lastYear = (): ReportPeriod => {
  const today = todayInVietnam();
  return { fromDate: addDays(today, -364), toDate: today };
};

const placed = (period: ReportPeriod, until: string | null = null) =>
  sql`with placed as (${placedOrders(period, endOf(period, until))}),
    owed as (select p.*, least(p.paid_amount, p.total_amount) as paid,
      (select coalesce(sum(v.total_amount), 0) from ts_invoices v where v.order_code = p.code)
        as invoiced
      from placed p)`;

/** Each sale's figures (0: no sale's) read from the orders, invoices and payments themselves. */
async function rawFigures(
  period: ReportPeriod,
  until: string | null = null,
): Promise<Map<number, OrderInvoiceFigures>> {
  const rows = await queryRows<{
    saleId: number;
    orders: number;
    ordered: string;
    invoiced: string;
    collected: string;
  }>(
    kit.app.ctx.db,
    sql`${placed(period, until)}
      select sale_id as "saleId", count(*)::int as orders, sum(total_amount)::text as ordered,
        sum(invoiced)::text as invoiced, sum(paid)::text as collected
      from owed group by sale_id`,
  );
  return new Map(
    rows.map((row) => {
      const ordered = Number(row.ordered);
      const invoiced = Number(row.invoiced);
      const collected = Number(row.collected);
      return [
        row.saleId,
        {
          orders: row.orders,
          ordered,
          invoiced,
          notInvoiced: ordered - invoiced,
          collected,
          unpaid: ordered - collected,
        },
      ];
    }),
  );
}

/** Each sale's unpaid by age today (days since the order's day) in buckets of these bounds. */
async function rawAges(period: ReportPeriod, bounds: number[]): Promise<Map<number, number[]>> {
  const rows = await queryRows<{ saleId: number; age: number; unpaid: string }>(
    kit.app.ctx.db,
    sql`${placed(period)}
      select sale_id as "saleId", (${todayInVietnam()}::date - order_date) as age,
        (total_amount - paid)::text as unpaid
      from owed where total_amount > paid`,
  );
  const ages = new Map<number, number[]>();
  for (const row of rows) {
    const amounts = ages.get(row.saleId) ?? bounds.map(() => 0).concat(0);
    const found = bounds.findIndex((bound) => row.age <= bound);
    const bucket = found === -1 ? bounds.length : found;
    amounts[bucket] = (amounts[bucket] ?? 0) + Number(row.unpaid);
    ages.set(row.saleId, amounts);
  }
  return ages;
}

const none: OrderInvoiceFigures = {
  orders: 0,
  ordered: 0,
  invoiced: 0,
  notInvoiced: 0,
  collected: 0,
  unpaid: 0,
};

describe('the orders and invoices report', () => {
  it('gives every sale the figures the orders, invoices and payments give, and the period before', async () => {
    const period = crossingMonths();
    const answer = await report('admin', period);
    const raw = await rawFigures(period);
    const before = await rawFigures(answer.previousPeriod);
    expect(answer.rows.length).toBeGreaterThanOrEqual(3);
    for (const row of answer.rows) {
      expect(row.current, row.username).toEqual(raw.get(row.saleId) ?? none);
      expect(row.previous, row.username).toEqual(before.get(row.saleId) ?? none);
    }
    expect(answer.noSale?.current).toEqual(raw.get(0) ?? none);
    // Invoiced and collected are each part of what was ordered, and some is not paid yet.
    const team = answer.totals.current;
    expect(team.ordered).toBe(answer.rows.reduce((sum, row) => sum + row.current.ordered, 0));
    expect(team.invoiced).toBeGreaterThan(0);
    expect(team.collected).toBeGreaterThan(0);
    expect(team.unpaid).toBe(team.ordered - team.collected);
  });

  it('compares a period that ends today with the same part of the day before', async () => {
    const today = todayInVietnam();
    const answer = await report('admin', { fromDate: addDays(today, -6), toDate: today });
    expect(answer.comparedUntil).not.toBeNull();
    const before = await rawFigures(answer.previousPeriod, answer.comparedUntil);
    for (const row of answer.rows) {
      expect(row.previous, row.username).toEqual(before.get(row.saleId) ?? none);
    }
  });

  it('ages the unpaid by the days since each order, in the buckets asked', async () => {
    const period = lastYear();
    const answer = await report('admin', period);
    expect(answer.ageDays).toEqual([30, 60, 90]);
    const raw = await rawAges(period, [30, 60, 90]);
    for (const row of answer.rows) {
      expect(row.unpaidByAge, row.username).toEqual(raw.get(row.saleId) ?? [0, 0, 0, 0]);
      expect(row.unpaidByAge.reduce((sum, amount) => sum + amount, 0)).toBe(row.current.unpaid);
    }
    expect(answer.noSale?.unpaidByAge).toEqual(raw.get(0) ?? [0, 0, 0, 0]);
    // The demo owes something in every bucket, and the team's buckets are its sales' together.
    expect(answer.unpaidByAge.every((amount) => amount > 0)).toBe(true);
    expect(answer.unpaidByAge).toEqual(
      [0, 1, 2, 3].map((bucket) =>
        answer.rows.reduce((sum, row) => sum + (row.unpaidByAge[bucket] ?? 0), 0),
      ),
    );
    const weekly = await report('admin', { ...period, ageDays: '7,14,180' });
    const rawWeekly = await rawAges(period, [7, 14, 180]);
    expect(weekly.ageDays).toEqual([7, 14, 180]);
    for (const row of weekly.rows) {
      expect(row.unpaidByAge, row.username).toEqual(rawWeekly.get(row.saleId) ?? [0, 0, 0, 0]);
    }
  });

  it('shows a sale their own row, a leader their team, and is closed to the other departments', async () => {
    const period = crossingMonths();
    const own = await report('sale1', period);
    expect(own.rows.map((row) => row.username)).toEqual(['sale1']);
    expect(own.noSale).toBeNull();
    const team = await report('truongnhom', period);
    expect(team.rows.map((row) => row.username).sort()).toEqual(['sale1', 'sale2', 'truongnhom']);
    expect(team.rows.find((row) => row.username === 'sale1')).toEqual(own.rows[0]);
    expect(team.noSale).toBeNull();
    for (const user of ['giamdoc', 'ketoan', 'hanhchinh']) {
      expect((await get(user, REPORT_API.saleOrderInvoice, period)).statusCode).toBe(403);
      expect((await get(user, saleOrderInvoicePath(kit.id('sale1')), period)).statusCode).toBe(403);
    }
  });

  it('refuses bad bounds and periods with a 400 naming the field', async () => {
    const period = crossingMonths();
    for (const ageDays of ['60,30', '0,30', 'abc', '30,30', '1,2,3,4,5,6,7', '99999']) {
      const response = await get('sale1', REPORT_API.saleOrderInvoice, { ...period, ageDays });
      expect(response.statusCode, ageDays).toBe(400);
      expect(response.body).toContain('ageDays');
    }
    const backwards = { fromDate: period.toDate, toDate: period.fromDate };
    expect((await get('sale1', REPORT_API.saleOrderInvoice, backwards)).statusCode).toBe(400);
  });
});

describe('one sale’s orders and invoices', () => {
  const detail = async (
    user: string,
    saleId: number,
    query: Record<string, string | number>,
  ): Promise<SaleInvoiceOrdersPage> => {
    const response = await get(user, saleOrderInvoicePath(saleId), query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SaleInvoiceOrdersPage>();
  };

  it('lists every order of the sale’s figure, page after page, with its invoices and what is unpaid', async () => {
    const period = lastYear();
    const sale1 = kit.id('sale1');
    const answer = await report('truongnhom', period);
    const row = answer.rows.find((r) => r.saleId === sale1);
    const seen = new Set<string>();
    let ordered = 0;
    let invoiced = 0;
    let unpaid = 0;
    for (let page = 0; ; page += 1) {
      const orders = await detail('truongnhom', sale1, { ...period, page, pageSize: 200 });
      expect(orders.totals).toEqual(row?.current);
      expect(orders.unpaidByAge).toEqual(row?.unpaidByAge);
      // Every order of the figure counted and summed, whichever page.
      expect({ total: orders.total, ...orders.sum }).toEqual({
        total: row?.current.orders,
        ordered: row?.current.ordered,
        unpaid: row?.current.unpaid,
      });
      expect(orders.sale.username).toBe('sale1');
      for (const order of orders.items) {
        seen.add(order.code);
        ordered += order.ordered;
        invoiced += order.invoiced;
        unpaid += order.unpaid;
        expect(order.invoiced).toBe(order.invoices.reduce((sum, i) => sum + i.amount, 0));
        expect(order.unpaid).toBe(order.ordered - order.collected);
      }
      if (orders.items.length < 200) break;
    }
    expect(seen.size).toBe(row?.current.orders);
    expect({ ordered, invoiced, unpaid }).toEqual({
      ordered: row?.current.ordered,
      invoiced: row?.current.invoiced,
      unpaid: row?.current.unpaid,
    });
  });

  it('puts what is unpaid first, the oldest first, and filters it by age', async () => {
    const period = lastYear();
    const sale1 = kit.id('sale1');
    const first = await detail('truongnhom', sale1, { ...period, pageSize: 50 });
    const owing = first.items.filter((order) => order.unpaid > 0);
    expect(owing.length).toBeGreaterThan(0);
    expect(first.items.slice(0, owing.length)).toEqual(owing);
    const ages = owing.map((order) => order.age);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
    const unpaid = await detail('truongnhom', sale1, { ...period, unpaid: 'true', pageSize: 200 });
    expect(unpaid.sum.unpaid).toBe(first.totals.unpaid);
    expect(unpaid.items.every((order) => order.unpaid > 0)).toBe(true);
    // Each bucket's orders: its amount in the report, each order of its age.
    const bounds = [30, 60, 90];
    for (const [bucket, amount] of first.unpaidByAge.entries()) {
      const aged = await detail('truongnhom', sale1, { ...period, age: bucket, pageSize: 200 });
      expect(aged.sum.unpaid, `bucket ${String(bucket)}`).toBe(amount);
      for (const order of aged.items) {
        expect(order.age).toBeGreaterThan(bucket === 0 ? -1 : (bounds[bucket - 1] ?? 0));
        if (bucket < bounds.length) expect(order.age).toBeLessThanOrEqual(bounds[bucket] ?? 0);
      }
    }
    // Sorted as asked.
    const biggest = await detail('truongnhom', sale1, {
      ...period,
      sortBy: 'ordered',
      sortOrder: 'desc',
    });
    const amounts = biggest.items.map((order) => order.ordered);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('answers within the caller’s scope: 404 for a sale outside it, the orders of no sale to GOD only', async () => {
    const period = crossingMonths();
    const sale1 = kit.id('sale1');
    expect((await get('sale2', saleOrderInvoicePath(sale1), period)).statusCode).toBe(404);
    expect(
      (await get('sale1', saleOrderInvoicePath(kit.id('truongnhom')), period)).statusCode,
    ).toBe(404);
    expect((await get('sale1', saleOrderInvoicePath(999_999), period)).statusCode).toBe(404);
    const own = await detail('sale1', sale1, period);
    expect(own.items.length).toBeGreaterThan(0);
    // A sale links the customers they may open.
    expect(own.items.some((order) => order.crmCustomerId !== null)).toBe(true);
    expect((await get('truongnhom', saleOrderInvoicePath(0), period)).statusCode).toBe(404);
    const all = await report('admin', period);
    const noSale = await detail('admin', 0, { ...period, pageSize: 1 });
    expect(noSale.totals).toEqual(all.noSale?.current);
    expect(noSale.total).toBe(all.noSale?.current.orders);
    for (const saleId of ['abc', '-1', '1.5']) {
      expect(
        (await get('admin', `${REPORT_API.saleOrderInvoice}/${saleId}`, period)).statusCode,
      ).toBe(400);
    }
    const bad: Record<string, string | number>[] = [
      { age: 9 },
      { unpaid: 'yes' },
      { sortBy: 'name' },
      { pageSize: 500 },
    ];
    for (const query of bad) {
      const response = await get('admin', saleOrderInvoicePath(sale1), { ...period, ...query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
