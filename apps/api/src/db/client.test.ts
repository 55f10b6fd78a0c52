import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('the embedded database folder', () => {
  it('keeps its data between openings and serves one process at a time', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'bo-db-')), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (42)`);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
      /in use by another process/,
    );
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const again = await openDatabase({ kind: 'pglite', dataDir });
    if (again.kind !== 'pglite') throw new Error('expected PGlite');
    const result = await again.client.query<{ n: number }>('select n from kept');
    expect(result.rows).toEqual([{ n: 42 }]);
    await again.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'bo-db-')), 'pglite');
    await writeFile(`${dataDir}.lock`, '999999999');
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.close();
  });
});

describe.runIf(process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  it('opens its connections without JIT compilation', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL ?? '' });
    if (handle.kind !== 'postgres') throw new Error('expected PostgreSQL');
    try {
      const result = await handle.pool.query("select current_setting('jit') as jit");
      expect(result.rows).toEqual([{ jit: 'off' }]);
    } finally {
      await handle.close();
    }
  });

  it('runs the report queries on a pool of their own, no more of them at once than it holds', async () => {
    const handle = await openDatabase({
      kind: 'postgres',
      url: process.env.DATABASE_URL ?? '',
      reportsPoolMax: 2,
    });
    try {
      const asked = Array.from({ length: 6 }, () =>
        handle.reports.execute(
          sql`select pg_backend_pid() as pid, current_setting('application_name') as name,
            current_setting('jit') as jit, pg_sleep(0.05)::text as slept`,
        ),
      );
      const rows = (await Promise.all(asked)).flatMap(
        (result) => (result as { rows: { pid: number; name: string; jit: string }[] }).rows,
      );
      expect(rows).toHaveLength(6);
      expect(new Set(rows.map((row) => row.pid)).size).toBeLessThanOrEqual(2);
      expect(new Set(rows.map((row) => `${row.name} ${row.jit}`))).toEqual(
        new Set(['backoffice-reports off']),
      );
    } finally {
      await handle.close();
    }
  });
});
