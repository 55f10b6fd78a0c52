// A search as users type it in the report screens: several words, in any order, accents and case
// aside; each must occur in the searched text.
import { type SQL, sql } from 'drizzle-orm';

/** The value with LIKE's wildcards (and its escape character) taken literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/**
 * True where every word of `search` occurs in `document` (accents and case aside, through the
 * database's search_text()); true for an empty search.
 */
export function everyWordIn(document: SQL, search: string | undefined): SQL {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return sql`true`;
  const folded = sql`search_text(${document})`;
  return sql.join(
    words.map((word) => sql`${folded} like '%' || search_text(${escapeLike(word)}) || '%'`),
    sql` and `,
  );
}
