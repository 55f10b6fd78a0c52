// ts_sales_monthly, ts_product_monthly, ts_seller_monthly and ts_order_mix_monthly: ts_sales_daily,
// ts_seller_daily and ts_order_mix_daily summed per month, built from them and refreshed with them
// for the months a write touched.
import { OWNER_SELLER_IDS } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idSet } from '../../lib/sql-sets';

const SALES_COLUMNS = sql`ts_sales_monthly
  (month, seller_id, product_code, quantity, revenue, orders)`;
const MIX_COLUMNS = sql`ts_order_mix_monthly
  (month, seller_id, status, province, orders, revenue)`;

/** Fills ts_sales_monthly from every row of ts_sales_daily. */
export const SALES_MONTHLY_BUILD = sql`
  insert into ${SALES_COLUMNS}
  select date_trunc('month', r.day)::date, r.seller_id, r.product_code collate "C",
    sum(r.quantity), sum(r.revenue), sum(r.orders)
  from ts_sales_daily r
  group by date_trunc('month', r.day)::date, r.seller_id, r.product_code collate "C"`;

const PRODUCT_COLUMNS = sql`ts_product_monthly
  (month, product_code, quantity, revenue, orders, owner_revenue)`;

/** The sums of ts_sales_daily rows (`r`) of a product x month, every seller's. */
const PRODUCT_SUMS = sql`sum(r.quantity), sum(r.revenue), sum(r.orders),
  coalesce(sum(r.revenue) filter (where r.seller_id in ${idSet(OWNER_SELLER_IDS)}), 0)`;

/** Fills ts_product_monthly from every row of ts_sales_daily. */
export const PRODUCT_MONTHLY_BUILD = sql`
  insert into ${PRODUCT_COLUMNS}
  select date_trunc('month', r.day)::date, r.product_code collate "C", ${PRODUCT_SUMS}
  from ts_sales_daily r
  group by date_trunc('month', r.day)::date, r.product_code collate "C"`;

const SELLER_COLUMNS = sql`ts_seller_monthly (month, seller_id, orders, revenue)`;

/** Fills ts_seller_monthly from every row of ts_seller_daily. */
export const SELLER_MONTHLY_BUILD = sql`
  insert into ${SELLER_COLUMNS}
  select date_trunc('month', r.day)::date, r.seller_id, sum(r.orders), sum(r.revenue)
  from ts_seller_daily r
  group by date_trunc('month', r.day)::date, r.seller_id`;

/** Fills ts_order_mix_monthly from every row of ts_order_mix_daily. */
export const ORDER_MIX_MONTHLY_BUILD = sql`
  insert into ${MIX_COLUMNS}
  select date_trunc('month', r.day)::date, r.seller_id, r.status collate "C",
    r.province collate "C", sum(r.orders), sum(r.revenue)
  from ts_order_mix_daily r
  group by date_trunc('month', r.day)::date, r.seller_id, r.status collate "C",
    r.province collate "C"`;

/**
 * The rows of each monthly rollup (its columns' order and types) for one month (its first and last
 * days) from the daily rollups as they stand in the statement (in ./rollups-at, a time of day's).
 */
export const MONTH_ROWS = {
  ts_sales_monthly: (first: SQL, last: SQL) => sql`
    select ${first}, r.seller_id, r.product_code, sum(r.quantity)::bigint, sum(r.revenue)::bigint,
      sum(r.orders)::int
    from ts_sales_daily r where r.day between ${first} and ${last}
    group by r.seller_id, r.product_code`,
  ts_product_monthly: (first: SQL, last: SQL) => sql`
    select ${first}, r.product_code, sum(r.quantity)::bigint, sum(r.revenue)::bigint,
      sum(r.orders)::bigint,
      coalesce(sum(r.revenue) filter (where r.seller_id in ${idSet(OWNER_SELLER_IDS)}), 0)::bigint
    from ts_sales_daily r where r.day between ${first} and ${last}
    group by r.product_code`,
  ts_order_mix_monthly: (first: SQL, last: SQL) => sql`
    select ${first}, r.seller_id, r.status, r.province, sum(r.orders)::int, sum(r.revenue)::bigint
    from ts_order_mix_daily r where r.day between ${first} and ${last}
    group by r.seller_id, r.status, r.province`,
  ts_seller_monthly: (first: SQL, last: SQL) => sql`
    select ${first}, r.seller_id, sum(r.orders)::int, sum(r.revenue)::bigint
    from ts_seller_daily r where r.day between ${first} and ${last}
    group by r.seller_id`,
} as const;

