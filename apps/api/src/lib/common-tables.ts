// Statements read through a handle that sets common tables before them: `with <tables>` put in front
// of every statement its reads run (preparedRows, queryRows), so that a table a statement reads can
// be answered, for that statement only, by a table of the same name computed for it (a common
// table's name hides a table's; inside its own definition the name is still the table's). Only the
// common tables the statement reads are put in front of it (and those they read, and so on): the
// others would cost their parameters' transfer and their planning for nothing.
import { type SQL, sql } from 'drizzle-orm';

/** A common table: its name and its whole definition (`name [(columns)] as [not] materialized (...)`). */
export interface CommonTable {
  name: string;
  definition: SQL;
}

const tablesOf = new WeakMap<object, readonly CommonTable[]>();

/** A handle on the same database whose reads see these common tables, in this order. */
export function withCommonTables<D extends object>(db: D, tables: readonly CommonTable[]): D {
  const scoped = Object.create(db) as D;
  tablesOf.set(scoped, tables);
  return scoped;
}

/** Each definition's text, once per table. */
const textOfTable = new WeakMap<CommonTable, string>();

/** What finds each table's name in a statement's text, made once per name. */
const nameFinders = new Map<string, RegExp>();

/** Whether this statement text names the table (as a whole word, quoted or not). */
function names(text: string, name: string): boolean {
  let finder = nameFinders.get(name);
  if (!finder) {
    finder = new RegExp(`(?:^|[^A-Za-z0-9_$])${name}(?:[^A-Za-z0-9_$]|$)`);
    nameFinders.set(name, finder);
  }
  return finder.test(text);
}

/**
 * The tables, in their order, that the statement reads, directly or through others it reads (all
 * of them when the handle cannot write a statement's text).
 */
function tablesRead(db: object, query: SQL, tables: readonly CommonTable[]): CommonTable[] {
  const dialect = (db as { dialect?: { sqlToQuery(query: SQL): { sql: string } } }).dialect;
  if (!dialect) return [...tables];
  const textOf = (table: CommonTable) => {
    let text = textOfTable.get(table);
    if (text === undefined) {
      text = dialect.sqlToQuery(table.definition).sql;
      textOfTable.set(table, text);
    }
    return text;
  };
  const read = new Set<CommonTable>();
  const pending = [dialect.sqlToQuery(query).sql];
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const table of tables) {
      if (!read.has(table) && names(text, table.name)) {
        read.add(table);
        pending.push(textOf(table));
      }
    }
  }
  return tables.filter((table) => read.has(table));
}

/** The statement as this handle runs it: under the common tables it reads, if any. */
export function underCommonTables(db: object, query: SQL): SQL {
  const tables = tablesOf.get(db);
  if (!tables) return query;
  const read = tablesRead(db, query, tables);
  if (read.length === 0) return query;
  const definitions = sql.join(
    read.map((table) => table.definition),
    sql`, `,
  );
  return sql`with ${definitions} select * from (${query}) as under_common_tables`;
}
