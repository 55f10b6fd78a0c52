import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

describe('search_text() and trigram matching', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
    const result = await testApp.app.ctx.db.execute(query);
    return (result as { rows: T[] }).rows[0] as T;
  }

  it('drops Vietnamese accents and case, đ included', async () => {
    const row = await one<{ v: string }>(
      sql`select search_text('Nhà thuốc Đức Anh - Quận Hoàn Kiếm') as v`,
    );
    expect(row.v).toBe('nha thuoc duc anh - quan hoan kiem');
  });

  it('finds a name typed without accents and with a small typo', async () => {
    const row = await one<{ similar: boolean }>(
      sql`select search_text('Nhà thuốc An Khang') % search_text('nha thuoc an khng') as similar`,
    );
    expect(row.similar).toBe(true);
  });
});
