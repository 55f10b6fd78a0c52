// The product as the end-to-end tests use it: the built server on a fresh database with demo users,
// PGlite in a temporary folder, or a fresh PostgreSQL database (dropped on exit) when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = 'true';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = 'warn';

const adminUrl = process.env.DATABASE_URL;
let dropDatabase = async () => undefined;
if (adminUrl) {
  const name = `e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  };
}

async function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase().catch(() => undefined);
  process.exit(0);
}
process.once('SIGTERM', () => void cleanUp());
process.once('SIGINT', () => void cleanUp());

await import('../apps/api/dist/server.js');
