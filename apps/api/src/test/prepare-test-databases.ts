// Seeds the API tests' demo databases ahead of the run, as the tests' global set-up would: CI runs
// it beside the lint, on the core the lint leaves free, and hands the results to npm test.
//
//   node --import tsx apps/api/src/test/prepare-test-databases.ts [--pglite FILE] [--postgres URL]
//
// --pglite writes PGlite's dump of the seeded database to FILE (npm test then takes it with
// TEST_SEEDED_DUMP=FILE TEST_SEEDED_READY=1); --postgres creates the database URL names (it must
// not exist) and seeds it (TEST_TEMPLATE_DATABASE=its name). Both are seeded one after the other.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { seedPostgres, writeSeededDump } from './seeded-databases';

const { values } = parseArgs({
  options: { pglite: { type: 'string' }, postgres: { type: 'string' } },
});

async function createDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

const started = Date.now();
if (values.pglite) {
  await writeSeededDump(values.pglite);
  console.log(`PGlite: demo database seeded in ${Math.round((Date.now() - started) / 1000)} s`);
}
if (values.postgres) {
  const begin = Date.now();
  await createDatabase(values.postgres);
  await seedPostgres(values.postgres);
  console.log(`PostgreSQL: demo database seeded in ${Math.round((Date.now() - begin) / 1000)} s`);
}
