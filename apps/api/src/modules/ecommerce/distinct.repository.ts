// Distinct buyers and products over any period without a distinct count over its days: each day of
// a seller (and of the kept sellers together) holds how many of that day's buyers or products had
// not been seen there for k days or more (ts_distinct_daily), kept from the rollups ts_buyer_daily
// and ts_sales_daily: rebuilt with them, and refreshed from the earliest day a write touched. Those
// days summed per calendar month (ts_distinct_monthly) give a long period's whole months.
import {
  type ReportPeriod,
  SELLER_PRIORITY_CUTOFF,
  SellerStatus,
  wholeMonths,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idSet } from '../../lib/sql-sets';
import { queryRows } from '../../lib/query-rows';

/** What is counted distinct, and the rollup it is read from: one row per day x seller x item. */
const KINDS = {
  buyer: { table: sql`ts_buyer_daily`, item: sql`customer_code` },
  product: { table: sql`ts_sales_daily`, item: sql`product_code` },
} as const;

export type DistinctKind = keyof typeof KINDS;

/** The seller_id of the rows counting the kept sellers together. */
export const KEPT_SCOPE = 0;

/** The kept scope as a literal (a constant, not input). */
const KEPT = sql.raw(String(KEPT_SCOPE));

/** The sellers the reports keep now, their ids sorted, as an int[]. */
const KEPT_NOW = sql`(select coalesce(array_agg(s.idf order by s.idf), '{}')
  from thuocsi_sellers s
  where s.status = ${SellerStatus.ACTIVE} and s.priority <= ${SELLER_PRIORITY_CUTOFF})`;

/** Notes the sellers the reports keep now as those of the kept scope. */
const NOTE_KEPT = sql`insert into ts_distinct_scope (scope, seller_ids) values (${KEPT}, ${KEPT_NOW})
  on conflict (scope) do update set seller_ids = excluded.seller_ids`;

/** The sellers the kept scope's rows were built for. */
const KEPT_BUILT = sql`(select d.seller_ids from ts_distinct_scope d where d.scope = ${KEPT})::int[]`;

/**
 * The rows of one kind from its visits `v` (scope, day, gap: days since the item's last visit in
 * the scope, null for a first): per scope and day, the firsts and the count of each gap or more.
 */
function gapRows(kind: DistinctKind, visits: SQL): SQL {
  return sql`
    select * from (
      with v as (${visits})
      select ${kind}::varchar as kind, f.scope, f.day, f.firsts, coalesce(a.returns, '{}')
      from (
        select v.scope, v.day, (count(*) filter (where v.gap is null))::int as firsts
        from v group by v.scope, v.day
      ) f
      left join (
        select c.scope, c.day, array_agg(c.cum::int order by k.k) as returns
        from (
          select h.scope, h.day, h.gap,
            sum(h.n) over (partition by h.scope, h.day order by h.gap desc) as cum,
            coalesce(lag(h.gap) over (partition by h.scope, h.day order by h.gap), 0) as below
          from (
            select v.scope, v.day, v.gap, count(*) as n
            from v where v.gap is not null group by v.scope, v.day, v.gap
          ) h
        ) c
        cross join lateral generate_series(c.below + 1, c.gap) as k (k)
        group by c.scope, c.day
      ) a on a.scope = f.scope and a.day = f.day
    ) ${sql.identifier(`${kind}_rows`)}`;
}

/** These visits (`x`: scope, day, item) with their gaps, counted within each scope. */
const withGaps = (visits: SQL) => sql`(
    select x.scope, x.day,
      x.day - lag(x.day) over (partition by x.scope, x.item order by x.day) as gap
    from (${visits}) x
  )`;

/** Every visit of one kind to each seller. */
function sellerVisits(kind: DistinctKind): SQL {
  const { table, item } = KINDS[kind];
  return sql`select r.seller_id as scope, r.day, r.${item} as item from ${table} r`;
}

/** Every visit of one kind to these sellers together (`kept`: their ids, an int[]). */
function keptVisits(kind: DistinctKind, kept: SQL): SQL {
  const { table, item } = KINDS[kind];
  return sql`select distinct ${KEPT} as scope, r.day, r.${item} as item from ${table} r
    where r.seller_id = any(${kept})`;
}

