// The sales rollups (ts_sales_daily, ts_seller_daily, ts_buyer_daily, ts_order_mix_daily and those
// built from them): recomputed for the keys a write touched, in the writer's transaction, so
// reports over millions of order lines read small tables only.
import { OWNER_SELLER_IDS } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  BUYER_CALENDAR_BUILD,
  type BuyerDayKey,
  deleteBuyerDays,
  refreshBuyerCalendar,
} from './buyer-calendar.repository';
import { DISTINCT_BUILD, DISTINCT_MONTHLY_BUILD, refreshDistinct } from './distinct.repository';
import {
  ORDER_MIX_MONTHLY_BUILD,
  PRODUCT_MONTHLY_BUILD,
  SALES_MONTHLY_BUILD,
  SELLER_MONTHLY_BUILD,
  refreshSellerMonthlies,
  refreshSalesMonthly,
} from './monthly.repository';
import { queryRows } from '../../lib/query-rows';

/** Orders in these statuses count nowhere in sales (their cancelled count aside). */
export const NOT_SALES = sql`('CANCELLED', 'RETURNED')`;

export interface SalesKey {
  day: string;
  sellerId: number;
  productCode: string;
}

/** The owner sellers' ids as a literal list (constants, not input). */
export const OWNER_LIST = sql.raw(
  `(${OWNER_SELLER_IDS.map((id) => String(Math.trunc(id))).join(', ')})`,
);

/** Each product's sales per day from ts_sales_daily (`r`) under these conditions, as `d`. */
const productDays = (where: SQL) => sql`(
  select r.product_code, r.day, sum(r.quantity) as q, sum(r.revenue) as rev, sum(r.orders) as o,
    coalesce(sum(r.revenue) filter (where r.seller_id in ${OWNER_LIST}), 0) as ow
  from ts_sales_daily r where ${where}
  group by r.product_code, r.day) d`;

/** ts_product_running's columns, in their order. */
export const RUNNING_COLUMN_LIST = sql`product_code, day, quantity, revenue, orders, owner_revenue`;
const RUNNING_COLUMNS = sql`ts_product_running (${RUNNING_COLUMN_LIST})`;

/**
 * The running totals of the products (`k`: `code`, `since`) from their day `since` to the day
 * `last`, one row a day from the first day each had sold by: the row of the day before `since`
 * (`base`: a day of ts_product_running, or none) plus each day's sales since.
 */
const runningRows = (products: SQL, base: SQL, last: SQL) => sql`
  select code, day, quantity, revenue, orders, owner_revenue from (
    select k.code, g.day, coalesce(b.quantity, 0) + coalesce(sum(d.q) over w, 0) as quantity,
      coalesce(b.revenue, 0) + coalesce(sum(d.rev) over w, 0) as revenue,
      coalesce(b.orders, 0) + coalesce(sum(d.o) over w, 0) as orders,
      coalesce(b.owner_revenue, 0) + coalesce(sum(d.ow) over w, 0) as owner_revenue,
      b.code is not null or count(d.day) over w > 0 as sold
    from ${products} k
    cross join lateral (
      select s.at::date as day from generate_series(k.since, ${last}, interval '1 day') as s (at)
    ) g
    left join lateral (
      select x.product_code as code, x.quantity, x.revenue, x.orders, x.owner_revenue
      from ts_product_running x where x.day = ${base} and x.product_code = k.code
    ) b on true
    left join lateral ${productDays(sql`r.product_code = k.code and r.day = g.day`)} on true
    window w as (partition by k.code order by g.day)
  ) running where sold`;

/**
 * Each product's sales (every seller) in the running totals' columns from some orders of one day
 * (`orders`, over `o` and its lines `l`: in ./rollups-at, those created after a time of day).
 */
export const productSalesOf = (day: SQL, orders: SQL) => sql`
  select l.product_code, sum(l.quantity) as quantity, sum(l.net_amount) as revenue,
    count(distinct l.order_code) as orders,
    coalesce(sum(l.net_amount) filter (where l.seller_id in ${OWNER_LIST}), 0) as owner_revenue
  from ts_orders o join ts_order_lines l on l.order_code = o.code
  where o.status not in ${NOT_SALES} and o.order_date = ${day} and l.order_date = ${day}
    and ${orders}
  group by l.product_code`;

