import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig, resolveJwtSecret } from './config';
import { readEnv } from './env';

describe('settings', () => {
  it('has the documented defaults', async () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      DEMO_PASSWORD: 'demo123',
      JWT_TTL: '12h',
    });
    const dataDir = await mkdtemp(join(tmpdir(), 'bo-'));
    const config = await resolveConfig(readEnv({ DATA_DIR: dataDir }));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    expect(config.seedDemo).toBe(true);
  });

  it('does not seed demo users into a PostgreSQL database unless asked', async () => {
    const secret = 'x'.repeat(32);
    const pg = await resolveConfig(
      readEnv({ DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: secret }),
    );
    expect(pg.database.kind).toBe('postgres');
    expect(pg.seedDemo).toBe(false);
    const asked = await resolveConfig(
      readEnv({ DATABASE_URL: 'postgres://u@h/db', JWT_SECRET: secret, SEED_DEMO: 'true' }),
    );
    expect(asked.seedDemo).toBe(true);
  });

  it('stops with a clear line on a bad setting', () => {
    expect(() => readEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => readEnv({ JWT_TTL: 'forever' })).toThrow(/JWT_TTL/);
  });
});

describe('the token secret', () => {
  it('refuses a secret under 256 bits', async () => {
    await expect(resolveJwtSecret('too-short', null)).rejects.toThrow(/256 bits/);
  });

  it('is required with PostgreSQL', async () => {
    await expect(resolveJwtSecret(undefined, null)).rejects.toThrow(/JWT_SECRET is required/);
  });

  it('is generated once by the embedded default and kept private in its data folder', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bo-'));
    const first = await resolveJwtSecret(undefined, dataDir);
    const second = await resolveJwtSecret(undefined, dataDir);
    expect(first.byteLength).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const file = join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
