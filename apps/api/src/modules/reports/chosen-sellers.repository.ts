import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedRows } from '../../lib/prepared-rows';
import { codeSet } from '../../lib/sql-sets';

export interface ChosenSeller {
  sellerId: number;
  code: string;
  name: string;
}

/** The sellers of the master data with these codes (case as stored), in no order. */
export function sellersByCodes(db: Database, codes: readonly string[]): Promise<ChosenSeller[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return preparedRows<ChosenSeller>(
    db,
    sql`select idf as "sellerId", code, name from thuocsi_sellers
        where upper(code) in (select upper(c) from ${codeSet(codes)} as x (c))`,
  );
}