/**
 * ts_product_running with these sales of one day (`sales`: productSalesOf's, as a table) taken out
 * of that day's rows: a product first sold by them keeps a row of zeros there, the same running
 * totals as none. The table joined to the sales, so that a read of its key's end stays a read of
 * its index.
 */
export const runningWithout = (day: SQL, sales: SQL) => sql`
  select x.product_code, x.day, (x.quantity - coalesce(a.quantity, 0))::bigint,
    (x.revenue - coalesce(a.revenue, 0))::bigint, (x.orders - coalesce(a.orders, 0))::bigint,
    (x.owner_revenue - coalesce(a.owner_revenue, 0))::bigint
  from ts_product_running x
  left join ${sales} a on x.day = ${day} and a.product_code = x.product_code`;

/**
 * Recomputes the running totals of the products of these keys from their earliest day touched on
 * (the rows before it stand), and keeps every product's rows up to the last day any product sold:
 * a new last day adds a row to every other product, an earlier one drops the rows after it.
 */
async function refreshProductRunning(db: Pick<Database, 'execute'>, keyset: SQL): Promise<void> {
  const [ends] = await queryRows<{ kept: string | null; last: string | null }>(
    db,
    sql`select (select max(day) from ts_product_running)::text as kept,
      (select max(day) from ts_sales_daily)::text as last`,
  );
  const last = ends?.last ?? null;
  let kept = ends?.kept ?? null;
  if (last === null) {
    await db.execute(sql`delete from ts_product_running`);
    return;
  }
  if (kept !== null && kept > last) {
    await db.execute(sql`delete from ts_product_running where day > ${last}::date`);
    kept = last;
  }
  // From the day after the kept ones when it comes first, so a product runs on without a gap.
  const since = kept === null ? sql`min("day")` : sql`least(min("day"), ${kept}::date + 1)`;
  const starts = sql`(select "productCode" as code, ${since} as since from ${keyset} s
    group by "productCode")`;
  await db.execute(sql`
    delete from ts_product_running r using ${starts} k
    where r.product_code = k.code and r.day >= k.since`);
  await db.execute(sql`
    insert into ${RUNNING_COLUMNS}
    ${runningRows(starts, sql`k.since - 1`, sql`${last}::date`)}`);
  if (kept !== null && kept < last) {
    await db.execute(sql`
      insert into ${RUNNING_COLUMNS}
      select r.product_code, g.at::date, r.quantity, r.revenue, r.orders, r.owner_revenue
      from ts_product_running r
      cross join generate_series(${kept}::date + 1, ${last}::date, interval '1 day') as g (at)
      where r.day = ${kept}::date
        and r.product_code not in (select "productCode" from ${keyset} s)`);
  }
}

/**
 * Recomputes the rollup rows of these day x seller x product keys, and of their day x seller (its
 * buyers, statuses and provinces).
 */
export async function refreshSalesRollups(
  db: Pick<Database, 'execute'>,
  keys: readonly SalesKey[],
): Promise<void> {
  if (keys.length === 0) return;
  const unique = new Map<string, SalesKey>();
  for (const key of keys) unique.set(`${key.day}|${key.sellerId}|${key.productCode}`, key);
  const json = JSON.stringify([...unique.values()]);
  const keyset = sql`(select distinct * from json_to_recordset(${json}::json)
    as k ("day" date, "sellerId" integer, "productCode" text))`;
  await db.execute(sql`
    delete from ts_sales_daily r using ${keyset} k
    where r.day = k."day" and r.seller_id = k."sellerId" and r.product_code = k."productCode"`);
  await db.execute(
    fillDaily('ts_sales_daily', {
      from: sql`${keyset} k
        join ts_order_lines l
          on l.product_code = k."productCode" and l.order_date = k."day" and l.seller_id = k."sellerId"
        join ts_orders o on o.code = l.order_code`,
    }),
  );

  await refreshProductRunning(db, keyset);
  await refreshSalesMonthly(db, keyset);

  const days = sql`(select distinct "day", "sellerId" from ${keyset} d)`;
  const ofDays = {
    from: sql`${days} k join ts_orders o on o.seller_id = k."sellerId" and o.order_date = k."day"`,
  };
  await db.execute(sql`
    delete from ts_seller_daily r using ${days} k
    where r.day = k."day" and r.seller_id = k."sellerId"`);
  await db.execute(fillDaily('ts_seller_daily', ofDays));

  const gone = await queryRows<BuyerDayKey>(db, deleteBuyerDays(days));
  await db.execute(fillDaily('ts_buyer_daily', ofDays));
  await refreshBuyerCalendar(db, days, gone);

  await db.execute(sql`
    delete from ts_order_mix_daily r using ${days} k
    where r.day = k."day" and r.seller_id = k."sellerId"`);
  await db.execute(fillDaily('ts_order_mix_daily', ofDays));
  await refreshSellerMonthlies(db, days);

  await refreshDistinct(db, keyset);
}

