// Every buyer of one seller in a period, paged, sorted and searched: against an independent SQL
// over the raw orders.
import {
  ECOMMERCE_MESSAGES,
  type ReportPeriod,
  type SellerCustomer,
  type SellerCustomerPage,
  SUMMARY_TOP,
  type SellerSummary,
  sellerCustomersPath,
  sellerSummaryPath,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testKit } from '../../test/test-app';
import { queryRows } from '../../lib/query-rows';
import { LATEST_BUYERS, crossingMonths, withoutAccents } from './raw-orders.testing';

const kit = testKit(['giamdoc', 'sale1', 'kho', 'marketing']);

const OWNER = 2010;
const period = crossingMonths();
const periodQuery = (asked: ReportPeriod) => `fromDate=${asked.fromDate}&toDate=${asked.toDate}`;

const customers = (user: string, sellerId: number, query: string) =>
  kit.app.inject({
    method: 'GET',
    url: `${sellerCustomersPath(sellerId)}?${periodQuery(period)}&${query}`,
    headers: kit.as(user),
  });

async function page(query: string): Promise<SellerCustomerPage> {
  const response = await customers('giamdoc', OWNER, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SellerCustomerPage>();
}

/**
 * Every buyer of the seller in the period from its raw counted orders, named as on its latest order
 * (of any seller), ordered as `orderBy` says (revenue, highest first, unless said).
 */
async function rawCustomers(
  where: SQL = sql`true`,
  orderBy: SQL = sql`sum(o.total_amount) desc, o.customer_code`,
): Promise<SellerCustomer[]> {
  const rows = await queryRows<Omit<SellerCustomer, 'revenue'> & { revenue: string }>(
    kit.app.ctx.db,
    sql`select o.customer_code as "customerCode", l.customer_name as name, l.province,
          count(*)::int as orders, sum(o.total_amount)::text as revenue
        from ts_orders o join ${LATEST_BUYERS} l on l.customer_code = o.customer_code
        where o.seller_id = ${OWNER}
          and o.order_date between ${period.fromDate}::date and ${period.toDate}::date
          and o.status not in ('CANCELLED', 'RETURNED')
          and o.customer_code in (select x.customer_code from ts_orders x
            where x.seller_id = ${OWNER}
              and x.order_date between ${period.fromDate}::date and ${period.toDate}::date
              and ${where})
        group by o.customer_code, l.customer_name, l.province
        order by ${orderBy}`,
  );
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
}

describe('GET every customer of a seller', () => {
  let all: SellerCustomer[];
  beforeAll(async () => {
    all = await rawCustomers();
  });

  it('lists every buyer by revenue, as the raw orders give them, page after page', async () => {
    expect(all.length).toBeGreaterThan(3 * SUMMARY_TOP);
    const first = await page('pageSize=20');
    expect(first.total).toBe(all.length);
    expect(first.items).toEqual(all.slice(0, 20));
    const seen: SellerCustomer[] = [];
    for (let n = 0; n * 10 < all.length; n += 1) {
      seen.push(...(await page(`page=${String(n)}&pageSize=10`)).items);
    }
    expect(seen).toEqual(all);
    // Past the last page: none, and still the count.
    const past = await page(`page=${String(Math.ceil(all.length / 10) + 2)}&pageSize=10`);
    expect(past).toEqual(expect.objectContaining({ items: [], total: all.length }));
  });

  it('starts with the top customers of the summary', async () => {
    const response = await kit.app.inject({
      method: 'GET',
      url: `${sellerSummaryPath(OWNER)}?${periodQuery(period)}`,
      headers: kit.as('giamdoc'),
    });
    const { topCustomers } = response.json<SellerSummary>();
    const first = await page(`pageSize=${String(topCustomers.length)}`);
    expect(first.items).toEqual(topCustomers);
  });

  it('sorts by orders, fewest first', async () => {
    const body = await page('sortBy=orders&sortOrder=asc&pageSize=40');
    expect(body.items).toEqual(
      (await rawCustomers(sql`true`, sql`count(*), o.customer_code`)).slice(0, 40),
    );
  });

  it('finds a buyer by its name typed without accents, and by province', async () => {
    const buyer = all.find((row) => withoutAccents(row.name) !== row.name);
    if (!buyer) throw new Error('no buyer name with accents');
    const typed = withoutAccents(buyer.name).toLowerCase();
    const found = await page(`search=${encodeURIComponent(typed)}&pageSize=100`);
    expect(found.items.map((row) => row.customerCode)).toContain(buyer.customerCode);
    const province = all[0]?.province ?? '';
    const inProvince = await page(`search=${encodeURIComponent(province)}&pageSize=100`);
    const expected = await rawCustomers(
      sql`search_text(x.customer_code || ' ' || x.customer_name || ' ' || x.province)
        like '%' || search_text(${province}) || '%'`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(inProvince.total).toBe(expected.length);
    expect(inProvince.items).toEqual(expected.slice(0, 100));
    const none = await page('search=khongconguoimuanao');
    expect(none).toEqual(expect.objectContaining({ items: [], total: 0 }));
  });
});

describe('GET every customer of a seller: refusals', () => {
  it('answers 404 for a seller that does not exist', async () => {
    const response = await customers('giamdoc', 999_999, '');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(ECOMMERCE_MESSAGES.sellerNotFound);
  });

  it('refuses an unknown sort, a page too large, an unknown parameter', async () => {
    for (const query of ['sortBy=name', 'pageSize=100000', 'customer=1', 'compare=tuan']) {
      expect((await customers('giamdoc', OWNER, query)).statusCode, query).toBe(400);
    }
  });

  it('refuses a sale, the warehouse and marketing, as the summary does', async () => {
    for (const user of ['sale1', 'kho', 'marketing']) {
      expect((await customers(user, OWNER, '')).statusCode, user).toBe(403);
    }
  });
});
