// Statements read through a handle that sets common tables before them: `with <tables>` put in front
// of every statement its reads run (preparedRows, queryRows), so that a table a statement reads can
// be answered, for that statement only, by a table of the same name computed for it (a common
// table's name hides a table's; inside its own definition the name is still the table's).
import { type SQL, sql } from 'drizzle-orm';

const tablesOf = new WeakMap<object, SQL>();

/** A handle on the same database whose reads see these common tables (`name as (...)`, ...). */
export function withCommonTables<D extends object>(db: D, tables: SQL): D {
  const scoped = Object.create(db) as D;
  tablesOf.set(scoped, tables);
  return scoped;
}

/** The statement as this handle runs it: under its common tables, if it has any. */
export function underCommonTables(db: object, query: SQL): SQL {
  const tables = tablesOf.get(db);
  return tables ? sql`with ${tables} select * from (${query}) as under_common_tables` : query;
}
