// What the product report tests share: raw queries over the orders and lines, read as numbers.
import { OWNER_SELLER_IDS, type ReportPeriod } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../lib/query-rows';

/** The owner sellers' ids, written out for `in`. */
export const OWNERS = sql`(${sql.join(
  OWNER_SELLER_IDS.map((id) => sql`${id}`),
  sql`, `,
)})`;

/** The orders (`o`) of the period that count: not cancelled or returned. */
export const counted = (asked: ReportPeriod) => sql`o.status not in ('CANCELLED', 'RETURNED')
  and o.order_date between ${asked.fromDate}::date and ${asked.toDate}::date`;

type Numeric<T> = { [K in keyof T]: T[K] extends number ? string | number : T[K] };

/** The rows of a query, the numeric columns (bigint sums read as text) as numbers. */
export async function rawRowsOf<T>(
  db: Database,
  query: SQL,
  numbers: readonly (keyof T)[],
): Promise<T[]> {
  const rows = await queryRows<Numeric<T>>(db, query);
  return rows.map((row) => {
    const read: Record<string, unknown> = { ...row };
    for (const key of numbers) read[key as string] = Number(read[key as string]);
    return read as T;
  });
}

/** The text without Vietnamese accents (đ as d). */
export const withoutAccents = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');

/** The months (YYYY-MM) the period touches, written out by hand. */
export function monthsOf(asked: ReportPeriod): string[] {
  const months: string[] = [];
  for (
    let day = new Date(`${asked.fromDate.slice(0, 7)}-01T00:00:00Z`);
    day.toISOString().slice(0, 7) <= asked.toDate.slice(0, 7);
    day = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1))
  ) {
    months.push(day.toISOString().slice(0, 7));
  }
  return months;
}