/**
 * How a daily rollup's keys are grouped: byte-wise for a rebuild (equal for equal codes, faster to
 * sort), as they are for rows read beside the table's (their collation must match its own).
 */
type Keys = 'bytes' | 'as-is';
const keyOf = (column: SQL, keys: Keys) => (keys === 'bytes' ? sql`${column} collate "C"` : column);

/**
 * Which orders a daily rollup's rows are made of: `from` binds them as `o` (and their lines as `l`;
 * every order, or every line, when absent), `where` keeps some of them; `keys` as above ('as-is'
 * when absent).
 */
export interface DailySource {
  from?: SQL;
  where?: SQL;
  keys?: Keys;
}

const EVERY_ORDER = sql`ts_orders o`;
const EVERY_LINE = sql`ts_order_lines l join ts_orders o on o.code = l.order_code`;

/**
 * The rows of each daily rollup (in its columns' order and types) from some orders: every order
 * for a rebuild, those of the days a write touched for a refresh, those of one day before a time
 * of day for ./rollups-at.
 */
export const DAILY_ROWS = {
  ts_sales_daily: ({ from = EVERY_LINE, where = sql`true`, keys = 'as-is' }: DailySource) => sql`
    select l.order_date, l.seller_id, ${keyOf(sql`l.product_code`, keys)},
      sum(l.quantity)::bigint, sum(l.net_amount)::bigint,
      count(distinct ${keyOf(sql`l.order_code`, keys)})::int,
      count(distinct ${keyOf(sql`o.customer_code`, keys)})::int
    from ${from}
    where o.status not in ${NOT_SALES} and ${where}
    group by l.order_date, l.seller_id, ${keyOf(sql`l.product_code`, keys)}`,
  ts_seller_daily: ({ from = EVERY_ORDER, where = sql`true`, keys = 'as-is' }: DailySource) => sql`
    select o.order_date, o.seller_id,
      (count(*) filter (where o.status not in ${NOT_SALES}))::int,
      (count(distinct ${keyOf(sql`o.customer_code`, keys)})
        filter (where o.status not in ${NOT_SALES}))::int,
      coalesce(sum(o.total_amount) filter (where o.status not in ${NOT_SALES}), 0)::bigint,
      coalesce(sum(o.quantity) filter (where o.status not in ${NOT_SALES}), 0)::bigint,
      (count(*) filter (where o.status in ${NOT_SALES}))::int,
      (count(*) filter (where o.source = 'ADVERTISING' and o.status not in ${NOT_SALES}))::int
    from ${from}
    where ${where}
    group by o.order_date, o.seller_id`,
  ts_buyer_daily: ({ from = EVERY_ORDER, where = sql`true`, keys = 'as-is' }: DailySource) => sql`
    select o.order_date, o.seller_id, ${keyOf(sql`o.customer_code`, keys)}, count(*)::int,
      sum(o.total_amount)::bigint, sum(o.quantity)::bigint
    from ${from}
    where o.status not in ${NOT_SALES} and ${where}
    group by o.order_date, o.seller_id, ${keyOf(sql`o.customer_code`, keys)}`,
  ts_order_mix_daily: ({
    from = EVERY_ORDER,
    where = sql`true`,
    keys = 'as-is',
  }: DailySource) => sql`
    select o.order_date, o.seller_id, ${keyOf(sql`o.status`, keys)},
      ${keyOf(sql`o.province`, keys)}, count(*)::int, sum(o.total_amount)::bigint,
      sum(o.quantity)::bigint
    from ${from}
    where ${where}
    group by o.order_date, o.seller_id, ${keyOf(sql`o.status`, keys)},
      ${keyOf(sql`o.province`, keys)}`,
} as const;

