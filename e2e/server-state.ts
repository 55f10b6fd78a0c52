import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What the end-to-end server made (its data folder, its scratch database), for the teardown to remove. */
export interface ServerState {
  dataDir: string;
  adminUrl?: string;
  databaseUrl?: string;
}

export const serverStateFile = (port: number | string) =>
  join(tmpdir(), `backoffice-e2e-${String(port)}.json`);
