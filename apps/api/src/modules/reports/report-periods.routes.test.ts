// The periods a report compares with: the days just before (whole months on a month report), the
// same dates a year earlier, the same days counted from last year's Tết; their figures as the raw
// orders give them; and the longest period a report takes, three years holding 29 February (the
// period compared then lies more than three years back, which an answer names as it is: it once
// failed as a 500).
import {
  COMPARE_MESSAGES,
  ErrorCode,
  REPORT_API,
  type ProductAnalysisPage,
  type ProductByMonthPage,
  type ReportPeriod,
  type SellerReport,
  addDays,
  productAnalysisPath,
  sellerSummaryPath,
  todayInVietnam,
  vnMidnight,
} from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_SELLERS } from '../../demo-data/master-data';
import { testKit } from '../../test/test-app';
import { queryRows } from '../../lib/query-rows';
import { rawFigures, rawMarketFigures } from './raw-orders.testing';
import { sql } from 'drizzle-orm';
import { sellerReport } from './seller-report.service';
import { sellerSummary } from './seller-summary.service';
import { productAnalysisDetail, productAnalysisPage } from './product-analysis.service';
import { productByMonthPage } from './product-by-month.service';

const kit = testKit(['giamdoc']);

const period = 'fromDate=2020-01-01&toDate=2022-12-31';
const compared = { fromDate: '2016-12-31', toDate: '2019-12-31' };

interface Answer {
  period: ReportPeriod;
  previousPeriod: ReportPeriod;
  compare: string;
  dataSince: string | null;
}

async function answerOf<T = Answer>(url: string) {
  const response = await kit.app.inject({ method: 'GET', url, headers: kit.as('giamdoc') });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T & Answer>();
}

describe('a three-year period holding 29 February', () => {
  const seller = DEMO_SELLERS[0];

  it('answers every report with a comparison, naming the three years before', async () => {
    const urls = [
      `${REPORT_API.seller}?${period}`,
      `${sellerSummaryPath(seller?.idf ?? 0)}?${period}`,
      `${REPORT_API.productAnalysis}?${period}`,
    ];
    for (const url of urls) {
      const body = await answerOf(url);
      expect(body.period).toEqual({ fromDate: '2020-01-01', toDate: '2022-12-31' });
      expect(body.previousPeriod).toEqual(compared);
      expect(body.compare).toBe('previous');
    }
  });

  it('answers the reports of a product, by month and by seller and price', async () => {
    // Long before the data: no product sold, so one of the whole catalogue.
    const analysis = await answerOf(
      `${REPORT_API.productAnalysis}?${period}&pageSize=1&catalogue=true`,
    );
    const code = (analysis as unknown as { items: { productCode: string }[] }).items[0]
      ?.productCode;
    const urls = [
      `${productAnalysisPath(code ?? 'X')}?${period}`,
      `${REPORT_API.productByMonth}?${period}`,
      `${REPORT_API.productBySellerPrice}?${period}&sellerCodes=${seller?.code ?? ''}`,
    ];
    for (const url of urls) {
      const body = await answerOf(url);
      expect(body.period).toEqual({ fromDate: '2020-01-01', toDate: '2022-12-31' });
    }
  });
});

