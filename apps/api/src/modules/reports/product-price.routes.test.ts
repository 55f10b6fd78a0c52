// Products by seller price on the demo data, against an independent SQL over the offers and the raw
// order lines.
import {
  ECOMMERCE_MESSAGES,
  ErrorCode,
  OWNER_SELLER_IDS,
  REPORT_API,
  PRODUCT_REPORT_MESSAGES,
  type ProductBySellerPricePage,
  type ProductBySellerPriceRow,
  REPORT_MESSAGES,
  type ReportPeriod,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testKit } from '../../test/test-app';
import { counted, rawRowsOf } from './raw-orders.testing';
import { crossingMonths } from './raw-orders.testing';
import { queryRows } from '../../lib/query-rows';
import { NET_LINES } from '../ecommerce/net-lines.testing';

const kit = testKit(['giamdoc', 'sale1', 'kho', 'marketing']);

const period = crossingMonths();
const periodQuery = (asked: ReportPeriod) => `fromDate=${asked.fromDate}&toDate=${asked.toDate}`;
/** Two competitors and the company's Hà Nội account, as a user would pick them. */
const CODES = ['PHUONGDONG', 'HOANGLONG', 'THUANPHAT_HN'] as const;
const sellerQuery = (codes: readonly string[]) =>
  codes.map((code) => `sellerCodes=${code}`).join('&');

const byPrice = (user: string, query: string) =>
  kit.app.inject({
    method: 'GET',
    url: `${REPORT_API.productBySellerPrice}?${query}`,
    headers: kit.as(user),
  });

