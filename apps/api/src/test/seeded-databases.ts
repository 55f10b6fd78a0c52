// The demo database every API test starts a copy of, migrated and seeded once per run: PGlite's
// dump of it in a file, or a PostgreSQL database the tests' databases are made from as a template.
// The tests' global set-up makes it; CI makes it beforehand, beside the lint
// (prepare-test-databases.ts), and the set-up then takes it as it is.
import { writeFile } from 'node:fs/promises';
import { buildApp } from '../app';
import { type DatabaseTarget, openDatabase } from '../db/client';
import { prepareDatabase } from '../seed/start-up';
import { testAppConfig } from './test-constants';

/** Migrates and seeds the database of `target` as the app does at start-up. */
async function seed(target: DatabaseTarget): Promise<Blob | null> {
  const handle = await openDatabase(target);
  try {
    const config = testAppConfig(target);
    const demo = await prepareDatabase(handle, config);
    // Building the app adds what its modules keep from the first start on (the sync's jobs).
    const app = await buildApp(config, { database: handle, demo, logger: false });
    await app.close();
    if (handle.kind !== 'pglite') return null;
    // The checkpoint lets go of the log the seeding wrote, so that the dump holds little of it.
    await handle.client.exec('CHECKPOINT');
    return await handle.client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/** Seeds an in-memory PGlite database and writes its dump (a tarball) to `file`. */
export async function writeSeededDump(file: string): Promise<void> {
  const dump = await seed({ kind: 'pglite', dataDir: null, leanWal: true });
  if (!dump) throw new Error('PGlite gave no dump');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
}

/** Seeds the (existing, empty) PostgreSQL database of `url`. */
export async function seedPostgres(url: string): Promise<void> {
  await seed({ kind: 'postgres', url, poolMax: 2 });
}
