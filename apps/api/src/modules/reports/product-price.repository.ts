// Products by seller price: the offers on sale now (ts_offers) at the sellers compared and at the
// company's own, with each product's sales in the period from its running totals (ts_product_running).
import { OWNER_SELLER_IDS, type ProductBySellerPriceSearch } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idSet } from '../../lib/sql-sets';
import { preparedRows } from '../../lib/prepared-rows';
import { ACTIVE_OFFER, OWNER_IDS, productFilter, runningSales } from './product-reports.repository';
import { rowsWithNumbers } from '../../lib/query-rows';

type SortBy = NonNullable<ProductBySellerPriceSearch['sortBy']>;

/** What each sort orders by (a row of `matched` as `m`). */
const SORT_COLUMNS: Record<SortBy, SQL> = {
  revenue: sql`m.revenue`,
  productName: sql`m.name`,
  difference: sql`m.difference`,
  differenceRatio: sql`m.difference_ratio`,
};

/**
 * `matched`: the products of the filters that a compared seller (`chosen`) has on sale now, with
 * each compared seller's price (`prices`, by seller id), the lowest of them, the company's lowest
 * (`owner_prices` too) and the lowest competitor's among the compared, and (`withSales`) its sales
 * in the period: what only the page shows, so the statistics do not read the running totals.
 */
function matchedProducts(
  query: ProductBySellerPriceSearch,
  chosen: readonly number[],
  withSales: boolean,
): SQL {
  const compared = idSet(chosen);
  // The company against the competitors compared, or against the whole marketplace when only its
  // own sellers are compared.
  const market = chosen.every((id) => OWNER_SELLER_IDS.includes(id));
  const competitor = market
    ? sql`o.seller_id not in ${OWNER_IDS}`
    : sql`o.seller_id in ${compared} and o.seller_id not in ${OWNER_IDS}`;
  // A tie goes to the first seller asked, as the columns are ordered.
  const asked = sql`array_position(${`{${chosen.join(',')}}`}::int[], o.seller_id)`;
  const conditions: SQL[] = [productFilter(query)];
  if (query.productCode) conditions.push(sql`p.code = ${query.productCode}`);
  if (query.notCheapestOnly === 'true') {
    conditions.push(sql`f.owner_price > f.competitor_price`);
  }
  return sql`offers as (
      select o.product_code, o.seller_id, o.price from ts_offers o
      where o.status = ${ACTIVE_OFFER}
        and (${market ? sql`true` : sql`o.seller_id in ${compared} or o.seller_id in ${OWNER_IDS}`})
    ),
    priced as (
      select o.product_code,
        min(o.price) filter (where o.seller_id in ${compared}) as cheapest_price,
        min(o.price) filter (where o.seller_id in ${OWNER_IDS}) as owner_price,
        min(o.price) filter (where ${competitor}) as competitor_price,
        (array_agg(o.seller_id order by o.price, ${asked} nulls last, o.seller_id)
          filter (where ${competitor}))[1] as competitor_seller_id,
        json_object_agg(o.seller_id, o.price) filter (where o.seller_id in ${compared}) as prices,
        json_object_agg(o.seller_id, o.price) filter (where o.seller_id in ${OWNER_IDS})
          as owner_prices
      from offers o group by o.product_code
    ),
    ${
      withSales
        ? sql`sold as ${runningSales(sql`(select product_code as code from priced)`, query)},`
        : sql``
    }
    matched as (
      select p.code, p.name, p.unit, p.category, p.prescription,
        ${withSales ? sql`coalesce(s.quantity, 0) as quantity, coalesce(s.revenue, 0) as revenue,` : sql``}
        f.prices, f.owner_prices, f.cheapest_price, f.owner_price, f.competitor_price,
        f.competitor_seller_id,
        f.owner_price - f.competitor_price as difference,
        (f.owner_price - f.competitor_price)::float8 / nullif(f.competitor_price, 0)::float8
          as difference_ratio
      from priced f
      join ts_products p on p.code = f.product_code
      ${withSales ? sql`left join sold s on s.product_code = f.product_code` : sql``}
      where f.prices is not null and ${sql.join(conditions, sql` and `)}
    )`;
}

