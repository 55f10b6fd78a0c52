// The sales' distinct customers over any period (crm_sale_distinct_daily and _monthly, by the gap
// technique of ../../../lib/distinct-gaps), in the writer's transaction: the buying customers
// (kind 'buyer') per sale (sale 0: no sale) and for every sale together (ALL_SALES), kept from
// crm_sale_customer_daily, rebuilt with it and refreshed from the earliest day a write touched;
// the customers each sale dug from the pool (kind 'dug'), kept from the pool's DIG events,
// refreshed from the day of a dig.
import type { ReportPeriod } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  type GapStore,
  countingRows,
  gapRows,
  monthlyBuild,
  replaceDaysSince,
  withGaps,
} from '../../../lib/distinct-gaps';
import { anyId } from '../../../lib/sql-sets';
import { VN_ZONE } from '../../../lib/sql-time';

/** The scope of every sale together (the orders of some sale, whichever). */
export const ALL_SALES = -1;

const ALL = sql.raw(String(ALL_SALES));

const STORE: GapStore = {
  daily: sql`crm_sale_distinct_daily`,
  monthly: sql`crm_sale_distinct_monthly`,
  scope: sql`sale_id`,
};

/** A day's buying customer of a sale (`r`: a row of crm_sale_customer_daily). */
const BUYING = sql`r.orders > 0 and r.customer_id <> 0`;

type Kind = 'buyer' | 'dug';

const insertRows = (kind: Kind, visits: SQL) => sql`
  insert into crm_sale_distinct_daily (kind, sale_id, day, firsts, returns)
  ${gapRows(kind, visits, `${kind}_rows`)}`;

/** Each sale's digs (`e`: crm_pool_events) as visits (scope, day, item), one per day and customer. */
const DIGS = sql`select distinct e.sale_id as scope,
    (e.at at time zone ${VN_ZONE})::date as day, e.customer_id as item
  from crm_pool_events e where e.type = 'DIG' and e.sale_id is not null`;

/**
 * Every row of both tables, from every row of crm_sale_customer_daily (after it is rebuilt) and
 * every dig.
 */
export async function rebuildSaleDistinct(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`delete from crm_sale_distinct_daily`);
  await db.execute(sql`delete from crm_sale_distinct_monthly`);
  await db.execute(
    insertRows(
      'buyer',
      withGaps(sql`
        select r.sale_id as scope, r.day, r.customer_id as item
        from crm_sale_customer_daily r where ${BUYING}
        union all
        select distinct ${ALL}, r.day, r.customer_id
        from crm_sale_customer_daily r where ${BUYING} and r.sale_id <> 0`),
    ),
  );
  await db.execute(insertRows('dug', withGaps(DIGS)));
  await db.execute(monthlyBuild(STORE));
}

/**
 * Recomputes the customers this sale dug from the day of `since` on (after a dig, in its
 * transaction).
 */
export async function refreshSaleDigs(
  db: Pick<Database, 'execute'>,
  saleId: number,
  since: Date,
): Promise<void> {
  const day = sql`(${since.toISOString()}::timestamptz at time zone ${VN_ZONE})::date`;
  const starts = sql`(select ${saleId}::int as scope, ${day} as since)`;
  const visits = withGaps(
    sql`${DIGS} and e.sale_id = ${saleId}
      and e.at >= (${day}::timestamp at time zone ${VN_ZONE})`,
    sql`(select max((y.at at time zone ${VN_ZONE})::date) from crm_pool_events y
      where y.customer_id = x.item and y.type = 'DIG' and y.sale_id = x.scope
        and y.at < (x.day::timestamp at time zone ${VN_ZONE}))`,
  );
  await replaceDaysSince(db, STORE, starts, gapRows('dug', visits, 'dug_rows'), sql`'dug'`);
}

/**
 * The last day before `x.since` the customer `x.item` bought in the scope `x.scope`, from
 * crm_sale_customer_daily: null when never.
 */
const LAST_VISIT = sql`(select max(y.day) from crm_sale_customer_daily y
  where y.customer_id = x.item and y.day < x.since and y.orders > 0
    and case when x.scope = ${ALL} then y.sale_id <> 0 else y.sale_id = x.scope end)`;

/**
 * Recomputes the rows of the sales of these keys (`keys`: day, saleId) and of every sale together,
 * from the earliest day touched on: after crm_sale_customer_daily is current for them.
 */
export async function refreshSaleDistinct(db: Pick<Database, 'execute'>, keys: SQL): Promise<void> {
  const starts = sql`(
    select k."saleId" as scope, min(k."day") as since from ${keys} k group by k."saleId"
    union all
    select ${ALL}, min(k."day") from ${keys} k where k."saleId" <> 0
    having min(k."day") is not null)`;
  const visits = withGaps(
    sql`
      select r.sale_id as scope, r.day, r.customer_id as item, k.since from ${starts} k
      join crm_sale_customer_daily r on r.sale_id = k.scope and r.day >= k.since
      where k.scope <> ${ALL} and ${BUYING}
      union all
      select distinct ${ALL}, r.day, r.customer_id, k.since from ${starts} k
      join crm_sale_customer_daily r on r.day >= k.since and r.sale_id <> 0
      where k.scope = ${ALL} and ${BUYING}`,
    LAST_VISIT,
  );
  await replaceDaysSince(db, STORE, starts, gapRows('buyer', visits, 'buyer_rows'), sql`'buyer'`);
}

/**
 * The distinct buying customers of each of these scopes (sales, NO_SALE, ALL_SALES) over whole days
 * (`period`): rows (`saleId`, `buyers`) for the scopes that have any.
 */
export function saleBuyerCounts(scopes: readonly number[], period: ReportPeriod): SQL {
  const rows = countingRows(
    STORE,
    sql`r.kind = 'buyer'`,
    period,
    sql`r.sale_id = ${anyId(scopes)}`,
  );
  return sql`select c.scope as "saleId", sum(c.n)::int as buyers from ${rows} c group by c.scope`;
}

/**
 * The distinct customers each of these sales dug over whole days (`period`): rows (`saleId`, `n`)
 * for the sales that dug any.
 */
export function saleDugCounts(saleIds: readonly number[], period: ReportPeriod): SQL {
  const rows = countingRows(STORE, sql`r.kind = 'dug'`, period, sql`r.sale_id = ${anyId(saleIds)}`);
  return sql`select c.scope as "saleId", sum(c.n)::int as n from ${rows} c group by c.scope`;
}
