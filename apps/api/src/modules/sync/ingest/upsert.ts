// Idempotent batch upserts: the rows travel as one JSON parameter, a row is written only when a
// value differs, and the answer tells which keys were inserted and which updated (a rerun: none).
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../lib/query-rows';

/** PostgreSQL types the JSON fields are read as. */
export type ColumnType =
  'text' | 'int' | 'bigint' | 'boolean' | 'date' | 'timestamptz' | 'uuid' | 'jsonb' | 'text[]';

export interface UpsertSpec {
  table: string;
  /** [column, type] of every column written, in the order of the JSON fields' names. */
  columns: readonly (readonly [string, ColumnType])[];
  /** The conflict target (a unique key). */
  key: readonly string[];
  /** Columns refreshed on conflict (default: every column not in the key). */
  update?: readonly string[];
  /** Also set synced_at = now() when a row changes. */
  touchSyncedAt?: boolean;
}

export interface UpsertOutcome<K> {
  inserted: K[];
  updated: K[];
}

const ident = (name: string) => sql.identifier(name);
const TYPES: Record<ColumnType, SQL> = {
  text: sql.raw('text'),
  int: sql.raw('integer'),
  bigint: sql.raw('bigint'),
  boolean: sql.raw('boolean'),
  date: sql.raw('date'),
  timestamptz: sql.raw('timestamptz'),
  uuid: sql.raw('uuid'),
  jsonb: sql.raw('jsonb'),
  'text[]': sql.raw('text[]'),
};

/**
 * Inserts or updates rows (objects keyed by column name), writing nothing for a row whose values are
 * all the same already. Returns the keys (the key columns' values) inserted and updated.
 */
export async function upsertRows<K extends Record<string, unknown>>(
  db: Pick<Database, 'execute'>,
  spec: UpsertSpec,
  rows: readonly Record<string, unknown>[],
): Promise<UpsertOutcome<K>> {
  if (rows.length === 0) return { inserted: [], updated: [] };
  const columns = spec.columns.map(([name]) => name);
  const update = spec.update ?? columns.filter((c) => !spec.key.includes(c));
  const record = sql.join(
    spec.columns.map(([name, type]) => sql`${ident(name)} ${TYPES[type]}`),
    sql`, `,
  );
  const list = sql.join(columns.map(ident), sql`, `);
  const table = ident(spec.table);
  const sets = update.map((c) => sql`${ident(c)} = excluded.${ident(c)}`);
  if (spec.touchSyncedAt !== false) sets.push(sql`synced_at = now()`);
  const current = sql.join(
    update.map((c) => sql`${table}.${ident(c)}`),
    sql`, `,
  );
  const incoming = sql.join(
    update.map((c) => sql`excluded.${ident(c)}`),
    sql`, `,
  );
  const keys = sql.join(spec.key.map(ident), sql`, `);
  const onConflict =
    update.length === 0
      ? sql`do nothing`
      : sql`do update set ${sql.join(sets, sql`, `)} where (${current}) is distinct from (${incoming})`;
  const result = await queryRows<K & { inserted: boolean }>(
    db,
    sql`insert into ${table} (${list})
      select ${list} from json_to_recordset(${JSON.stringify(rows)}::json) as input (${record})
      on conflict (${keys}) ${onConflict}
      returning (xmax = 0) as inserted, ${keys}`,
  );
  const outcome: UpsertOutcome<K> = { inserted: [], updated: [] };
  for (const row of result) {
    const { inserted, ...key } = row;
    (inserted ? outcome.inserted : outcome.updated).push(key as unknown as K);
  }
  return outcome;
}

/** Plain inserts (rows known to be new, such as the lines of a new order). */
export async function insertRows(
  db: Pick<Database, 'execute'>,
  spec: UpsertSpec,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const record = sql.join(
    spec.columns.map(([name, type]) => sql`${ident(name)} ${TYPES[type]}`),
    sql`, `,
  );
  const list = sql.join(
    spec.columns.map(([name]) => ident(name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${ident(spec.table)} (${list})
      select ${list} from json_to_recordset(${JSON.stringify(rows)}::json) as input (${record})`,
  );
}

/** A list parameter: the values travel as one JSON array. */
export function jsonTextList(values: readonly string[]): SQL {
  return sql`select json_array_elements_text(${JSON.stringify(values)}::json)`;
}

/** Replaces the child rows of the given parents (lines of changed orders, items of changed combos). */
export async function replaceChildren(
  db: Pick<Database, 'execute'>,
  spec: UpsertSpec & { parentColumn: string },
  parents: readonly string[],
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (parents.length === 0) return;
  await db.execute(
    sql`delete from ${ident(spec.table)} where ${ident(spec.parentColumn)} in (${jsonTextList(parents)})`,
  );
  await insertRows(db, spec, rows);
}
