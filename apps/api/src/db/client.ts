// One database handle for the whole app: node-postgres when a connection string is given, otherwise
// PGlite (PostgreSQL in WebAssembly) keeping its data in a folder, or in memory for tests.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The settings of `leanWal`: the smallest log kept, and old segments removed, not recycled. */
const LEAN_WAL = ['-c', 'min_wal_size=32MB', '-c', 'wal_recycle=off'];

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolMax?: number;
      /** Connections of the reports' own pool (default 4). */
      reportsPoolMax?: number;
    }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** A dump (`dumpDataDir`) to start from: tests copy one seeded database this way. */
      loadDataDir?: Blob;
      /**
       * Keeps no more write-ahead log than a checkpoint needs (two segments, none recycled), for a
       * database that is dumped after a checkpoint: its copies then load a dump of half the size.
       */
      leanWal?: boolean;
    };

/**
 * An open database: `db` for every call and write, `reports` for the report queries. On PostgreSQL
 * the reports have a pool of their own, of few connections: their queries keep the database's
 * cores busy, so more of them at once only make each one slower, and a burst of reports must not
 * take the connections that sign-ins, screens and the sync need. PGlite serves one query at a
 * time: both are the same.
 */
export type DatabaseHandle =
  | {
      kind: 'postgres';
      db: Database;
      reports: Database;
      pool: pg.Pool;
      close: () => Promise<void>;
    }
  | { kind: 'pglite'; db: Database; reports: Database; client: PGlite; close: () => Promise<void> };

/** Report queries at once on PostgreSQL, unless configured (REPORTS_POOL_MAX). */
export const DEFAULT_REPORTS_POOL_MAX = 4;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const open = (max: number, name: string, options: string) => {
      const pool = new pg.Pool({
        connectionString: target.url,
        max,
        application_name: name,
        options,
      });
      // A pool client that errors while idle must not bring the process down.
      pool.on('error', () => undefined);
      return pool;
    };
    // Both connect only when first used.
    // The queries read small rollups: compiling one (JIT) costs more than it saves.
    const pool = open(target.poolMax ?? 10, 'backoffice-api', '-c jit=off');
    // Nor does a report's query start parallel workers: starting them costs more than the small
    // rollups' scans they would share, and the reports at once already keep the cores busy.
    const reportsPool = open(
      target.reportsPoolMax ?? DEFAULT_REPORTS_POOL_MAX,
      'backoffice-reports',
      '-c jit=off -c max_parallel_workers_per_gather=0',
    );
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const reports = drizzlePg(reportsPool, { schema }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      reports,
      pool,
      close: async () => {
        await Promise.all([pool.end(), reportsPool.end()]);
      },
    };
  }
  const unlock = target.dataDir ? await lockDataDir(target.dataDir) : async () => undefined;
  // Search boxes match without accents and with small typos (unaccent, pg_trgm), as on PostgreSQL.
  const extensions = { pg_trgm, unaccent };
  const client = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    ...(target.leanWal && { startParams: [...PGlite.defaultStartParams, ...LEAN_WAL] }),
    extensions,
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    reports: db,
    client,
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite serves one process: a second process on the same folder would corrupt it, so the folder
 * is locked with the owner's pid; a lock left by a process that is gone is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (owner && isRunning(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by another process (pid ${owner}). ` +
            'Stop it, or give this one another DATA_DIR.',
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}.`);
}
