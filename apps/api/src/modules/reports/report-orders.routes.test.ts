// The orders behind a report's figure: their count and sum are the figure clicked (a seller's
// revenue, a product's, a buyer's, a province's, a status's, a month's); keyed pages return every
// order once in order; the screen the figure is on decides who may open them.
import {
  ErrorCode,
  type ProductAnalysisDetail,
  type ProductAnalysisPage,
  PRODUCT_REPORT_MESSAGES,
  type ProductByMonthPage,
  REPORT_API,
  REPORT_ORDERS_MESSAGES,
  type ReportOrdersPage,
  type ReportPeriod,
  type SellerReport,
  type SellerSummary,
  productAnalysisPath,
  sellerSummaryPath,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/query-rows';
import { codeSet } from '../../lib/sql-sets';
import { testKit } from '../../test/test-app';
import { crossingMonths } from './raw-orders.testing';

const kit = testKit(['giamdoc', 'marketing', 'sale1', 'admin']);
const period = crossingMonths();
const dates = (asked: ReportPeriod) => `fromDate=${asked.fromDate}&toDate=${asked.toDate}`;

async function get<T>(url: string, user = 'giamdoc'): Promise<T> {
  const response = await kit.app.inject({ method: 'GET', url, headers: kit.as(user) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

const orders = (query: string, user = 'giamdoc') =>
  get<ReportOrdersPage>(`${REPORT_API.orders}?${query}`, user);

/** Every page of a search, following `next`. */
async function everyOrder(query: string, pageSize = 100) {
  const pages: ReportOrdersPage[] = [];
  let after: string | null = null;
  do {
    const page = await orders(
      `${query}&pageSize=${String(pageSize)}${after ? `&after=${after}` : ''}`,
    );
    pages.push(page);
    after = page.next;
  } while (after !== null);
  return pages.flatMap((page) => page.items);
}

/** The count, sum and quantity of the orders listed. */
const totalsOf = (listed: ReportOrdersPage['items']) => ({
  count: listed.length,
  sum: listed.reduce((sum, order) => sum + order.amount, 0),
  quantity: listed.reduce((sum, order) => sum + order.quantity, 0),
});

/** Each order once, latest (or earliest) first, the code settling a tie. */
function expectInTimeOrder(listed: ReportOrdersPage['items'], order: 'asc' | 'desc') {
  expect(new Set(listed.map((o) => o.code)).size).toBe(listed.length);
  const keys = listed.map((o) => `${o.createdAt} ${o.code}`);
  const sorted = [...keys].sort();
  expect(keys).toEqual(order === 'asc' ? sorted : sorted.reverse());
}

describe('the orders behind a figure', () => {
  it("are a seller's revenue and orders on the seller report, every order once over keyed pages", async () => {
    const report = await get<SellerReport>(`${REPORT_API.seller}?${dates(period)}`);
    const seller = report.rows[0];
    if (!seller || seller.current.orders <= 20) throw new Error('no seller with 2 pages of orders');
    const query = `screen=ecommerceSeller&${dates(period)}&sellerIds=${String(seller.sellerId)}`;
    const first = await orders(`${query}&pageSize=20`);
    expect(first.count).toBe(seller.current.orders);
    expect(first.sum).toBe(seller.current.revenue);
    expect(first.items).toHaveLength(20);
    expect(first.next).not.toBeNull();

    const all = await everyOrder(query);
    expect(all).toHaveLength(seller.current.orders);
    expect(new Set(all.map((order) => order.code)).size).toBe(all.length);
    expect(all.reduce((sum, order) => sum + order.amount, 0)).toBe(seller.current.revenue);
    // Latest first; the seller's, of the period, none cancelled or returned.
    const times = all.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const order of all) {
      expect(order.sellerId).toBe(seller.sellerId);
      expect(order.sellerName).toBe(seller.name);
      expect(['CANCELLED', 'RETURNED']).not.toContain(order.status);
    }

    // By amount, smallest first: the same orders, in that order.
    const cheapest = await everyOrder(`${query}&sortBy=amount&sortOrder=asc`);
    expect(cheapest.map((order) => order.code).sort()).toEqual(all.map((o) => o.code).sort());
    const amounts = cheapest.map((order) => order.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it("are a product's revenue and orders, each order counting its share of what was paid", async () => {
    const analysis = await get<ProductAnalysisPage>(
      `${REPORT_API.productAnalysis}?${dates(period)}&pageSize=5`,
    );
    const product = analysis.items[0];
    if (!product) throw new Error('no product sold');
    const answer = await orders(
      `screen=ecommerceProductAnalysis&${dates(period)}&productCode=${product.productCode}`,
    );
    expect(answer.count).toBe(product.orders);
    expect(answer.sum).toBe(product.revenue);
    expect(answer.quantity).toBe(product.quantity);
    expect(answer.items.reduce((sum, order) => sum + order.quantity, 0)).toBeGreaterThan(0);
    // The orders listed, over every page, are the figure: its count, sum and quantity.
    // Short pages: a page spans a few days of the period.
    const listed = await everyOrder(
      `screen=ecommerceProductAnalysis&${dates(period)}&productCode=${product.productCode}`,
      7,
    );
    expect(listed.length).toBeGreaterThan(7 * 3);
    expect(totalsOf(listed)).toEqual({
      count: product.orders,
      sum: product.revenue,
      quantity: product.quantity,
    });
    expectInTimeOrder(listed, 'desc');
    // Earliest first: the same orders, in that order.
    const earliest = await everyOrder(
      `screen=ecommerceProductAnalysis&${dates(period)}&productCode=${product.productCode}&sortOrder=asc`,
      7,
    );
    expectInTimeOrder(earliest, 'asc');
    expect(earliest.map((order) => order.code).sort()).toEqual(listed.map((o) => o.code).sort());

    // On its detail: each seller's part, which sum to the product's figure.
    const detail = await get<ProductAnalysisDetail>(
      `${productAnalysisPath(product.productCode)}?${dates(period)}`,
    );
    const seller = detail.sellers[0];
    if (!seller) throw new Error('no seller of the product');
    const ofSeller = await orders(
      `screen=ecommerceProductAnalysisDetail&${dates(period)}&productCode=${product.productCode}&sellerIds=${String(seller.sellerId)}`,
    );
    expect({ sum: ofSeller.sum, quantity: ofSeller.quantity }).toEqual({
      sum: seller.revenue,
      quantity: seller.quantity,
    });

    // The totals of a search (case aside), and the company's sellers' part of them.
    const searched = `${dates(period)}&search=PARACETAMOL`;
    const found = await get<ProductAnalysisPage>(`${REPORT_API.productAnalysis}?${searched}`);
    const ofSearch = await orders(`screen=ecommerceProductAnalysis&${searched}`);
    const ofCompany = await orders(
      `screen=ecommerceProductAnalysis&${searched}&sellerIds=2010&sellerIds=3035`,
    );
    expect(found.totals.current.revenue).toBeGreaterThan(0);
    const everyOfSearch = await everyOrder(`screen=ecommerceProductAnalysis&${searched}`, 7);
    expect(totalsOf(everyOfSearch)).toEqual({
      count: ofSearch.count,
      sum: ofSearch.sum,
      quantity: ofSearch.quantity,
    });
    expectInTimeOrder(everyOfSearch, 'desc');
    expect([ofSearch.sum, ofSearch.quantity, ofCompany.sum]).toEqual([
      found.totals.current.revenue,
      found.totals.current.quantity,
      found.totals.current.ownerRevenue,
    ]);
  });

  it("are a seller's product, buyer, province, status and day on its summary", async () => {
    const seller = 2010;
    const summary = await get<SellerSummary>(`${sellerSummaryPath(seller)}?${dates(period)}`);
    const base = `screen=ecommerceSellerSummary&${dates(period)}&sellerIds=${String(seller)}`;
    const buyer = summary.topCustomers[0];
    const province = summary.provinces[0];
    const cancelled = summary.statuses.find((row) => row.status === 'CANCELLED');
    const product = summary.products[0];
    const day = summary.byDay.find((row) => row.orders > 0);
    if (!buyer || !province || !cancelled || !product || !day) throw new Error('no figure to open');
    const ofDay = await orders(
      `screen=ecommerceSellerSummary&fromDate=${day.day}&toDate=${day.day}&sellerIds=${String(seller)}`,
    );
    expect({ count: ofDay.count, sum: ofDay.sum }).toEqual({ count: day.orders, sum: day.revenue });
    for (const [query, figure] of [
      [`productCode=${product.productCode}`, product],
      [`customerCode=${buyer.customerCode}`, buyer],
      [`province=${encodeURIComponent(province.province)}`, province],
      ['status=CANCELLED', cancelled],
    ] as const) {
      const answer = await orders(`${base}&${query}`);
      expect({ count: answer.count, sum: answer.sum }, query).toEqual({
        count: figure.orders,
        sum: figure.revenue,
      });
      // The orders listed, over every page, are the figure too.
      const listed = totalsOf(await everyOrder(`${base}&${query}`));
      expect({ count: listed.count, sum: listed.sum }, query).toEqual({
        count: figure.orders,
        sum: figure.revenue,
      });
    }
  });

  it("are a product's month on products by month, and the whole of a category, for some sellers", async () => {
    const sellers = 'sellerCodes=THUANPHAT_HCM&sellerCodes=PHUONGDONG';
    const byMonth = await get<ProductByMonthPage>(
      `${REPORT_API.productByMonth}?${dates(period)}&${sellers}&pageSize=1`,
    );
    const product = byMonth.items[0];
    const month = byMonth.months[1];
    const figures = product?.months[1];
    if (!product || !month || !figures) throw new Error('no product sold');
    // The month's part of the period.
    const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
    const part = {
      fromDate: `${month}-01` < period.fromDate ? period.fromDate : `${month}-01`,
      toDate:
        last.toISOString().slice(0, 10) > period.toDate
          ? period.toDate
          : last.toISOString().slice(0, 10),
    };
    const answer = await orders(
      `screen=ecommerceProductByMonth&${dates(part)}&${sellers}&productCode=${product.productCode}`,
      'marketing',
    );
    expect({ revenue: answer.sum, quantity: answer.quantity }).toEqual(figures);
    expect(answer.sum).toBeGreaterThan(0);

    // The totals of a category (its KPI) are the orders of its products, each counting their lines.
    const category = product.category;
    const ofCategory = await get<ProductByMonthPage>(
      `${REPORT_API.productByMonth}?${dates(period)}&${sellers}&category=${encodeURIComponent(category)}&pageSize=1`,
    );
    const whole = await orders(
      `screen=ecommerceProductByMonth&${dates(period)}&${sellers}&category=${encodeURIComponent(category)}`,
      'marketing',
    );
    expect({ sum: whole.sum, quantity: whole.quantity }).toEqual({
      sum: ofCategory.totals.current.revenue,
      quantity: ofCategory.totals.current.quantity,
    });
    const everySeller = await orders(
      `screen=ecommerceProductByMonth&${dates(period)}&category=${encodeURIComponent(category)}`,
      'marketing',
    );
    expect(everySeller.sum).toBeGreaterThan(whole.sum);
  });

  it('link each buyer to its CRM customer for a caller who may open it, and to none otherwise', async () => {
    const query = `screen=ecommerceProductAnalysis&${dates(period)}&sellerIds=2010&pageSize=100`;
    const asAdmin = await orders(query, 'admin');
    const matched = await queryRows<{ code: string; id: number }>(
      kit.app.ctx.db,
      // The customer the order counts for in the sales reports; else the buyer's phone, then code.
      sql`select o.code, coalesce(
            (select c.id from crm_order_sales a join crm_customers c on c.id = a.customer_id
              where a.order_id = o.id and c.deleted_at is null),
            (select min(c.id) from crm_customers c
              where c.mobile_phone = o.customer_phone and c.deleted_at is null),
            (select min(c.id) from crm_customers c
              where c.code = o.customer_code and c.deleted_at is null)) as id
          from ts_orders o
          where o.code in ${codeSet(asAdmin.items.map((order) => order.code))}`,
    );
    const expected = new Map(matched.map((row) => [row.code, row.id]));
    expect(expected.size).toBeGreaterThan(0);
    expect(asAdmin.items.map((order) => [order.code, order.crmCustomerId])).toEqual(
      asAdmin.items.map((order) => [order.code, expected.get(order.code) ?? null]),
    );
    // Marketing opens no CRM customer: the same orders, no link.
    const asMarketing = await orders(query, 'marketing');
    expect(asMarketing.items.map((order) => order.code)).toEqual(
      asAdmin.items.map((order) => order.code),
    );
    expect(asMarketing.items.every((order) => order.crmCustomerId === null)).toBe(true);
  });

  it('are refused to a caller who may not open the screen the figure is on', async () => {
    const query = `${dates(period)}&sellerIds=2010`;
    for (const [user, screen] of [
      ['marketing', 'ecommerceSeller'],
      ['marketing', 'ecommerceSellerSummary'],
      ['sale1', 'ecommerceProductAnalysis'],
    ] as const) {
      const response = await kit.app.inject({
        method: 'GET',
        url: `${REPORT_API.orders}?screen=${screen}&${query}`,
        headers: kit.as(user),
      });
      expect(response.statusCode, `${user} on ${screen}`).toBe(403);
    }
    const allowed = await orders(`screen=ecommerceProductAnalysis&${query}`, 'marketing');
    expect(allowed.count).toBeGreaterThan(0);
  });

  it('says which seller codes it does not know', async () => {
    const response = await kit.app.inject({
      method: 'GET',
      url: `${REPORT_API.orders}?screen=ecommerceProductByMonth&${dates(period)}&sellerCodes=THUANPHAT_HCM&sellerCodes=NOPE`,
      headers: kit.as('marketing'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(
      PRODUCT_REPORT_MESSAGES.unknownSellers(['NOPE']),
    );
  });

  it('refuses a bad filter, naming it', async () => {
    for (const [query, field, message] of [
      [
        `screen=ecommerceSeller&${dates(period)}&sellerIds=abc`,
        'sellerIds.0',
        REPORT_ORDERS_MESSAGES.sellerId,
      ],
      [`screen=crmCustomers&${dates(period)}`, 'screen', REPORT_ORDERS_MESSAGES.screen],
      [
        `screen=ecommerceSeller&${dates(period)}&after=bm90LWEta2V5`,
        'after',
        REPORT_ORDERS_MESSAGES.after,
      ],
      [
        `screen=ecommerceSeller&${dates(period)}&status=LOST`,
        'status',
        REPORT_ORDERS_MESSAGES.status,
      ],
      [
        `screen=ecommerceSeller&${dates(period)}&productCode=${encodeURIComponent("x' or 1=1")}`,
        'productCode',
        REPORT_ORDERS_MESSAGES.code,
      ],
      [
        `screen=ecommerceSeller&${dates(period)}&pageSize=1000`,
        'pageSize',
        REPORT_ORDERS_MESSAGES.pageSize,
      ],
    ] as const) {
      const response = await kit.app.inject({
        method: 'GET',
        url: `${REPORT_API.orders}?${query}`,
        headers: kit.as('giamdoc'),
      });
      expect(response.statusCode, query).toBe(400);
      const body = response.json<{
        code: string;
        details: { fields: { field: string; message: string }[] };
      }>();
      expect(body.code).toBe(ErrorCode.VALIDATION_ERROR);
      expect(body.details.fields, query).toContainEqual(
        expect.objectContaining({ field, message }),
      );
    }
  });
});
