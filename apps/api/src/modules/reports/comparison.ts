// What every report's answer says about its comparison: the period asked, the period compared (as
// `compare` asks), how it was chosen, and the first day with orders (a period compared that starts
// before it holds less than it should).
import {
  type CompareMode,
  type ReportPeriod,
  type ReportQuery,
  addDays,
  comparedPeriod,
  todayInVietnam,
  vnMidnight,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedRows } from '../../lib/prepared-rows';
import { type DayPart, atPartOf, partRowsAt } from '../ecommerce/rollups-at';

export interface Comparison {
  period: ReportPeriod;
  previousPeriod: ReportPeriod;
  compare: CompareMode;
  /** The period ends today: the compared one's last day ends at this instant (ISO), else null. */
  comparedUntil: string | null;
}

/**
 * The period asked and the one compared. `months`: the report reads whole months, so the period
 * just before is as many calendar months before. A period that ends today (`now`'s Vietnam day)
 * is compared with the same elapsed part of the other: its last day up to the same time of day.
 */
export function comparisonOf(
  query: ReportQuery,
  options: { months?: boolean } = {},
  now: Date = new Date(),
): Comparison {
  const period = { fromDate: query.fromDate, toDate: query.toDate };
  const compare = query.compare ?? 'previous';
  const before = comparedPeriod(period, compare, options);
  // The query refuses a Tết comparison it cannot make, before any report reads it.
  if (!before) throw new Error(`No ${compare} comparison for ${period.fromDate}..${period.toDate}`);
  const today = todayInVietnam(now);
  // To the minute the subtitle names.
  const elapsed = Math.floor((now.getTime() - vnMidnight(today).getTime()) / 60_000) * 60_000;
  const comparedUntil =
    period.toDate === today
      ? new Date(vnMidnight(before.toDate).getTime() + elapsed).toISOString()
      : null;
  return { period, previousPeriod: before, compare, comparedUntil };
}

/** What reads through a compared handle concern, when not every seller and product. */
export type ComparedScope = Pick<DayPart, 'sellers' | 'products'>;

/** The compared period's last day's part, of this scope, when the period ends today. */
function comparedPart(comparison: Comparison, scope: ComparedScope): DayPart | null {
  const until = comparison.comparedUntil;
  return until === null ? null : { ...scope, day: comparison.previousPeriod.toDate, until };
}

/**
 * The handle the compared period's figures are read through: the rollups as they stood at the end
 * of its last day's elapsed part when the period ends today, the database as it is otherwise.
 * `scope`: the only sellers or products read through it, when not every one.
 */
export function comparedDb(
  db: Database,
  comparison: Comparison,
  scope: ComparedScope = {},
): Database {
  const part = comparedPart(comparison, scope);
  return part === null ? db : atPartOf(db, part);
}

/**
 * The next minute's part is computed this long before the minute starts: time enough for it (some
 * 0.1 s for every seller at 10 million order lines), and not among the reads that asked for this
 * minute's, most of which come soon after it.
 */
const AHEAD_LEAD_MS = 15_000;

/**
 * As comparedDb, with the last day's part (of these sellers only, when given) computed once and
 * kept for the next reads of the same part: every report compared with a period ending today reads
 * the same part in the same minute; the next minute's is computed in the last seconds of this one.
 */
export async function comparedKeptDb(
  db: Database,
  comparison: Comparison,
  scope: Pick<ComparedScope, 'sellers'> = {},
): Promise<Database> {
  const part = comparedPart(comparison, scope);
  if (part === null) return db;
  // The next minute's part, unless the day's end comes first.
  const next = new Date(Date.parse(part.until) + 60_000);
  const ahead =
    next.getTime() < vnMidnight(addDays(part.day, 1)).getTime() ? next.toISOString() : undefined;
  const aheadIn = Math.max(0, 60_000 - (Date.now() % 60_000) - AHEAD_LEAD_MS);
  return atPartOf(db, { ...part, rows: await partRowsAt(db, part, { ahead, aheadIn }) });
}

/**
 * The compared period's figures read on their own by `read`, through the rollups as they stood at
 * a time of day, when the period ends today; null otherwise (a report reads both periods at once).
 * The day's part is kept (comparedKeptDb) but for one product's (`scope.products`), read in the
 * statement: the whole day's part would cost more to compute than that product's sales.
 */
export async function comparedApart<T>(
  db: Database,
  comparison: Comparison,
  read: (db: Database) => Promise<T>,
  scope: ComparedScope = {},
): Promise<T | null> {
  if (comparison.comparedUntil === null) return null;
  return read(
    scope.products
      ? comparedDb(db, comparison, scope)
      : await comparedKeptDb(db, comparison, { sellers: scope.sellers }),
  );
}

/** The first day with orders (any status), or null without any: one probe of the day index. */
export async function dataSince(db: Database): Promise<string | null> {
  const [row] = await preparedRows<{ day: string | null }>(
    db,
    sql`select to_char(min(order_date), 'YYYY-MM-DD') as day from ts_orders`,
  );
  return row?.day ?? null;
}