export interface PriceRowRead {
  productCode: string;
  productName: string;
  unit: string;
  category: string;
  prescription: boolean;
  quantity: number;
  revenue: number;
  /** Seller id (as text) to price. */
  prices: Record<string, number>;
  ownerPrices: Record<string, number> | null;
  cheapestPrice: number | null;
  ownerPrice: number | null;
  competitorPrice: number | null;
  competitorSellerId: number | null;
  competitorName: string | null;
  difference: number | null;
  differenceRatio: number | null;
  total: number;
}

/** The page asked of the products compared; each row carries their number. */
export function priceRows(
  db: Database,
  query: ProductBySellerPriceSearch,
  chosen: readonly number[],
): Promise<PriceRowRead[]> {
  const sortBy = query.sortBy ?? 'revenue';
  const order = query.sortOrder ?? (sortBy === 'productName' ? 'asc' : 'desc');
  const direction = order === 'asc' ? sql`asc` : sql`desc`;
  return rowsWithNumbers<PriceRowRead>(
    db,
    sql`with ${matchedProducts(query, chosen, true)}
        select m.code as "productCode", m.name as "productName", m.unit, m.category,
          m.prescription, m.quantity::text as quantity, m.revenue::text as revenue, m.prices,
          m.owner_prices as "ownerPrices", m.cheapest_price as "cheapestPrice",
          m.owner_price as "ownerPrice", m.competitor_price as "competitorPrice",
          m.competitor_seller_id as "competitorSellerId", c.name as "competitorName",
          m.difference, m.difference_ratio as "differenceRatio", count(*) over ()::int as total
        from matched m
        left join thuocsi_sellers c on c.idf = m.competitor_seller_id
        order by ${SORT_COLUMNS[sortBy]} ${direction} nulls last, m.code
        limit ${query.pageSize} offset ${query.page * query.pageSize}`,
    ['quantity', 'revenue'],
  );
}

export interface PriceStatsRead {
  total: number;
  compared: number;
  ownerCheapest: number;
  ownerNotCheapest: number;
  averageGapRatio: number | null;
  /** Seller id (as text) to the products listed it offers, and those where it is the cheapest. */
  offered: Record<string, number> | null;
  cheapest: Record<string, number> | null;
}

/** Over every product compared: how the company's price stands, and each seller's offers. */
export async function priceStats(
  db: Database,
  query: ProductBySellerPriceSearch,
  chosen: readonly number[],
): Promise<PriceStatsRead> {
  const [row] = await preparedRows<PriceStatsRead>(
    db,
    sql`with ${matchedProducts(query, chosen, false)},
        per_seller as (
          select c.id, count(m.code)::int as offered,
            count(m.code) filter (where (m.prices ->> c.id::text)::int = m.cheapest_price)::int
              as cheapest
          from ${idSet(chosen)} as c (id)
          left join matched m on m.prices ->> c.id::text is not null
          group by c.id
        ),
        summary as (
          select count(*)::int as total,
            count(*) filter (where owner_price is not null and competitor_price is not null)::int
              as compared,
            count(*) filter (where owner_price <= competitor_price)::int as "ownerCheapest",
            count(*) filter (where owner_price > competitor_price)::int as "ownerNotCheapest",
            avg(difference_ratio) filter (where owner_price > competitor_price)
              as "averageGapRatio"
          from matched
        )
        select s.*,
          (select json_object_agg(id, offered) from per_seller) as offered,
          (select json_object_agg(id, cheapest) from per_seller) as cheapest
        from summary s`,
  );
  return {
    total: row?.total ?? 0,
    compared: row?.compared ?? 0,
    ownerCheapest: row?.ownerCheapest ?? 0,
    ownerNotCheapest: row?.ownerNotCheapest ?? 0,
    averageGapRatio: row?.averageGapRatio ?? null,
    offered: row?.offered ?? null,
    cheapest: row?.cheapest ?? null,
  };
}
