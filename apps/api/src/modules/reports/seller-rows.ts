// How the seller summary reads its rollups: one seller's rows over a period, revenue as a number.
import { type ReportPeriod, addDays, byMonth, daysIn, lastOfMonth } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsWithNumbers } from '../../lib/query-rows';

/** The rows with their revenue (a bigint sum, read as text) as a number. */
export const rowsWithRevenue = <T extends { revenue: number }>(db: Database, query: SQL) =>
  rowsWithNumbers<T>(db, query, ['revenue']);

/** The rollup rows of this seller over the period (the rollup's table aliased `r`). */
export const ofSeller = (sellerId: number, period: ReportPeriod) =>
  sql`r.seller_id = ${sellerId}
    and r.day between ${period.fromDate}::date and ${period.toDate}::date`;

/** A seller's monthly rows cost about as much to read as this many of its days. */
const MONTH_READ_DAYS = 3;

/**
 * How to read the period from a monthly and a daily rollup with the fewest rows: the months read
 * whole (first days, first and last; none when no month is), the days added from the daily rollup
 * and the days taken off it (those of a month read whole that lie outside the period). A month the
 * period holds in part is read whole, less its other days, when those are fewer by MONTH_READ_DAYS.
 */
export function monthsAndDays(period: ReportPeriod): {
  months: { first: string; last: string } | null;
  added: ReportPeriod[];
  removed: ReportPeriod[];
} {
  const read: string[] = [];
  const added: ReportPeriod[] = [];
  const removed: ReportPeriod[] = [];
  for (const part of byMonth(period)) {
    const month = {
      fromDate: `${part.fromDate.slice(0, 8)}01`,
      toDate: lastOfMonth(part.fromDate),
    };
    const outside = daysIn(month) - daysIn(part);
    if (outside === 0 || outside + MONTH_READ_DAYS < daysIn(part)) {
      read.push(month.fromDate);
      if (part.fromDate > month.fromDate)
        removed.push({ fromDate: month.fromDate, toDate: addDays(part.fromDate, -1) });
      if (part.toDate < month.toDate)
        removed.push({ fromDate: addDays(part.toDate, 1), toDate: month.toDate });
    } else {
      added.push(part);
    }
  }
  // Only the months at the period's ends can be read in days: those read whole follow each other.
  const months = read.length ? { first: read[0] ?? '', last: read[read.length - 1] ?? '' } : null;
  return { months, added, removed };
}

/**
 * This seller's rows over the period, as `r`, with these key columns and these summed measures:
 * from the monthly rollup for the months read whole, from the daily one for the days added, and
 * the days taken off with their measures negated. Summed per key they give the period's figures;
 * a key whose rows all lie outside the period sums to 0 orders (every rollup row has one or more).
 */
export function monthsThenDays(
  sellerId: number,
  period: ReportPeriod,
  tables: { monthly: string; daily: string },
  keys: readonly string[],
  measures: readonly string[],
): SQL {
  const { months, added, removed } = monthsAndDays(period);
  const keyColumns = keys.map((key) => sql`r.${sql.identifier(key)}`);
  const columns = (sign: SQL) =>
    sql.join(
      [
        ...keyColumns,
        ...measures.map((m) => sql`${sign}r.${sql.identifier(m)} as ${sql.identifier(m)}`),
      ],
      sql`, `,
    );
  const daily = (sign: SQL, part: ReportPeriod) =>
    sql`select ${columns(sign)} from ${sql.identifier(tables.daily)} r
      where ${ofSeller(sellerId, part)}`;
  const parts: SQL[] = [
    ...added.map((part) => daily(sql.raw(''), part)),
    ...removed.map((part) => daily(sql.raw('-'), part)),
  ];
  if (months) {
    parts.push(sql`select ${columns(sql.raw(''))} from ${sql.identifier(tables.monthly)} r
      where r.seller_id = ${sellerId}
        and r.month between ${months.first}::date and ${months.last}::date`);
  }
  return sql`(${sql.join(parts, sql` union all `)}) r`;
}
