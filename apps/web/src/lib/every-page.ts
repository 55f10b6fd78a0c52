import { EXPORT_ROWS_MAX, PAGE_SIZE_MAX } from '@backoffice/shared';
import type { Key } from 'react';

/** A page as the API answers it; `totalCapped` says the count stopped short of every row. */
export interface PageAnswer<T> {
  items: readonly T[];
  total: number;
  totalCapped?: boolean;
}

/** What an export gathered: the rows, and whether more match than the file holds. */
export interface EveryPage<T> {
  rows: T[];
  /** More rows match the filters: the rows are the first `limit` of them (the export's limit). */
  cut: boolean;
}

export interface EveryPageOptions<T> {
  /** The most rows read; more than that gives `cut`. EXPORT_ROWS_MAX unless said. */
  limit?: number;
  /** Hears the number of rows gathered after each page. */
  onProgress?: (rowsSoFar: number) => void;
  /**
   * A row's identity, for lists whose newest rows come first: a row added while the pages are read
   * pushes the others a row down, and none is then taken twice.
   */
  idOf?: (row: T) => Key;
}

/**
 * Every row of a paged call (an Excel file of every row of the filters, not only the page shown),
 * page after page of the largest size, up to a stated limit. It stops at a short page, or once the
 * count is read when the count is exact; at the limit it tells whether more rows match.
 */
export async function everyPage<T>(
  fetchPage: (page: number, pageSize: number) => Promise<PageAnswer<T>>,
  { limit = EXPORT_ROWS_MAX, onProgress, idOf }: EveryPageOptions<T> = {},
): Promise<EveryPage<T>> {
  const rows: T[] = [];
  const seen = new Set<Key>();
  const fresh = (items: readonly T[]) =>
    idOf ? items.filter((item) => !seen.has(idOf(item))) : [...items];
  for (let page = 0; ; page += 1) {
    const answer = await fetchPage(page, PAGE_SIZE_MAX);
    const unseen = fresh(answer.items);
    const room = limit - rows.length;
    for (const item of unseen.slice(0, room)) {
      if (idOf) seen.add(idOf(item));
      rows.push(item);
    }
    onProgress?.(rows.length);
    if (unseen.length > room) return { rows, cut: true };
    const read = (page + 1) * PAGE_SIZE_MAX;
    const exact = answer.totalCapped !== true;
    if (answer.items.length < PAGE_SIZE_MAX || (exact && read >= answer.total)) {
      return { rows, cut: false };
    }
    if (rows.length === limit) {
      // Exactly the limit, and the last page was full: the count, or else the next page, tells
      // whether more match.
      if (exact) return { rows, cut: answer.total > read };
      const next = await fetchPage(page + 1, PAGE_SIZE_MAX);
      return { rows, cut: fresh(next.items).length > 0 };
    }
  }
}

/**
 * Every row of a call paged by keys (each answer names the page after it in `next`), page after
 * page, up to a stated limit; `cut` when more rows match than the limit.
 */
export async function everyKeyedPage<T>(
  fetchPage: (after: string | null) => Promise<{ items: readonly T[]; next: string | null }>,
  { limit = EXPORT_ROWS_MAX, onProgress }: Omit<EveryPageOptions<T>, 'idOf'> = {},
): Promise<EveryPage<T>> {
  const rows: T[] = [];
  let after: string | null = null;
  do {
    const page: { items: readonly T[]; next: string | null } = await fetchPage(after);
    rows.push(...page.items);
    onProgress?.(rows.length);
    after = page.next;
  } while (after !== null && rows.length < limit);
  return { rows: rows.slice(0, limit), cut: after !== null || rows.length > limit };
}
