// Answers of report calls kept while the data they read stands. A family of reports has a version
// in the database (report_versions), one more at the commit of every transaction that changed a
// table the family reads (triggers, drizzle/0045): an answer is kept under the version read before
// it was computed, so that a call that reads the same version gets it, and a call after any change
// reads a newer version and computes afresh. Never an answer older than the data the caller could
// see; calls at once for the same answer share one computation.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { checkedJson } from './entity-tag';
import { preparedRows } from './prepared-rows';

/** The families of reports with a version. */
export type ReportFamily = 'sales';

/** The version of the data a family of reports reads, as the caller's database sees it now. */
export async function reportVersion(db: Database, family: ReportFamily): Promise<number> {
  const [row] = await preparedRows<{ version: string }>(
    db,
    sql`select version::text as version from report_versions where name = ${family}`,
  );
  return Number(row?.version ?? 0);
}

/** Answers kept by key, the least recently used dropped beyond `most`. */
export class AnswerCache {
  private readonly answers = new Map<string, Promise<unknown>>();

  constructor(private readonly most = 200) {}

  /** The answer kept under this key, or the one `compute` gives (kept unless it fails). */
  read<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.answers.get(key);
    if (kept) {
      // Most recently used: to the end of the map's order.
      this.answers.delete(key);
      this.answers.set(key, kept);
      return kept as Promise<T>;
    }
    const answer = compute();
    this.answers.set(key, answer);
    answer.catch(() => {
      if (this.answers.get(key) === answer) this.answers.delete(key);
    });
    while (this.answers.size > this.most) {
      const oldest = this.answers.keys().next().value;
      if (oldest === undefined) break;
      this.answers.delete(oldest);
    }
    return answer;
  }

  /** How many answers are kept. */
  get size(): number {
    return this.answers.size;
  }
}

/**
 * A report call's answer for this caller and query, as the JSON text of its response (checked
 * against the response's schema once, when computed): kept by the family's version, the caller, the
 * query and the minute (a report reads the time to the minute: today, and how far into today a
 * compared period runs), computed by `compute` with the call's time otherwise.
 */
export async function cachedAnswer<S extends z.ZodType>(
  cache: AnswerCache,
  db: Database,
  family: ReportFamily,
  key: { call: string; caller: unknown; query: unknown },
  schema: S,
  compute: (now: Date) => Promise<z.input<S>>,
): Promise<string> {
  const now = new Date();
  const version = await reportVersion(db, family);
  const minute = Math.floor(now.getTime() / 60_000);
  return cache.read(
    JSON.stringify([family, version, minute, key.call, key.caller, key.query]),
    async () => checkedJson(schema, await compute(now)),
  );
}
