import { z } from 'zod';
import { decimal } from '../numbers';

/** A positive 32-bit id, from JSON or from a path or query string; the message names the field. */
export const positiveId = (label: string) =>
  decimal(
    z
      .number({ error: `${label} phải là số nguyên dương.` })
      .int(`${label} phải là số nguyên dương.`)
      .positive(`${label} phải là số nguyên dương.`)
      .max(2_147_483_647, `${label} không hợp lệ.`),
  );

/** An ISO 8601 time with its offset, e.g. 2026-03-01T09:30:00+07:00. */
export const isoDateTime = (label: string) =>
  z.iso.datetime({
    offset: true,
    error: `${label} phải là thời điểm ISO 8601, ví dụ 2026-03-01T09:30:00+07:00.`,
  });

/** Optional text: empty or missing becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} tối đa ${max} ký tự.`)
    .nullish()
    .transform((value) => (value == null || value === '' ? null : value));
