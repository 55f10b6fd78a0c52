import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_USERNAME,
} from '@backoffice/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginFailures } from '../../db/schema/index';

/** Advisory lock classes: one lock per username and one per address serialise the attempts. */
const USERNAME_LOCK = 7301;
const ADDRESS_LOCK = 7302;

function windowStart(): Date {
  return new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
}

export type AttemptReservation =
  { allowed: true; attemptId: number } | { allowed: false; wait: number };

/**
 * Counts this attempt before its password is checked, in one step with the check of the limits:
 * under a lock of the username and one of the address, either one of the limits is reached (the
 * answer says for how many seconds) or the attempt is written as a failure, which the caller removes
 * when the password turns out right. Parallel guesses thus queue here and at most the limit of them
 * ever reach the password check.
 */
export async function reserveLoginAttempt(
  db: Database,
  usernameKey: string,
  ip: string,
): Promise<AttemptReservation> {
  return db.transaction(async (tx) => {
    // Always the username's lock first, then the address's: two attempts never wait on each other
    // in opposite orders.
    await tx.execute(sql`select pg_advisory_xact_lock(${USERNAME_LOCK}, hashtext(${usernameKey}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${ip}))`);
    const since = windowStart().toISOString();
    // For each limit, the failure that holds it: the limit-th newest within the window. Once it
    // leaves the window, fewer than the limit remain.
    const nth = (where: ReturnType<typeof sql>, limit: number) =>
      sql`(select failed_at from login_failures where ${where} and failed_at > ${since}
           order by failed_at desc offset ${limit - 1} limit 1)`;
    const result = await tx.execute(sql`
      select
        ${nth(sql`username_key = ${usernameKey} and ip = ${ip}`, LOGIN_MAX_FAILURES)} as pair,
        ${nth(sql`ip = ${ip}`, LOGIN_MAX_FAILURES_PER_ADDRESS)} as address,
        ${nth(sql`username_key = ${usernameKey}`, LOGIN_MAX_FAILURES_PER_USERNAME)} as username`);
    const row = (result as { rows: { pair: unknown; address: unknown; username: unknown }[] })
      .rows[0];
    const holding = [row?.pair, row?.address, row?.username]
      .filter((value) => value !== null && value !== undefined)
      .map((value) => new Date(value as string | Date).getTime());
    if (holding.length > 0) {
      const unlockAt = Math.max(...holding) + LOGIN_FAILURE_WINDOW_MS;
      return { allowed: false, wait: Math.max(1, Math.ceil((unlockAt - Date.now()) / 1000)) };
    }
    const [attempt] = await tx
      .insert(loginFailures)
      .values({ usernameKey, ip })
      .returning({ id: loginFailures.id });
    if (!attempt) throw new Error('the sign-in attempt was not recorded');
    return { allowed: true, attemptId: attempt.id };
  });
}

/** After a failed attempt: this key's rows older than the window are of no use any more. */
export async function dropStaleLoginFailures(db: Database, usernameKey: string) {
  await db
    .delete(loginFailures)
    .where(
      and(eq(loginFailures.usernameKey, usernameKey), lt(loginFailures.failedAt, windowStart())),
    );
}

/** A right password: this username's failures from this address (the attempt included) go. */
export async function clearLoginFailures(db: Database, usernameKey: string, ip: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.usernameKey, usernameKey), eq(loginFailures.ip, ip)));
}

/** Drops every failure older than the window (run now and then). */
export async function pruneLoginFailures(db: Database) {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, sql`${windowStart()}`));
}
