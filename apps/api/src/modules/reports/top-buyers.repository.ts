// A seller's top buyers over a period, exact, without summing every buyer-day of a long period:
// read from ts_buyer_daily and ts_buyer_calendar.
import { type ReportPeriod, SUMMARY_TOP, periodMonths } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedRows } from '../../lib/prepared-rows';
import { ofSeller, rowsWithRevenue } from './seller-rows';

/** A buyer's counted orders and their revenue over the period. */
export interface BuyerSales {
  customerCode: string;
  orders: number;
  revenue: number;
}

/** Up to this many buyer-days in the period, its top buyers are summed from them all. */
export const SUM_EVERY_BUYER_DAY = 5000;

/** What a buyer summed on its own from the index costs, in buyer-days summed together. */
const CANDIDATE_COST = 10;

type Unit = 'month' | 'year';
const UNITS: readonly Unit[] = ['month', 'year'];

/** The calendar months or years the period meets, by their first days (YYYY-MM-DD). */
function startsMet(period: ReportPeriod, unit: Unit): string[] {
  if (unit === 'month') return periodMonths(period).map((month) => `${month}-01`);
  const starts: string[] = [];
  for (
    let year = Number(period.fromDate.slice(0, 4));
    year <= Number(period.toDate.slice(0, 4));
    year += 1
  ) {
    starts.push(`${String(year).padStart(4, '0')}-01-01`);
  }
  return starts;
}

/** These days as an array literal (one parameter, whose length the plan sees). */
const dates = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;

/**
 * The SUMMARY_TOP buyers by revenue (then code) over the period among the buyers in `c`
 * (`customer_code`), each summed over its own days of ts_buyer_daily, from the index alone.
 */
const topAmong = (sellerId: number, period: ReportPeriod) => sql`
  select c.customer_code as "customerCode", s.orders::int as orders, s.revenue::text as revenue
  from c cross join lateral (
    select sum(r.orders) as orders, sum(r.revenue) as revenue from ts_buyer_daily r
    where r.customer_code = c.customer_code and ${ofSeller(sellerId, period)}
  ) s
  where s.orders > 0
  order by s.revenue desc, c.customer_code limit ${SUMMARY_TOP}`;

/** The seller's buyers of these months or years (`b`), as in ts_buyer_calendar. */
const ofStarts = (sellerId: number, unit: Unit, starts: readonly string[]) =>
  sql`b.seller_id = ${sellerId} and b.unit = ${unit} and b.start = any(${dates(starts)})`;

/**
 * The seller's SUMMARY_TOP buyers over the period. A short period sums its buyer-days. A long one
 * sums the days of a few buyers only, found in ts_buyer_calendar: first the top buyers of each
 * month and year it meets, whose SUMMARY_TOP-th revenue over the period is a bar R that the top
 * buyers reach; then every buyer who reached R / n in one of the n months (or years) it meets,
 * whichever are fewer: a buyer who did not bought less than R over the period. Exact either way;
 * sums every buyer-day when no bar is found, or when too many buyers are above it. Three
 * statements at most: the buyer-days with the first top buyers, then the buyers above the bar
 * with their sums (or every buyer-day's).
 */
export async function topBuyers(
  db: Database,
  sellerId: number,
  period: ReportPeriod,
  sumEveryBelow = SUM_EVERY_BUYER_DAY,
): Promise<BuyerSales[]> {
  const everyBuyerDay = () =>
    rowsWithRevenue<BuyerSales>(
      db,
      sql`select r.customer_code as "customerCode", sum(r.orders)::int as orders,
            sum(r.revenue)::text as revenue
          from ts_buyer_daily r where ${ofSeller(sellerId, period)}
          group by r.customer_code
          order by sum(r.revenue) desc, r.customer_code limit ${SUMMARY_TOP}`,
    );
  const starts = new Map(UNITS.map((unit) => [unit, startsMet(period, unit)]));
  const tops = UNITS.map(
    (unit) => sql`select t.customer_code from unnest(${dates(starts.get(unit) ?? [])}) as m (start)
      cross join lateral (
        select b.customer_code from ts_buyer_calendar b
        where b.seller_id = ${sellerId} and b.unit = ${unit} and b.start = m.start
        order by b.revenue desc limit ${SUMMARY_TOP}) t`,
  );
  // The buyer-days, and the first top buyers when there are more of them than summed at once.
  const first = await preparedRows<{
    buyerDays: number;
    customerCode: string | null;
    orders: number | null;
    revenue: string | null;
  }>(
    db,
    sql`with d as (select coalesce(sum(r.buyers), 0)::int as n from ts_seller_daily r
          where ${ofSeller(sellerId, period)}),
        c as (select x.customer_code from (${sql.join(tops, sql` union `)}) x
          where (select n from d) > ${sumEveryBelow})
      select d.n as "buyerDays", t.* from d left join (${topAmong(sellerId, period)}) t on true
      order by t.revenue::bigint desc, t."customerCode"`,
  );
  const buyerDays = first[0]?.buyerDays ?? 0;
  if (buyerDays <= sumEveryBelow) return everyBuyerDay();
  const seeds = first.filter((row) => row.customerCode !== null);
  const bar = seeds.length === SUMMARY_TOP ? BigInt(seeds[SUMMARY_TOP - 1]?.revenue ?? 0) : 0n;
  if (bar <= 0n) return everyBuyerDay();

  // Per unit, the buyers above R / n in one of its n months or years; each costs about as much as
  // CANDIDATE_COST buyer-days summed together. Those of the unit with fewer (months when as
  // many), summed unless there are more than that.
  const most = Math.floor(buyerDays / CANDIDATE_COST);
  const above = new Map(
    UNITS.map((unit) => {
      const n = BigInt(starts.get(unit)?.length ?? 1);
      const least = ((bar + n - 1n) / n).toString();
      return [
        unit,
        sql`${ofStarts(sellerId, unit, starts.get(unit) ?? [])}
        and b.revenue >= ${least}::bigint`,
      ];
    }),
  );
  const counts = UNITS.map(
    (unit) => sql`(select count(*) from (
      select 1 from ts_buyer_calendar b where ${above.get(unit)} limit ${most + 1}) x)::int
      as ${sql.identifier(unit)}`,
  );
  const candidates = UNITS.map(
    (unit) => sql`select b.customer_code from ts_buyer_calendar b
      where (select unit from chosen) = ${unit} and (select n from chosen) <= ${most}
        and ${above.get(unit)}`,
  );
  const found = await preparedRows<{
    candidates: number;
    customerCode: string | null;
    orders: number | null;
    revenue: string | null;
  }>(
    db,
    sql`with counts as (select ${sql.join(counts, sql`, `)}),
        chosen as (select case when year < month then 'year' else 'month' end as unit,
          least(month, year) as n from counts),
        c as (${sql.join(candidates, sql` union `)})
      select h.n as candidates, t.* from chosen h
      left join (${topAmong(sellerId, period)}) t on true
      order by t.revenue::bigint desc, t."customerCode"`,
  );
  if ((found[0]?.candidates ?? Infinity) > most) return everyBuyerDay();
  return found
    .filter((row) => row.customerCode !== null)
    .map((row) => ({
      customerCode: row.customerCode ?? '',
      orders: row.orders ?? 0,
      revenue: Number(row.revenue),
    }));
}
