// How the seller summary reads its rollups: one seller's rows over a period, revenue as a number.
import { type ReportPeriod, wholeMonths } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsWithNumbers } from './product-analysis.repository';

/** The rows with their revenue (a bigint sum, read as text) as a number. */
export const rowsWithRevenue = <T extends { revenue: number }>(db: Database, query: SQL) =>
  rowsWithNumbers<T>(db, query, ['revenue']);

/** The rollup rows of this seller over the period (the rollup's table aliased `r`). */
export const ofSeller = (sellerId: number, period: ReportPeriod) =>
  sql`r.seller_id = ${sellerId}
    and r.day between ${period.fromDate}::date and ${period.toDate}::date`;

/**
 * This seller's rows over the period, with these columns, as `r`: from the monthly rollup for the
 * whole months it holds, from the daily one for the days left at its ends.
 */
export function monthsThenDays(
  sellerId: number,
  period: ReportPeriod,
  tables: { monthly: string; daily: string },
  columns: SQL,
): SQL {
  const { months, days } = wholeMonths(period);
  const parts: SQL[] = days.map(
    (part) => sql`select ${columns} from ${sql.identifier(tables.daily)} r
      where ${ofSeller(sellerId, part)}`,
  );
  if (months) {
    parts.push(sql`select ${columns} from ${sql.identifier(tables.monthly)} r
      where r.seller_id = ${sellerId}
        and r.month between ${months.first}::date and ${months.last}::date`);
  }
  return sql`(${sql.join(parts, sql` union all `)}) r`;
}
