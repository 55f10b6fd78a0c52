// One database handle for the whole app: node-postgres when a connection string is given, otherwise
// PGlite (PostgreSQL in WebAssembly) keeping its data in a folder, or in memory for tests.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolMax?: number } | { kind: 'pglite'; dataDir: string | null };

export type DatabaseHandle =
  | { kind: 'postgres'; db: Database; pool: pg.Pool; close: () => Promise<void> }
  | { kind: 'pglite'; db: Database; client: PGlite; close: () => Promise<void> };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolMax ?? 10,
      application_name: 'backoffice-api',
    });
    // A pool client that errors while idle must not bring the process down.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { kind: 'postgres', db, pool, close: () => pool.end() };
  }
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { kind: 'pglite', db, client, close: () => client.close() };
}
