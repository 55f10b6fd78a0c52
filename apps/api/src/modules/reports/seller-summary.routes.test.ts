// One seller's summary on the demo data, against an independent SQL over the raw orders and lines.
import {
  ECOMMERCE_MESSAGES,
  ErrorCode,
  REPORT_MESSAGES,
  type ReportPeriod,
  SUMMARY_TOP,
  type SellerSummary,
  previousPeriod,
  sellerSummaryPath,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testKit } from '../../test/test-app';
import { type SalesKey, refreshSalesRollups } from '../ecommerce/rollups.repository';
import {
  LATEST_BUYERS,
  crossingMonths,
  mostOfEndMonths,
  rawFigures,
  wholeMonthsBetween,
} from './raw-orders.testing';
import { topBuyers } from './top-buyers.repository';
import { queryRows } from '../../lib/query-rows';
import { NET_LINES } from '../ecommerce/net-lines.testing';

const kit = testKit(['giamdoc', 'sale1', 'kho', 'marketing']);

const OWNER = 2010;

const summary = (user: string, sellerId: number, period: ReportPeriod) =>
  kit.app.inject({
    method: 'GET',
    url: `${sellerSummaryPath(sellerId)}?fromDate=${period.fromDate}&toDate=${period.toDate}`,
    headers: kit.as(user),
  });

/** The rows of a query, revenue (a bigint sum, read as text) as a number. */
async function raw<T extends { revenue: number }>(query: SQL): Promise<T[]> {
  const rows = await queryRows<Omit<T, 'revenue'> & { revenue: string }>(kit.app.ctx.db, query);
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }) as T);
}

/** The seller's orders (aliased `o`) of the period. */
const ofPeriod = (period: ReportPeriod) => sql`o.seller_id = ${OWNER}
  and o.order_date between ${period.fromDate}::date and ${period.toDate}::date`;
const COUNTED = sql`o.status not in ('CANCELLED', 'RETURNED')`;

