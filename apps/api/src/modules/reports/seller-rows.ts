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
