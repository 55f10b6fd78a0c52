// The seller report's figures, read from the rollups (ts_seller_daily; the distinct buyers and
// products from ts_distinct_daily and ts_distinct_monthly) and the deals: never from the order lines.
import {
  type ReportPeriod,
  type SellerFigures,
  dateOfEpochDay,
  epochDay,
  wholeMonths,
} from '@backoffice/shared';
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
 * The rows of these sellers' counted orders and revenue over the period (`seller_id`, `orders`,
 * `revenue`), to be summed: of ts_seller_monthly for the months it holds whole, of ts_seller_daily
 * for its other days (`ids`: a match of seller_id).
 */
function salesRows(ids: SQL, period: ReportPeriod): SQL {
  const { months, days } = wholeMonths(period);
  const parts = days.map(
    (part) => sql`select seller_id, orders, revenue from ts_seller_daily
      where seller_id = ${ids} and day between ${part.fromDate}::date and ${part.toDate}::date`,
  );
  if (months) {
    parts.push(sql`select seller_id, orders, revenue from ts_seller_monthly
      where seller_id = ${ids} and month between ${months.first}::date and ${months.last}::date`);
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
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
  const { dealsFrom, dealsTo } = dealTimes(period);
  const rows = await preparedRows<FigureRow>(
    db,
    sql`
    with sales as (
      select r.seller_id, sum(r.revenue) as revenue, sum(r.orders)::int as orders
      from ${salesRows(ids, period)} r
      group by grouping sets ((r.seller_id), ())
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

/** A period's days with orders as read (their offsets from its first day), oldest first. */
interface DaysRead {
  at: number[];
  orders: number[];
  revenue: number[];
}

/** Every day of the period, oldest first, with the days read (0 on the others). */
function everyDay(period: ReportPeriod, read: DaysRead | null): SellerDay[] {
  const first = epochDay(period.fromDate);
  const days = Array.from({ length: epochDay(period.toDate) - first + 1 }, (_, k) => ({
    day: dateOfEpochDay(first + k),
    orders: 0,
    revenue: 0,
  }));
  read?.at.forEach((k, j) => {
    const day = days[k];
    if (day) Object.assign(day, { orders: read.orders[j] ?? 0, revenue: read.revenue[j] ?? 0 });
  });
  return days;
}

/**
 * One seller's figures for each of these periods, in their order, and every day of each (oldest
 * first, 0 without orders), in one small statement: the seller summary's, planned in a fraction
 * of the time of the many sellers' one above. The days with orders are read as three arrays, the
 * others and the sums made here.
 */
export async function oneSellerPeriods(
  db: Database,
  sellerId: number,
  periods: readonly ReportPeriod[],
): Promise<{ figures: SellerFigures; byDay: SellerDay[] }[]> {
  const selects = periods.map((period, i) => {
    const { dealsFrom, dealsTo } = dealTimes(period);
    const byDay = sql`order by r.day`;
    return sql`select ${i}::int as i, d.buyers, d.skus, t.deals as "activeDeals", s.days
      from (select json_build_object(
          'at', coalesce(array_agg(r.day - ${period.fromDate}::date ${byDay}), '{}'),
          'orders', coalesce(array_agg(r.orders ${byDay}), '{}'),
          'revenue', coalesce(array_agg(r.revenue ${byDay}), '{}')) as days
        from ts_seller_daily r where ${ofSeller(sellerId, period)}) s
      cross join ${sellerDistinct(sellerId, period)} d
      cross join (select count(*)::int as deals from ts_deals
        where seller_id = ${sellerId} and start_at < ${dealsTo} and end_at >= ${dealsFrom}) t`;
  });
  const rows = await preparedRows<
    Pick<FigureRow, 'buyers' | 'skus' | 'activeDeals'> & { i: number; days: DaysRead | null }
  >(db, sql`${sql.join(selects, sql` union all `)} order by i`);
  return periods.map((period, i) => {
    const row = rows.find((read) => read.i === i);
    const byDay = everyDay(period, row?.days ?? null);
    const sum = (measure: 'orders' | 'revenue') =>
      (row?.days?.[measure] ?? []).reduce((total, value) => total + value, 0);
    const totals = row && {
      ...row,
      sellerId,
      revenue: String(sum('revenue')),
      orders: sum('orders'),
    };
    return { figures: figures(totals), byDay };
  });
}
