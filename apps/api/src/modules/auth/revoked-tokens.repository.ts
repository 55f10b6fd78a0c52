import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { revokedTokens } from '../../db/schema/index';

/** Refuses this token from now until it expires, in every process sharing the database. */
export async function revokeToken(db: Database, jti: string, expiresAt: Date) {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
}

/** Expired tokens are refused anyway: their rows go (run now and then). */
export async function pruneRevokedTokens(db: Database) {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
}
