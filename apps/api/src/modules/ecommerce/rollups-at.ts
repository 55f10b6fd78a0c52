// The rollups as they stood at a time of day: what a period compared with one that ends today reads,
// so that its last day holds the orders created before the same time of day as today's figures do.
// Each rollup the reports read is answered, for the statement only, by a common table of the same
// name: its rows of every other day as they are, those of that day (and of its month or year when
// the day ends one) recomputed from the orders created before the time.
import { lastOfMonth } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withCommonTables } from '../../lib/common-tables';
import { queryRows } from '../../lib/query-rows';
import { idSet } from '../../lib/sql-sets';
import { CALENDAR_COLUMNS, calendarRows } from './buyer-calendar.repository';
import { DISTINCT_COLUMNS, distinctMonthRows, distinctRowsOn } from './distinct.repository';
import { MONTH_COLUMNS, MONTH_ROWS } from './monthly.repository';
import {
  DAILY_COLUMNS,
  DAILY_ROWS,
  DAILY_TABLES,
  RUNNING_COLUMN_LIST,
  productSalesOf,
  runningWithout,
} from './rollups.repository';

/** One day's orders created before a time (an instant, ISO): the day's part elapsed by then. */
export interface DayPart {
  /** YYYY-MM-DD (a Vietnam day). */
  day: string;
  /** The instant the part ends (excluded). */
  until: string;
  /**
   * The only sellers read through the handle (every seller, and the kept sellers together, when
   * absent): the day's rows by seller, and its distinct buyers and products, are recomputed for
   * them only (the running totals per product, every seller's, still in full).
   */
  sellers?: readonly number[];
  /**
   * The only products whose running totals are read through the handle (every product's when
   * absent): the later orders' sales are taken out of theirs only.
   */
  products?: readonly string[];
  /** The day's rows of ts_distinct_daily at the part's end, when read already (distinctRowsAt). */
  distinct?: readonly DistinctRow[];
}

/** A row of ts_distinct_daily. */
export interface DistinctRow {
  kind: string;
  sellerId: number;
  day: string;
  firsts: number;
  returns: number[];
}

/** A common table of this name: the table's rows but those `others` drops, and `rows`. */
const shadow = (table: string, columns: SQL, others: SQL, rows: SQL) =>
  sql`${sql.identifier(table)} as not materialized (
    select ${columns} from ${sql.identifier(table)} where ${others}
    union all
    ${rows})`;

/** The name of the common table holding a rollup's rows of the day's part. */
const partOfDay = (table: string) => sql.identifier(`part_of_${table}`);

/**
 * The day's part of each daily rollup and of the distinct counts (each named by partOfDay),
 * computed once each and before the rollups they read are answered (so that the visits before the
 * day are read from the rollups' own indexes).
 */
function dayPartTables(part: DayPart): SQL {
  const day = sql`${part.day}::date`;
  const ofSellers = part.sellers ? sql` and o.seller_id in ${idSet(part.sellers)}` : sql``;
  const orders = sql`o.order_date = ${day} and o.created_at < ${part.until}::timestamptz${ofSellers}`;
  const tables = DAILY_TABLES.map(
    (table) =>
      sql`${partOfDay(table)} (${DAILY_COLUMNS[table]}) as materialized (${DAILY_ROWS[table]({
        where: table === 'ts_sales_daily' ? sql`${orders} and l.order_date = ${day}` : orders,
      })})`,
  );
  const distinct = part.distinct
    ? sql`select r.kind, r."sellerId", r.day, r.firsts, r.returns
      from json_to_recordset(${JSON.stringify(part.distinct)}::json)
        as r (kind varchar, "sellerId" integer, day date, firsts integer, returns integer[])`
    : distinctRowsOn(
        day,
        {
          buyer: sql`${partOfDay('ts_buyer_daily')}`,
          product: sql`${partOfDay('ts_sales_daily')}`,
        },
        part.sellers,
      );
  tables.push(
    sql`${partOfDay('ts_distinct_daily')} (${DISTINCT_COLUMNS.daily}) as materialized (${distinct})`,
  );
  return sql.join(tables, sql`, `);
}

/**
 * The common tables that answer every rollup as it stood at the end of this day's part. The day's
 * rows are computed once each, first (the distinct counts' before the rollups they read are
 * answered, so that the visits before the day are read from the rollups' own indexes).
 */