describe('the period compared', () => {
  const seller = DEMO_SELLERS[0];
  const reports = (dates: string) => [
    `${REPORT_API.seller}?${dates}`,
    `${sellerSummaryPath(seller?.idf ?? 0)}?${dates}`,
    `${REPORT_API.productAnalysis}?${dates}`,
    `${productAnalysisPath('TSP10001')}?${dates}`,
    `${REPORT_API.productByMonth}?${dates}`,
  ];

  it('is the same dates a year earlier when asked, 29 February as 28, on every report', async () => {
    for (const url of reports('fromDate=2024-02-01&toDate=2024-02-29&compare=year')) {
      const body = await answerOf(url);
      expect(body.previousPeriod, url).toEqual({ fromDate: '2023-02-01', toDate: '2023-02-28' });
      expect(body.compare).toBe('year');
    }
  });

  it("is the same days from last year's Tết when asked, on every report (Tết 2030 as Vietnam has it)", async () => {
    for (const url of reports('fromDate=2026-02-10&toDate=2026-02-24&compare=tet')) {
      const body = await answerOf(url);
      expect(body.previousPeriod, url).toEqual({ fromDate: '2025-01-22', toDate: '2025-02-05' });
      expect(body.compare).toBe('tet');
    }
    const tet2030 = await answerOf(
      `${REPORT_API.seller}?fromDate=2030-02-02&toDate=2030-02-08&compare=tet`,
    );
    expect(tet2030.previousPeriod).toEqual({ fromDate: '2029-02-13', toDate: '2029-02-19' });
  });

  it('is as many whole months before on products by month, and as many days on the others', async () => {
    const dates = 'fromDate=2026-01-01&toDate=2026-11-26';
    const months = await answerOf(`${REPORT_API.productByMonth}?${dates}`);
    expect(months.previousPeriod).toEqual({ fromDate: '2025-02-01', toDate: '2025-12-26' });
    const days = await answerOf(`${REPORT_API.seller}?${dates}`);
    expect(days.previousPeriod).toEqual({ fromDate: '2025-02-05', toDate: '2025-12-31' });
  });

  it.each(['year', 'tet'])(
    'gives the figures of the period compared by %s as the raw orders give them, and says where the data starts',
    async (compare) => {
      const today = todayInVietnam();
      const dates = `fromDate=${addDays(today, -40)}&toDate=${addDays(today, -1)}`;
      const body = await answerOf<SellerReport>(`${REPORT_API.seller}?${dates}&compare=${compare}`);
      const raw = await rawFigures(
        kit.app.ctx.db,
        body.previousPeriod,
        body.rows.map((row) => row.sellerId),
      );
      expect(body.totals.previous.orders).toBeGreaterThan(0);
      expect(body.totals.previous).toEqual(raw(null));
      for (const row of body.rows) expect(row.previous, row.code).toEqual(raw(row.sellerId));
      const [first] = await queryRows<{ day: string }>(
        kit.app.ctx.db,
        sql`select to_char(min(order_date), 'YYYY-MM-DD') as day from ts_orders`,
      );
      expect(body.dataSince).toBe(first?.day);

      // The product reports read the period compared from the running totals at its two ends.
      const market = await rawMarketFigures(kit.app.ctx.db, body.previousPeriod);
      const asked = `${dates}&compare=${compare}`;
      const products = await answerOf<ProductAnalysisPage>(
        `${REPORT_API.productAnalysis}?${asked}`,
      );
      const months = await answerOf<ProductByMonthPage>(`${REPORT_API.productByMonth}?${asked}`);
      for (const answer of [products, months]) {
        expect(answer.previousPeriod).toEqual(body.previousPeriod);
        expect(answer.totals.previous.revenue).toBe(market.revenue);
      }
    },
  );

  it('is refused, naming compare, when it is none of the three or Tết is not known that year', async () => {
    for (const [query, message] of [
      ['fromDate=2026-01-01&toDate=2026-01-31&compare=lastYear', COMPARE_MESSAGES.invalid],
      ['fromDate=2036-01-01&toDate=2036-01-31&compare=tet', COMPARE_MESSAGES.noTet(2036)],
    ] as const) {
      for (const url of [
        `${REPORT_API.seller}?${query}`,
        `${REPORT_API.productAnalysis}?${query}`,
      ]) {
        const response = await kit.app.inject({ method: 'GET', url, headers: kit.as('giamdoc') });
        expect(response.statusCode, url).toBe(400);
        const body = response.json<{
          code: string;
          details: { fields: { field: string; message: string }[] };
        }>();
        expect(body.code).toBe(ErrorCode.VALIDATION_ERROR);
        expect(body.details.fields).toEqual([
          expect.objectContaining({ field: 'compare', message }),
        ]);
      }
    }
  });
});

