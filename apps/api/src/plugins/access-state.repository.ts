// What the access check reads of the signed-in user at every request.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { departments, revokedTokens, roles, users } from '../db/schema/index';

/**
 * What each request checks of its token's user: version, state, role and department now, and
 * whether this very token was signed out.
 */
export async function findAccessState(db: Database, id: number, jti: string) {
  const [row] = await db
    .select({
      signedOut: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`,
      tokenVersion: users.tokenVersion,
      status: users.status,
      active: users.active,
      disabled: users.disabled,
      role: roles.level,
      department: departments.bit,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