export function rollupsAtPartOf(part: DayPart): SQL {
  const day = sql`${part.day}::date`;
  const late = sql`o.created_at >= ${part.until}::timestamptz`;
  const tables = [
    dayPartTables(part),
    shadow(
      'ts_distinct_daily',
      DISTINCT_COLUMNS.daily,
      sql`day <> ${day}`,
      sql`select * from ${partOfDay('ts_distinct_daily')}`,
    ),
    ...DAILY_TABLES.map((table) =>
      shadow(
        table,
        DAILY_COLUMNS[table],
        sql`day <> ${day}`,
        sql`select * from ${partOfDay(table)}`,
      ),
    ),
    sql`${partOfDay('late_product_sales')} as materialized (${productSalesOf(
      day,
      part.products
        ? sql`${late} and l.product_code = any(array(
            select json_array_elements_text(${JSON.stringify(part.products)}::json)))`
        : late,
    )})`,
    sql`ts_product_running (${RUNNING_COLUMN_LIST}) as not materialized (${runningWithout(
      day,
      sql`${partOfDay('late_product_sales')}`,
    )})`,
  ];
  // A month (a year) read whole from its rollup is one the period holds to its last day.
  if (lastOfMonth(part.day) === part.day) {
    const first = sql`${`${part.day.slice(0, 7)}-01`}::date`;
    for (const table of Object.keys(MONTH_ROWS) as (keyof typeof MONTH_ROWS)[]) {
      tables.push(
        shadow(table, MONTH_COLUMNS[table], sql`month <> ${first}`, MONTH_ROWS[table](first, day)),
      );
    }
    tables.push(
      shadow(
        'ts_distinct_monthly',
        DISTINCT_COLUMNS.monthly,
        sql`month <> ${first}`,
        distinctMonthRows(first, day),
      ),
    );
    const yearEnds = part.day.endsWith('-12-31');
    const yearFirst = sql`${`${part.day.slice(0, 4)}-01-01`}::date`;
    tables.push(
      shadow(
        'ts_buyer_calendar',
        CALENDAR_COLUMNS,
        yearEnds
          ? sql`not ((unit = 'month' and start = ${first}) or (unit = 'year' and start = ${yearFirst}))`
          : sql`not (unit = 'month' and start = ${first})`,
        yearEnds
          ? sql`${calendarRows('month', first, day)} union all ${calendarRows('year', yearFirst, day)}`
          : calendarRows('month', first, day),
      ),
    );
  }
  return sql.join(tables, sql`, `);
}

/** At most this many days' parts keep their distinct rows. */
const MOST_KEPT = 64;
const keptDistinct = new Map<string, DistinctRow[]>();

/**
 * What the day's rows of ts_distinct_daily are now: each is rewritten (its row version changes)
 * by every write that could change the distinct buyers or products of any part of that day.
 */
const DISTINCT_VERSION = (day: SQL) => sql`(select coalesce(string_agg(d.xmin::text, ','
    order by d.kind, d.seller_id), '') from ts_distinct_daily d where d.day = ${day})`;

/**
 * The day's rows of ts_distinct_daily at the end of the part (its sellers' only, when it has
 * some): computed once for the day's rows as they are, and kept for the next reads of the same
 * part until a write rewrites them.
 */
export async function distinctRowsAt(
  db: Pick<Database, 'execute'>,
  part: DayPart,
): Promise<readonly DistinctRow[]> {
  const day = sql`${part.day}::date`;
  const keyOf = (version: string) =>
    JSON.stringify([part.day, part.until, part.sellers ?? null, version]);
  const [now] = await queryRows<{ version: string }>(
    db,
    sql`select ${DISTINCT_VERSION(day)} as version`,
  );
  const kept = keptDistinct.get(keyOf(now?.version ?? ''));
  if (kept) return kept;
  // The rows and what they were computed from, read together.
  const [read] = await queryRows<{ version: string; rows: DistinctRow[] | null }>(
    db,
    sql`with ${dayPartTables(part)}
      select ${DISTINCT_VERSION(day)} as version,
        (select json_agg(json_build_object('kind', r.kind, 'sellerId', r.seller_id,
            'day', to_char(r.day, 'YYYY-MM-DD'), 'firsts', r.firsts, 'returns', r.returns))
          from ${partOfDay('ts_distinct_daily')} r) as rows`,
  );
  const rows = read?.rows ?? [];
  keptDistinct.set(keyOf(read?.version ?? ''), rows);
  if (keptDistinct.size > MOST_KEPT) {
    const oldest = keptDistinct.keys().next().value;
    if (oldest !== undefined) keptDistinct.delete(oldest);
  }
  return rows;
}

/** A handle on the database whose report reads see the rollups as they stood at this part's end. */
export const atPartOf = <D extends object>(db: D, part: DayPart): D =>
  withCommonTables(db, rollupsAtPartOf(part));