/** Every day from the first to the last, both included. */
function daysOf(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let t = Date.parse(period.fromDate); t <= Date.parse(period.toDate); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

describe.each([
  ['that crosses two months', crossingMonths()],
  ['that holds whole months', wholeMonthsBetween()],
  ['that holds most of the months at its ends', mostOfEndMonths()],
])('GET the seller summary for a period %s', (_, period) => {
  let body: SellerSummary;
  beforeAll(async () => {
    const response = await summary('giamdoc', OWNER, period);
    expect(response.statusCode).toBe(200);
    body = response.json<SellerSummary>();
  });

  it('names the seller and its periods, and gives its figures as the raw orders give them', async () => {
    expect(body.seller).toEqual(expect.objectContaining({ sellerId: OWNER, isOwner: true }));
    expect(body.period).toEqual(period);
    expect(body.previousPeriod).toEqual(previousPeriod(period));
    const now = await rawFigures(kit.app.ctx.db, period, [OWNER]);
    const before = await rawFigures(kit.app.ctx.db, previousPeriod(period), [OWNER]);
    expect(body.totals.current).toEqual(now(OWNER));
    expect(body.totals.previous).toEqual(before(OWNER));
    expect(body.totals.current.revenue).toBeGreaterThan(0);
    expect(body.totals.previous.revenue).toBeGreaterThan(0);
  });

  it('gives every day of the period, days without orders as 0', async () => {
    // The period, and one that runs past the last order.
    const [last] = await queryRows<{ day: string }>(
      kit.app.ctx.db,
      sql`select to_char(max(order_date), 'YYYY-MM-DD') as day from ts_orders`,
    );
    const lastDay = Date.parse(last?.day ?? '');
    const dayAfter = (n: number) => new Date(lastDay + n * 86_400_000).toISOString().slice(0, 10);
    const pastTheEnd = { fromDate: dayAfter(-3), toDate: dayAfter(4) };
    const response = await summary('giamdoc', OWNER, pastTheEnd);
    const endsEmpty = response.json<SellerSummary>().byDay;
    expect(endsEmpty.at(-1)).toEqual({ day: dayAfter(4), orders: 0, revenue: 0 });

    // The period compared, day by day, to draw against the period's.
    for (const [asked, byDay] of [
      [period, body.byDay],
      [body.previousPeriod, body.previousByDay],
      [pastTheEnd, endsEmpty],
    ] as const) {
      const days = daysOf(asked);
      expect(byDay.map((row) => row.day)).toEqual(days);
      const sold = await raw<{ day: string; orders: number; revenue: number }>(sql`
        select to_char(o.order_date, 'YYYY-MM-DD') as day, count(*)::int as orders,
          sum(o.total_amount)::text as revenue
        from ts_orders o where ${ofPeriod(asked)} and ${COUNTED}
        group by o.order_date`);
      expect(sold.length).toBeGreaterThan(0);
      const soldOn = new Map(sold.map((row) => [row.day, row]));
      expect(byDay).toEqual(
        days.map((day) => ({
          day,
          orders: soldOn.get(day)?.orders ?? 0,
          revenue: soldOn.get(day)?.revenue ?? 0,
        })),
      );
    }
  });

  it('lists every product it sold as the order lines give them, named from the catalogue', async () => {
    const expected = await raw<SellerSummary['products'][number]>(sql`
      select l.product_code as "productCode", p.name as "productName", p.unit,
        sum(l.quantity)::int as quantity, count(distinct o.code)::int as orders,
        sum(l.net)::text as revenue
      from ${NET_LINES} l
      join ts_orders o on o.code = l.order_code
      join ts_products p on p.code = l.product_code
      where ${ofPeriod(period)} and ${COUNTED}
      group by l.product_code, p.name, p.unit
      order by sum(l.net) desc, l.product_code`);
    expect(expected.length).toBeGreaterThan(SUMMARY_TOP);
    expect(body.products).toEqual(expected);
  });

  it('counts every order by status, cancelled and returned included', async () => {
    const expected = await raw<SellerSummary['statuses'][number]>(sql`
      select o.status, count(*)::int as orders, sum(o.total_amount)::text as revenue
      from ts_orders o where ${ofPeriod(period)}
      group by o.status order by count(*) desc, o.status`);
    expect(body.statuses).toEqual(expected);
    expect(body.statuses.map((row) => row.status)).toEqual(
      expect.arrayContaining(['CANCELLED', 'RETURNED', 'COMPLETED']),
    );
    const all = body.statuses.reduce((sum, row) => sum + row.orders, 0);
    expect(all).toBeGreaterThan(body.totals.current.orders);
  });

  it('lists every province over the counted orders', async () => {
    const expected = await raw<SellerSummary['provinces'][number]>(sql`
      select o.province, count(*)::int as orders, sum(o.total_amount)::text as revenue
      from ts_orders o where ${ofPeriod(period)} and ${COUNTED}
      group by o.province
      order by sum(o.total_amount) desc, o.province`);
    expect(expected.length).toBeGreaterThan(1);
    expect(body.provinces).toEqual(expected);
  });

  it('ranks the buyers, named as on their latest order', async () => {
    // The top buyer's latest order (of any seller, in any period) names it: rename that order.
    const [renamed] = await queryRows<SalesKey>(
      kit.app.ctx.db,
      sql`update ts_orders o set customer_name = o.customer_name || ' (mới)', province = 'Tỉnh Mới'
          where o.code = (select code from ts_orders
            where customer_code = ${body.topCustomers[0]?.customerCode ?? ''}
            order by created_at desc, code desc limit 1)
          returning to_char(o.order_date, 'YYYY-MM-DD') as day, o.seller_id as "sellerId",
            (select min(product_code) from ts_order_lines where order_code = o.code)
              as "productCode"`,
    );
    if (!renamed) throw new Error('no order of the top buyer');
    await refreshSalesRollups(kit.app.ctx.db, [renamed]);
    const response = await summary('giamdoc', OWNER, period);
    const { topCustomers } = response.json<SellerSummary>();

    const expected = await raw<SellerSummary['topCustomers'][number]>(sql`
      select o.customer_code as "customerCode", l.customer_name as name, l.province,
        count(*)::int as orders, sum(o.total_amount)::text as revenue
      from ts_orders o join ${LATEST_BUYERS} l on l.customer_code = o.customer_code
      where ${ofPeriod(period)} and ${COUNTED}
      group by o.customer_code, l.customer_name, l.province
      order by sum(o.total_amount) desc, o.customer_code limit ${SUMMARY_TOP}`);
    expect(expected).toHaveLength(SUMMARY_TOP);
    expect(topCustomers).toEqual(expected);
    expect(topCustomers[0]).toEqual(
      expect.objectContaining({ name: expect.stringMatching(/ \(mới\)$/), province: 'Tỉnh Mới' }),
    );
  });
});

describe('the top buyers over long periods', () => {
  it('are those of every buyer-day, when found from the months and years through a bar', async () => {
    const sellers = await queryRows<{ sellerId: number }>(
      kit.app.ctx.db,
      sql`select seller_id as "sellerId" from ts_seller_daily
          group by seller_id order by sum(revenue) desc limit 4`,
    );
    const [span] = await queryRows<{ first: string; last: string }>(
      kit.app.ctx.db,
      sql`select to_char(min(order_date), 'YYYY-MM-DD') as first,
            to_char(max(order_date), 'YYYY-MM-DD') as last from ts_orders`,
    );
    if (!span) throw new Error('no orders');
    const back = (days: number) =>
      new Date(Date.parse(span.last) - days * 86_400_000).toISOString().slice(0, 10);
    const periods: ReportPeriod[] = [
      { fromDate: span.first, toDate: span.last },
      { fromDate: back(89), toDate: span.last },
      { fromDate: back(364), toDate: back(200) },
      { fromDate: `${span.last.slice(0, 8)}01`, toDate: span.last },
      crossingMonths(),
    ];
    for (const { sellerId } of sellers) {
      for (const period of periods) {
        const expected = await raw<{ customerCode: string; orders: number; revenue: number }>(sql`
          select o.customer_code as "customerCode", count(*)::int as orders,
            sum(o.total_amount)::text as revenue
          from ts_orders o
          where o.seller_id = ${sellerId} and ${COUNTED}
            and o.order_date between ${period.fromDate}::date and ${period.toDate}::date
          group by o.customer_code
          order by sum(o.total_amount) desc, o.customer_code limit ${SUMMARY_TOP}`);
        expect(expected.length).toBeGreaterThan(0);
        expect(await topBuyers(kit.app.ctx.db, sellerId, period, 0)).toEqual(expected);
        expect(await topBuyers(kit.app.ctx.db, sellerId, period)).toEqual(expected);
      }
    }
  });
});

describe('GET the seller summary: other sellers, refusals', () => {
  const period = { fromDate: '2026-10-01', toDate: '2026-10-31' };

  it('answers a seller the reports do not keep', async () => {
    const [other] = await queryRows<{ idf: number }>(
      kit.app.ctx.db,
      sql`select idf from thuocsi_sellers where status = 'INACTIVE' order by idf limit 1`,
    );
    if (!other) throw new Error('no inactive seller');
    const response = await summary('giamdoc', other.idf, period);
    expect(response.statusCode).toBe(200);
    expect(response.json<SellerSummary>().seller.sellerId).toBe(other.idf);
  });

  it('answers 404 for a seller that does not exist', async () => {
    const response = await summary('giamdoc', 999_999, period);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(ECOMMERCE_MESSAGES.sellerNotFound);
  });

  it('refuses a period that ends before it starts, naming toDate', async () => {
    const response = await summary('giamdoc', OWNER, {
      fromDate: '2026-11-25',
      toDate: '2026-11-24',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      code: string;
      details: { fields: { field: string; message: string }[] };
    }>();
    expect(body.code).toBe(ErrorCode.VALIDATION_ERROR);
    expect(body.details.fields).toEqual([
      expect.objectContaining({ field: 'toDate', message: REPORT_MESSAGES.toDateBeforeFromDate }),
    ]);
  });

  it('refuses a sale, the warehouse and marketing', async () => {
    for (const user of ['sale1', 'kho', 'marketing']) {
      expect((await summary(user, OWNER, period)).statusCode, user).toBe(403);
    }
  });
});
