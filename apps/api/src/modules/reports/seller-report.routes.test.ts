// The seller report on the demo data, against an independent SQL over the raw orders and lines.
import {
  ErrorCode,
  type ProductAnalysisPage,
  type ProductByMonthPage,
  REPORT_API,
  REPORT_MESSAGES,
  type ReportPeriod,
  type SellerReport,
  previousPeriod,
} from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { testKit } from '../../test/test-app';
import {
  crossingMonths,
  rawFigures,
  rawMarketFigures,
  wholeMonthsBetween,
} from './raw-orders.testing';
import { sellerFigures } from './seller-report.repository';

const kit = testKit(['giamdoc', 'sale1', 'kho', 'marketing']);

const report = (user: string, query: string) =>
  kit.app.inject({
    method: 'GET',
    url: `${REPORT_API.seller}?${query}`,
    headers: kit.as(user),
  });

/** A report's answer, as the director asks it. */
async function answer<T>(url: string): Promise<T> {
  const response = await kit.app.inject({ method: 'GET', url, headers: kit.as('giamdoc') });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('one meaning of revenue', () => {
  const lastDays = (): ReportPeriod => {
    const today = new Date(Date.now() + 7 * 3_600_000);
    const day = (back: number) =>
      new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);
    return { fromDate: day(6), toDate: day(0) };
  };
  it.each([
    ['that crosses two months', crossingMonths()],
    ['that holds whole months', wholeMonthsBetween()],
    ['of the last seven days', lastDays()],
  ])(
    'is the same on the seller report and the product reports over a period %s, whatever sellers',
    async (_, period) => {
      const dates = `fromDate=${period.fromDate}&toDate=${period.toDate}`;
      const sellers = await answer<SellerReport>(`${REPORT_API.seller}?${dates}`);
      const market = await rawMarketFigures(kit.app.ctx.db, period);
      const products = await answer<ProductAnalysisPage>(`${REPORT_API.productAnalysis}?${dates}`);
      const months = await answer<ProductByMonthPage>(`${REPORT_API.productByMonth}?${dates}`);
      expect(market.revenue).toBeGreaterThan(sellers.totals.current.revenue);
      expect(products.totals.current.revenue).toBe(market.revenue);
      expect(months.totals.current.revenue).toBe(market.revenue);

      // The same period compared on both (a year earlier: a month report's period before is
      // otherwise whole months).
      const lastYear = await answer<SellerReport>(`${REPORT_API.seller}?${dates}&compare=year`);
      const selling = lastYear.rows.filter((row) => row.current.revenue > 0);
      const sets = [selling.slice(0, 1), selling.slice(1, 3), selling.slice(0, 12)];
      for (const set of sets) {
        const codes = set.map((row) => `sellerCodes=${row.code}`).join('&');
        const byMonth = await answer<ProductByMonthPage>(
          `${REPORT_API.productByMonth}?${dates}&${codes}&compare=year`,
        );
        const sum = (figure: 'current' | 'previous') =>
          set.reduce((total, row) => total + row[figure].revenue, 0);
        expect(byMonth.totals.current.revenue, codes).toBe(sum('current'));
        expect(byMonth.totals.previous.revenue, codes).toBe(sum('previous'));
      }
    },
  );
});

describe('GET the seller report', () => {
  it.each([
    ['that crosses two months', crossingMonths()],
    ['that holds whole months', wholeMonthsBetween()],
  ])(
    "gives every kept seller's figures and the totals over a period %s, as the raw orders give them",
    async (_, period) => {
      const response = await report(
        'giamdoc',
        `fromDate=${period.fromDate}&toDate=${period.toDate}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<SellerReport>();
      expect(body.period).toEqual(period);
      expect(body.previousPeriod).toEqual(previousPeriod(period));

      const ids = body.rows.map((row) => row.sellerId);
      expect(ids).toHaveLength(new Set(ids).size);
      expect(ids).toEqual(expect.arrayContaining([2010, 3035]));
      expect(
        body.rows
          .filter((row) => row.isOwner)
          .map((row) => row.sellerId)
          .sort(),
      ).toEqual([2010, 3035]);
      expect(body.rows.every((row) => row.priority <= 10)).toBe(true);
      const revenues = body.rows.map((row) => row.current.revenue);
      expect(revenues).toEqual([...revenues].sort((a, b) => b - a));

      const now = await rawFigures(kit.app.ctx.db, period, ids);
      const before = await rawFigures(kit.app.ctx.db, previousPeriod(period), ids);
      for (const row of body.rows) {
        expect(row.current, `seller ${String(row.sellerId)}`).toEqual(now(row.sellerId));
        expect(row.previous, `seller ${String(row.sellerId)} before`).toEqual(before(row.sellerId));
      }
      expect(body.totals.current).toEqual(now(null));
      expect(body.totals.previous).toEqual(before(null));
      expect(body.totals.current.revenue).toBeGreaterThan(0);
      // Buyers who bought from several sellers count once in the totals.
      const summed = body.rows.reduce((sum, row) => sum + row.current.buyers, 0);
      expect(body.totals.current.buyers).toBeLessThan(summed);
    },
  );

  it('counts the buyers and products of sellers other than the kept ones together once', async () => {
    const period = crossingMonths();
    const body = await answer<SellerReport>(
      `${REPORT_API.seller}?fromDate=${period.fromDate}&toDate=${period.toDate}`,
    );
    const ids = body.rows.filter((row) => row.current.orders > 0).map((row) => row.sellerId);
    for (const set of [ids.slice(0, 3), ids.slice(1, 2), ids.slice(2)]) {
      const { bySeller, total } = await sellerFigures(kit.app.ctx.db, set, period);
      const raw = await rawFigures(kit.app.ctx.db, period, set);
      expect(total, set.join(',')).toEqual(raw(null));
      for (const id of set) expect(bySeller.get(id), String(id)).toEqual(raw(id));
    }
  });

  it('answers a period without orders with zeros', async () => {
    const response = await report('giamdoc', 'fromDate=2015-01-01&toDate=2015-01-31');
    expect(response.statusCode).toBe(200);
    const body = response.json<SellerReport>();
    expect(body.totals.current).toEqual({
      revenue: 0,
      orders: 0,
      buyers: 0,
      skus: 0,
      activeDeals: 0,
      averageOrderValue: 0,
    });
    expect(body.rows.length).toBeGreaterThan(10);
  });

  it('refuses a period that ends before it starts or passes three years, naming toDate', async () => {
    for (const [query, message] of [
      ['fromDate=2026-11-25&toDate=2026-11-24', REPORT_MESSAGES.toDateBeforeFromDate],
      ['fromDate=2022-01-01&toDate=2026-01-01', REPORT_MESSAGES.periodTooLong],
    ] as const) {
      const response = await report('giamdoc', query);
      expect(response.statusCode, query).toBe(400);
      const body = response.json<{
        code: string;
        details: { fields: { field: string; message: string }[] };
      }>();
      expect(body.code).toBe(ErrorCode.VALIDATION_ERROR);
      expect(body.details.fields).toEqual([expect.objectContaining({ field: 'toDate', message })]);
    }
    expect((await report('giamdoc', 'fromDate=2026-11-01')).statusCode).toBe(400);
    expect((await report('giamdoc', 'fromDate=01-11-2026&toDate=2026-11-30')).statusCode).toBe(400);
  });

  it('refuses a sale, the warehouse and marketing', async () => {
    for (const user of ['sale1', 'kho', 'marketing']) {
      expect((await report(user, 'fromDate=2026-11-01&toDate=2026-11-30')).statusCode, user).toBe(
        403,
      );
    }
  });
});
