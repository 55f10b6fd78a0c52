// One sale's performance by day and by customer, on the demo data, against an independent SQL over
// the orders, the customers and their ownership history, and the interactions; its scope.
import {
  REPORT_API,
  type ReportPeriod,
  type SalePerformanceDetail,
  type SalePerformanceReport,
  salePerformancePath,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../lib/query-rows';
import { testKit } from '../../../test/test-app';
import { crossingMonths } from '../raw-orders.testing';
import { endOf, placedOrders } from './raw-sales.testing';

const kit = testKit(['admin', 'truongnhom', 'sale1', 'sale2', 'ketoan']);

const get = (user: string, url: string, period: ReportPeriod) =>
  kit.app.inject({ method: 'GET', url, query: { ...period }, headers: kit.as(user) });

async function detail(user: string, saleId: number, period: ReportPeriod) {
  const response = await get(user, salePerformancePath(saleId), period);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SalePerformanceDetail>();
}

describe('one sale’s performance', () => {
  it('holds the figures of the sale’s row, day by day as the orders give them', async () => {
    const period = crossingMonths();
    const sale1 = kit.id('sale1');
    const answer = await detail('truongnhom', sale1, period);
    const team = (
      await get('truongnhom', REPORT_API.salePerformance, period)
    ).json<SalePerformanceReport>();
    const row = team.rows.find((r) => r.saleId === sale1);
    expect(answer.sale.username).toBe('sale1');
    expect(answer.totals.current).toEqual(row?.current);
    expect(answer.totals.previous).toEqual(row?.previous);
    expect(answer.target).toEqual(row?.target);
    const raw = await queryRows<{ day: string; revenue: string; orders: number; buyers: number }>(
      kit.app.ctx.db,
      sql`with placed as (${placedOrders(period, endOf(period, null))})
        select to_char(order_date, 'YYYY-MM-DD') as day, sum(total_amount)::text as revenue,
          count(*)::int as orders, count(distinct customer_id)::int as buyers
        from placed where sale_id = ${sale1} group by order_date`,
    );
    const byDay = new Map(raw.map((day) => [day.day, day]));
    for (const day of answer.byDay) {
      const expected = byDay.get(day.day);
      expect({ revenue: day.revenue, orders: day.orders, buyers: day.buyers }, day.day).toEqual({
        revenue: Number(expected?.revenue ?? 0),
        orders: expected?.orders ?? 0,
        buyers: expected?.buyers ?? 0,
      });
    }
    // The customers dug each day, as the pool's events give them.
    const dug = await queryRows<{ day: string; n: number }>(
      kit.app.ctx.db,
      sql`select to_char((at at time zone 'Asia/Ho_Chi_Minh')::date, 'YYYY-MM-DD') as day,
          count(distinct customer_id)::int as n
        from crm_pool_events where type = 'DIG' and sale_id = ${sale1}
          and (at at time zone 'Asia/Ho_Chi_Minh')::date
            between ${period.fromDate}::date and ${period.toDate}::date
        group by 1`,
    );
    const dugOn = new Map(dug.map((day) => [day.day, day.n]));
    expect(answer.byDay.map((day) => [day.day, day.dugCustomers])).toEqual(
      answer.byDay.map((day) => [day.day, dugOn.get(day.day) ?? 0]),
    );
    // The additive figures: the days together are the period's.
    for (const figure of [
      'revenue',
      'orders',
      'newCustomers',
      'interactions',
      'tasksDone',
    ] as const) {
      expect(
        answer.byDay.reduce((sum, day) => sum + day[figure], 0),
        figure,
      ).toBe(answer.totals.current[figure]);
    }
    expect(answer.byDay).toHaveLength(answer.previousByDay.length);
  });

  it('lists the sale’s customers of the period with their orders and the interactions logged', async () => {
    const period = crossingMonths();
    const sale1 = kit.id('sale1');
    const answer = await detail('truongnhom', sale1, period);
    const bought = await queryRows<{ customerId: number; revenue: string; orders: number }>(
      kit.app.ctx.db,
      sql`with placed as (${placedOrders(period, endOf(period, null))})
        select customer_id as "customerId", sum(total_amount)::text as revenue,
          count(*)::int as orders
        from placed where sale_id = ${sale1} and customer_id is not null group by customer_id`,
    );
    const logged = await queryRows<{ customerId: number; interactions: number }>(
      kit.app.ctx.db,
      sql`select customer_id as "customerId", count(*)::int as interactions
        from crm_interactions where author_id = ${sale1}
          and at >= (${period.fromDate}::date::timestamp at time zone 'Asia/Ho_Chi_Minh')
          and at < ${endOf(period, null)}
        group by customer_id`,
    );
    const ids = new Set([...bought, ...logged].map((c) => c.customerId));
    expect(answer.customersTotal).toBe(ids.size);
    expect(answer.customers.length).toBe(Math.min(ids.size, 500));
    for (const customer of answer.customers) {
      const order = bought.find((c) => c.customerId === customer.customerId);
      expect(
        { revenue: customer.revenue, orders: customer.orders, interactions: customer.interactions },
        customer.name,
      ).toEqual({
        revenue: Number(order?.revenue ?? 0),
        orders: order?.orders ?? 0,
        interactions: logged.find((c) => c.customerId === customer.customerId)?.interactions ?? 0,
      });
    }
    const revenues = answer.customers.map((c) => c.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    expect(answer.customers.reduce((sum, c) => sum + c.revenue, 0)).toBe(
      answer.totals.current.revenue -
        Number(
          (
            await queryRows<{ revenue: string }>(
              kit.app.ctx.db,
              sql`with placed as (${placedOrders(period, endOf(period, null))})
              select coalesce(sum(total_amount), 0)::text as revenue from placed
              where sale_id = ${sale1} and customer_id is null`,
            )
          )[0]?.revenue ?? 0,
        ),
    );
    // The leader may open the team's customers.
    expect(answer.customers.some((c) => c.canOpen)).toBe(true);
  });

  it('answers within the caller’s scope and refuses what is no sale', async () => {
    const period = crossingMonths();
    const sale1 = kit.id('sale1');
    expect((await get('sale1', salePerformancePath(sale1), period)).statusCode).toBe(200);
    expect((await get('sale2', salePerformancePath(sale1), period)).statusCode).toBe(404);
    expect((await get('sale1', salePerformancePath(kit.id('truongnhom')), period)).statusCode).toBe(
      404,
    );
    expect((await get('admin', salePerformancePath(sale1), period)).statusCode).toBe(200);
    expect((await get('admin', salePerformancePath(0), period)).statusCode).toBe(404);
    expect((await get('ketoan', salePerformancePath(sale1), period)).statusCode).toBe(403);
    for (const bad of ['abc', '-1', '1.5']) {
      const response = await get('admin', `${REPORT_API.salePerformance}/${bad}`, period);
      expect(response.statusCode, bad).toBe(400);
    }
    const backwards = { fromDate: period.toDate, toDate: period.fromDate };
    expect((await get('sale1', salePerformancePath(sale1), backwards)).statusCode).toBe(400);
  });
});