async function page(query: string, codes: readonly string[] = CODES) {
  const response = await byPrice(
    'marketing',
    `${periodQuery(period)}&${sellerQuery(codes)}&${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductBySellerPricePage>();
}

interface Offer {
  code: string;
  sellerId: number;
  price: number;
}

/**
 * Every product a compared seller (ids, in order) has on sale, as a row of the report worked out
 * here from the offers and the raw lines; ordered by the period's revenue (highest first), then code.
 */
async function rawRows(ids: readonly number[]): Promise<ProductBySellerPriceRow[]> {
  const offers = await queryRows<Offer>(
    kit.app.ctx.db,
    sql`select product_code as code, seller_id as "sellerId", price from ts_offers
        where status = 'ON_SALE'`,
  );
  const sales = await rawRowsOf<{ code: string; quantity: number; revenue: number }>(
    kit.app.ctx.db,
    sql`select l.product_code as code, sum(l.quantity)::text as quantity,
          sum(l.net)::text as revenue
        from ${NET_LINES} l join ts_orders o on o.code = l.order_code
        where ${counted(period)} group by 1`,
    ['quantity', 'revenue'],
  );
  const products = await queryRows<{
    code: string;
    name: string;
    unit: string;
    category: string;
    prescription: boolean;
    n: number;
  }>(
    kit.app.ctx.db,
    sql`select code, name, unit, category, prescription, row_number() over (order by code)::int as n
        from ts_products`,
  );
  const names = new Map(
    (
      await queryRows<{ idf: number; name: string }>(
        kit.app.ctx.db,
        sql`select idf, name from thuocsi_sellers order by idf`,
      )
    ).map((seller) => [seller.idf, seller.name]),
  );
  // The competitors compared, or every other seller of the marketplace when only the company's are.
  const compared = ids.filter((id) => !OWNER_SELLER_IDS.includes(id));
  const competitors =
    compared.length > 0
      ? compared
      : [...new Set(offers.map((offer) => offer.sellerId))]
          .filter((id) => !OWNER_SELLER_IDS.includes(id))
          .sort((a, b) => a - b);
  const sold = new Map(sales.map((row) => [row.code, row]));
  const rows: (ProductBySellerPriceRow & { n: number })[] = [];
  for (const product of products) {
    const priceAt = (sellerId: number) =>
      offers.find((offer) => offer.code === product.code && offer.sellerId === sellerId)?.price ??
      null;
    const prices = ids.map(priceAt);
    if (prices.every((price) => price === null)) continue;
    const lowest = (sellerIds: readonly number[]) => {
      let best: { sellerId: number; price: number } | null = null;
      for (const sellerId of sellerIds) {
        const price = priceAt(sellerId);
        if (price !== null && (best === null || price < best.price)) best = { sellerId, price };
      }
      return best;
    };
    const owner = lowest(OWNER_SELLER_IDS);
    const competitor = lowest(competitors);
    const difference = owner && competitor ? owner.price - competitor.price : null;
    rows.push({
      productCode: product.code,
      productName: product.name,
      unit: product.unit,
      category: product.category,
      prescription: product.prescription,
      quantity: sold.get(product.code)?.quantity ?? 0,
      revenue: sold.get(product.code)?.revenue ?? 0,
      prices,
      cheapestPrice: Math.min(...prices.filter((price) => price !== null)),
      ownerPrice: owner?.price ?? null,
      ownerSellerId: owner?.sellerId ?? null,
      competitorPrice: competitor?.price ?? null,
      competitorSellerId: competitor?.sellerId ?? null,
      competitorName: competitor ? (names.get(competitor.sellerId) ?? null) : null,
      difference,
      differenceRatio: difference === null || !competitor ? null : difference / competitor.price,
      n: product.n,
    });
  }
  return rows.sort((a, b) => b.revenue - a.revenue || a.n - b.n).map(({ n: _n, ...row }) => row);
}

async function idsOf(codes: readonly string[]): Promise<number[]> {
  const rows = await queryRows<{ idf: number; code: string }>(
    kit.app.ctx.db,
    sql`select idf, code from thuocsi_sellers`,
  );
  return codes.map((code) => rows.find((row) => row.code === code)?.idf ?? 0);
}

const near = (value: number | null): unknown => (value === null ? null : expect.closeTo(value, 9));
const withNearRatio = (rows: readonly ProductBySellerPriceRow[]) =>
  rows.map((row) => ({ ...row, differenceRatio: near(row.differenceRatio) }));

describe('GET products by seller price', () => {
  let ids: number[];
  let all: ProductBySellerPriceRow[];
  let first: ProductBySellerPricePage;
  beforeAll(async () => {
    ids = await idsOf(CODES);
    all = await rawRows(ids);
    first = await page('pageSize=50');
  });

  it("gives each product's price at every seller compared, the lowest, and the company's against the cheapest competitor", () => {
    expect(all.length).toBeGreaterThan(50);
    expect(first.total).toBe(all.length);
    expect(first.items).toEqual(withNearRatio(all.slice(0, 50)));
    expect(first.period).toEqual(period);
    expect(first.sellers.map((seller) => [seller.code, seller.isOwner])).toEqual([
      ['PHUONGDONG', false],
      ['HOANGLONG', false],
      ['THUANPHAT_HN', true],
    ]);
    // The company's price counts its HCM account too, which is not compared.
    expect(all.some((row) => row.ownerSellerId === OWNER_SELLER_IDS[0])).toBe(true);
    expect(all.some((row) => row.difference !== null && row.difference > 0)).toBe(true);
    expect(all.some((row) => row.difference !== null && row.difference <= 0)).toBe(true);
  });

  it("counts, over every product, where the company is cheapest and each seller's lowest prices", () => {
    const compared = all.filter((row) => row.difference !== null);
    const dearer = compared.filter((row) => (row.difference ?? 0) > 0);
    expect(first.summary).toEqual({
      compared: compared.length,
      ownerCheapest: compared.length - dearer.length,
      ownerNotCheapest: dearer.length,
      averageGapRatio: expect.closeTo(
        dearer.reduce((sum, row) => sum + (row.differenceRatio ?? 0), 0) / dearer.length,
        9,
      ),
    });
    first.sellers.forEach((seller, index) => {
      const offered = all.filter((row) => row.prices[index] !== null);
      expect(seller.offered, seller.code).toBe(offered.length);
      expect(seller.cheapest, seller.code).toBe(
        offered.filter((row) => row.prices[index] === row.cheapestPrice).length,
      );
    });
  });

  it('keeps only the products where a competitor is cheaper, when asked', async () => {
    const body = await page('notCheapestOnly=true&pageSize=200');
    const dearer = all.filter((row) => (row.difference ?? 0) > 0);
    expect(body.total).toBe(dearer.length);
    expect(body.items).toEqual(withNearRatio(dearer.slice(0, 200)));
    expect(body.summary.ownerCheapest).toBe(0);

    const widest = await page('notCheapestOnly=true&sortBy=differenceRatio&pageSize=5');
    const ratios = widest.items.map((row) => row.differenceRatio ?? 0);
    expect(ratios).toEqual([...ratios].sort((a, b) => b - a));
    expect(ratios[0]).toBeCloseTo(Math.max(...dearer.map((row) => row.differenceRatio ?? 0)), 9);
  });

  it('shows the product suggested, at the sellers suggested', async () => {
    const product = all.find((row) => row.prices.filter((price) => price !== null).length >= 2);
    if (!product) throw new Error('no product at two sellers');
    const body = await page(`productCode=${encodeURIComponent(product.productCode)}`);
    expect(body.items).toEqual(withNearRatio([product]));
    expect(body.product).toEqual({ code: product.productCode, name: product.productName });
  });

  it('compares only competitors, without the company among them', async () => {
    const codes = ['HOANGLONG', 'PHUONGDONG'];
    const body = await page('pageSize=200', codes);
    const expected = await rawRows(await idsOf(codes));
    expect(body.items).toEqual(withNearRatio(expected.slice(0, 200)));
    expect(body.sellers.map((seller) => seller.code)).toEqual(codes);
  });

  it('measures one company seller alone against every other seller of the marketplace', async () => {
    const codes = ['THUANPHAT_HN'];
    const body = await page('pageSize=200', codes);
    const expected = await rawRows(await idsOf(codes));
    expect(body.competitors).toBe('market');
    expect(first.competitors).toBe('compared');
    expect(body.total).toBe(expected.length);
    expect(body.items).toEqual(withNearRatio(expected.slice(0, 200)));
    // The company's standing is there, with the competitor named.
    expect(body.summary.compared).toBeGreaterThan(0);
    const named = body.items.find((row) => row.competitorSellerId !== null);
    expect(named?.competitorName).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown product or seller code', async () => {
    const product = await byPrice(
      'giamdoc',
      `${periodQuery(period)}&${sellerQuery(CODES)}&productCode=KHONG-CO`,
    );
    expect(product.statusCode).toBe(404);
    expect(product.json()).toEqual(
      expect.objectContaining({ message: ECOMMERCE_MESSAGES.productNotFound }),
    );
    const seller = await byPrice('giamdoc', `${periodQuery(period)}&sellerCodes=KHONG_CO`);
    expect(seller.statusCode).toBe(404);
    expect(seller.json()).toEqual(
      expect.objectContaining({
        code: ErrorCode.NOT_FOUND,
        message: PRODUCT_REPORT_MESSAGES.unknownSellers(['KHONG_CO']),
      }),
    );
  });

  it('refuses no seller, a period that ends before it starts or passes 3 years, a bad switch', async () => {
    const cases: [string, string | null][] = [
      [periodQuery(period), 'sellerCodes'],
      ['fromDate=2026-11-25&toDate=2026-11-24&sellerCodes=HOANGLONG', 'toDate'],
      ['fromDate=2022-01-01&toDate=2026-01-01&sellerCodes=HOANGLONG', 'toDate'],
      [`${periodQuery(period)}&sellerCodes=HOANGLONG&notCheapestOnly=yes`, 'notCheapestOnly'],
      [`${periodQuery(period)}&sellerCodes=HOANGLONG&sortBy=price`, 'sortBy'],
    ];
    for (const [query, field] of cases) {
      const response = await byPrice('giamdoc', query);
      expect(response.statusCode, query).toBe(400);
      const body = response.json<{ details: { fields: { field: string; message: string }[] } }>();
      expect(
        body.details.fields.map((f) => f.field),
        query,
      ).toContain(field);
    }
    const long = await byPrice('giamdoc', cases[2]?.[0] ?? '');
    expect(long.json<{ message: string }>().message).toContain(REPORT_MESSAGES.periodTooLong);
  });

  it('refuses a sale and the warehouse, answers marketing and the director', async () => {
    for (const [user, status] of [
      ['sale1', 403],
      ['kho', 403],
      ['marketing', 200],
      ['giamdoc', 200],
    ] as const) {
      const response = await byPrice(user, `${periodQuery(period)}&${sellerQuery(CODES)}`);
      expect(response.statusCode, user).toBe(status);
    }
  });
});
