// Lists of values as one SQL parameter, for `in`, whatever their number.
import { sql } from 'drizzle-orm';

/** These ids as one int[] parameter (an array literal). */
export const intArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * These ids as a set for `in`: an array literal, whose length the plan sees (a small set is read
 * by index probes, not by scanning the table).
 */
export const idSet = (ids: readonly number[]) => sql`(select unnest(${intArray(ids)}))`;

/**
 * These ids as the array of `column = any(...)`: read by probes of an index that starts with the
 * column, where `in` idSet may join the whole table to the set.
 */
export const anyId = (ids: readonly number[]) => sql`any(${intArray(ids)})`;

/** These codes as a set for `in`. */
export const codeSet = (codes: readonly string[]) =>
  sql`(select json_array_elements_text(${JSON.stringify(codes)}::json))`;
