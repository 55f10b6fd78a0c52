// The rollups as they stood at a time of day: what a period compared with one that ends today reads,
// so that its last day holds the orders created before the same time of day as today's figures do.
// Each rollup the reports read is answered, for the statement only, by a common table of the same
// name: its rows of every other day as they are, those of that day (and of its month or year when
// the day ends one) recomputed from the orders created before the time.
import { lastOfMonth } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type CommonTable, withCommonTables } from '../../lib/common-tables';
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
  /** The rows of the day's part, when read already (partRowsAt): read from them, not computed. */
  rows?: PartRows;
}

/**
 * The tables of a day's part, each named by partOfDay: every daily rollup's rows of the day's
 * orders created before the time, the distinct counts' rows of the day at that time, and the sales
 * by product of the day's orders created after it (what the running totals of the day leave out).
 */
const PART_TABLES = [...DAILY_TABLES, 'ts_distinct_daily', 'late_product_sales'] as const;
type PartTable = (typeof PART_TABLES)[number];

/**
 * Each table of a day's part, as read once: its rows as text, an array of the table's row type
 * (a rollup's), or a JSON array (the later sales, which have no table): PostgreSQL reads the
 * first in half the time.
 */
export type PartRows = Readonly<Record<PartTable, string>>;

/** A common table of this name: the table's rows but those `others` drops, and `rows`. */
const shadow = (table: string, columns: SQL, others: SQL, rows: SQL): CommonTable => ({
  name: table,
  definition: sql`${sql.identifier(table)} as not materialized (
    select ${columns} from ${sql.identifier(table)} where ${others}
    union all
    ${rows})`,
});

/** The name of the common table holding a rollup's rows of the day's part. */
const partOfDay = (table: string) => sql.identifier(`part_of_${table}`);

/** The common table of the day's part of this table, defined by `rows` (and its columns). */
const partTable = (table: PartTable, rows: SQL, columns?: SQL): CommonTable => ({
  name: `part_of_${table}`,
  definition: columns
    ? sql`${partOfDay(table)} (${columns}) as materialized (${rows})`
    : sql`${partOfDay(table)} as materialized (${rows})`,
});

/** A table of a day's part read from its rows as read once (PartRows' text). */
function keptRows(table: PartTable, rows: string): SQL {
  if (table === 'late_product_sales') {
    return sql`select * from json_to_recordset(${rows}::text::json) as r (product_code varchar,
      quantity numeric, revenue numeric, orders bigint, owner_revenue numeric)`;
  }
  const columns = table === 'ts_distinct_daily' ? DISTINCT_COLUMNS.daily : DAILY_COLUMNS[table];
  return sql`select ${columns} from unnest(${rows}::text::${sql.identifier(table)}[])`;
}

/** The rows of a table of the day's part as kept (PartRows' text). */
function rowsToKeep(table: PartTable): SQL {
  const json = sql`(select coalesce(json_agg(r), '[]') from ${partOfDay(table)} r)`;
  if (table === 'late_product_sales') return sql`${json}::text`;
  return sql`(select coalesce(array_agg(x), '{}')::text
    from json_populate_recordset(null::${sql.identifier(table)}, ${json}) x)`;
}

/**
 * The tables of the day's part (PART_TABLES), computed once each and before the rollups they read
 * are answered (so that the visits before the day are read from the rollups' own indexes), or read
 * from the part's rows when it has them.
 */
function dayPartTables(part: DayPart): CommonTable[] {
  const kept = part.rows;
  if (kept) return PART_TABLES.map((table) => partTable(table, keptRows(table, kept[table])));
  const day = sql`${part.day}::date`;
  const ofSellers = part.sellers ? sql` and o.seller_id in ${idSet(part.sellers)}` : sql``;
  const orders = sql`o.order_date = ${day} and o.created_at < ${part.until}::timestamptz${ofSellers}`;
  const tables = DAILY_TABLES.map((table) =>
    partTable(
      table,
      DAILY_ROWS[table]({
        where: table === 'ts_sales_daily' ? sql`${orders} and l.order_date = ${day}` : orders,
      }),
      DAILY_COLUMNS[table],
    ),
  );
  const distinct = distinctRowsOn(
    day,
    {
      buyer: sql`${partOfDay('ts_buyer_daily')}`,
      product: sql`${partOfDay('ts_sales_daily')}`,
    },
    part.sellers,
  );
  const late = sql`o.created_at >= ${part.until}::timestamptz`;
  tables.push(
    partTable('ts_distinct_daily', distinct, DISTINCT_COLUMNS.daily),
    partTable(
      'late_product_sales',
      productSalesOf(
        day,
        part.products
          ? sql`${late} and l.product_code = any(array(
            select json_array_elements_text(${JSON.stringify(part.products)}::json)))`
          : late,
      ),
    ),
  );
  return tables;
}

/**
 * The common tables that answer every rollup as it stood at the end of this day's part. The day's
 * rows are computed once each, first (the distinct counts' before the rollups they read are
 * answered, so that the visits before the day are read from the rollups' own indexes).
 */
