// Report queries as prepared statements: on PostgreSQL, planning one of their large statements
// costs as much as running it (several milliseconds), so each statement is named after its text
// and planned once per connection; PostgreSQL keeps a generic plan when it is no dearer than the
// plans made for the values, and plans for the values otherwise. On PGlite the name is ignored.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { underCommonTables } from './common-tables';

/** At most this many statements are named (each connection keeps those it has run). */
const MOST_NAMED = 256;
const named = new Set<string>();

interface PreparingSession {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string | undefined,
    isResponseInArrayMode: boolean,
  ): { execute(): Promise<unknown> };
}

/** The rows of this query, run as a statement named after its text. */
export async function preparedRows<T>(db: Database, query: SQL): Promise<T[]> {
  const internals = db as unknown as {
    dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
    _: { session: PreparingSession };
  };
  const compiled = internals.dialect.sqlToQuery(underCommonTables(db, query));
  let name: string | undefined =
    `q${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 24)}`;
  if (!named.has(name)) {
    if (named.size < MOST_NAMED) named.add(name);
    else name = undefined;
  }
  const result = await internals._.session.prepareQuery(compiled, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}
