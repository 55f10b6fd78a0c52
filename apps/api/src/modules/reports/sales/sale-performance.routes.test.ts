// The sale performance report on the demo data, against an independent SQL over the orders, the
// customers, their ownership history, the pool events, interactions and tasks; its scope both ways;
// targets and attainment.
import {
  REPORT_API,
  type ReportOrdersPage,
  type ReportPeriod,
  type SaleFigures,
  type SalePerformanceReport,
  addDays,
  lastOfMonth,
  todayInVietnam,
  workingDaysBetween,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../lib/query-rows';
import { testKit } from '../../../test/test-app';
import { crossingMonths, wholeMonthsBetween } from '../raw-orders.testing';
import { endOf, placedOrders } from './raw-sales.testing';
import { periodTarget, targetProgress, targetSpan } from './sale-performance.service';

const kit = testKit(['admin', 'truongnhom', 'sale1', 'sale2', 'giamdoc', 'ketoan', 'hanhchinh']);

const get = (user: string, query: string) =>
  kit.app.inject({
    method: 'GET',
    url: `${REPORT_API.salePerformance}?${query}`,
    headers: kit.as(user),
  });

async function report(user: string, period: ReportPeriod): Promise<SalePerformanceReport> {
  const response = await get(user, `fromDate=${period.fromDate}&toDate=${period.toDate}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SalePerformanceReport>();
}

/**
 * Each sale's figures (sale 0: the orders of no sale) read straight from the orders, the customers
 * their buyers are (phone of a customer not deleted first, else code) and who owned each at the
 * order's time, and from the CRM's tables; `until`: orders and work before that instant only.
 */
async function rawSaleFigures(
  period: ReportPeriod,
  until: string | null = null,
): Promise<Map<number, SaleFigures>> {
  const start = sql`(${period.fromDate}::date::timestamp at time zone 'Asia/Ho_Chi_Minh')`;
  const end = endOf(period, until);
  const orders = await queryRows<{
    saleId: number;
    revenue: string;
    orders: number;
    buyers: number;
  }>(
    kit.app.ctx.db,
    sql`with placed as (${placedOrders(period, end)})
      select sale_id as "saleId", sum(total_amount)::text as revenue, count(*)::int as orders,
        count(distinct customer_id)::int as buyers
      from placed group by sale_id`,
  );
  const work = await queryRows<{
    saleId: number;
    newCustomers: number;
    dugCustomers: number;
    interactions: number;
    tasksDone: number;
  }>(
    kit.app.ctx.db,
    sql`with created as (
        select created_by_id as sale_id, count(*) as n from crm_customers
        where deleted_at is null and created_at >= ${start} and created_at < ${end}
        group by 1),
      dug as (
        select sale_id, count(distinct customer_id) as n from crm_pool_events
        where type = 'DIG' and at >= ${start} and at < ${end} group by 1),
      logged as (
        select author_id as sale_id, count(*) as n from crm_interactions
        where at >= ${start} and at < ${end} group by 1),
      done as (
        select assignee_id as sale_id, count(*) as n from crm_tasks
        where status = 'DONE' and done_at >= ${start} and done_at < ${end} group by 1)
      select u.id as "saleId", coalesce(c.n, 0)::int as "newCustomers",
        coalesce(d.n, 0)::int as "dugCustomers", coalesce(l.n, 0)::int as interactions,
        coalesce(t.n, 0)::int as "tasksDone"
      from users u left join created c on c.sale_id = u.id left join dug d on d.sale_id = u.id
        left join logged l on l.sale_id = u.id left join done t on t.sale_id = u.id`,
  );
  const figures = new Map<number, SaleFigures>();
  const none = { newCustomers: 0, dugCustomers: 0, interactions: 0, tasksDone: 0 };
  for (const { saleId, ...rest } of work) {
    figures.set(saleId, { revenue: 0, orders: 0, buyers: 0, ...rest });
  }
  for (const row of orders) {
    const known = figures.get(row.saleId) ?? { revenue: 0, orders: 0, buyers: 0, ...none };
    figures.set(row.saleId, {
      ...known,
      revenue: Number(row.revenue),
      orders: row.orders,
      buyers: row.buyers,
    });
  }
  return figures;
}

/** The distinct buying customers of these sales together, read as rawSaleFigures reads them. */
async function rawBuyersTogether(
  period: ReportPeriod,
  saleIds: readonly number[],
  until: string | null = null,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    kit.app.ctx.db,
    sql`select count(distinct p.customer_id)::int as n from (${placedOrders(period, endOf(period, until))}) p
      where p.sale_id = any(${`{${saleIds.join(',')}}`}::int[])`,
  );
  return row?.n ?? 0;
}

const zero: SaleFigures = {
  revenue: 0,
  orders: 0,
  buyers: 0,
  newCustomers: 0,
  dugCustomers: 0,
  interactions: 0,
  tasksDone: 0,
};

describe('the sale performance report', () => {
  it.each([
    ['that crosses two months', crossingMonths()],
    ['that holds whole months', wholeMonthsBetween()],
  ])(
    'gives every sale the figures an independent reading gives, over a period %s and the one before',
    async (_, period) => {
      const answer = await report('admin', period);
      const raw = await rawSaleFigures(period);
      const before = await rawSaleFigures(answer.previousPeriod);
      expect(answer.rows.length).toBeGreaterThanOrEqual(3);
      for (const row of answer.rows) {
        expect(row.current, row.username).toEqual(raw.get(row.saleId) ?? zero);
        expect(row.previous, row.username).toEqual(before.get(row.saleId) ?? zero);
      }
      // The demo's sales sold in it; the orders of no sale are apart, order figures only.
      expect(answer.rows.filter((row) => row.current.revenue > 0).length).toBeGreaterThanOrEqual(3);
      const noSale = raw.get(0) ?? zero;
      expect(answer.noSale?.current).toEqual({
        ...zero,
        revenue: noSale.revenue,
        orders: noSale.orders,
        buyers: noSale.buyers,
      });
      // The team: orders summed, buyers distinct across the sales.
      const sum = (key: keyof SaleFigures) =>
        answer.rows.reduce((total, row) => total + row.current[key], 0);
      expect(answer.totals.current).toMatchObject({
        revenue: sum('revenue'),
        orders: sum('orders'),
        interactions: sum('interactions'),
        tasksDone: sum('tasksDone'),
      });
      expect(answer.totals.current.buyers).toBeLessThanOrEqual(sum('buyers'));
      const saleIds = answer.rows.map((row) => row.saleId);
      expect(answer.totals.current.buyers).toBe(await rawBuyersTogether(period, saleIds));
      expect(answer.totals.previous.buyers).toBe(
        await rawBuyersTogether(answer.previousPeriod, saleIds),
      );
      // By day: the team's revenue, every day of the period.
      expect(answer.byDay.reduce((total, day) => total + day.revenue, 0)).toBe(sum('revenue'));
      expect(answer.byDay[0]?.day).toBe(period.fromDate);
      expect(answer.byDay.at(-1)?.day).toBe(period.toDate);
    },
  );

  it('shows on the demo each sale’s target of the month, set by their leader, and customers dug', async () => {
    const today = todayInVietnam();
    const month = { fromDate: `${today.slice(0, 7)}-01`, toDate: today };
    const answer = await report('truongnhom', month);
    for (const row of answer.rows) {
      expect(row.target.amount, row.username).toBeGreaterThan(0);
      expect(row.target.attainment, row.username).not.toBeNull();
    }
    expect(answer.target.amount).toBe(
      answer.rows.reduce((sum, row) => sum + (row.target.amount ?? 0), 0),
    );
    const setters = await queryRows<{ sale: string; setter: string }>(
      kit.app.ctx.db,
      sql`select s.username as sale, u.username as setter from crm_sale_targets t
        join users s on s.id = t.sale_id join users u on u.id = t.updated_by_id
        where t.month = date_trunc('month', now() at time zone 'Asia/Ho_Chi_Minh')::date
        order by s.username`,
    );
    expect(setters).toEqual([
      { sale: 'sale1', setter: 'truongnhom' },
      { sale: 'sale2', setter: 'truongnhom' },
      { sale: 'truongnhom', setter: 'admin' },
    ]);
    // The customers who changed hands in the last weeks were dug by their new owner.
    const weeks = await report('truongnhom', {
      fromDate: addDays(today, -20),
      toDate: addDays(today, -1),
    });
    expect(weeks.totals.current.dugCustomers).toBeGreaterThan(10);
  });

  it('compares a period that ends today with the same elapsed part of the one before', async () => {
    const today = todayInVietnam();
    const period = { fromDate: addDays(today, -20), toDate: today };
    const answer = await report('admin', period);
    expect(answer.comparedUntil).not.toBeNull();
    const before = await rawSaleFigures(answer.previousPeriod, answer.comparedUntil);
    for (const row of answer.rows) {
      expect(row.previous, row.username).toEqual(before.get(row.saleId) ?? zero);
    }
    const saleIds = answer.rows.map((row) => row.saleId);
    expect(answer.totals.previous.buyers).toBe(
      await rawBuyersTogether(answer.previousPeriod, saleIds, answer.comparedUntil),
    );
    expect(answer.totals.current.buyers).toBe(await rawBuyersTogether(period, saleIds));
    expect(answer.noSale?.previous.buyers).toBe(before.get(0)?.buyers ?? 0);
    // A leader's team together, apart from every sale.
    const team = await report('truongnhom', period);
    const teamIds = team.rows.map((row) => row.saleId);
    expect(team.totals.previous.buyers).toBe(
      await rawBuyersTogether(team.previousPeriod, teamIds, team.comparedUntil),
    );
    expect(team.totals.current.buyers).toBe(await rawBuyersTogether(period, teamIds));
  });

  it('shows a sale their own row, a leader their team and themselves, GOD every sale', async () => {
    const period = crossingMonths();
    const names = (answer: SalePerformanceReport) => answer.rows.map((row) => row.username).sort();
    const own = await report('sale1', period);
    expect(names(own)).toEqual(['sale1']);
    expect(own.noSale).toBeNull();
    expect(own.totals.current).toEqual(own.rows[0]?.current);
    const team = await report('truongnhom', period);
    expect(names(team)).toEqual(['sale1', 'sale2', 'truongnhom']);
    expect(team.noSale).toBeNull();
    const all = await report('admin', period);
    expect(names(all)).toEqual(expect.arrayContaining(['sale1', 'sale2', 'truongnhom']));
    expect(names(all)).not.toContain('ketoan');
    // The same sale reads the same figures whoever asks.
    const sale1 = (answer: SalePerformanceReport) =>
      answer.rows.find((row) => row.username === 'sale1');
    expect(sale1(team)).toEqual(sale1(own));
    expect(sale1(all)).toEqual(sale1(own));
  });

  it('is closed to the departments that are not sales, and refuses a bad period', async () => {
    for (const user of ['giamdoc', 'ketoan', 'hanhchinh']) {
      expect((await get(user, 'fromDate=2026-01-01&toDate=2026-01-31')).statusCode).toBe(403);
    }
    expect((await get('sale1', 'fromDate=2026-02-01&toDate=2026-01-01')).statusCode).toBe(400);
    expect((await get('sale1', 'fromDate=2026-02-30&toDate=2026-03-01')).statusCode).toBe(400);
  });

  it('reads each sale’s target and its attainment', async () => {
    const month = { fromDate: '2026-10-01', toDate: '2026-10-31' };
    const set = await kit.app.inject({
      method: 'PUT',
      url: REPORT_API.saleTargets,
      headers: kit.as('truongnhom'),
      payload: { saleId: kit.id('sale1'), month: '2026-10', amount: 20_000_000 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const answer = await report('truongnhom', month);
    const row = answer.rows.find((r) => r.username === 'sale1');
    expect(row?.target.amount).toBe(20_000_000);
    expect(row?.target.attainment).toBeCloseTo((row?.current.revenue ?? 0) / 20_000_000, 10);
    expect(row?.target.workingDaysLeft).toBe(0);
    expect(row?.target.perWorkingDayLeft).toBeNull();
    // The team's target: the targets set, together.
    expect(answer.target.amount).toBe(
      answer.rows.reduce((sum, r) => sum + (r.target.amount ?? 0), 0),
    );
    // Half of October by working days: 11 of its 22 (1 to 15 October 2026).
    const half = await report('truongnhom', { fromDate: '2026-10-01', toDate: '2026-10-15' });
    expect(half.rows.find((r) => r.username === 'sale1')?.target.amount).toBe(10_000_000);
  });

  it('reads this month so far against the whole month’s target and its working days left', async () => {
    const today = todayInVietnam();
    const month = today.slice(0, 7);
    const set = await kit.app.inject({
      method: 'PUT',
      url: REPORT_API.saleTargets,
      headers: kit.as('truongnhom'),
      payload: { saleId: kit.id('sale2'), month, amount: 44_000_000 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const answer = await report('truongnhom', { fromDate: `${month}-01`, toDate: today });
    const row = answer.rows.find((r) => r.username === 'sale2');
    const daysLeft = workingDaysBetween(today, lastOfMonth(today));
    expect(row?.target).toEqual({
      amount: 44_000_000,
      attainment: (row?.current.revenue ?? 0) / 44_000_000,
      workingDaysLeft: daysLeft,
      perWorkingDayLeft:
        daysLeft === 0
          ? null
          : Math.ceil(Math.max(0, 44_000_000 - (row?.current.revenue ?? 0)) / daysLeft),
    });
  });
});

describe('the orders behind a sale’s figure', () => {
  const orders = (user: string, query: Record<string, string | number>) =>
    kit.app.inject({
      method: 'GET',
      url: REPORT_API.orders,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: kit.as(user),
    });

  it('count and sum to the sale’s orders and revenue, page after page, within the caller’s scope', async () => {
    const period = crossingMonths();
    const answer = await report('truongnhom', period);
    const sale1 = answer.rows.find((row) => row.username === 'sale1');
    expect(sale1?.current.orders).toBeGreaterThan(0);
    const search = {
      screen: 'reportSalePerformance',
      fromDate: period.fromDate,
      toDate: period.toDate,
      saleId: kit.id('sale1'),
      pageSize: 100,
    };
    const first = await orders('truongnhom', search);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<ReportOrdersPage>();
    expect(page.count).toBe(sale1?.current.orders);
    expect(page.sum).toBe(sale1?.current.revenue);
    expect(page.items.reduce((sum, order) => sum + order.amount, 0)).toBe(page.sum);
    expect(page.items.every((order) => [2010, 3035].includes(order.sellerId))).toBe(true);
    // The sale's own, the same; another sale's: as if it did not exist.
    expect((await orders('sale1', search)).json<ReportOrdersPage>().count).toBe(page.count);
    expect((await orders('sale2', search)).statusCode).toBe(404);
    // The orders of no sale: GOD only.
    const noSale = { ...search, saleId: 0 };
    expect((await orders('truongnhom', noSale)).statusCode).toBe(404);
    const all = await report('admin', period);
    expect((await orders('admin', noSale)).json<ReportOrdersPage>()).toMatchObject({
      count: all.noSale?.current.orders,
      sum: all.noSale?.current.revenue,
    });
    // A sales report's orders name their sale.
    const { saleId: _, ...unnamed } = search;
    expect((await orders('truongnhom', unnamed)).statusCode).toBe(400);
    // One customer's.
    const customer = page.items.find((order) => order.crmCustomerId !== null)?.crmCustomerId;
    expect(customer).toBeDefined();
    const theirs = await orders('truongnhom', { ...search, crmCustomerId: customer ?? 0 });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const ofCustomer = theirs.json<ReportOrdersPage>();
    expect(ofCustomer.count).toBeGreaterThan(0);
    expect(ofCustomer.items.every((order) => order.crmCustomerId === customer)).toBe(true);
  });
});

describe('a target over a period', () => {
  const october = new Map([['2026-10', 22_000_000]]);
  it('is each month’s target in the share of its working days the period holds', () => {
    expect(periodTarget({ fromDate: '2026-10-01', toDate: '2026-10-31' }, october)).toBe(
      22_000_000,
    );
    // 5 to 9 October: five working days of 22.
    expect(periodTarget({ fromDate: '2026-10-05', toDate: '2026-10-11' }, october)).toBe(5_000_000);
    const both = new Map([...october, ['2026-11', 21_000_000]]);
    // 26 to 31 October (5 working days of 22) and 1 to 6 November (2 to 6: 5 of 21).
    expect(periodTarget({ fromDate: '2026-10-26', toDate: '2026-11-06' }, both)).toBe(
      5_000_000 + 5_000_000,
    );
    expect(periodTarget({ fromDate: '2026-09-01', toDate: '2026-09-30' }, october)).toBeNull();
  });

  it('runs to the end of the month for whole months up to today, and is the period otherwise', () => {
    expect(targetSpan({ fromDate: '2026-10-01', toDate: '2026-10-14' }, '2026-10-14')).toEqual({
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
    });
    expect(targetSpan({ fromDate: '2026-01-01', toDate: '2026-10-14' }, '2026-10-14')).toEqual({
      fromDate: '2026-01-01',
      toDate: '2026-10-31',
    });
    // A week so far, a rolling 30 days, a month past: as asked.
    for (const period of [
      { fromDate: '2026-10-12', toDate: '2026-10-14' },
      { fromDate: '2026-09-15', toDate: '2026-10-14' },
      { fromDate: '2026-09-01', toDate: '2026-09-30' },
    ]) {
      expect(targetSpan(period, '2026-10-14')).toEqual(period);
    }
  });

  it('leaves what is not sold yet to the working days left, today included', () => {
    const month = { fromDate: '2026-10-01', toDate: '2026-10-31' };
    // Thursday 29 October: the 29th, 30th (the 31st is a Saturday).
    expect(targetProgress(month, 22_000_000, 12_000_000, '2026-10-29')).toEqual({
      amount: 22_000_000,
      attainment: 12 / 22,
      workingDaysLeft: 2,
      perWorkingDayLeft: 5_000_000,
    });
    // Beyond the target: nothing left to sell.
    expect(targetProgress(month, 22_000_000, 30_000_000, '2026-10-29').perWorkingDayLeft).toBe(0);
    // Before the period: every working day of it.
    expect(targetProgress(month, 22_000_000, 0, '2026-09-15').workingDaysLeft).toBe(22);
    expect(targetProgress(month, null, 5, '2026-10-29')).toMatchObject({
      attainment: null,
      perWorkingDayLeft: null,
    });
  });
});