/** Both kinds' rows from their visits with gaps (of each kind's `visits`). */
const bothKinds = (visits: (kind: DistinctKind) => SQL) => sql`
  ${gapRows('buyer', visits('buyer'))}
  union all
  ${gapRows('product', visits('product'))}`;

/** Inserts the rows of both kinds from their visits with gaps. */
const insertRows = (visits: (kind: DistinctKind) => SQL) => sql`
  insert into ts_distinct_daily (kind, seller_id, day, firsts, returns) ${bothKinds(visits)}`;

/**
 * The rows of ts_distinct_monthly from these rows of ts_distinct_daily (`daily`, as `d`: every day
 * of each month they meet): per kind, seller and month, the firsts summed, and for each k the sum
 * over the days d of returns[d - month + k] (k from 1 up, as far as some day reaches).
 */
function monthlyRows(daily: SQL): SQL {
  const month = sql`date_trunc('month', d.day)::date`;
  return sql`
    select f.kind, f.seller_id, f.month, f.firsts, coalesce(r.returns, '{}')
    from (
      select d.kind, d.seller_id, ${month} as month, sum(d.firsts)::int as firsts
      from ${daily} d group by 1, 2, 3
    ) f
    left join (
      select x.kind, x.seller_id, x.month, array_agg(x.n order by x.k) as returns
      from (
        select d.kind, d.seller_id, ${month} as month, u.j - (d.day - ${month}) as k,
          sum(u.v)::int as n
        from ${daily} d cross join lateral unnest(d.returns) with ordinality as u (v, j)
        where u.j > d.day - ${month}
        group by 1, 2, 3, 4
      ) x
      group by 1, 2, 3
    ) r on r.kind = f.kind and r.seller_id = f.seller_id and r.month = f.month`;
}

const MONTHLY_COLUMNS = sql`ts_distinct_monthly (kind, seller_id, month, firsts, returns)`;

/** Fills ts_distinct_monthly from every row of ts_distinct_daily (one statement). */
export const DISTINCT_MONTHLY_BUILD: SQL = sql`
  insert into ${MONTHLY_COLUMNS} ${monthlyRows(sql`ts_distinct_daily`)}`;

/**
 * Recomputes the months of these scopes (`scope`, `since`) from the month of `since` on (every
 * month from '-infinity').
 */
async function refreshMonthly(db: Pick<Database, 'execute'>, starts: SQL): Promise<void> {
  await db.execute(sql`
    delete from ts_distinct_monthly m using ${starts} k
    where m.seller_id = k.scope and m.month >= date_trunc('month', k.since)::date`);
  await db.execute(sql`
    insert into ${MONTHLY_COLUMNS} ${monthlyRows(sql`(
      select r.* from ts_distinct_daily r join ${starts} k
        on r.seller_id = k.scope and r.day >= date_trunc('month', k.since)::date)`)}`);
}

/** The kept sellers as noted by the build's `kept`. */
const NOTED = sql`(select seller_ids from kept)::int[]`;

/** Fills ts_distinct_daily from the rollups, the kept sellers noted as its scope (one statement). */
export const DISTINCT_BUILD: SQL = sql`
  with kept as (${NOTE_KEPT} returning seller_ids)
  ${insertRows((kind) => withGaps(sql`${sellerVisits(kind)} union all ${keptVisits(kind, NOTED)}`))}`;

/**
 * The last day before `bound` each visit's item (`x.item`) was visited in its scope (`x.scope`),
 * read from the rollup: null for a first visit.
 */
function lastVisit(kind: DistinctKind, bound: SQL): SQL {
  const { table, item } = KINDS[kind];
  const before = (scopeMatch: SQL) => sql`(select max(y.day) from ${table} y
    where ${scopeMatch} and y.${item} = x.item and y.day < ${bound})`;
  return sql`case when x.scope = ${KEPT}
    then ${before(sql`y.seller_id = any(${KEPT_BUILT})`)}
    else ${before(sql`y.seller_id = x.scope`)} end`;
}

/**
 * The visits of one kind on the days from each touched scope's start (`starts`: scope, since), with
 * their gaps, the last visit before the start read from the rollup.
 */
