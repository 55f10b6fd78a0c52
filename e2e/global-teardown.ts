import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dropDatabaseOf } from '../apps/api/src/test/scratch-database';
import { type ServerState, serverStateFile } from './server-state';

export default async function globalTeardown(): Promise<void> {
  const file = serverStateFile(process.env.E2E_PORT ?? 3100);
  if (!existsSync(file)) return;
  const state = JSON.parse(readFileSync(file, 'utf8')) as ServerState;
  if (state.adminUrl && state.databaseUrl) await dropDatabaseOf(state.adminUrl, state.databaseUrl);
  rmSync(state.dataDir, { recursive: true, force: true });
  rmSync(file, { force: true });
}
