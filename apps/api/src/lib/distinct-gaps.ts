// Distinct counts over any period without a distinct count over its days. A store holds, per kind,
// scope and day, how many of that day's items (buyers, customers dug) had not been seen in the scope
// before (`firsts`) and, for each k, how many had last been seen there k days or more before
// (`returns[k]`): a period's distinct count is the sum over its days of firsts + returns[day - first
// day + 1], each item counted once, on its first day in the period. The days summed per calendar
// month give a long period's whole months a row each. Used by the marketplace reports
// (ts_distinct_daily) and the sales reports (crm_sale_distinct_daily).
import { type ReportPeriod, wholeMonths } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from './query-rows';

/**
 * A store: its tables of days and of months, both keyed (kind, scope column, day or month), with
 * the columns firsts and returns.
 */
export interface GapStore {
  daily: SQL;
  monthly: SQL;
  /** The scope column (a seller, a sale). */
  scope: SQL;
}

/**
 * The rows of one kind from its visits `v` (scope, day, gap: days since the item's last visit in
 * the scope, null for a first), in a store's column order: per scope and day, the firsts and the
 * count of each gap or more. `name` names the subquery.
 */
export function gapRows(kind: string, visits: SQL, name: string): SQL {
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
    ) ${sql.identifier(name)}`;
}

/**
 * These visits (`x`: scope, day, item) with their gaps, counted within each scope. An item's first
 * visit among them is a first (gap null), or, given `before`, measured from its last visit before
 * them (an expression over `x`: null when there was none).
 */
export function withGaps(visits: SQL, before?: SQL): SQL {
  const previous = sql`lag(x.day) over (partition by x.scope, x.item order by x.day)`;
  return sql`(
    select x.scope, x.day,
      x.day - ${before ? sql`coalesce(${previous}, ${before})` : previous} as gap
    from (${visits}) x
  )`;
}

/**
 * The monthly rows of a store from these daily rows (`daily`, as `d`: every day of each month they
 * meet): per kind, scope and month, the firsts summed, and for each k the sum over the days d of
 * returns[d - month + k] (k from 1 up, as far as some day reaches).
 */
export function monthlyRows(store: GapStore, daily: SQL): SQL {
  const month = sql`date_trunc('month', d.day)::date`;
  const scope = sql`d.${store.scope}`;
  return sql`
    select f.kind, f.scope, f.month, f.firsts, coalesce(r.returns, '{}')
    from (
      select d.kind, ${scope} as scope, ${month} as month, sum(d.firsts)::int as firsts
      from ${daily} d group by 1, 2, 3
    ) f
    left join (
      select x.kind, x.scope, x.month, array_agg(x.n order by x.k) as returns
      from (
        select d.kind, ${scope} as scope, ${month} as month, u.j - (d.day - ${month}) as k,
          sum(u.v)::int as n
        from ${daily} d cross join lateral unnest(d.returns) with ordinality as u (v, j)
        where u.j > d.day - ${month}
        group by 1, 2, 3, 4
      ) x
      group by 1, 2, 3
    ) r on r.kind = f.kind and r.scope = f.scope and r.month = f.month`;
}

/** Fills a store's months from every one of its days (one statement). */
export const monthlyBuild = (store: GapStore): SQL =>
  sql`insert into ${store.monthly} (kind, ${store.scope}, month, firsts, returns)
    ${monthlyRows(store, store.daily)}`;

/**
 * Recomputes a store's months of these scopes (`starts`: scope, since) from the month of `since` on
 * (every month from '-infinity'), of one kind (`kind`) or all, after their days are current.
 */
export async function refreshMonthly(
  db: Pick<Database, 'execute'>,
  store: GapStore,
  starts: SQL,
  kind?: SQL,
): Promise<void> {
  const ofKind = (table: string) => (kind ? sql`and ${sql.raw(table)}.kind = ${kind}` : sql``);
  await db.execute(sql`
    delete from ${store.monthly} m using ${starts} k
    where m.${store.scope} = k.scope and m.month >= date_trunc('month', k.since)::date
      ${ofKind('m')}`);
  await db.execute(sql`
    insert into ${store.monthly} (kind, ${store.scope}, month, firsts, returns)
    ${monthlyRows(
      store,
      sql`(select r.* from ${store.daily} r join ${starts} k
        on r.${store.scope} = k.scope and r.day >= date_trunc('month', k.since)::date
        ${ofKind('r')})`,
    )}`);
}

/** A month of one kind and scope whose days changed. */
interface ChangedMonth {
  kind: string;
  scope: number;
  month: string;
}

/**
 * Puts these rows (`fresh`: kind, scope, day, firsts, returns; every row of the scopes of `starts`
 * from their `since` on, of one kind, `kind`, or all) in place of the store's days, writing only
 * the days that differ, then recomputes the months of those days, each from its own days. A write on
 * an old day changes a few days (the day, and the next visit of its items), not the years since.
 */
export async function replaceDaysSince(
  db: Pick<Database, 'execute'>,
  store: GapStore,
  starts: SQL,
  fresh: SQL,
  kind?: SQL,
): Promise<void> {
  const scope = store.scope;
  const sameDay = (row: SQL) =>
    sql`f.kind = ${row}.kind and f.scope = ${row}.${scope} and f.day = ${row}.day`;
  const months = await queryRows<ChangedMonth>(
    db,
    sql`
      with fresh (kind, scope, day, firsts, returns) as (${fresh}),
      changed as (
        update ${store.daily} r set firsts = f.firsts, returns = f.returns
        from fresh f
        where ${sameDay(sql`r`)} and (r.firsts <> f.firsts or r.returns <> f.returns)
        returning r.kind, r.${scope} as scope, r.day),
      added as (
        insert into ${store.daily} (kind, ${scope}, day, firsts, returns)
        select f.kind, f.scope, f.day, f.firsts, f.returns from fresh f
        where not exists (select 1 from ${store.daily} r where ${sameDay(sql`r`)})
        returning kind, ${scope} as scope, day),
      gone as (
        delete from ${store.daily} r using ${starts} k
        where r.${scope} = k.scope and r.day >= k.since
          ${kind ? sql`and r.kind = ${kind}` : sql``}
          and not exists (select 1 from fresh f where ${sameDay(sql`r`)})
        returning r.kind, r.${scope} as scope, r.day)
      select distinct c.kind, c.scope, to_char(date_trunc('month', c.day), 'YYYY-MM-DD') as month
      from (
        select * from changed union all select * from added union all select * from gone
      ) c`,
  );
  if (months.length === 0) return;
  const changed = sql`(select * from jsonb_to_recordset(${JSON.stringify(months)}::jsonb)
    as c (kind varchar, scope int, month date))`;
  await db.execute(sql`
    delete from ${store.monthly} m using ${changed} c
    where m.kind = c.kind and m.${scope} = c.scope and m.month = c.month`);
  await db.execute(sql`
    insert into ${store.monthly} (kind, ${scope}, month, firsts, returns)
    ${monthlyRows(
      store,
      sql`(select r.* from ${store.daily} r join ${changed} c
        on r.kind = c.kind and r.${scope} = c.scope
          and r.day >= c.month and r.day < (c.month + interval '1 month')::date)`,
    )}`);
}

/**
 * The counting rows of the kinds `kinds` holds over the period (`kind`, `scope`, `n`), of the scopes
 * `ofScope` holds (both over `r`): each day's firsts + returns[day - first day + 1] for the days at
 * the period's ends, each whole month's with its first day in place of the day.
 */
export function countingRows(store: GapStore, kinds: SQL, period: ReportPeriod, ofScope: SQL): SQL {
  const from = sql`${period.fromDate}::date`;
  const { months, days } = wholeMonths(period);
  const parts = days.map(
    (part) => sql`select r.kind, r.${store.scope} as scope,
        r.firsts + coalesce(r.returns[r.day - ${from} + 1], 0) as n
      from ${store.daily} r
      where ${kinds} and r.day between ${part.fromDate}::date and ${part.toDate}::date
        and ${ofScope}`,
  );
  if (months) {
    parts.push(sql`select r.kind, r.${store.scope} as scope,
        r.firsts + coalesce(r.returns[r.month - ${from} + 1], 0) as n
      from ${store.monthly} r
      where ${kinds} and r.month between ${months.first}::date and ${months.last}::date
        and ${ofScope}`);
  }
  if (parts.length === 0) {
    return sql`(select null::varchar as kind, null::int as scope, 0 as n where false)`;
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}
