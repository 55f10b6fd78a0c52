import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import type { DatabaseTarget } from '../db/client';

/** The password of every demo account in the tests. */
export const DEMO_PASSWORD = 'demo123';

/** The app's configuration in a test: demo data, a fresh signing key, no logs, the API only. */
export function testAppConfig(database: DatabaseTarget): AppConfig {
  return {
    database,
    jwtSecret: randomBytes(32),
    jwtTtl: '1h',
    seedDemo: true,
    demoPassword: DEMO_PASSWORD,
    trustProxy: false,
    // The connectors' tests call local servers (127.0.0.1).
    connectorAllowPrivateNetwork: true,
    logLevel: 'silent',
    webDistDir: null,
  };
}
