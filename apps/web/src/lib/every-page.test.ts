import { EXPORT_ROWS_MAX, PAGE_SIZE_MAX } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { everyKeyedPage, everyPage } from './every-page';

/** A list of `size` rows numbered from 1, paged as the API pages it, its count capped at `cap`. */
function list(size: number, cap = Infinity) {
  const asked: number[] = [];
  const fetchPage = (page: number, pageSize: number) => {
    asked.push(page);
    const start = page * pageSize;
    const items = Array.from({ length: Math.max(0, Math.min(pageSize, size - start)) }, (_, i) => ({
      id: start + i + 1,
    }));
    return Promise.resolve({ items, total: Math.min(size, cap), totalCapped: size > cap });
  };
  return { fetchPage, asked };
}

describe('everyPage (every row of a paged list, for an export)', () => {
  it('reads up to the exact count, without asking for a page past it', async () => {
    const { fetchPage, asked } = list(PAGE_SIZE_MAX * 2);
    const progress: number[] = [];
    const { rows, cut } = await everyPage(fetchPage, { onProgress: (n) => progress.push(n) });
    expect(rows).toHaveLength(PAGE_SIZE_MAX * 2);
    expect(cut).toBe(false);
    expect(asked).toEqual([0, 1]);
    expect(progress).toEqual([PAGE_SIZE_MAX, PAGE_SIZE_MAX * 2]);
  });

  it('reads past a capped count until a page comes back short', async () => {
    const { fetchPage, asked } = list(PAGE_SIZE_MAX * 2 + 5, 100);
    const { rows, cut } = await everyPage(fetchPage);
    expect(rows).toHaveLength(PAGE_SIZE_MAX * 2 + 5);
    expect(cut).toBe(false);
    expect(asked).toEqual([0, 1, 2]);
  });

  it('stops at EXPORT_ROWS_MAX unless told another limit, and says that more match', async () => {
    const { fetchPage } = list(EXPORT_ROWS_MAX + 1);
    const all = await everyPage(fetchPage);
    expect(all.rows).toHaveLength(EXPORT_ROWS_MAX);
    expect(all.cut).toBe(true);
    const some = await everyPage(fetchPage, { limit: 250 });
    expect(some.rows.map((row) => row.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(some.cut).toBe(true);
  });

  it('does not say it cut when exactly the limit match, counted or not', async () => {
    expect((await everyPage(list(PAGE_SIZE_MAX).fetchPage, { limit: PAGE_SIZE_MAX })).cut).toBe(
      false,
    );
    const capped = list(PAGE_SIZE_MAX, 10);
    const answer = await everyPage(capped.fetchPage, { limit: PAGE_SIZE_MAX });
    expect(answer).toMatchObject({ cut: false });
    expect(capped.asked).toEqual([0, 1]);
  });

  it('takes no row twice when an identity is given', async () => {
    let calls = 0;
    // A row added after the first page pushes the first page's last row onto the second.
    const fetchPage = (page: number) => {
      calls += 1;
      const offset = page === 0 ? 0 : PAGE_SIZE_MAX - 1;
      const items = Array.from({ length: page === 0 ? PAGE_SIZE_MAX : 3 }, (_, i) => ({
        id: offset + i + 1,
      }));
      return Promise.resolve({ items, total: 0, totalCapped: true });
    };
    const { rows } = await everyPage(fetchPage, { idOf: (row) => row.id });
    expect(rows).toHaveLength(PAGE_SIZE_MAX + 2);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(calls).toBe(2);
  });
});

describe('every row of a call paged by keys', () => {
  /** 250 rows in pages of 100, each naming the next. */
  const fetchPage = (after: string | null) => {
    const start = after === null ? 0 : Number(after);
    const end = Math.min(250, start + 100);
    const items = Array.from({ length: end - start }, (_, i) => start + i);
    return Promise.resolve({ items, next: end < 250 ? String(end) : null });
  };

  it('reads page after page to the last, telling the rows read', async () => {
    const progress: number[] = [];
    const all = await everyKeyedPage(fetchPage, { onProgress: (n) => progress.push(n) });
    expect(all.rows).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(all.cut).toBe(false);
    expect(progress).toEqual([100, 200, 250]);
  });

  it('stops at the limit and says that more rows match', async () => {
    const atPage = await everyKeyedPage(fetchPage, { limit: 200 });
    expect(atPage).toMatchObject({ cut: true });
    expect(atPage.rows).toHaveLength(200);
    const withinPage = await everyKeyedPage(fetchPage, { limit: 230 });
    expect(withinPage.rows).toHaveLength(230);
    expect(withinPage.cut).toBe(true);
  });
});
