// How the seller summary reads its rollups: one seller's rows over a period, revenue as a number.
import type { ReportPeriod } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../sync/ingest/upsert';

/** A row as read: the revenue summed in SQL comes as text (a bigint sum). */
type Read<T extends { revenue: number }> = Omit<T, 'revenue'> & { revenue: string };

/** The rows with their revenue as a number. */
export async function rowsWithRevenue<T extends { revenue: number }>(
  db: Database,
  query: SQL,
): Promise<T[]> {
  const rows = await queryRows<Read<T>>(db, query);
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }) as T);
}

/** The rollup rows of this seller over the period (the rollup's table aliased `r`). */
export const ofSeller = (sellerId: number, period: ReportPeriod) =>
  sql`r.seller_id = ${sellerId}
    and r.day between ${period.fromDate}::date and ${period.toDate}::date`;

/** A day (YYYY-MM-DD) moved by some days. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The period as the whole calendar months it holds (their first days, first and last; none when
 * it holds none) and the days left at its ends.
 */
export function wholeMonths(period: ReportPeriod): {
  months: { first: string; last: string } | null;
  days: ReportPeriod[];
} {
  const { fromDate, toDate } = period;
  const first = fromDate.endsWith('-01')
    ? fromDate
    : `${addDays(`${fromDate.slice(0, 8)}28`, 4).slice(0, 8)}01`;
  const end = addDays(toDate, 1).endsWith('-01') ? toDate : addDays(`${toDate.slice(0, 8)}01`, -1);
  if (first > end) return { months: null, days: [period] };
  const days: ReportPeriod[] = [];
  if (fromDate < first) days.push({ fromDate, toDate: addDays(first, -1) });
  if (end < toDate) days.push({ fromDate: addDays(end, 1), toDate });
  return { months: { first, last: `${end.slice(0, 8)}01` }, days };
}

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