/** Each daily rollup's columns, in the order of its rows above. */
export const DAILY_COLUMNS: Readonly<Record<keyof typeof DAILY_ROWS, SQL>> = {
  ts_sales_daily: sql`day, seller_id, product_code, quantity, revenue, orders, buyers`,
  ts_seller_daily: sql`day, seller_id, orders, buyers, revenue, quantity, cancelled_orders,
    advertising_orders`,
  ts_buyer_daily: sql`day, seller_id, customer_code, orders, revenue, quantity`,
  ts_order_mix_daily: sql`day, seller_id, status, province, orders, revenue, quantity`,
};

/** The daily rollups, in the order they are built. */
export const DAILY_TABLES = Object.keys(DAILY_ROWS) as (keyof typeof DAILY_ROWS)[];

/** Inserts into a daily rollup its rows from these orders. */
const fillDaily = (table: keyof typeof DAILY_ROWS, source: DailySource) =>
  sql`insert into ${sql.identifier(table)} (${DAILY_COLUMNS[table]}) ${DAILY_ROWS[table](source)}`;

/** Each rollup table and the statement that fills it from every order, for a rebuild. */
export const SALES_ROLLUP_BUILDS: readonly { table: string; fill: SQL }[] = DAILY_TABLES.map(
  (table) => ({ table, fill: fillDaily(table, { keys: 'bytes' }) }),
);

/**
 * The rollups built from the rollups above (ts_sales_daily, ts_buyer_daily), once those are (side
 * by side: none reads another).
 */
export const DERIVED_ROLLUP_BUILDS: readonly { table: string; fill: SQL }[] = [
  {
    // Written day by day, so that the rows of a day, read together, lie together.
    table: 'ts_product_running',
    fill: sql`
      insert into ${RUNNING_COLUMNS}
      select p.product_code, g.at::date, sum(coalesce(d.q, 0)) over w,
        sum(coalesce(d.rev, 0)) over w, sum(coalesce(d.o, 0)) over w, sum(coalesce(d.ow, 0)) over w
      from (select product_code, min(day) as first from ts_sales_daily group by product_code) p
      cross join (select max(day) as last from ts_sales_daily) h
      cross join generate_series(p.first, h.last, interval '1 day') as g (at)
      left join ${productDays(sql`true`)} on d.product_code = p.product_code and d.day = g.at::date
      window w as (partition by p.product_code order by g.at)
      order by g.at, p.product_code`,
  },
  { table: 'ts_distinct_daily', fill: DISTINCT_BUILD },
  { table: 'ts_buyer_calendar', fill: BUYER_CALENDAR_BUILD },
  { table: 'ts_sales_monthly', fill: SALES_MONTHLY_BUILD },
  { table: 'ts_product_monthly', fill: PRODUCT_MONTHLY_BUILD },
  { table: 'ts_order_mix_monthly', fill: ORDER_MIX_MONTHLY_BUILD },
  { table: 'ts_seller_monthly', fill: SELLER_MONTHLY_BUILD },
];

/** The rollups built from the derived ones above, once those are. */
export const LATE_ROLLUP_BUILDS: readonly { table: string; fill: SQL }[] = [
  { table: 'ts_distinct_monthly', fill: DISTINCT_MONTHLY_BUILD },
];

/** Every rollup table, in the order they are built. */
export const ROLLUP_TABLES: readonly string[] = [
  ...SALES_ROLLUP_BUILDS,
  ...DERIVED_ROLLUP_BUILDS,
  ...LATE_ROLLUP_BUILDS,
].map(({ table }) => table);

/** Rebuilds the rollups from every order (after a load, in its transaction). */
export async function rebuildSalesRollups(db: Pick<Database, 'execute'>): Promise<void> {
  for (const { table, fill } of [
    ...SALES_ROLLUP_BUILDS,
    ...DERIVED_ROLLUP_BUILDS,
    ...LATE_ROLLUP_BUILDS,
  ]) {
    await db.execute(sql`delete from ${sql.identifier(table)}`);
    await db.execute(fill);
  }
}
