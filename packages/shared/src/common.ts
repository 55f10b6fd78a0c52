// Shapes every domain uses: a date of business and the order of a sorted list.
import { z } from 'zod';

/** Date of business, YYYY-MM-DD. */
export const IsoDate = z.iso.date({ error: 'Ngày phải có dạng YYYY-MM-DD.' });

/** The order of a sorted list. */
export const SortOrder = { ASC: 'asc', DESC: 'desc' } as const;
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];

/**
 * A query parameter that may be repeated (`sellerCodes=A&sellerCodes=B`): it arrives as an array
 * when repeated, as a value when given once; absent or empty, as none.
 */
export function listOf(value: unknown): unknown[] {
  if (value === undefined || value === '') return [];
  return Array.isArray(value) ? (value as unknown[]) : [value];
}
