// Products by month on the demo data, against an independent SQL over the raw orders and lines.
import {
  ErrorCode,
  REPORT_API,
  PRODUCT_BY_MONTH_MESSAGES,
  PRODUCT_REPORT_MESSAGES,
  PRODUCT_TOP,
  type ProductByMonthPage,
  type ProductByMonthRow,
  REPORT_MESSAGES,
  type ReportPeriod,
  comparedPeriod,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testKit } from '../../test/test-app';
import { counted, monthsOf, rawRowsOf, withoutAccents } from './raw-orders.testing';
import { crossingMonths, onlyWholeMonths, wholeMonthsBetween } from './raw-orders.testing';
import { queryRows } from '../../lib/query-rows';
import { NET_LINES } from '../ecommerce/net-lines.testing';

const kit = testKit(['giamdoc', 'sale1', 'kho', 'marketing']);

const period = crossingMonths();
const before = comparedPeriod(period, 'previous', { months: true }) ?? period;
const periodQuery = (asked: ReportPeriod) => `fromDate=${asked.fromDate}&toDate=${asked.toDate}`;

const byMonth = (user: string, query: string) =>
  kit.app.inject({
    method: 'GET',
    url: `${REPORT_API.productByMonth}?${query}`,
    headers: kit.as(user),
  });