function visitsSince(kind: DistinctKind, starts: SQL): SQL {
  const { table, item } = KINDS[kind];
  return sql`(
    select x.scope, x.day,
      x.day - coalesce(lag(x.day) over (partition by x.scope, x.item order by x.day),
        ${lastVisit(kind, sql`x.since`)}) as gap
    from (
      select r.seller_id as scope, r.day, r.${item} as item, k.since from ${starts} k
      join ${table} r on r.seller_id = k.scope and r.day >= k.since
      where k.scope <> ${KEPT}
      union all
      select distinct ${KEPT}, r.day, r.${item}, k.since from ${starts} k
      join ${table} r on r.day >= k.since and r.seller_id = any(${KEPT_BUILT})
      where k.scope = ${KEPT}
    ) x
  )`;
}

/**
 * The visits of one kind on one day, in each seller's scope and the kept one (or in these sellers'
 * only), with their gaps: the day's rows read from `rows` (the day's rows of the kind's rollup, as
 * `r`), the visits before it from the rollup.
 */
function visitsOn(
  kind: DistinctKind,
  day: SQL,
  rows: SQL,
  sellers: readonly number[] | undefined,
): SQL {
  const { item } = KINDS[kind];
  const ofSellers = sellers ? sql`r.seller_id in ${idSet(sellers)}` : sql`true`;
  const kept = sellers
    ? sql``
    : sql`union all
      select distinct ${KEPT}, r.day, r.${item} from ${rows} r
      where r.seller_id = any(${KEPT_BUILT})`;
  return sql`(
    select x.scope, x.day, x.day - ${lastVisit(kind, day)} as gap
    from (
      select r.seller_id as scope, r.day, r.${item} as item from ${rows} r where ${ofSellers}
      ${kept}
    ) x
  )`;
}

/**
 * Recomputes the rows of the sellers of these keys (`keyset`: day, sellerId) and of the kept
 * sellers together, from the earliest day touched on: after the rollups they read are current.
 */
export async function refreshDistinct(db: Pick<Database, 'execute'>, keyset: SQL): Promise<void> {
  const starts = sql`(
    select "sellerId" as scope, min("day") as since from ${keyset} s group by "sellerId"
    union all
    select ${KEPT}, min("day") from ${keyset} s
    where exists (select 1 from ts_distinct_scope d where d.scope = ${KEPT})
    having min("day") is not null)`;
  await db.execute(sql`
    delete from ts_distinct_daily r using ${starts} k
    where r.seller_id = k.scope and r.day >= k.since`);
  await db.execute(insertRows((kind) => visitsSince(kind, starts)));
  await refreshMonthly(db, starts);
}

/**
 * The rows of ts_distinct_daily of one day (its columns' order) from that day's rows of the rollups
 * it reads (`rows`: of ts_buyer_daily and ts_sales_daily, in ./rollups-at a time of day's) and each
 * item's last visit before it, read from the rollups: every seller's and the kept sellers', or
 * these sellers' only.
 */
export function distinctRowsOn(
  day: SQL,
  rows: Record<DistinctKind, SQL>,
  sellers?: readonly number[],
): SQL {
  return bothKinds((kind) => visitsOn(kind, day, rows[kind], sellers));
}

/** The rows of ts_distinct_monthly of one month (its first and last days) from ts_distinct_daily. */
export const distinctMonthRows = (first: SQL, last: SQL) =>
  monthlyRows(sql`(select r.* from ts_distinct_daily r where r.day between ${first} and ${last})`);

/** ts_distinct_daily's and ts_distinct_monthly's columns, in the order of their rows above. */
export const DISTINCT_COLUMNS = {
  daily: sql`kind, seller_id, day, firsts, returns`,
  monthly: sql`kind, seller_id, month, firsts, returns`,
};

/**
 * The counting rows of the kinds `kinds` holds over the period (`kind`, `seller_id`, `n`), of the
 * scopes `scope` holds (both over `r`): each day's firsts + returns[day - first day + 1] for the
 * days at the period's ends, each whole month's (ts_distinct_monthly) with its first day in place
 * of the day.
 */