/** Each monthly rollup's columns, in the order of its rows above. */
export const MONTH_COLUMNS: Readonly<Record<keyof typeof MONTH_ROWS, SQL>> = {
  ts_sales_monthly: sql`month, seller_id, product_code, quantity, revenue, orders`,
  ts_product_monthly: sql`month, product_code, quantity, revenue, orders, owner_revenue`,
  ts_order_mix_monthly: sql`month, seller_id, status, province, orders, revenue`,
  ts_seller_monthly: sql`month, seller_id, orders, revenue`,
};

/** The day's month x seller x product of these keys (`"day"`, `"sellerId"`, `"productCode"`). */
const productMonths = (keyset: SQL) => sql`(
  select distinct date_trunc('month', k."day")::date as month, k."sellerId" as seller_id,
    k."productCode" as product_code
  from ${keyset} k)`;

/**
 * Recomputes the months of these day x seller x product keys in ts_sales_monthly, and their
 * products' months in ts_product_monthly.
 */
export async function refreshSalesMonthly(
  db: Pick<Database, 'execute'>,
  keyset: SQL,
): Promise<void> {
  await db.execute(sql`
    delete from ts_sales_monthly m using ${productMonths(keyset)} k
    where m.seller_id = k.seller_id and m.month = k.month and m.product_code = k.product_code`);
  await db.execute(sql`
    insert into ${SALES_COLUMNS}
    select k.month, k.seller_id, k.product_code, sum(r.quantity), sum(r.revenue), sum(r.orders)
    from ${productMonths(keyset)} k
    join ts_sales_daily r on r.seller_id = k.seller_id and r.product_code = k.product_code
      and r.day >= k.month and r.day < (k.month + interval '1 month')::date
    group by k.month, k.seller_id, k.product_code`);
  const months = sql`(select distinct month, product_code from ${productMonths(keyset)} x)`;
  await db.execute(sql`
    delete from ts_product_monthly m using ${months} k
    where m.month = k.month and m.product_code = k.product_code`);
  await db.execute(sql`
    insert into ${PRODUCT_COLUMNS}
    select k.month, k.product_code, ${PRODUCT_SUMS}
    from ${months} k
    join ts_sales_daily r on r.product_code = k.product_code
      and r.day >= k.month and r.day < (k.month + interval '1 month')::date
    group by k.month, k.product_code`);
}

/** The months x sellers of these days x sellers (`"day"`, `"sellerId"`). */
const sellerMonths = (days: SQL) => sql`(
  select distinct date_trunc('month', k."day")::date as month, k."sellerId" as seller_id
  from ${days} k)`;

/**
 * The monthly rollups by seller: each, its columns, the daily rollup it sums (orders and revenue)
 * and its keys beyond the month and the seller.
 */
const BY_SELLER = [
  { monthly: 'ts_seller_monthly', columns: SELLER_COLUMNS, daily: 'ts_seller_daily', keys: [] },
  {
    monthly: 'ts_order_mix_monthly',
    columns: MIX_COLUMNS,
    daily: 'ts_order_mix_daily',
    keys: ['status', 'province'],
  },
] as const;

/**
 * Recomputes the months of these days x sellers (`"day"`, `"sellerId"`) in ts_seller_monthly and
 * ts_order_mix_monthly, from their daily rollups (refreshed first).
 */
export async function refreshSellerMonthlies(
  db: Pick<Database, 'execute'>,
  days: SQL,
): Promise<void> {
  const months = sellerMonths(days);
  for (const { monthly, columns, daily, keys } of BY_SELLER) {
    const keyed = sql.join(
      keys.map((key) => sql`, r.${sql.identifier(key)}`),
      sql``,
    );
    await db.execute(sql`
      delete from ${sql.identifier(monthly)} m using ${months} k
      where m.seller_id = k.seller_id and m.month = k.month`);
    await db.execute(sql`
      insert into ${columns}
      select k.month, k.seller_id${keyed}, sum(r.orders), sum(r.revenue)
      from ${months} k
      join ${sql.identifier(daily)} r on r.seller_id = k.seller_id
        and r.day >= k.month and r.day < (k.month + interval '1 month')::date
      group by k.month, k.seller_id${keyed}`);
  }
}