describe('a period that ends today', () => {
  // Today as at 13:40 in Vietnam on a day the demo data holds, twenty days ago.
  const timeOfDay = (13 * 60 + 40) * 60_000;
  const at = (day: string) => new Date(vnMidnight(day).getTime() + timeOfDay);
  const today = addDays(todayInVietnam(), -20);
  const now = at(today);
  const period = { fromDate: addDays(today, -6), toDate: today };
  const owner = 2010;

  /** One product's revenue over the period from the raw lines (before `until` when given). */
  async function rawProductRevenue(code: string, asked: ReportPeriod, until: string | null) {
    const [row] = await queryRows<{ revenue: string }>(
      kit.app.ctx.db,
      sql`select coalesce(sum(l.net_amount), 0)::text as revenue
        from ts_order_lines l join ts_orders o on o.code = l.order_code
        where l.product_code = ${code} and o.status not in ('CANCELLED', 'RETURNED')
          and o.order_date between ${asked.fromDate}::date and ${asked.toDate}::date
          and (${until}::timestamptz is null or o.created_at < ${until}::timestamptz)`,
    );
    return Number(row?.revenue);
  }

  it.each(['previous', 'year', 'tet'] as const)(
    'is compared by %s with the same elapsed part: the last day compared up to the same time of day',
    async (compare) => {
      const db = kit.app.ctx.db;
      const reports = kit.app.ctx.reports;
      const query = { ...period, compare };
      const report = await sellerReport(reports, query, now);
      const last = report.previousPeriod.toDate;
      expect(report.comparedUntil).toBe(at(last).toISOString());
      const ids = report.rows.map((row) => row.sellerId);
      const raw = await rawFigures(db, report.previousPeriod, ids, report.comparedUntil);
      const wholeDays = await rawFigures(db, report.previousPeriod, ids);
      // The orders after the time of day are left out, and only they.
      expect(raw(null).orders).toBeLessThan(wholeDays(null).orders);
      expect(report.totals.previous).toEqual(raw(null));
      for (const row of report.rows) expect(row.previous, row.code).toEqual(raw(row.sellerId));
      expect(report.totals.current).toEqual((await rawFigures(db, period, ids))(null));

      const summary = await sellerSummary(reports, owner, query, now);
      expect(summary.comparedUntil).toBe(report.comparedUntil);
      expect(summary.totals.previous).toEqual(raw(owner));
      const lastDay = await rawFigures(
        db,
        { fromDate: last, toDate: last },
        [owner],
        at(last).toISOString(),
      );
      expect(summary.previousByDay.find((day) => day.day === last)).toEqual({
        day: last,
        orders: lastDay(owner).orders,
        revenue: lastDay(owner).revenue,
      });

      const market = await rawMarketFigures(db, report.previousPeriod, report.comparedUntil);
      const products = await productAnalysisPage(reports, { ...query, page: 0, pageSize: 20 }, now);
      expect(products.totals.previous.revenue).toBe(market.revenue);
      expect(products.totals.current.revenue).toBe((await rawMarketFigures(db, period)).revenue);
      const code = products.top[0]?.productCode ?? '';
      const detail = await productAnalysisDetail(reports, code, query, now.getTime());
      expect(detail.totals.previous.revenue).toBe(
        await rawProductRevenue(code, report.previousPeriod, report.comparedUntil),
      );
      expect(detail.totals.current.revenue).toBe(await rawProductRevenue(code, period, null));

      const monthQuery = { fromDate: `${today.slice(0, 8)}01`, toDate: today, compare };
      const months = await productByMonthPage(
        reports,
        { ...monthQuery, page: 0, pageSize: 20 },
        now,
      );
      expect(months.comparedUntil).toBe(at(months.previousPeriod.toDate).toISOString());
      expect(months.totals.previous.revenue).toBe(
        (await rawMarketFigures(db, months.previousPeriod, months.comparedUntil)).revenue,
      );
    },
  );

  it('is compared with whole days when it ends before today', async () => {
    const report = await sellerReport(
      kit.app.ctx.reports,
      { fromDate: period.fromDate, toDate: addDays(today, -1) },
      now,
    );
    expect(report.comparedUntil).toBeNull();
    const raw = await rawFigures(
      kit.app.ctx.db,
      report.previousPeriod,
      report.rows.map((row) => row.sellerId),
    );
    expect(report.totals.previous).toEqual(raw(null));
  });
});