async function page(query = '', asked: ReportPeriod = period): Promise<ProductByMonthPage> {
  const response = await byMonth('marketing', `${periodQuery(asked)}&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductByMonthPage>();
}

/**
 * Every product sold in the period by the sellers (ids; every seller without), from the raw lines
 * of the counted orders, with its months; ordered by revenue (highest first) unless `orderBy` says.
 */
async function rawProducts(
  sellerIds: readonly number[] | null,
  where: SQL = sql`true`,
  asked: ReportPeriod = period,
  orderBy: SQL = sql`a desc, code`,
): Promise<ProductByMonthRow[]> {
  const lines = sql`${NET_LINES} l
    join ts_orders o on o.code = l.order_code
    join ts_products p on p.code = l.product_code
    where ${counted(asked)} and ${where} and ${
      sellerIds === null
        ? sql`true`
        : sql`o.seller_id in (${sql.join(
            sellerIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
    }`;
  const products = await rawRowsOf<Omit<ProductByMonthRow, 'months'>>(
    kit.app.ctx.db,
    sql`select * from (
          select p.code as "productCode", p.name as "productName", p.unit, p.category,
            sum(l.quantity)::text as quantity, sum(l.net)::text as revenue,
            sum(l.quantity) as q, sum(l.net) as a, p.code, p.name
          from ${lines} group by p.code, p.name, p.unit, p.category) x
        order by ${orderBy}`,
    ['quantity', 'revenue'],
  );
  const sold = await rawRowsOf<{ code: string; month: string; quantity: number; revenue: number }>(
    kit.app.ctx.db,
    sql`select p.code, to_char(o.order_date, 'YYYY-MM') as month,
          sum(l.quantity)::text as quantity, sum(l.net)::text as revenue
        from ${lines} group by 1, 2`,
    ['quantity', 'revenue'],
  );
  const inMonth = new Map(sold.map((row) => [`${row.code} ${row.month}`, row]));
  return products.map(({ productCode, productName, unit, category, quantity, revenue }) => ({
    productCode,
    productName,
    unit,
    category,
    quantity,
    revenue,
    months: monthsOf(asked).map((month) => {
      const row = inMonth.get(`${productCode} ${month}`);
      return { quantity: row?.quantity ?? 0, revenue: row?.revenue ?? 0 };
    }),
  }));
}

/** What all the products together sold, from their raw rows. */
function summed(rows: readonly ProductByMonthRow[]) {
  return {
    quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    revenue: rows.reduce((sum, row) => sum + row.revenue, 0),
    products: rows.length,
  };
}

/** Every product together, month by month (the products that sold in each month). */
function monthTotalsOf(rows: readonly ProductByMonthRow[], months: number) {
  return Array.from({ length: months }, (_, index) => {
    const sold = rows.filter((row) => (row.months[index]?.quantity ?? 0) > 0);
    return {
      quantity: sold.reduce((sum, row) => sum + (row.months[index]?.quantity ?? 0), 0),
      revenue: sold.reduce((sum, row) => sum + (row.months[index]?.revenue ?? 0), 0),
      products: sold.length,
    };
  });
}

async function sellerOf(code: string): Promise<number> {
  const [seller] = await queryRows<{ idf: number }>(
    kit.app.ctx.db,
    sql`select idf from thuocsi_sellers where code = ${code}`,
  );
  if (!seller) throw new Error(`no seller ${code}`);
  return seller.idf;
}

describe('GET products by month', () => {
  let all: ProductByMonthRow[];
  let first: ProductByMonthPage;
  beforeAll(async () => {
    all = await rawProducts(null);
    first = await page('pageSize=30');
  });

  it('gives each product month by month, ranked by revenue, as the raw order lines give them', () => {
    expect(first.period).toEqual(period);
    expect(first.previousPeriod).toEqual(before);
    expect(first.months).toEqual(monthsOf(period));
    expect(first.months.length).toBeGreaterThanOrEqual(2);
    expect(all.length).toBeGreaterThan(60);
    expect(first.total).toBe(all.length);
    expect(first.items).toEqual(all.slice(0, 30));
    expect(first.top).toEqual(all.slice(0, PRODUCT_TOP));
    // Some products sold in one month of the period and not in another.
    expect(all.some((row) => row.months.some((month) => month.quantity === 0))).toBe(true);
    expect(first.sellers).toEqual([]);
  });

  it('totals the period, the one before and each month, over every product', async () => {
    expect(first.totals.current).toEqual(summed(all));
    expect(first.totals.previous).toEqual(summed(await rawProducts(null, sql`true`, before)));
    expect(first.totals.previous.revenue).toBeGreaterThan(0);
    expect(first.monthTotals).toEqual(monthTotalsOf(all, first.months.length));
  });

  it.each([
    ['whole months and days at both ends', wholeMonthsBetween()],
    ['whole months only', onlyWholeMonths()],
  ])('reads a period of %s as the raw order lines give it', async (_, asked) => {
    const expected = await rawProducts(null, sql`true`, asked);
    const body = await page('pageSize=30', asked);
    expect(body.months).toEqual(monthsOf(asked));
    expect(expected.length).toBeGreaterThan(30);
    expect(body.total).toBe(expected.length);
    expect(body.items).toEqual(expected.slice(0, 30));
    expect(body.top).toEqual(expected.slice(0, PRODUCT_TOP));
    expect(body.totals.current).toEqual(summed(expected));
    const earlier = await rawProducts(
      null,
      sql`true`,
      comparedPeriod(asked, 'previous', { months: true }) ?? asked,
    );
    expect(body.totals.previous).toEqual(summed(earlier));
    expect(body.monthTotals).toEqual(monthTotalsOf(expected, body.months.length));
  });

  it("keeps the sales of the sellers asked, the company's two accounts together", async () => {
    const ids = [await sellerOf('THUANPHAT_HCM'), await sellerOf('THUANPHAT_HN')];
    const body = await page('sellerCodes=THUANPHAT_HCM&sellerCodes=thuanphat_hn&pageSize=200');
    const expected = await rawProducts(ids);
    expect(expected.length).toBeGreaterThan(10);
    expect(body.items).toEqual(expected.slice(0, 200));
    expect(body.total).toBe(expected.length);
    expect(body.totals.current).toEqual(summed(expected));
    expect(body.totals.current.revenue).toBeLessThan(first.totals.current.revenue);
    expect(body.sellers.map((seller) => seller.code)).toEqual(['THUANPHAT_HCM', 'THUANPHAT_HN']);

    const one = await page('sellerCodes=PHUONGDONG&pageSize=200');
    expect(one.items).toEqual((await rawProducts([await sellerOf('PHUONGDONG')])).slice(0, 200));
  });

  it('keeps one category and finds a product typed without accents', async () => {
    const [category] = await queryRows<{ category: string }>(
      kit.app.ctx.db,
      sql`select category from ts_products group by category
          order by count(*) desc, category limit 1`,
    );
    if (!category) throw new Error('no category');
    const body = await page(`category=${encodeURIComponent(category.category)}&pageSize=200`);
    const expected = await rawProducts(null, sql`p.category = ${category.category}`);
    expect(expected.length).toBeGreaterThan(3);
    expect(body.items).toEqual(expected.slice(0, 200));
    expect(body.totals.current).toEqual(summed(expected));
    expect(body.categories).toContain(category.category);

    const product = all.find((row) => withoutAccents(row.productName) !== row.productName);
    if (!product) throw new Error('no product name with accents');
    const typed = withoutAccents(product.productName).toLowerCase();
    const found = await page(`search=${encodeURIComponent(typed)}`);
    expect(found.items.map((row) => row.productCode)).toContain(product.productCode);
    expect(found.items.find((row) => row.productCode === product.productCode)).toEqual(product);
  });

  it('sorts by quantity and by name, and pages on', async () => {
    const byQuantity = await page('sortBy=quantity&sortOrder=asc&pageSize=200');
    const ascending = await rawProducts(null, sql`true`, period, sql`q, code`);
    expect(byQuantity.items).toEqual(ascending.slice(0, 200));
    const byName = await page('sortBy=productName&pageSize=40');
    expect(byName.items).toEqual(
      (await rawProducts(null, sql`true`, period, sql`name, code`)).slice(0, 40),
    );
    const second = await page('page=1&pageSize=30');
    expect(second.items).toEqual(all.slice(30, 60));
  });

  it("sorts by one month's revenue or quantity, for every seller or some, and pages on", async () => {
    const month = first.months[1] ?? '';
    /** The rows by the figure of the period's second month, then by code. */
    const byMonthFigure = (
      rows: readonly ProductByMonthRow[],
      measure: 'revenue' | 'quantity',
      order: 'asc' | 'desc',
    ) =>
      [...rows].sort(
        (a, b) =>
          (order === 'asc' ? 1 : -1) *
            ((a.months[1]?.[measure] ?? 0) - (b.months[1]?.[measure] ?? 0)) ||
          (a.productCode < b.productCode ? -1 : 1),
      );
    const byRevenue = await page(`sortMonth=${month}&pageSize=50`);
    expect(byRevenue.items).toEqual(byMonthFigure(all, 'revenue', 'desc').slice(0, 50));
    // Not the period's order: the month's own.
    expect(byRevenue.items).not.toEqual(all.slice(0, 50));
    const fewest = await page(
      `sortBy=quantity&sortOrder=asc&sortMonth=${month}&page=1&pageSize=20`,
    );
    expect(fewest.items).toEqual(byMonthFigure(all, 'quantity', 'asc').slice(20, 40));

    const owned = await rawProducts([await sellerOf('THUANPHAT_HCM')]);
    const some = await page(`sellerCodes=THUANPHAT_HCM&sortMonth=${month}&pageSize=50`);
    expect(some.items).toEqual(byMonthFigure(owned, 'revenue', 'desc').slice(0, 50));
  });

  it('answers a period without sales with no product and zero totals', async () => {
    const body = await page('', { fromDate: '2015-01-01', toDate: '2015-02-28' });
    expect(body.items).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.months).toEqual(['2015-01', '2015-02']);
    expect(body.monthTotals).toEqual([
      { quantity: 0, revenue: 0, products: 0 },
      { quantity: 0, revenue: 0, products: 0 },
    ]);
  });
});

describe('GET products by month: refusals', () => {
  const july = { fromDate: '2026-07-01', toDate: '2026-07-31' };

  it('answers 404 naming a seller code the master data does not have', async () => {
    const response = await byMonth(
      'giamdoc',
      `${periodQuery(july)}&sellerCodes=THUANPHAT_HCM&sellerCodes=KHONG_CO`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(
      expect.objectContaining({
        code: ErrorCode.NOT_FOUND,
        message: PRODUCT_REPORT_MESSAGES.unknownSellers(['KHONG_CO']),
      }),
    );
  });

  it('refuses a period that ends before it starts, naming toDate, and one over 3 years', async () => {
    for (const [asked, message] of [
      ['fromDate=2026-11-25&toDate=2026-11-24', REPORT_MESSAGES.toDateBeforeFromDate],
      ['fromDate=2022-01-01&toDate=2026-01-01', REPORT_MESSAGES.periodTooLong],
    ] as const) {
      const response = await byMonth('giamdoc', asked);
      expect(response.statusCode, asked).toBe(400);
      expect(response.json()).toEqual(
        expect.objectContaining({
          code: ErrorCode.VALIDATION_ERROR,
          details: { fields: [expect.objectContaining({ field: 'toDate', message })] },
        }),
      );
    }
  });

  it('refuses a bad seller code, too many sellers, an unknown sort', async () => {
    const many = Array.from({ length: 13 }, (_, i) => `sellerCodes=S${String(i)}`).join('&');
    for (const query of ["sellerCodes=a'b", many, 'sortBy=price', 'seller=1']) {
      const response = await byMonth('giamdoc', `${periodQuery(july)}&${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('refuses a month to sort by outside the period, malformed, or with the sort by name', async () => {
    for (const [query, message] of [
      ['sortMonth=2026-08', PRODUCT_BY_MONTH_MESSAGES.sortMonth],
      ['sortMonth=2026-7', PRODUCT_BY_MONTH_MESSAGES.sortMonth],
      ['sortBy=productName&sortMonth=2026-07', PRODUCT_BY_MONTH_MESSAGES.sortMonthField],
    ] as const) {
      const response = await byMonth('giamdoc', `${periodQuery(july)}&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual(
        expect.objectContaining({
          details: { fields: [expect.objectContaining({ field: 'sortMonth', message })] },
        }),
      );
    }
  });

  it('refuses a sale and the warehouse, answers marketing and the director', async () => {
    for (const [user, status] of [
      ['sale1', 403],
      ['kho', 403],
      ['marketing', 200],
      ['giamdoc', 200],
    ] as const) {
      expect((await byMonth(user, periodQuery(july))).statusCode, user).toBe(status);
    }
  });
});
