// A seller's products on the demo data, against an independent SQL over the offers and the price
// history.
import {
  ECOMMERCE_MESSAGES,
  ErrorCode,
  REPORT_API,
  SELLER_HEADER,
  type SellerProduct,
  type SellerProductPage,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testKit } from '../../test/test-app';
import { queryRows } from '../../lib/query-rows';

const kit = testKit(['giamdoc', 'sale1', 'kho', 'marketing']);

const OWNER = 2010;

const products = (user: string, query: string, seller: string | null = String(OWNER)) =>
  kit.app.inject({
    method: 'GET',
    url: `${REPORT_API.sellerProducts}?${query}`,
    headers: { ...kit.as(user), ...(seller && { 'x-seller-id': seller }) },
  });

/** A page for the owner seller, answered 200. */
async function page(query: string): Promise<SellerProductPage> {
  const response = await products('giamdoc', `sellerId=${String(OWNER)}&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SellerProductPage>();
}

/** The text without Vietnamese accents (đ as d). */
const withoutAccents = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');

describe('GET the seller products', () => {
  it('lists every offer of the seller, each with the last change of its price history', async () => {
    const [offers] = await queryRows<{ n: number }>(
      kit.app.ctx.db,
      sql`select count(*)::int as n from ts_offers where seller_id = ${OWNER}`,
    );
    const body = await page('pageSize=200');
    expect(offers?.n).toBeGreaterThan(20);
    expect(body.total).toBe(offers?.n);
    expect(body.items).toHaveLength(offers?.n ?? 0);
    expect(body).toEqual(expect.objectContaining({ page: 0, pageSize: 200 }));

    const history = await queryRows<{ productCode: string; day: string; price: number }>(
      kit.app.ctx.db,
      sql`select product_code as "productCode", to_char(effective_from, 'YYYY-MM-DD') as day, price
          from ts_offer_prices where seller_id = ${OWNER}`,
    );
    const changes = (code: string) =>
      history.filter((row) => row.productCode === code).sort((a, b) => b.day.localeCompare(a.day));
    for (const item of body.items) {
      const [last, before] = changes(item.productCode);
      expect(
        { previousPrice: item.previousPrice, changedAt: item.changedAt },
        item.productCode,
      ).toEqual({ previousPrice: before?.price ?? null, changedAt: last?.day ?? null });
    }
    // Products with one price only and products whose price changed are both there.
    expect(body.items.some((item) => item.changedAt !== null && item.previousPrice === null)).toBe(
      true,
    );
    expect(body.items.some((item) => item.previousPrice !== null)).toBe(true);
  });

  it('sorts by price, highest first, and pages as an independent SQL does', async () => {
    const body = await page('sortBy=price&sortOrder=desc&page=1&pageSize=50');
    expect(body.items).toHaveLength(50);
    const prices = body.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const expected = await queryRows<Pick<SellerProduct, 'productCode' | 'productName' | 'price'>>(
      kit.app.ctx.db,
      sql`select o.product_code as "productCode", p.name as "productName", o.price
          from ts_offers o join ts_products p on p.code = o.product_code
          where o.seller_id = ${OWNER}
          order by o.price desc, o.product_code limit 50 offset 50`,
    );
    expect(
      body.items.map(({ productCode, productName, price }) => ({
        productCode,
        productName,
        price,
      })),
    ).toEqual(expected);
  });

  it('sorts by product name by default, and by the day of the last change', async () => {
    const byName = await page('pageSize=200');
    const names = await queryRows<{ productCode: string }>(
      kit.app.ctx.db,
      sql`select o.product_code as "productCode"
          from ts_offers o join ts_products p on p.code = o.product_code
          where o.seller_id = ${OWNER} order by p.name, o.product_code`,
    );
    expect(byName.items.map((item) => item.productCode)).toEqual(
      names.map((row) => row.productCode),
    );
    const byChange = await page('sortBy=changedAt&sortOrder=desc&pageSize=200');
    const days = byChange.items.map((item) => item.changedAt ?? '');
    expect(days).toEqual([...days].sort().reverse());
  });

  it('finds a product by its name typed without accents', async () => {
    const [product] = await queryRows<{ code: string; name: string }>(
      kit.app.ctx.db,
      sql`select p.code, p.name from ts_offers o join ts_products p on p.code = o.product_code
          where o.seller_id = ${OWNER} and p.name ~ '[^\\x01-\\x7f]'
          order by p.code limit 1`,
    );
    if (!product) throw new Error('no product name with accents');
    const typed = withoutAccents(product.name).toLowerCase();
    expect(typed).not.toBe(product.name.toLowerCase());
    const body = await page(`search=${encodeURIComponent(typed)}`);
    expect(body.items.map((item) => item.productCode)).toContain(product.code);
    for (const item of body.items) {
      const text = withoutAccents(`${item.productCode} ${item.productName}`).toLowerCase();
      expect(text, item.productCode).toContain(typed);
    }
    expect(body.total).toBe(body.items.length);
    expect(body.total).toBeLessThan(20);
    const byCode = await page(`search=${encodeURIComponent(product.code.toLowerCase())}`);
    expect(byCode.items.map((item) => item.productCode)).toContain(product.code);
  });

  it('refuses a missing X-SELLER-ID, saying so, and one that is not the sellerId', async () => {
    const missing = await products('giamdoc', `sellerId=${String(OWNER)}`, null);
    expect(missing.statusCode).toBe(400);
    const body = missing.json<{
      code: string;
      message: string;
      details: { fields: { field: string; message: string }[] };
    }>();
    expect(body.code).toBe(ErrorCode.VALIDATION_ERROR);
    expect(body.message).toBe(ECOMMERCE_MESSAGES.sellerHeaderMissing);
    expect(body.details.fields).toEqual([
      { field: SELLER_HEADER, message: ECOMMERCE_MESSAGES.sellerHeaderMissing },
    ]);
    const mismatch = await products('giamdoc', `sellerId=${String(OWNER)}`, '3035');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<{ message: string }>().message).toBe(
      ECOMMERCE_MESSAGES.sellerHeaderMismatch,
    );
  });

  it('answers 404 for a seller that does not exist', async () => {
    const response = await products('giamdoc', 'sellerId=999999', '999999');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(ECOMMERCE_MESSAGES.sellerNotFound);
  });

  it('refuses a sale, the warehouse and marketing', async () => {
    for (const user of ['sale1', 'kho', 'marketing']) {
      expect((await products(user, `sellerId=${String(OWNER)}`)).statusCode, user).toBe(403);
    }
  });
});