function tablesAtPartOf(part: DayPart): CommonTable[] {
  const day = sql`${part.day}::date`;
  const tables = [
    ...dayPartTables(part),
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
    {
      name: 'ts_product_running',
      definition: sql`ts_product_running (${RUNNING_COLUMN_LIST}) as not materialized (${runningWithout(
        day,
        sql`${partOfDay('late_product_sales')}`,
      )})`,
    },
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
  return tables;
}

/** The common tables of tablesAtPartOf, as one list (`with` it to read a statement at that time). */
export const rollupsAtPartOf = (part: DayPart): SQL =>
  sql.join(
    tablesAtPartOf(part).map((table) => table.definition),
    sql`, `,
  );

/** At most this many days' parts are kept. */
const MOST_KEPT = 32;

/** The parts of one database kept, those being computed, and those to compute later (by key). */
interface Kept {
  parts: Map<string, PartRows>;
  computing: Map<string, Promise<PartRows>>;
  later: Set<string>;
}

/** By database (its session: the handles on one database share it), the parts kept. */
const keptParts = new WeakMap<object, Kept>();

function keptOf(db: Database): Kept {
  const session = (db as unknown as { _: { session: object } })._.session;
  let kept = keptParts.get(session);
  if (!kept) {
    kept = { parts: new Map(), computing: new Map(), later: new Set() };
    keptParts.set(session, kept);
  }
  return kept;
}

/** What a part's rows are kept by: the part and the version of its day they were computed at. */
const partKey = (part: DayPart, version: string) =>
  JSON.stringify([part.day, part.until, part.sellers ?? null, part.products ?? null, version]);

/**
 * What the day's rows of ts_distinct_daily are now: each is rewritten (its row version changes)
 * by every write that changes any part of that day: an order of a seller refreshes the seller's
 * distinct rows (and the kept sellers') from its day on.
 */
const DAY_VERSION = (day: SQL) => sql`(select coalesce(string_agg(d.xmin::text, ','
    order by d.kind, d.seller_id), '') from ts_distinct_daily d where d.day = ${day})`;

/**
 * The part's rows computed from the day's orders as they are, and kept by the version they were
 * computed at; reads of the same part and version at the same time share one computation.
 */
function computeRows(db: Database, kept: Kept, part: DayPart, version: string): Promise<PartRows> {
  const key = partKey(part, version);
  const running = kept.computing.get(key);
  if (running) return running;
  const day = sql`${part.day}::date`;
  // The rows and what they were computed from, read together.
  const tables = sql.join(
    PART_TABLES.map((table) => sql`${rowsToKeep(table)} as ${sql.identifier(table)}`),
    sql`, `,
  );
  const computing = queryRows<{ version: string } & PartRows>(
    db,
    sql`with ${sql.join(
      dayPartTables({ ...part, rows: undefined }).map((table) => table.definition),
      sql`, `,
    )}
      select ${DAY_VERSION(day)} as version, ${tables}`,
  )
    .then(([read]) => {
      if (!read) throw new Error(`No part of ${part.day} read`);
      const { version: at, ...rows } = read;
      kept.parts.set(partKey(part, at), rows);
      if (kept.parts.size > MOST_KEPT) {
        const oldest = kept.parts.keys().next().value;
        if (oldest !== undefined) kept.parts.delete(oldest);
      }
      return rows;
    })
    .finally(() => kept.computing.delete(key));
  kept.computing.set(key, computing);
  return computing;
}

/**
 * The rows of every table of the day's part (its sellers' only, when it has some; the sales after
 * its end of its products only, when it has some): computed once for the day's orders as they are,
 * and kept for the next reads of the same part until a write changes the day. A report compared
 * with a period ending today reads them at every call in the same minute, and so do the others.
 * `ahead`: the end of the part the next reads will ask (the next minute's), computed in the
 * background (`aheadIn` ms from now, at once without it), so that the first report of each minute
 * does not wait for it (the compared day is past: its orders up to then are all here, and a later
 * one changes the version).
 */
export async function partRowsAt(
  db: Database,
  part: DayPart,
  options: { ahead?: string; aheadIn?: number } = {},
): Promise<PartRows> {
  const kept = keptOf(db);
  const [now] = await queryRows<{ version: string }>(
    db,
    sql`select ${DAY_VERSION(sql`${part.day}::date`)} as version`,
  );
  const version = now?.version ?? '';
  const rows =
    kept.parts.get(partKey(part, version)) ?? (await computeRows(db, kept, part, version));
  if (options.ahead !== undefined) {
    const next = { ...part, until: options.ahead };
    const key = partKey(next, version);
    if (!kept.parts.has(key) && !kept.computing.has(key) && !kept.later.has(key)) {
      const compute = () => {
        kept.later.delete(key);
        // Read again when asked, should this fail.
        computeRows(db, kept, next, version).catch(() => undefined);
      };
      if (!options.aheadIn) compute();
      else {
        kept.later.add(key);
        setTimeout(compute, options.aheadIn).unref();
      }
    }
  }
  return rows;
}

/** A handle on the database whose report reads see the rollups as they stood at this part's end. */
export const atPartOf = <D extends object>(db: D, part: DayPart): D =>
  withCommonTables(db, tablesAtPartOf(part));
