// The seller report's figures, read from the rollups (ts_seller_daily; the distinct buyers and
// products from ts_distinct_daily and ts_distinct_monthly) and the deals: never from the order lines.
import type { ReportPeriod, SellerFigures } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import { VN_ZONE } from '../../lib/sql-time';
import type { Database } from '../../db/client';
import { anyId } from '../../lib/sql-sets';
import { distinctCounts, distinctTogether, sellerDistinct } from '../ecommerce/distinct.repository';
import { preparedRows } from '../../lib/prepared-rows';
import { ofSeller } from './seller-rows';

interface FigureRow {
  sellerId: number | null;
  revenue: string;
  orders: number;
  /** Null on the row of every seller together when it is not the kept scope (distinctCounts). */
  buyers: number | null;
  skus: number | null;
  activeDeals: number;
}

function figures(row: FigureRow | undefined): SellerFigures {
  const revenue = Number(row?.revenue ?? 0);
  const orders = row?.orders ?? 0;
  return {
    revenue,
    orders,
    buyers: row?.buyers ?? 0,
    skus: row?.skus ?? 0,
    activeDeals: row?.activeDeals ?? 0,
    averageOrderValue: orders === 0 ? 0 : Math.round(revenue / orders),
  };
}

/** A seller with nothing in the period. */
export const NO_FIGURES: SellerFigures = figures(undefined);

/** Deals running at some time between the period's first and last Vietnamese day start before
 * `dealsTo` and end at `dealsFrom` or later. */
function dealTimes(period: ReportPeriod): { dealsFrom: SQL; dealsTo: SQL } {
  return {
    dealsFrom: sql`(${period.fromDate}::date::timestamp at time zone ${VN_ZONE})`,
    dealsTo: sql`((${period.toDate}::date + 1)::timestamp at time zone ${VN_ZONE})`,
  };
}

/**
 * Each seller's figures for the period (by seller id), and those of all of them together (buyers
 * and products distinct across them), in one query over the rollups (and a second, counting the
 * buyers and products together, when these sellers are not the kept scope).
 */
export async function sellerFigures(
  db: Database,
  sellerIds: readonly number[],
  period: ReportPeriod,
): Promise<{ bySeller: Map<number, SellerFigures>; total: SellerFigures }> {
  const ids = anyId(sellerIds);
  const from = sql`${period.fromDate}::date`;
  const to = sql`${period.toDate}::date`;
  const { dealsFrom, dealsTo } = dealTimes(period);
  const rows = await preparedRows<FigureRow>(
    db,
    sql`
    with sales as (
      select seller_id, sum(revenue) as revenue, sum(orders)::int as orders
      from ts_seller_daily where seller_id = ${ids} and day between ${from} and ${to}
      group by grouping sets ((seller_id), ())
    ),
    buyers as (select seller_id, n as buyers from ${distinctCounts('buyer', sellerIds, period)} b),
    skus as (select seller_id, n as skus from ${distinctCounts('product', sellerIds, period)} p),
    deals as (
      select seller_id, count(*)::int as deals
      from ts_deals where seller_id = ${ids} and start_at < ${dealsTo} and end_at >= ${dealsFrom}
      group by grouping sets ((seller_id), ())
    ),
    keys as (
      select seller_id from sales union select seller_id from buyers
      union select seller_id from skus union select seller_id from deals
    )
    select k.seller_id as "sellerId", coalesce(s.revenue, 0)::text as revenue,
      coalesce(s.orders, 0) as orders,
      case when k.seller_id is null then b.buyers else coalesce(b.buyers, 0) end as buyers,
      case when k.seller_id is null then p.skus else coalesce(p.skus, 0) end as skus,
      coalesce(d.deals, 0) as "activeDeals"
    from keys k
    left join sales s on s.seller_id is not distinct from k.seller_id
    left join buyers b on b.seller_id is not distinct from k.seller_id
    left join skus p on p.seller_id is not distinct from k.seller_id
    left join deals d on d.seller_id is not distinct from k.seller_id`,
  );
  const bySeller = new Map<number, SellerFigures>();
  for (const row of rows) if (row.sellerId !== null) bySeller.set(row.sellerId, figures(row));
  const together = rows.find((row) => row.sellerId === null);
  if (together && (together.buyers === null || together.skus === null)) {
    const [counted] = await preparedRows<Pick<FigureRow, 'buyers' | 'skus'>>(
      db,
      distinctTogether(sellerIds, period),
    );
    return { bySeller, total: figures({ ...together, ...counted }) };
  }
  return { bySeller, total: figures(together) };
}

/** A day of a period: its counted orders and revenue. */
export interface SellerDay {
  day: string;
  orders: number;
  revenue: number;
}

/**
 * One seller's figures for each of these periods, in their order, and every day of each (oldest
 * first, 0 without orders), in one small statement: the seller summary's, planned in a fraction
 * of the time of the many sellers' one above.
 */
export async function oneSellerPeriods(
  db: Database,
  sellerId: number,
  periods: readonly ReportPeriod[],
): Promise<{ figures: SellerFigures; byDay: SellerDay[] }[]> {
  const selects = periods.map((period, i) => {
    const { dealsFrom, dealsTo } = dealTimes(period);
    return sql`select ${i}::int as i, s.revenue::text as revenue, s.orders, d.buyers, d.skus,
        t.deals as "activeDeals",
        (select json_agg(json_build_object('day', to_char(x.day, 'YYYY-MM-DD'),
            'orders', coalesce(r.orders, 0), 'revenue', coalesce(r.revenue, 0)) order by x.day)
          from (select ${period.fromDate}::date + n as day
            from generate_series(0, ${period.toDate}::date - ${period.fromDate}::date) as n) x
          left join ts_seller_daily r on r.seller_id = ${sellerId} and r.day = x.day) as days
      from (select coalesce(sum(r.revenue), 0) as revenue, coalesce(sum(r.orders), 0)::int as orders
        from ts_seller_daily r where ${ofSeller(sellerId, period)}) s
      cross join ${sellerDistinct(sellerId, period)} d
      cross join (select count(*)::int as deals from ts_deals
        where seller_id = ${sellerId} and start_at < ${dealsTo} and end_at >= ${dealsFrom}) t`;
  });
  const rows = await preparedRows<FigureRow & { i: number; days: SellerDay[] | null }>(
    db,
    sql`${sql.join(selects, sql` union all `)} order by i`,
  );
  return periods.map((_, i) => {
    const row = rows.find((read) => read.i === i);
    return { figures: figures(row), byDay: row?.days ?? [] };
  });
}
