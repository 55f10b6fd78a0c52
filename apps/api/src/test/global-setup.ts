// Once per test run: one database migrated and seeded with the demo data, which every test app then
// starts from a copy of (PGlite: a dump loaded in memory; PostgreSQL: a template database), rather
// than each test file migrating and seeding its own. When the run names one already seeded from the
// same tree (TEST_SEEDED_READY with TEST_SEEDED_DUMP, or TEST_TEMPLATE_DATABASE), it is taken as it
// is, and left to whoever made it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { readEnv } from '../env';
import { createScratchDatabase } from './scratch-database';
import { seedPostgres, writeSeededDump } from './seeded-databases';

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

const nothingToRemove = async () => undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = readEnv().DATABASE_URL;
  if (url) {
    const prepared = process.env.TEST_TEMPLATE_DATABASE;
    if (prepared) {
      project.provide('databaseTemplate', { postgres: prepared });
      return nothingToRemove;
    }
    const scratch = await createScratchDatabase(url, 'template');
    await seedPostgres(scratch.url);
    const name = decodeURIComponent(new URL(scratch.url).pathname.slice(1));
    project.provide('databaseTemplate', { postgres: name });
    return scratch.drop;
  }
  // npm test names the file (TEST_SEEDED_DUMP) and keeps it after the run, for the journeys' server
  // to start from (e2e/e2e-server.ts); otherwise it is in a folder of this run's own.
  const named = process.env.TEST_SEEDED_DUMP;
  if (named && process.env.TEST_SEEDED_READY === '1') {
    project.provide('databaseTemplate', { pglite: named });
    return nothingToRemove;
  }
  const folder = await mkdtemp(join(tmpdir(), 'backoffice-template-'));
  const file = named ?? join(folder, 'seeded.tar');
  await writeSeededDump(file);
  project.provide('databaseTemplate', { pglite: file });
  return () => rm(folder, { recursive: true, force: true });
}
