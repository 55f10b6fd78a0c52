// ts_buyer_calendar: ts_buyer_daily summed per calendar month and year x seller x buyer, built from
// it and refreshed with it, for the buyers a write touched (those the day x seller had before and
// has after).
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** A day x seller x buyer row of ts_buyer_daily, deleted (the day as YYYY-MM-DD). */
export interface BuyerDayKey {
  sellerId: number;
  day: string;
  customerCode: string;
}

const COLUMNS = sql`ts_buyer_calendar (seller_id, unit, start, customer_code, orders, revenue)`;

/** The calendar's units, as `u (unit)`. */
const UNITS = sql`(values ('month'), ('year')) as u (unit)`;

/** Fills ts_buyer_calendar from every row of ts_buyer_daily. */
export const BUYER_CALENDAR_BUILD = sql`
  insert into ${COLUMNS}
  select r.seller_id, u.unit, date_trunc(u.unit, r.day)::date, r.customer_code collate "C",
    sum(r.orders), sum(greatest(r.revenue, 0))
  from ts_buyer_daily r cross join ${UNITS}
  group by r.seller_id, u.unit, date_trunc(u.unit, r.day)::date, r.customer_code collate "C"`;

/**
 * The rows of ts_buyer_calendar of one month or year (`unit`; its first and last days) from
 * ts_buyer_daily as it stands in the statement (in ./rollups-at, a time of day's).
 */
export const calendarRows = (unit: 'month' | 'year', first: SQL, last: SQL) => sql`
  select r.seller_id, ${unit}::varchar, ${first}, r.customer_code, sum(r.orders)::int,
    sum(greatest(r.revenue, 0))::bigint
  from ts_buyer_daily r where r.day between ${first} and ${last}
  group by r.seller_id, r.customer_code`;

/** ts_buyer_calendar's columns, in the order of its rows above. */
export const CALENDAR_COLUMNS = sql`seller_id, unit, start, customer_code, orders, revenue`;

/**
 * Deletes ts_buyer_daily's rows on these days x sellers (`"day"`, `"sellerId"`), answering their
 * keys: what their months and years hold is recomputed once the days are.
 */
export const deleteBuyerDays = (days: SQL) => sql`
  delete from ts_buyer_daily r using ${days} k
  where r.day = k."day" and r.seller_id = k."sellerId"
  returning r.seller_id as "sellerId", to_char(r.day, 'YYYY-MM-DD') as day,
    r.customer_code as "customerCode"`;

/**
 * Recomputes the months and years of the buyers deleted from these days x sellers (`gone`) and of
 * those they hold now, from their rows of ts_buyer_daily in each (a buyer with none left loses it).
 */
export async function refreshBuyerCalendar(
  db: Pick<Database, 'execute'>,
  days: SQL,
  gone: readonly BuyerDayKey[],
): Promise<void> {
  const unique = new Map<string, BuyerDayKey>();
  for (const key of gone) unique.set(`${key.sellerId}|${key.day}|${key.customerCode}`, key);
  const keys = sql`(
    select distinct b.seller_id, u.unit, date_trunc(u.unit, b.day)::date as start, b.customer_code
    from (
      select g."sellerId" as seller_id, g.day, g."customerCode" as customer_code
      from json_to_recordset(${JSON.stringify([...unique.values()])}::json)
        as g ("sellerId" integer, day date, "customerCode" text)
      union all
      select r.seller_id, r.day, r.customer_code
      from ts_buyer_daily r join ${days} k on r.day = k."day" and r.seller_id = k."sellerId"
    ) b cross join ${UNITS}
  )`;
  await db.execute(sql`
    delete from ts_buyer_calendar c using ${keys} k
    where c.seller_id = k.seller_id and c.unit = k.unit and c.start = k.start
      and c.customer_code = k.customer_code`);
  await db.execute(sql`
    insert into ${COLUMNS}
    select k.seller_id, k.unit, k.start, k.customer_code, sum(r.orders),
      sum(greatest(r.revenue, 0))
    from ${keys} k
    join ts_buyer_daily r on r.customer_code = k.customer_code and r.seller_id = k.seller_id
      and r.day >= k.start and r.day < (k.start + ('1 ' || k.unit)::interval)::date
    group by k.seller_id, k.unit, k.start, k.customer_code`);
}
