// The product as the end-to-end tests use it: the built server on a fresh database with demo users,
// PGlite in a temporary folder, or a fresh PostgreSQL database when DATABASE_URL is set. The global
// teardown removes both (Playwright stops this process without waiting for it to clean up). Under
// npm test, the PGlite folder starts as a copy of the demo database the API tests seeded the same
// day (E2E_SEEDED_DUMP, PGlite's dump of it), which the server's start then finds complete, rather
// than seeding the same data again.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/api/src/db/client';
import { readDump } from '../apps/api/src/test/pglite-dump';
import { createScratchDatabase } from '../apps/api/src/test/scratch-database';
import { DEMO_PASSWORD } from '../apps/api/src/test/test-constants';
import { type ServerState, serverStateFile } from './server-state';

const state: ServerState = { dataDir: mkdtempSync(join(tmpdir(), 'backoffice-e2e-')) };
process.env.DATA_DIR = state.dataDir;
process.env.SEED_DEMO = 'true';
// The password the journeys sign in with (sign-in.ts).
process.env.DEMO_PASSWORD = DEMO_PASSWORD;
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = 'warn';
// The journeys read fixed figures: the demo's new orders stay off.
process.env.DEMO_LIVE_ORDERS_PER_MINUTE = '0';

const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const scratch = await createScratchDatabase(adminUrl, 'e2e');
  state.adminUrl = adminUrl;
  state.databaseUrl = scratch.url;
  process.env.DATABASE_URL = scratch.url;
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
} else if (process.env.E2E_SEEDED_DUMP) {
  const seeded = await openDatabase({
    kind: 'pglite',
    dataDir: join(state.dataDir, 'pglite'),
    loadDataDir: await readDump(process.env.E2E_SEEDED_DUMP),
  });
  await seeded.close();
}
writeFileSync(serverStateFile(process.env.PORT ?? ''), JSON.stringify(state));

// The built server, as npm start runs it.
await import(join(import.meta.dirname, '../apps/api/dist/server.js'));
