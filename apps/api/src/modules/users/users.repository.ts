import { MemberSubtype, UserPropertyCode } from '@backoffice/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { departments, roles, userProperties, users } from '../../db/schema/index';

const accountColumns = {
  id: users.id,
  username: users.username,
  passwordHash: users.passwordHash,
  fullName: users.fullName,
  mobilePhone: users.mobilePhone,
  status: users.status,
  active: users.active,
  tokenVersion: users.tokenVersion,
  passwordChangedAt: users.passwordChangedAt,
  departmentId: users.departmentId,
  roleId: users.roleId,
  role: roles.level,
  department: departments.bit,
};

export type Account = Awaited<ReturnType<typeof findAccountByUsername>> & {};

function selectAccount(db: Database) {
  return db
    .select(accountColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(departments, eq(departments.id, users.departmentId));
}

/** The account behind a username, compared case-insensitively. */
export async function findAccountByUsername(db: Database, username: string) {
  const [row] = await selectAccount(db)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findAccountById(db: Database, id: number) {
  const [row] = await selectAccount(db).where(eq(users.id, id)).limit(1);
  return row;
}

/** What each request checks of its token's user: version, state, role and department now. */
export async function findAccessState(db: Database, id: number) {
  const [row] = await db
    .select({
      tokenVersion: users.tokenVersion,
      status: users.status,
      active: users.active,
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

/** The users a MEMBER row of this subtype links to this user, by id. */
async function findMemberIds(db: Database, userId: number, subtype: MemberSubtype) {
  const rows = await db
    .select({ refUserId: userProperties.refUserId })
    .from(userProperties)
    .where(
      and(
        eq(userProperties.userId, userId),
        eq(userProperties.code, UserPropertyCode.MEMBER),
        eq(userProperties.subtype, subtype),
      ),
    )
    .orderBy(asc(userProperties.refUserId));
  return rows.flatMap((row) => (row.refUserId === null ? [] : [row.refUserId]));
}

/** The users whose work is handed over to this user (MEMBER rows of subtype JUDAS). */
export function findHandedOverUserIds(db: Database, userId: number): Promise<number[]> {
  return findMemberIds(db, userId, MemberSubtype.JUDAS);
}

/** The members of this user's team (MEMBER rows of subtype DISCIPLE). */
export function findTeamMemberIds(db: Database, userId: number): Promise<number[]> {
  return findMemberIds(db, userId, MemberSubtype.DISCIPLE);
}

export interface AccountChange {
  passwordHash?: string;
  status?: number;
  active?: boolean;
  bumpTokenVersion?: boolean;
  passwordChanged?: boolean;
}

export async function updateAccount(db: Database, id: number, change: AccountChange) {
  const [row] = await db
    .update(users)
    .set({
      ...(change.passwordHash !== undefined && { passwordHash: change.passwordHash }),
      ...(change.status !== undefined && { status: change.status }),
      ...(change.active !== undefined && { active: change.active }),
      ...(change.bumpTokenVersion && { tokenVersion: sql`${users.tokenVersion} + 1` }),
      ...(change.passwordChanged && { passwordChangedAt: sql`now()` }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return row;
}

export async function listUserSummaries(db: Database) {
  return db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      mobilePhone: users.mobilePhone,
      status: users.status,
      active: users.active,
      department: departments.bit,
      role: roles.level,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .orderBy(asc(users.fullName), asc(users.id));
}
