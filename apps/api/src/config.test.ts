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
    expect(config.connectorAllowPrivateNetwork).toBe(false);
  });

  it('lets the connectors reach private addresses only when CONNECTOR_ALLOW_PRIVATE_NETWORK says so', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bo-'));
    for (const [value, allowed] of [
      ['true', true],
      ['1', true],
      ['false', false],
      ['', false],
    ] as const) {
      const config = await resolveConfig(
        readEnv({ DATA_DIR: dataDir, CONNECTOR_ALLOW_PRIVATE_NETWORK: value }),
      );
      expect(config.connectorAllowPrivateNetwork, value).toBe(allowed);
    }
    expect(() => readEnv({ CONNECTOR_ALLOW_PRIVATE_NETWORK: 'maybe' })).toThrow(
      /CONNECTOR_ALLOW_PRIVATE_NETWORK/,
    );
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

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names, or a number of hops', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bo-'));
    const read = async (value?: string) =>
      (await resolveConfig(readEnv({ DATA_DIR: dataDir, ...(value && { TRUST_PROXY: value }) })))
        .trustProxy;
    expect(await read()).toBe(false);
    expect(await read('false')).toBe(false);
    expect(await read('1')).toBe(1);
    expect(await read('10.0.0.5, 10.1.0.0/16,::1')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1']);
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would let every client/,
    );
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.5,proxy.lan' })).toThrow(
      /TRUST_PROXY: "proxy.lan"/,
    );
  });
});
