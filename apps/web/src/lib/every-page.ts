import { PAGE_SIZE_MAX } from '@backoffice/shared';

/**
 * Every row of a paged call, page after page of the largest size, telling the rows read so far
 * (an Excel file of every row of the filters, not only the page shown).
 */
export async function everyPage<T>(
  fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>,
  onProgress: (rowsSoFar: number) => void,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await fetchPage(page, PAGE_SIZE_MAX);
    rows.push(...answer.items);
    onProgress(rows.length);
    if (answer.items.length < PAGE_SIZE_MAX || rows.length >= answer.total) return rows;
  }
}
