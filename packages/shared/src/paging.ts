import { z } from 'zod';
import { decimal } from './numbers';

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 200;
/**
 * The most rows an Excel export of a paged list reads, page after page, unless its list states
 * another limit (the customers'); beyond it, the file holds the first rows and says so.
 */
export const EXPORT_ROWS_MAX = 10_000;

/** Paging as the API takes it: page is zero-based. */
export const PageQuery = z.object({
  page: decimal(z.number().int().min(0, 'Trang phải từ 0 trở lên.')).default(0),
  pageSize: decimal(
    z
      .number()
      .int()
      .min(1, 'Số dòng mỗi trang phải từ 1 trở lên.')
      .max(PAGE_SIZE_MAX, `Số dòng mỗi trang tối đa ${PAGE_SIZE_MAX}.`),
  ).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof PageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