function countingRows(kinds: SQL, period: ReportPeriod, scope: SQL): SQL {
  const from = sql`${period.fromDate}::date`;
  const { months, days } = wholeMonths(period);
  const parts = days.map(
    (part) => sql`select r.kind, r.seller_id,
        r.firsts + coalesce(r.returns[r.day - ${from} + 1], 0) as n
      from ts_distinct_daily r
      where ${kinds} and r.day between ${part.fromDate}::date and ${part.toDate}::date
        and ${scope}`,
  );
  if (months) {
    parts.push(sql`select r.kind, r.seller_id,
        r.firsts + coalesce(r.returns[r.month - ${from} + 1], 0) as n
      from ts_distinct_monthly r
      where ${kinds} and r.month between ${months.first}::date and ${months.last}::date
        and ${scope}`);
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/**
 * Each seller's distinct buyers or products over the period (rows: sellerId, n), and all of them
 * together (sellerId null), from the kept scope's rows when these sellers are the ones it was built
 * for; n null otherwise: distinctTogether counts them then (the rollup it reads is not named here,
 * so that a statement read at a time of day does not carry that day's rows of it for nothing).
 */
export function distinctCounts(
  kind: DistinctKind,
  sellerIds: readonly number[],
  period: ReportPeriod,
): SQL {
  const sorted = [...new Set(sellerIds)].sort((a, b) => a - b);
  const ofKind = sql`r.kind = ${kind}`;
  const ofSellers = countingRows(ofKind, period, sql`r.seller_id in ${idSet(sorted)}`);
  const together =
    sorted.length <= 1
      ? sql`(select coalesce(sum(c.n), 0)::int from ${ofSellers} c)`
      : sql`(case when ${KEPT_BUILT} = ${`{${sorted.join(',')}}`}::int[]
          then (select coalesce(sum(c.n), 0)::int
            from ${countingRows(ofKind, period, sql`r.seller_id = ${KEPT}`)} c) end)`;
  return sql`(
    select c.seller_id as seller_id, sum(c.n)::int as n from ${ofSellers} c group by c.seller_id
    union all
    select null, ${together}
  )`;
}

/**
 * These sellers' distinct buyers and products together over the period, by a distinct count over
 * the rollups: one row (`buyers`, `skus`), for sellers other than the kept scope's (distinctCounts).
 */
export function distinctTogether(sellerIds: readonly number[], period: ReportPeriod): SQL {
  const ids = idSet([...new Set(sellerIds)].sort((a, b) => a - b));
  const count = (kind: DistinctKind) => {
    const { table, item } = KINDS[kind];
    return sql`(select count(distinct r.${item})::int from ${table} r
      where r.seller_id in ${ids}
        and r.day between ${period.fromDate}::date and ${period.toDate}::date)`;
  };
  return sql`select ${count('buyer')} as buyers, ${count('product')} as skus`;
}

/** One seller's distinct buyers and products over the period: one row (`buyers`, `skus`). */
export function sellerDistinct(sellerId: number, period: ReportPeriod): SQL {
  const kinds = sql`r.kind in (${'buyer' satisfies DistinctKind}, ${'product' satisfies DistinctKind})`;
  const rows = countingRows(kinds, period, sql`r.seller_id = ${sellerId}`);
  return sql`(select coalesce(sum(c.n) filter (where c.kind = 'buyer'), 0)::int as buyers,
      coalesce(sum(c.n) filter (where c.kind = 'product'), 0)::int as skus
    from ${rows} c)`;
}

/**
 * Rebuilds the kept sellers' rows when the sellers the reports keep are no longer those they were
 * built for (after the sellers change; in the writer's transaction); false when they still are.
 */
export async function refreshKeptScope(db: Pick<Database, 'execute'>): Promise<boolean> {
  const [state] = await queryRows<{ stale: boolean }>(
    db,
    sql`select (${KEPT_BUILT}) is distinct from ${KEPT_NOW} as stale`,
  );
  if (!state?.stale) return false;
  await db.execute(NOTE_KEPT);
  await db.execute(sql`delete from ts_distinct_daily where seller_id = ${KEPT}`);
  await db.execute(insertRows((kind) => withGaps(keptVisits(kind, KEPT_BUILT))));
  await refreshMonthly(db, sql`(select ${KEPT} as scope, '-infinity'::date as since)`);
  return true;
}
