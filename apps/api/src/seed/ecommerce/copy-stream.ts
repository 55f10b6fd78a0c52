// COPY into an empty PostgreSQL table at full speed, on a connection of its own: in one transaction
// the table is truncated (so that COPY may freeze its rows), its secondary indexes and unique
// constraints are dropped, the rows are streamed in, and the indexes are built again once, sorted.
// A failure or a killed process rolls all of it back, the indexes with it.
import type { Writable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

const NEEDS_ESCAPE = /[\\\t\n\r]/;
/** What a COPY sends at a time. */
const BUFFER_BYTES = 1 << 20;

/** A value in COPY's text format. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\t/g, '\\t')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r');
}

/** One line of COPY text of these columns of a row. */
export function copyLine(columns: readonly string[], row: Record<string, unknown>): string {
  let line = '';
  for (let i = 0; i < columns.length; i += 1) {
    if (i > 0) line += '\t';
    line += copyValue(row[columns[i] as string]);
  }
  return `${line}\n`;
}

/** What builds an index or a unique constraint again. */
export interface Rebuild {
  name: string;
  drop: string;
  create: string;
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Drops the table's indexes and unique constraints (its primary key too when asked), in the
 * caller's transaction, and returns how to build them again.
 */
export async function dropIndexes(
  client: pg.PoolClient,
  table: string,
  options: { primaryKey: boolean },
): Promise<Rebuild[]> {
  const kinds = options.primaryKey ? ['u', 'p'] : ['u'];
  const constraints = await client.query<{ name: string; def: string }>(
    `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = $1::regclass and contype = any($2::char[])`,
    [table, kinds],
  );
  const indexes = await client.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def
     from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = $1::regclass and not x.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [table],
  );
  const rebuilds = [
    ...constraints.rows.map((c) => ({
      name: c.name,
      drop: `alter table ${quote(table)} drop constraint ${quote(c.name)}`,
      create: `alter table ${quote(table)} add constraint ${quote(c.name)} ${c.def}`,
    })),
    ...indexes.rows.map((i) => ({
      name: i.name,
      drop: `drop index ${quote(i.name)}`,
      create: i.def,
    })),
  ];
  for (const rebuild of rebuilds) await client.query(rebuild.drop);
  return rebuilds;
}

/** Builds again what dropIndexes dropped. */
export async function buildIndexes(client: pg.PoolClient, rebuilds: readonly Rebuild[]) {
  for (const rebuild of rebuilds) await client.query(rebuild.create);
}

/** A COPY of many rows into one empty table, on its own connection and transaction. */
export class BulkCopy {
  /** The COPY text not sent yet, encoded as it comes (no long strings for the collector). */
  private buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  private used = 0;
  private pending: Promise<void> | null = null;
  private failure: Error | null = null;
  private ended = false;
  private readonly done: Promise<void>;
  rows = 0;

  private constructor(
    private readonly client: pg.PoolClient,
    readonly table: string,
    private readonly stream: Writable,
    private readonly rebuilds: Rebuild[],
  ) {
    this.done = new Promise((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', (error: Error) => {
        this.failure = error;
        reject(error);
      });
    });
    // Seen when end() or drained() awaits it.
    this.done.catch(() => undefined);
  }

  static async open(pool: pg.Pool, table: string, columns: readonly string[]): Promise<BulkCopy> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`set local maintenance_work_mem = '256MB'`);
      const [{ present } = { present: false }] = (
        await client.query<{ present: boolean }>(
          `select exists (select 1 from ${quote(table)}) as present`,
        )
      ).rows;
      if (present) {
        throw new Error(`${table} holds rows already (use --reset to empty it first).`);
      }
      await client.query(`truncate ${quote(table)}`);
      const rebuilds = await dropIndexes(client, table, { primaryKey: false });
      const list = columns.map(quote).join(', ');
      const stream = client.query(
        copyFrom(`copy ${quote(table)} (${list}) from stdin with (freeze)`),
      );
      return new BulkCopy(client, table, stream, rebuilds);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      client.release();
      throw error;
    }
  }

  /** Adds a line of COPY text (see copyLine). */
  add(line: string): void {
    // A UTF-8 character takes at most 3 bytes per UTF-16 unit.
    if (this.used + line.length * 3 > BUFFER_BYTES) this.flush();
    this.used += this.buffer.write(line, this.used);
    this.rows += 1;
  }

  private flush(): void {
    if (this.failure) throw this.failure;
    if (this.used === 0) return;
    const chunk = this.buffer.subarray(0, this.used);
    this.buffer = Buffer.allocUnsafe(BUFFER_BYTES);
    this.used = 0;
    if (!this.stream.write(chunk) && !this.pending) {
      this.pending = new Promise<void>((resolve) => {
        this.stream.once('drain', () => {
          this.pending = null;
          resolve();
        });
      });
    }
  }

  /** Resolves once the connection has taken what was written (back-pressure). */
  async drained(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.pending) await Promise.race([this.pending, this.done]);
  }

  /** Ends the COPY: the rows are in; the indexes are not built yet. */
  async endRows(): Promise<void> {
    this.flush();
    this.ended = true;
    this.stream.end();
    await this.done;
  }

  /** Builds the dropped indexes, commits, and gathers the table's statistics for the planner. */
  async commit(): Promise<void> {
    await buildIndexes(this.client, this.rebuilds);
    await this.client.query('commit');
    await this.client.query(`analyze ${quote(this.table)}`);
    this.client.release();
  }

  /** Rolls the table back to empty, its indexes as they were. */
  async abort(): Promise<void> {
    if (!this.ended) {
      this.ended = true;
      this.stream.destroy(new Error('The load was stopped.'));
      await this.done.catch(() => undefined);
    }
    try {
      await this.client.query('rollback');
      this.client.release();
    } catch {
      // A connection broken by the COPY's error: dropped, and with it the transaction.
      this.client.release(true);
    }
  }
}
