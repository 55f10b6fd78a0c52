// The rollups as they stood at a time of day: what a period compared with one that ends today reads,
// so that its last day holds the orders created before the same time of day as today's figures do.
// Each rollup the reports read is answered, for the statement only, by a common table of the same
// name: its rows of every other day as they are, those of that day (and of its month or year when
// the day ends one) recomputed from the orders created before the time.
import { lastOfMonth } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import { withCommonTables } from '../../lib/common-tables';
import { CALENDAR_COLUMNS, calendarRows } from './buyer-calendar.repository';
import { DISTINCT_COLUMNS, distinctMonthRows, distinctRowsOn } from './distinct.repository';
import { MONTH_COLUMNS, MONTH_ROWS } from './monthly.repository';
import {
  DAILY_COLUMNS,
  DAILY_ROWS,
  RUNNING_COLUMN_LIST,
  runningRowsOn,
} from './rollups.repository';

/** One day's orders created before a time (an instant, ISO): the day's part elapsed by then. */
export interface DayPart {
  /** YYYY-MM-DD (a Vietnam day). */
  day: string;
  /** The instant the part ends (excluded). */
  until: string;
}

/** A common table of this name: the table's rows but those `others` drops, and `rows`. */
const shadow = (table: string, columns: SQL, others: SQL, rows: SQL) =>
  sql`${sql.identifier(table)} as not materialized (
    select ${columns} from ${sql.identifier(table)} where ${others}
    union all
    ${rows})`;

/** The common tables that answer every rollup as it stood at the end of this day's part. */
export function rollupsAtPartOf(part: DayPart): SQL {
  const day = sql`${part.day}::date`;
  const orders = sql`o.order_date = ${day} and o.created_at < ${part.until}::timestamptz`;
  const tables = (Object.keys(DAILY_ROWS) as (keyof typeof DAILY_ROWS)[]).map((table) =>
    shadow(
      table,
      DAILY_COLUMNS[table],
      sql`day <> ${day}`,
      DAILY_ROWS[table](
        table === 'ts_sales_daily' ? sql`${orders} and l.order_date = ${day}` : orders,
        'as-is',
      ),
    ),
  );
  tables.push(
    shadow('ts_product_running', RUNNING_COLUMN_LIST, sql`day <> ${day}`, runningRowsOn(day)),
    shadow('ts_distinct_daily', DISTINCT_COLUMNS.daily, sql`day <> ${day}`, distinctRowsOn(day)),
  );
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

/** A handle on the database whose report reads see the rollups as they stood at this part's end. */
export const atPartOf = <D extends object>(db: D, part: DayPart): D =>
  withCommonTables(db, rollupsAtPartOf(part));
