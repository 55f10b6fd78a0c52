// Distinct buyers and products over any period without a distinct count over its days: each day of
// a seller (and of the kept sellers together) holds how many of that day's buyers or products had
// not been seen there for k days or more (ts_distinct_daily), kept from the rollups ts_buyer_daily
// and ts_sales_daily: rebuilt with them, and refreshed from the earliest day a write touched. Those
// days summed per calendar month (ts_distinct_monthly) give a long period's whole months. The
// technique is ../../lib/distinct-gaps'.
import { type ReportPeriod, SELLER_PRIORITY_CUTOFF, SellerStatus } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type GapStore,
  countingRows as countRows,
  gapRows,
  monthlyBuild,
  monthlyRows,
  refreshMonthly,
  replaceDaysSince,
  withGaps,
} from '../../lib/distinct-gaps';
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
  ${gapRows('buyer', visits('buyer'), 'buyer_rows')}
  union all
  ${gapRows('product', visits('product'), 'product_rows')}`;

/** Inserts the rows of both kinds from their visits with gaps. */
const insertRows = (visits: (kind: DistinctKind) => SQL) => sql`
  insert into ts_distinct_daily (kind, seller_id, day, firsts, returns) ${bothKinds(visits)}`;

/** The marketplace's store of gap rows. */
const STORE: GapStore = {
  daily: sql`ts_distinct_daily`,
  monthly: sql`ts_distinct_monthly`,
  scope: sql`seller_id`,
};

/** Fills ts_distinct_monthly from every row of ts_distinct_daily (one statement). */
export const DISTINCT_MONTHLY_BUILD: SQL = monthlyBuild(STORE);

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
  return withGaps(
    sql`
      select r.seller_id as scope, r.day, r.${item} as item, k.since from ${starts} k
      join ${table} r on r.seller_id = k.scope and r.day >= k.since
      where k.scope <> ${KEPT}
      union all
      select distinct ${KEPT}, r.day, r.${item}, k.since from ${starts} k
      join ${table} r on r.day >= k.since and r.seller_id = any(${KEPT_BUILT})
      where k.scope = ${KEPT}`,
    lastVisit(kind, sql`x.since`),
  );
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
  await replaceDaysSince(
    db,
    STORE,
    starts,
    bothKinds((kind) => visitsSince(kind, starts)),
  );
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
  monthlyRows(
    STORE,
    sql`(select r.* from ts_distinct_daily r where r.day between ${first} and ${last})`,
  );

/** ts_distinct_daily's and ts_distinct_monthly's columns, in the order of their rows above. */
export const DISTINCT_COLUMNS = {
  daily: sql`kind, seller_id, day, firsts, returns`,
  monthly: sql`kind, seller_id, month, firsts, returns`,
};

/** The counting rows (`kind`, `scope`, `n`) of the scopes `ofScope` holds over the period. */
const countingRows = (kinds: SQL, period: ReportPeriod, ofScope: SQL) =>
  countRows(STORE, kinds, period, ofScope);

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
    select c.scope as seller_id, sum(c.n)::int as n from ${ofSellers} c group by c.scope
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
  await refreshMonthly(db, STORE, sql`(select ${KEPT} as scope, '-infinity'::date as since)`);
  return true;
}
