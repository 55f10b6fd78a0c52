// The product as the end-to-end tests use it: the built server on a fresh database with demo users,
// PGlite in a temporary folder, or a fresh PostgreSQL database when DATABASE_URL is set. The global
// teardown removes both (Playwright stops this process without waiting for it to clean up).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const scratch = await createScratchDatabase(adminUrl, 'e2e');
  state.adminUrl = adminUrl;
  state.databaseUrl = scratch.url;
  process.env.DATABASE_URL = scratch.url;
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
}
writeFileSync(serverStateFile(process.env.PORT ?? ''), JSON.stringify(state));

// The built server, as npm start runs it.
await import(join(import.meta.dirname, '../apps/api/dist/server.js'));
