// Once per test run: one database migrated and seeded with the demo data, which every test app then
// starts from a copy of (PGlite: a dump loaded in memory; PostgreSQL: a template database), rather
// than each test file migrating and seeding its own.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app';
import { type DatabaseTarget, openDatabase } from '../db/client';
import { readEnv } from '../env';
import { prepareDatabase } from '../seed/start-up';
import { createScratchDatabase } from './scratch-database';
import { testAppConfig } from './test-constants';

export interface DatabaseTemplate {
  /** The file holding the PGlite dump (a tarball) of the seeded database. */
  pglite?: string;
  /** The name of the seeded PostgreSQL database, the template of the others. */
  postgres?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = readEnv().DATABASE_URL;
  if (url) {
    const scratch = await createScratchDatabase(url, 'template');
    await seed({ kind: 'postgres', url: scratch.url, poolMax: 2 });
    const name = decodeURIComponent(new URL(scratch.url).pathname.slice(1));
    project.provide('databaseTemplate', { postgres: name });
    return scratch.drop;
  }
  const folder = await mkdtemp(join(tmpdir(), 'backoffice-template-'));
  // npm test names the file (TEST_SEEDED_DUMP) and keeps it after the run, for the journeys' server
  // to start from (e2e/e2e-server.ts); otherwise it is in a folder of this run's own.
  const file = process.env.TEST_SEEDED_DUMP ?? join(folder, 'seeded.tar');
  const dump = await seed({ kind: 'pglite', dataDir: null, leanWal: true });
  if (!dump) throw new Error('PGlite gave no dump');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { pglite: file });
  return () => rm(folder, { recursive: true, force: true });
}
