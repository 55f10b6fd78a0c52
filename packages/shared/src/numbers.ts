import { z } from 'zod';

/** The largest id: ids are PostgreSQL integers (32-bit, signed). */
export const MAX_ID = 2_147_483_647;

/** Decimal digits only (a minus sign at most), as a path or a query string writes a number. */
const DECIMAL = /^-?\d{1,16}$/;

/** A positive 32-bit id from JSON, a path or a query; one message for every way it is wrong. */
export const positiveInt = (message: string) =>
  decimal(z.number({ error: message }).int(message).positive(message).max(MAX_ID, message));

/**
 * A number from JSON, or from a path or query string written in decimal digits: `true`, `"0x10"`,
 * `" 7"`, `"1e3"`, `""` and `[5]` are refused rather than read as numbers (which `z.coerce` does).
 * The schema given holds the rules (int, min, max) and their messages; `message` is the answer to
 * a value that is no number at all. Answers (encoding) give the number as it is.
 */
export function decimal(schema: z.ZodNumber, message?: string) {
  return z.codec(
    z.union(
      [z.number(), z.string().regex(DECIMAL)],
      message === undefined ? undefined : { error: message },
    ),
    schema,
    {
      decode: (value) => (typeof value === 'string' ? Number(value) : value),
      encode: (value) => value,
    },
  );
}
