import { PAGE_SIZE_MAX } from '@backoffice/shared';

/** The most rows an Excel export reads, page after page. */
export const EXPORT_ROW_LIMIT = 10_000;

/** Every row of a paged list (zero-based pages), for the Excel file. */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; rows.length < EXPORT_ROW_LIMIT; page += 1) {
    const answer = await fetchPage(page, PAGE_SIZE_MAX);
    rows.push(...answer.items);
    if (answer.items.length < PAGE_SIZE_MAX || rows.length >= answer.total) break;
  }
  return rows.slice(0, EXPORT_ROW_LIMIT);
}
