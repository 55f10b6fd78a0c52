// A throwaway PostgreSQL database beside the one a connection string names: made for one test file,
// one end-to-end run or one benchmark, and dropped after.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function run(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops the database a connection string names, through the server of `adminUrl`. */
export function dropDatabaseOf(adminUrl: string, url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  return run(adminUrl, `drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
}

/**
 * A new database, empty or a copy of `template` (which nobody may be connected to meanwhile). The
 * copy is of the template's files (a checkpoint, no log): the demo database is a hundred megabytes,
 * which the default strategy would write to the log again for every test file.
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await run(
    adminUrl,
    template
      ? `create database "${name}" template "${template.replace(/"/g, '""')}" strategy file_copy`
      : `create database "${name}"`,
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabaseOf(adminUrl, url.toString()) };
}
