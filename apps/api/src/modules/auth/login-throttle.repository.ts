import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@backoffice/shared';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema/index';

function windowStart(): Date {
  return new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
}

/**
 * Seconds until this username may try again from this address, or 0 when it may now: after
 * LOGIN_MAX_FAILURES failures within the window, until the oldest of them leaves the window.
 */
export async function secondsUntilUnlocked(
  db: Database,
  usernameKey: string,
  ip: string,
): Promise<number> {
  const recent = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.usernameKey, usernameKey),
        eq(loginFailures.ip, ip),
        gt(loginFailures.failedAt, windowStart()),
      ),
    )
    .orderBy(asc(loginFailures.failedAt));
  if (recent.length < LOGIN_MAX_FAILURES) return 0;
  const blocking = recent[recent.length - LOGIN_MAX_FAILURES];
  if (!blocking) return 0;
  const unlockAt = blocking.failedAt.getTime() + LOGIN_FAILURE_WINDOW_MS;
  return Math.max(1, Math.ceil((unlockAt - Date.now()) / 1000));
}

export async function recordLoginFailure(db: Database, usernameKey: string, ip: string) {
  await db.insert(loginFailures).values({ usernameKey, ip });
  // Old rows are of no use any more; drop this key's while we are here.
  await db
    .delete(loginFailures)
    .where(
      and(eq(loginFailures.usernameKey, usernameKey), lt(loginFailures.failedAt, windowStart())),
    );
}

export async function clearLoginFailures(db: Database, usernameKey: string, ip: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.usernameKey, usernameKey), eq(loginFailures.ip, ip)));
}

/** Drops every failure older than the window (run now and then). */
export async function pruneLoginFailures(db: Database) {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, sql`${windowStart()}`));
}
