// Shapes every domain uses: a date of business and the order of a sorted list.
import { z } from 'zod';

/** Date of business, YYYY-MM-DD. */
export const IsoDate = z.iso.date({ error: 'Ngày phải có dạng YYYY-MM-DD.' });

/** The order of a sorted list. */
export const SortOrder = { ASC: 'asc', DESC: 'desc' } as const;
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];
