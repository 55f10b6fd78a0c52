// Distinct buyers and products over any period without a distinct count over its days: each day of
// a seller (and of the kept sellers together) holds how many of that day's buyers or products had
// not been seen there for k days or more (ts_distinct_daily), kept from the rollups ts_buyer_daily
// and ts_sales_daily: rebuilt with them, and refreshed from the earliest day a write touched.
import { SELLER_PRIORITY_CUTOFF, SellerStatus } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idSet } from '../../lib/sql-sets';
import { queryRows } from '../sync/ingest/upsert';

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

/** Inserts the rows of both kinds from their visits with gaps. */
const insertRows = (visits: (kind: DistinctKind) => SQL) => sql`
  insert into ts_distinct_daily (kind, seller_id, day, firsts, returns)
  ${gapRows('buyer', visits('buyer'))}
  union all
  ${gapRows('product', visits('product'))}`;

/** The kept sellers as noted by the build's `kept`. */
const NOTED = sql`(select seller_ids from kept)::int[]`;

/** Fills ts_distinct_daily from the rollups, the kept sellers noted as its scope (one statement). */
export const DISTINCT_BUILD: SQL = sql`
  with kept as (${NOTE_KEPT} returning seller_ids)
  ${insertRows((kind) => withGaps(sql`${sellerVisits(kind)} union all ${keptVisits(kind, NOTED)}`))}`;

/**
 * The visits of one kind on the days from each touched scope's start (`starts`: scope, since), with
 * their gaps, the last visit before the start read from the rollup.
 */
function visitsSince(kind: DistinctKind, starts: SQL): SQL {
  const { table, item } = KINDS[kind];
  const before = (scopeMatch: SQL) => sql`(select max(y.day) from ${table} y
    where ${scopeMatch} and y.${item} = x.item and y.day < x.since)`;
  return sql`(
    select x.scope, x.day,
      x.day - coalesce(lag(x.day) over (partition by x.scope, x.item order by x.day),
        case when x.scope = ${KEPT}
          then ${before(sql`y.seller_id = any(${KEPT_BUILT})`)}
          else ${before(sql`y.seller_id = x.scope`)} end) as gap
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
}

/**
 * Each seller's distinct buyers or products over the days `from`..`to` (rows: sellerId, n), and
 * all of them together (sellerId null): from the kept scope's rows when these sellers are the ones
 * it was built for, by a distinct count over the rollup otherwise.
 */
export function distinctCounts(
  kind: DistinctKind,
  sellerIds: readonly number[],
  from: SQL,
  to: SQL,
): SQL {
  const sorted = [...new Set(sellerIds)].sort((a, b) => a - b);
  const ids = idSet(sorted);
  const count = sql`sum(r.firsts + coalesce(r.returns[r.day - ${from} + 1], 0))::int`;
  const days = sql`r.kind = ${kind} and r.day between ${from} and ${to}`;
  const { table, item } = KINDS[kind];
  const together =
    sorted.length <= 1
      ? sql`(select coalesce(${count}, 0) from ts_distinct_daily r
          where ${days} and r.seller_id in ${ids})`
      : sql`(case when ${KEPT_BUILT} = ${`{${sorted.join(',')}}`}::int[]
          then (select coalesce(${count}, 0) from ts_distinct_daily r
            where ${days} and r.seller_id = ${KEPT})
          else (select count(distinct r.${item})::int from ${table} r
            where r.seller_id in ${ids} and r.day between ${from} and ${to}) end)`;
  return sql`(
    select r.seller_id as seller_id, ${count} as n from ts_distinct_daily r
    where ${days} and r.seller_id in ${ids} group by r.seller_id
    union all
    select null, ${together}
  )`;
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
  return true;
}
