// The product analysis on the demo data, against an independent SQL over the raw orders and lines,
// the offers, the price history, the stock and the deals.
import {
  ECOMMERCE_MESSAGES,
  ErrorCode,
  NEAR_EXPIRY_DAYS,
  OWNER_SELLER_IDS,
  REPORT_API,
  PRODUCT_TOP,
  type ProductAnalysisDetail,
  type ProductAnalysisPage,
  type ProductAnalysisRow,
  REPORT_MESSAGES,
  type ReportPeriod,
  previousPeriod,
  productAnalysisPath,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import { VN_ZONE } from '../../lib/sql-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { testKit } from '../../test/test-app';
import { OWNERS, counted, monthsOf, rawRowsOf, withoutAccents } from './raw-orders.testing';
import { crossingMonths, wholeMonthsBetween } from './raw-orders.testing';
import { queryRows } from '../../lib/query-rows';
import { NET_LINES } from '../ecommerce/net-lines.testing';

const kit = testKit(['giamdoc', 'sale1', 'kho', 'marketing']);

const DAY_MS = 86_400_000;
const period = crossingMonths();
const before = previousPeriod(period);
const periodQuery = (asked: ReportPeriod) => `fromDate=${asked.fromDate}&toDate=${asked.toDate}`;

const get = (user: string, url: string) =>
  kit.app.inject({ method: 'GET', url, headers: kit.as(user) });
const analysis = (user: string, query: string) =>
  get(user, `${REPORT_API.productAnalysis}?${query}`);
const detail = (user: string, code: string, asked: ReportPeriod = period) =>
  get(user, `${productAnalysisPath(code)}?${periodQuery(asked)}`);

/** A page of the period, answered 200 to the director. */
async function page(query = ''): Promise<ProductAnalysisPage> {
  const response = await analysis('giamdoc', `${periodQuery(period)}&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductAnalysisPage>();
}

/** The rows of a query, the numeric columns (bigint sums read as text) as numbers. */
const raw = <T>(query: SQL, numbers: readonly (keyof T)[]) =>
  rawRowsOf<T>(kit.app.ctx.db, query, numbers);

/**
 * Every product that sold in the period (raw lines of counted orders), or every product of the
 * catalogue (`catalogue`), matching `where` (over the columns of `x`), in the order asked (by `x`'s
 * columns).
 */
async function rawRows(
  where: SQL = sql`true`,
  orderBy: SQL = sql`x.revenue desc, x.code`,
  catalogue = false,
): Promise<ProductAnalysisRow[]> {
  const rows = await raw<ProductAnalysisRow>(
    sql`with sold as (
          select l.product_code, sum(l.quantity) as quantity, sum(l.net) as revenue,
            count(distinct o.code) as orders,
            coalesce(sum(l.net) filter (where o.seller_id in ${OWNERS}), 0) as owner_revenue
          from ${NET_LINES} l join ts_orders o on o.code = l.order_code
          where ${counted(period)}
          group by l.product_code
        ),
        offered as (
          select product_code, count(*) as sellers, min(price) as min_price,
            max(price) as max_price, round(avg(price)) as average_price
          from ts_offers where status = 'ON_SALE' group by product_code
        ),
        x as (
          select p.code, p.name, p.unit, p.category, p.manufacturer, p.prescription,
            p.active_ingredient, coalesce(s.quantity, 0) as quantity,
            coalesce(s.revenue, 0) as revenue, coalesce(s.orders, 0) as orders,
            coalesce(f.sellers, 0) as sellers, f.min_price, f.max_price, f.average_price,
            coalesce(s.owner_revenue, 0) as owner_revenue,
            case when coalesce(s.revenue, 0) = 0 then 0
              else s.owner_revenue::float8 / s.revenue::float8 end as owner_share
          from ts_products p
          left join sold s on s.product_code = p.code
          left join offered f on f.product_code = p.code
          where ${catalogue ? sql`true` : sql`s.product_code is not null`}
        )
        select code as "productCode", name as "productName", unit, category, manufacturer,
          prescription, quantity::text as quantity, revenue::text as revenue,
          orders::text as orders, sellers::text as sellers, min_price as "minPrice",
          max_price as "maxPrice", average_price::int as "averagePrice",
          owner_revenue::text as "ownerRevenue"
        from x where ${where} order by ${orderBy}`,
    ['quantity', 'revenue', 'orders', 'sellers', 'ownerRevenue'],
  );
  return rows.map((row) => ({
    ...row,
    ownerShare: row.revenue === 0 ? 0 : row.ownerRevenue / row.revenue,
  }));
}

/** The period's totals over the products matching `where` (over `p`), from the raw lines. */
async function rawTotals(asked: ReportPeriod, where: SQL = sql`true`) {
  const [totals] = await raw<{
    quantity: number;
    revenue: number;
    products: number;
    ownerRevenue: number;
  }>(
    sql`select coalesce(sum(l.quantity), 0)::text as quantity,
          coalesce(sum(l.net), 0)::text as revenue,
          count(distinct l.product_code)::int as products,
          coalesce(sum(l.net) filter (where o.seller_id in ${OWNERS}), 0)::text
            as "ownerRevenue"
        from ${NET_LINES} l
        join ts_orders o on o.code = l.order_code
        join ts_products p on p.code = l.product_code
        where ${counted(asked)} and ${where}`,
    ['quantity', 'revenue', 'ownerRevenue'],
  );
  return totals;
}

describe('GET the product analysis', () => {
  let first: ProductAnalysisPage;
  let all: ProductAnalysisRow[];
  /** A product sold in the period whose offers are all stopped, and one on offer that did not sell. */
  let unoffered: string;
  let dropped: string;
  beforeAll(async () => {
    const [sold] = await queryRows<{ code: string }>(
      kit.app.ctx.db,
      sql`update ts_offers set status = 'STOPPED' where product_code = (
            select l.product_code from ${NET_LINES} l join ts_orders o on o.code = l.order_code
            where ${counted(period)} group by l.product_code
            order by sum(l.net) desc, l.product_code offset 4 limit 1)
          returning product_code as code`,
    );
    const [unsold] = await queryRows<{ code: string }>(
      kit.app.ctx.db,
      sql`update ts_offers set status = 'OUT_OF_STOCK' where product_code = (
            select p.code from ts_products p
            where exists (select 1 from ts_offers f where f.product_code = p.code)
              and not exists (select 1 from ${NET_LINES} l join ts_orders o on o.code = l.order_code
                where l.product_code = p.code and ${counted(period)})
            order by p.code limit 1)
          returning product_code as code`,
    );
    if (!sold || !unsold) throw new Error('no product to stop the offers of');
    unoffered = sold.code;
    dropped = unsold.code;
    first = await page('pageSize=30');
    all = await rawRows();
  });

  it('gives the first page by revenue and the totals as the raw order lines give them', async () => {
    expect(first.period).toEqual(period);
    expect(first.previousPeriod).toEqual(before);
    expect(first).toEqual(expect.objectContaining({ page: 0, pageSize: 30 }));
    expect(all.length).toBeGreaterThan(60);
    expect(first.total).toBe(all.length);
    expect(first.items).toEqual(all.slice(0, 30));
    // What sold, whether still on offer or not; not what did not sell.
    expect(all.every((row) => row.orders > 0)).toBe(true);
    expect(first.items[4]).toEqual(
      expect.objectContaining({
        productCode: unoffered,
        sellers: 0,
        minPrice: null,
        maxPrice: null,
        averagePrice: null,
      }),
    );
    expect(all.map((row) => row.productCode)).not.toContain(dropped);
    const [catalogue] = await queryRows<{ n: number }>(
      kit.app.ctx.db,
      sql`select count(*)::int as n from ts_products`,
    );
    expect(first.total).toBeLessThan(catalogue?.n ?? 0);
    expect(first.items.some((row) => row.ownerShare > 0 && row.ownerShare < 1)).toBe(true);

    // The switch: the whole catalogue, in the same order, with the same totals.
    const whole = await page('pageSize=50&catalogue=true');
    const every = await rawRows(sql`true`, sql`x.revenue desc, x.code`, true);
    expect(whole.total).toBe(catalogue?.n);
    expect(every).toHaveLength(catalogue?.n ?? 0);
    expect(whole.items).toEqual(every.slice(0, 50));
    expect(every.map((row) => row.productCode)).toContain(dropped);
    expect(whole.totals).toEqual(first.totals);

    expect(first.totals.current).toEqual(await rawTotals(period));
    expect(first.totals.previous).toEqual(await rawTotals(before));
    expect(first.totals.current.revenue).toBeGreaterThan(0);
    expect(first.totals.previous.revenue).toBeGreaterThan(0);
    expect(first.totals.current.revenue).toBe(all.reduce((sum, row) => sum + row.revenue, 0));
  });

  it('charts the top products by revenue, whatever the page', async () => {
    expect(first.top).toEqual(all.slice(0, PRODUCT_TOP));
    const later = await page('page=3&pageSize=10&sortBy=productName');
    expect(later.top).toEqual(first.top);
  });

  it('lists the categories of the catalogue', async () => {
    const categories = await queryRows<{ category: string }>(
      kit.app.ctx.db,
      sql`select distinct category from ts_products order by category`,
    );
    expect(first.categories).toEqual(categories.map((row) => row.category));
    expect(first.categories.length).toBeGreaterThan(3);
  });

  it('sorts by quantity, lowest first, and by product name (A to Z unless asked)', async () => {
    const byQuantity = await page('sortBy=quantity&sortOrder=asc&pageSize=40');
    expect(byQuantity.items).toEqual(
      (await rawRows(sql`true`, sql`x.quantity, x.code`)).slice(0, 40),
    );
    expect(byQuantity.items[0]?.quantity).toBeGreaterThan(0);
    // Over the whole catalogue, what did not sell comes first.
    const unsoldFirst = await page('sortBy=quantity&sortOrder=asc&pageSize=40&catalogue=true');
    expect(unsoldFirst.items).toEqual(
      (await rawRows(sql`true`, sql`x.quantity, x.code`, true)).slice(0, 40),
    );
    expect(unsoldFirst.items[0]?.quantity).toBe(0);

    const byName = await page('sortBy=productName&pageSize=40');
    expect(byName.items).toEqual((await rawRows(sql`true`, sql`x.name, x.code`)).slice(0, 40));
    const byNameDesc = await page('sortBy=productName&sortOrder=desc&pageSize=40');
    expect(byNameDesc.items).toEqual(
      (await rawRows(sql`true`, sql`x.name desc, x.code`)).slice(0, 40),
    );
  });

  it('sorts by sellers and by owner share', async () => {
    const bySellers = await page('sortBy=sellers&pageSize=40');
    expect(bySellers.items).toEqual(
      (await rawRows(sql`true`, sql`x.sellers desc, x.code`)).slice(0, 40),
    );
    const byShare = await page('sortBy=ownerShare&sortOrder=asc&pageSize=200');
    const shares = byShare.items.map((row) => row.ownerShare);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(byShare.items).toEqual(
      (await rawRows(sql`true`, sql`x.owner_share, x.code`)).slice(0, 200),
    );
  });

  it('continues page 1 on page 2, with no product twice', async () => {
    const one = await page('pageSize=25');
    const two = await page('page=1&pageSize=25');
    expect(two).toEqual(expect.objectContaining({ page: 1, pageSize: 25, total: all.length }));
    expect([...one.items, ...two.items]).toEqual(all.slice(0, 50));
    const codes = new Set([...one.items, ...two.items].map((row) => row.productCode));
    expect(codes.size).toBe(50);
    const past = await page(`page=${String(Math.ceil(all.length / 25))}&pageSize=25`);
    expect(past.items).toEqual([]);
    expect(past.total).toBe(all.length);
  });

  it('finds a product by its name typed without accents', async () => {
    const product = all.find(
      (row) => withoutAccents(row.productName) !== row.productName && row.revenue > 0,
    );
    if (!product) throw new Error('no product name with accents');
    const typed = withoutAccents(product.productName).toLowerCase();
    expect(typed).not.toBe(product.productName.toLowerCase());
    const body = await page(`search=${encodeURIComponent(typed)}&pageSize=200`);
    expect(body.items.map((row) => row.productCode)).toContain(product.productCode);
    const holds = (text: string) => withoutAccents(text).toLowerCase().includes(typed);
    const expected = await rawRows(sql`true`);
    const ingredients = new Map(
      (
        await queryRows<{ code: string; activeIngredient: string }>(
          kit.app.ctx.db,
          sql`select code, active_ingredient as "activeIngredient" from ts_products`,
        )
      ).map((row) => [row.code, row.activeIngredient]),
    );
    const matching = expected.filter((row) =>
      holds(
        [row.productCode, row.productName, ingredients.get(row.productCode), row.manufacturer].join(
          ' ',
        ),
      ),
    );
    expect(body.items).toEqual(matching);
    expect(body.total).toBe(matching.length);
    expect(body.total).toBeLessThan(all.length);
    expect(body.top).toEqual(matching.slice(0, PRODUCT_TOP));

    // Its words in another order, one of them left out, still find it; a word it lacks does not.
    const words = typed.split(' ');
    const shuffled = [...words.slice(1), words[0]].filter((_, index) => index !== 1).join(' ');
    const reordered = await page(`search=${encodeURIComponent(shuffled)}&pageSize=200`);
    expect(reordered.items.map((row) => row.productCode)).toContain(product.productCode);
    const missing = await page(`search=${encodeURIComponent(`${typed} khongcotu`)}&pageSize=200`);
    expect(missing.total).toBe(0);
    const codes = matching.map((row) => `'${row.productCode}'`).join(', ');
    expect(body.totals.current).toEqual(await rawTotals(period, sql.raw(`p.code in (${codes})`)));

    // By its manufacturer, in capitals.
    const maker = withoutAccents(product.manufacturer).toUpperCase();
    const byMaker = await page(`search=${encodeURIComponent(maker)}&pageSize=200`);
    expect(byMaker.items.map((row) => row.productCode)).toContain(product.productCode);
    expect(byMaker.items.every((row) => row.manufacturer === product.manufacturer)).toBe(true);
  });

  it('keeps the products of one category', async () => {
    const [category] = await queryRows<{ category: string }>(
      kit.app.ctx.db,
      sql`select category from ts_products group by category
          order by count(*) desc, category limit 1`,
    );
    if (!category) throw new Error('no category');
    const body = await page(`category=${encodeURIComponent(category.category)}&pageSize=200`);
    const expected = await rawRows(sql`x.category = ${category.category}`);
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan(all.length);
    expect(body.items).toEqual(expected.slice(0, 200));
    expect(body.total).toBe(expected.length);
    expect(body.top).toEqual(expected.slice(0, PRODUCT_TOP));
    const inCategory = sql`p.category = ${category.category}`;
    expect(body.totals.current).toEqual(await rawTotals(period, inCategory));
    expect(body.totals.previous).toEqual(await rawTotals(before, inCategory));
  });

  it('answers a period without sales with no product and zero totals, and the catalogue when asked', async () => {
    const response = await analysis('giamdoc', 'fromDate=2015-01-01&toDate=2015-01-31');
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductAnalysisPage>();
    const zero = { quantity: 0, revenue: 0, products: 0, ownerRevenue: 0 };
    expect(body.totals).toEqual({ current: zero, previous: zero });
    expect(body.total).toBe(0);
    expect(body.items).toEqual([]);
    const whole = (
      await analysis('giamdoc', 'fromDate=2015-01-01&toDate=2015-01-31&catalogue=true')
    ).json<ProductAnalysisPage>();
    const [catalogue] = await queryRows<{ n: number }>(
      kit.app.ctx.db,
      sql`select count(*)::int as n from ts_products`,
    );
    expect(whole.total).toBe(catalogue?.n);
    expect(whole.items.every((row) => row.revenue === 0)).toBe(true);
  });
});

describe('GET the product analysis of one product', () => {
  let code: string;
  let newcomer: { inPeriod: number; after: number };
  let body: ProductAnalysisDetail;
  beforeAll(async () => {
    // A product sold in the period, whose price changed in it, in the owners' stock, with deals.
    const [picked] = await queryRows<{ code: string }>(
      kit.app.ctx.db,
      sql`select l.product_code as code
          from ${NET_LINES} l join ts_orders o on o.code = l.order_code
          where ${counted(period)}
            and exists (select 1 from ts_offer_prices h where h.product_code = l.product_code
              and h.effective_from > ${period.fromDate}::date
              and h.effective_from <= ${period.toDate}::date)
            and exists (select 1 from ts_inventory i where i.product_code = l.product_code
              and i.seller_id in ${OWNERS})
          group by l.product_code
          order by (select count(*) from ts_deals d where d.product_code = l.product_code
              and (d.end_at at time zone ${VN_ZONE})::date >= ${period.fromDate}::date
              and (d.start_at at time zone ${VN_ZONE})::date <= ${period.toDate}::date)
            desc, count(distinct o.seller_id) desc, sum(l.net) desc, l.product_code
          limit 1`,
    );
    if (!picked) throw new Error('no product sold with price changes in the period');
    code = picked.code;
    // Two sellers without a price for it yet: one priced in the period, one after it.
    const newcomers = await queryRows<{ idf: number }>(
      kit.app.ctx.db,
      sql`select idf from thuocsi_sellers s where not exists (select 1 from ts_offer_prices h
            where h.product_code = ${code} and h.seller_id = s.idf)
          order by idf limit 2`,
    );
    const [inPeriod, after] = newcomers;
    if (!inPeriod || !after) throw new Error('no seller without a price of it');
    const dayAfter = (day: string, n: number) =>
      new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);
    await kit.app.ctx.db.execute(
      sql`insert into ts_offer_prices (seller_id, product_code, effective_from, price) values
            (${inPeriod.idf}, ${code}, ${dayAfter(period.fromDate, 3)}, 12300),
            (${inPeriod.idf}, ${code}, ${dayAfter(period.toDate, 1)}, 12400),
            (${after.idf}, ${code}, ${dayAfter(period.toDate, 1)}, 45600)`,
    );
    newcomer = { inPeriod: inPeriod.idf, after: after.idf };
    const response = await detail('marketing', code);
    expect(response.statusCode, response.body).toBe(200);
    body = response.json<ProductAnalysisDetail>();
  });

  it('describes the product from the catalogue', async () => {
    const [product] = await queryRows<ProductAnalysisDetail['product']>(
      kit.app.ctx.db,
      sql`select code, name, active_ingredient as "activeIngredient", unit, packing,
            dosage_form as "dosageForm", prescription, category, manufacturer, country,
            registration_number as "registrationNumber"
          from ts_products where code = ${code}`,
    );
    expect(body.product).toEqual(product);
    expect(body.period).toEqual(period);
    expect(body.previousPeriod).toEqual(before);
  });

  it('gives its sales in the period and the one before as the raw order lines give them', async () => {
    const figures = async (asked: ReportPeriod) => {
      const [row] = await raw<ProductAnalysisDetail['totals']['current']>(
        sql`select coalesce(sum(l.quantity), 0)::text as quantity,
              coalesce(sum(l.net), 0)::text as revenue, count(distinct o.code)::int as orders
            from ${NET_LINES} l join ts_orders o on o.code = l.order_code
            where l.product_code = ${code} and ${counted(asked)}`,
        ['quantity', 'revenue'],
      );
      return row;
    };
    expect(body.totals.current).toEqual(await figures(period));
    expect(body.totals.previous).toEqual(await figures(before));
    expect(body.totals.current.revenue).toBeGreaterThan(0);
  });

  it('gives every month the period touches, with the raw monthly sums', async () => {
    const rawMonths = async (asked: ReportPeriod) => {
      const sold = await raw<ProductAnalysisDetail['byMonth'][number]>(
        sql`select to_char(o.order_date, 'YYYY-MM') as month, sum(l.quantity)::text as quantity,
              sum(l.net)::text as revenue, count(distinct o.code)::int as orders
            from ${NET_LINES} l join ts_orders o on o.code = l.order_code
            where l.product_code = ${code} and ${counted(asked)}
            group by 1`,
        ['quantity', 'revenue'],
      );
      const inMonth = new Map(sold.map((row) => [row.month, row]));
      return monthsOf(asked).map(
        (month) => inMonth.get(month) ?? { month, quantity: 0, revenue: 0, orders: 0 },
      );
    };
    expect(monthsOf(period).length).toBeGreaterThanOrEqual(2);
    expect(body.byMonth).toEqual(await rawMonths(period));
    // The period compared, month by month, to draw against the period's.
    expect(body.previousByMonth).toEqual(await rawMonths(body.previousPeriod));
    const summed = body.byMonth.reduce((sum, row) => sum + row.revenue, 0);
    expect(summed).toBe(body.totals.current.revenue);

    // Over whole months with days at both ends too.
    const long = wholeMonthsBetween();
    const longer = await detail('giamdoc', code, long);
    expect(longer.json<ProductAnalysisDetail>().byMonth).toEqual(await rawMonths(long));

    // A month without sales of it is there, as 0.
    const quiet = await detail('giamdoc', code, { fromDate: '2015-01-20', toDate: '2015-03-05' });
    expect(quiet.json<ProductAnalysisDetail>().byMonth).toEqual(
      ['2015-01', '2015-02', '2015-03'].map((month) => ({
        month,
        quantity: 0,
        revenue: 0,
        orders: 0,
      })),
    );
  });

  it("gives each seller's price on the first day, then its changes in the period", async () => {
    const history = await queryRows<{
      sellerId: number;
      sellerName: string;
      day: string;
      price: number;
    }>(
      kit.app.ctx.db,
      sql`select h.seller_id as "sellerId", s.name as "sellerName",
            to_char(h.effective_from, 'YYYY-MM-DD') as day, h.price
          from ts_offer_prices h join thuocsi_sellers s on s.idf = h.seller_id
          where h.product_code = ${code}`,
    );
    const sellers = [...new Set(history.map((row) => row.sellerId))];
    const expected = sellers
      .map((sellerId) => {
        const rows = history
          .filter((row) => row.sellerId === sellerId)
          .sort((a, b) => a.day.localeCompare(b.day));
        const inEffect = rows.filter((row) => row.day <= period.fromDate).at(-1);
        const changes = rows.filter((row) => row.day > period.fromDate && row.day <= period.toDate);
        return {
          sellerId,
          sellerName: rows[0]?.sellerName ?? '',
          isOwner: OWNER_SELLER_IDS.includes(sellerId),
          points: [
            ...(inEffect ? [{ day: period.fromDate, price: inEffect.price }] : []),
            ...changes.map(({ day, price }) => ({ day, price })),
          ],
        };
      })
      .filter((seller) => seller.points.length > 0);
    const bySellerId = <T extends { sellerId: number }>(rows: T[]) =>
      [...rows].sort((a, b) => a.sellerId - b.sellerId);
    expect(bySellerId(body.priceHistory)).toEqual(bySellerId(expected));
    expect(body.priceHistory.some((seller) => seller.points.length > 1)).toBe(true);
    // A seller first priced in the period starts on that day; one priced after it is left out.
    expect(
      body.priceHistory.find((seller) => seller.sellerId === newcomer.inPeriod)?.points,
    ).toEqual([
      { day: expected.find((s) => s.sellerId === newcomer.inPeriod)?.points[0]?.day, price: 12300 },
    ]);
    expect(body.priceHistory.map((seller) => seller.sellerId)).not.toContain(newcomer.after);
    const first = body.priceHistory.find((seller) => seller.points[0]?.day === period.fromDate);
    expect(first).toBeDefined();
    // The owner sellers come first.
    const owners = body.priceHistory.map((seller) => seller.isOwner);
    expect(owners).toEqual([...owners].sort((a, b) => Number(b) - Number(a)));
  });

  it('lists its current offers cheapest first, then the sellers who sold it and offer it no more: the rows sum to its revenue', async () => {
    const db = kit.app.ctx.db;
    // A seller who sold it in the period stops offering it.
    const [gone] = await queryRows<{ offer: Record<string, unknown> }>(
      db,
      sql`select row_to_json(f) as offer from ts_offers f
          where f.product_code = ${code} and exists (select 1 from ts_orders o
            join ts_order_lines l on l.order_code = o.code
            where l.product_code = ${code} and o.seller_id = f.seller_id and ${counted(period)})
          order by f.seller_id limit 1`,
    );
    if (!gone) throw new Error('no seller who sold it in the period');
    await db.execute(
      sql`delete from ts_offers where product_code = ${code} and seller_id = ${gone.offer.seller_id}`,
    );
    const response = await detail('marketing', code).finally(() =>
      db.execute(sql`insert into ts_offers
        select * from json_populate_record(null::ts_offers, ${JSON.stringify(gone.offer)}::json)`),
    );
    const sellers = response.json<ProductAnalysisDetail>().sellers;
    const expected = await raw<ProductAnalysisDetail['sellers'][number]>(
      sql`with sold as (
            select o.seller_id, sum(l.quantity) as quantity, sum(l.net) as revenue
            from ${NET_LINES} l join ts_orders o on o.code = l.order_code
            where l.product_code = ${code} and ${counted(period)}
            group by o.seller_id
          ),
          offered as (select * from ts_offers where product_code = ${code}
            and seller_id <> ${gone.offer.seller_id})
          select s.idf as "sellerId", s.code, s.name, f.price, f.status,
            coalesce(d.quantity, 0)::text as quantity, coalesce(d.revenue, 0)::text as revenue
          from offered f full join sold d on d.seller_id = f.seller_id
          join thuocsi_sellers s on s.idf = coalesce(f.seller_id, d.seller_id)
          order by f.price nulls last, d.revenue desc nulls last, s.idf`,
      ['quantity', 'revenue'],
    );
    expect(sellers).toEqual(
      expected.map((row) => ({ ...row, isOwner: OWNER_SELLER_IDS.includes(row.sellerId) })),
    );
    const stopped = sellers.find((seller) => seller.sellerId === gone.offer.seller_id);
    expect(stopped).toMatchObject({ price: null, status: null });
    expect(stopped?.revenue).toBeGreaterThan(0);
    expect(sellers.length).toBeGreaterThan(1);
    const prices = sellers.flatMap((seller) => (seller.price === null ? [] : [seller.price]));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(sellers.at(-1)?.price).toBeNull();
    const sold = sellers.reduce((sum, seller) => sum + seller.revenue, 0);
    expect(sold).toBe(body.totals.current.revenue);
    expect(sellers.reduce((sum, seller) => sum + seller.quantity, 0)).toBe(
      body.totals.current.quantity,
    );
  });

  it("gives the owners' stock of it by warehouse and seller name, earliest expiry first, near expiry flagged", async () => {
    const lots = await queryRows<{
      warehouseCode: string;
      warehouseName: string;
      sellerId: number;
      sellerName: string;
      lot: string;
      expiryDate: string;
      onHand: number;
      reserved: number;
      unitCost: number;
    }>(
      kit.app.ctx.db,
      sql`select i.warehouse_code as "warehouseCode", w.name as "warehouseName",
            i.seller_id as "sellerId", s.name as "sellerName", i.lot,
            to_char(i.expiry_date, 'YYYY-MM-DD') as "expiryDate", i.quantity_on_hand as "onHand",
            i.quantity_reserved as reserved, i.unit_cost as "unitCost"
          from ts_inventory i
          join thuocsi_warehouses w on w.code = i.warehouse_code
          join thuocsi_sellers s on s.idf = i.seller_id
          where i.product_code = ${code} and i.seller_id in ${OWNERS}
          order by i.expiry_date, i.warehouse_code, i.seller_id, i.lot`,
    );
    expect(lots.length).toBeGreaterThan(0);
    const today = Date.parse(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10));
    expect(body.stock).toEqual(
      lots.map(({ onHand, reserved, unitCost, ...lot }) => {
        const daysToExpiry = Math.round((Date.parse(lot.expiryDate) - today) / DAY_MS);
        return {
          ...lot,
          daysToExpiry,
          nearExpiry: daysToExpiry < NEAR_EXPIRY_DAYS,
          quantityOnHand: onHand,
          quantityAvailable: onHand - reserved,
          stockValue: onHand * unitCost,
        };
      }),
    );
  });

  it('gives its deals running in the period or later, by start, as the deal calls do', async () => {
    const deals = await queryRows<{
      id: number;
      sellerId: number;
      dealPrice: number;
      usualPrice: number;
      startAt: string;
      endAt: string;
      startDay: string;
      endDay: string;
    }>(
      kit.app.ctx.db,
      sql`select id, seller_id as "sellerId", deal_price as "dealPrice",
            usual_price as "usualPrice", start_at as "startAt", end_at as "endAt",
            to_char(start_at at time zone ${VN_ZONE}, 'YYYY-MM-DD') as "startDay",
            to_char(end_at at time zone ${VN_ZONE}, 'YYYY-MM-DD') as "endDay"
          from ts_deals where product_code = ${code} order by start_at, code`,
    );
    const expected = deals.filter((deal) => deal.endDay >= period.fromDate);
    expect(body.deals.map((deal) => deal.id)).toEqual(expected.map((deal) => deal.id));
    const inPeriod = expected.filter((deal) => deal.startDay <= period.toDate);
    expect(inPeriod.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const [i, deal] of body.deals.entries()) {
      const row = expected[i];
      if (!row) throw new Error('a deal too many');
      const startAt = new Date(row.startAt).toISOString();
      const endAt = new Date(row.endAt).toISOString();
      expect(deal).toEqual(
        expect.objectContaining({
          sellerId: row.sellerId,
          productCode: code,
          productName: body.product.name,
          unit: body.product.unit,
          dealPrice: row.dealPrice,
          usualPrice: row.usualPrice,
          startAt,
          endAt,
          status:
            Date.parse(endAt) < now ? 'ENDED' : Date.parse(startAt) <= now ? 'ACTIVE' : 'UPCOMING',
        }),
      );
    }
  });
});

describe('GET the product analysis: refusals', () => {
  const july = { fromDate: '2026-07-01', toDate: '2026-07-31' };

  it('answers 404 for a product that is not in the catalogue', async () => {
    const response = await detail('giamdoc', 'KHONG-CO-SP-NAY');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ code: string; message: string }>()).toEqual(
      expect.objectContaining({
        code: ErrorCode.NOT_FOUND,
        message: ECOMMERCE_MESSAGES.productNotFound,
      }),
    );
  });

  it('refuses a period that ends before it starts, naming toDate, and one over 3 years', async () => {
    const [product] = await queryRows<{ code: string }>(
      kit.app.ctx.db,
      sql`select code from ts_products order by code limit 1`,
    );
    const calls = (asked: string) => [
      analysis('giamdoc', asked),
      get('giamdoc', `${productAnalysisPath(product?.code ?? '')}?${asked}`),
    ];
    for (const [asked, message] of [
      ['fromDate=2026-11-25&toDate=2026-11-24', REPORT_MESSAGES.toDateBeforeFromDate],
      ['fromDate=2022-01-01&toDate=2026-01-01', REPORT_MESSAGES.periodTooLong],
    ] as const) {
      for (const response of await Promise.all(calls(asked))) {
        expect(response.statusCode, asked).toBe(400);
        const body = response.json<{
          code: string;
          details: { fields: { field: string; message: string }[] };
        }>();
        expect(body.code).toBe(ErrorCode.VALIDATION_ERROR);
        expect(body.details.fields).toEqual([
          expect.objectContaining({ field: 'toDate', message }),
        ]);
      }
    }
  });

  it('refuses an unknown sort and a search too long', async () => {
    for (const query of ['sortBy=price', `search=${'a'.repeat(101)}`, 'seller=1']) {
      const response = await analysis('giamdoc', `${periodQuery(july)}&${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('refuses a sale and the warehouse, answers marketing and the director', async () => {
    const [product] = await queryRows<{ code: string }>(
      kit.app.ctx.db,
      sql`select code from ts_products order by code limit 1`,
    );
    const code = product?.code ?? '';
    for (const [user, status] of [
      ['sale1', 403],
      ['kho', 403],
      ['marketing', 200],
      ['giamdoc', 200],
    ] as const) {
      expect((await analysis(user, periodQuery(july))).statusCode, user).toBe(status);
      expect((await detail(user, code, july)).statusCode, user).toBe(status);
    }
  });
});
