// The rows of a query, read the same way on node-postgres and PGlite.
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { underCommonTables } from './common-tables';
import { preparedRows } from './prepared-rows';

/** The rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer `rows`). */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = await db.execute(underCommonTables(db, query));
  return (result as { rows: T[] }).rows;
}

/**
 * The rows of a prepared query with these columns (sums of bigints, read as text) as numbers.
 */
export async function rowsWithNumbers<T>(
  db: Database,
  query: SQL,
  columns: readonly (keyof T & string)[],
): Promise<T[]> {
  const rows = await preparedRows<Record<string, unknown>>(db, query);
  return rows.map((row) => {
    const read = { ...row };
    for (const column of columns) read[column] = Number(read[column]);
    return read as T;
  });
}
