// What every report's answer says about its comparison: the period asked, the period compared (as
// `compare` asks), how it was chosen, and the first day with orders (a period compared that starts
// before it holds less than it should).
import {
  type CompareMode,
  type ReportPeriod,
  type ReportQuery,
  comparedPeriod,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedRows } from '../../lib/prepared-rows';

export interface Comparison {
  period: ReportPeriod;
  previousPeriod: ReportPeriod;
  compare: CompareMode;
}

/**
 * The period asked and the one compared. `months`: the report reads whole months, so the period
 * just before is as many calendar months before.
 */
export function comparisonOf(query: ReportQuery, options: { months?: boolean } = {}): Comparison {
  const period = { fromDate: query.fromDate, toDate: query.toDate };
  const compare = query.compare ?? 'previous';
  const before = comparedPeriod(period, compare, options);
  // The query refuses a Tết comparison it cannot make, before any report reads it.
  if (!before) throw new Error(`No ${compare} comparison for ${period.fromDate}..${period.toDate}`);
  return { period, previousPeriod: before, compare };
}

/** The first day with orders (any status), or null without any: one probe of the day index. */
export async function dataSince(db: Database): Promise<string | null> {
  const [row] = await preparedRows<{ day: string | null }>(
    db,
    sql`select to_char(min(order_date), 'YYYY-MM-DD') as day from ts_orders`,
  );
  return row?.day ?? null;
}
