// A seller's offers with their current price and its last change (from the price history),
// searched, sorted and paged.
import type { SellerProduct, SellerProductSearch } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedRows } from '../../lib/prepared-rows';
import { everyWordIn } from '../../lib/search-words';

type SortBy = NonNullable<SellerProductSearch['sortBy']>;

/** What each sort orders by (the offer joined as `o`, its product as `p`, its history as `h`). */
const SORT_COLUMNS: Record<SortBy, SQL> = {
  productName: sql`coalesce(p.name, o.product_code)`,
  price: sql`o.price`,
  changedAt: sql`h.changed_at`,
};

/**
 * The seller's offers (`o`, their product `p`) whose code or name holds every word of the search,
 * accents and case aside.
 */
function matching(sellerId: number, search: string | undefined): SQL {
  const holds = everyWordIn(sql`o.product_code || ' ' || coalesce(p.name, '')`, search);
  return sql`o.seller_id = ${sellerId} and ${holds}`;
}

const OFFERS = sql`ts_offers o left join ts_products p on p.code = o.product_code`;

/** The offer's two latest price history rows: the current price's day and the price before. */
const LAST_CHANGE = sql`lateral (
  select (array_agg(l.effective_from order by l.effective_from desc))[1] as changed_at,
    (array_agg(l.price order by l.effective_from desc))[2] as previous_price
  from (select effective_from, price from ts_offer_prices
    where seller_id = o.seller_id and product_code = o.product_code
    order by effective_from desc limit 2) l
)`;

/** One page of the seller's matching offers, in the order asked (product code breaking ties). */
export function sellerProductRows(
  db: Database,
  sellerId: number,
  query: SellerProductSearch,
): Promise<SellerProduct[]> {
  const direction = query.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  const sortColumn = SORT_COLUMNS[query.sortBy ?? 'productName'];
  return preparedRows<SellerProduct>(
    db,
    sql`select o.product_code as "productCode", coalesce(p.name, o.product_code) as "productName",
          coalesce(p.unit, '') as unit, coalesce(p.category, '') as category, o.status, o.price,
          h.previous_price as "previousPrice", to_char(h.changed_at, 'YYYY-MM-DD') as "changedAt"
        from ${OFFERS} left join ${LAST_CHANGE} h on true
        where ${matching(sellerId, query.search)}
        order by ${sortColumn} ${direction} nulls last, o.product_code
        limit ${query.pageSize} offset ${query.page * query.pageSize}`,
  );
}

/** How many of the seller's offers match the search. */
export async function countSellerProducts(
  db: Database,
  sellerId: number,
  search: string | undefined,
): Promise<number> {
  const [row] = await preparedRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${OFFERS} where ${matching(sellerId, search)}`,
  );
  return row?.total ?? 0;
}
