import { MemberSubtype, UserPropertyCode } from '@backoffice/shared';
import { type SQL, and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
  disabled: users.disabled,
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
  disabled?: boolean;
  bumpTokenVersion?: boolean;
  passwordChanged?: boolean;
  fullName?: string;
  mobilePhone?: string | null;
  departmentId?: number;
  roleId?: number;
}

export async function updateAccount(db: Database, id: number, change: AccountChange) {
  const [row] = await db
    .update(users)
    .set({
      ...(change.passwordHash !== undefined && { passwordHash: change.passwordHash }),
      ...(change.status !== undefined && { status: change.status }),
      ...(change.active !== undefined && { active: change.active }),
      ...(change.disabled !== undefined && { disabled: change.disabled }),
      ...(change.bumpTokenVersion && { tokenVersion: sql`${users.tokenVersion} + 1` }),
      ...(change.passwordChanged && { passwordChangedAt: sql`now()` }),
      ...(change.fullName !== undefined && { fullName: change.fullName }),
      ...(change.mobilePhone !== undefined && { mobilePhone: change.mobilePhone }),
      ...(change.departmentId !== undefined && { departmentId: change.departmentId }),
      ...(change.roleId !== undefined && { roleId: change.roleId }),
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

export interface UserSearchFilter {
  filterText?: string | undefined;
  active?: boolean | null | undefined;
  departments?: readonly number[] | undefined;
  roles?: readonly number[] | undefined;
  sortBy?: 'fullName' | 'username' | 'department' | 'role' | 'status' | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  page: number;
  pageSize: number;
}

const searchDocument = sql`search_text(${users.fullName} || ' ' || ${users.username} || ' ' || coalesce(${users.mobilePhone}, ''))`;

const userRowColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  mobilePhone: users.mobilePhone,
  status: users.status,
  active: users.active,
  disabled: users.disabled,
  department: departments.bit,
  departmentId: users.departmentId,
  role: roles.level,
  roleId: users.roleId,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/**
 * Users matching the search box without accents and with small typos (by name, username, mobile
 * phone or a phone-number property), and the filters; the best matches first when searching.
 */
export async function searchUsers(db: Database, filter: UserSearchFilter) {
  const conditions: SQL[] = [];
  const text = filter.filterText?.trim() ?? '';
  if (text !== '') {
    const phoneProperty = sql`exists (
      select 1 from ${userProperties}
      where ${userProperties.userId} = ${users.id}
        and ${userProperties.code} = ${UserPropertyCode.PHONE_NUMBER}
        and ${userProperties.value} like ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}
    )`;
    conditions.push(
      sql`(${searchDocument} like '%' || search_text(${text}) || '%'
        or search_text(${text}) <% ${searchDocument}
        or ${phoneProperty})`,
    );
  }
  if (filter.active !== undefined && filter.active !== null) {
    conditions.push(eq(users.active, filter.active));
  }
  if (filter.departments && filter.departments.length > 0) {
    conditions.push(inArray(departments.bit, [...filter.departments]));
  }
  if (filter.roles && filter.roles.length > 0) {
    conditions.push(inArray(roles.level, [...filter.roles]));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = filter.sortOrder === 'desc' ? desc : asc;
  const sortColumn = {
    fullName: users.fullName,
    username: users.username,
    department: departments.name,
    role: roles.level,
    status: users.active,
  }[filter.sortBy ?? 'fullName'];
  const order: SQL[] = [];
  if (text !== '' && !filter.sortBy) {
    order.push(sql`word_similarity(search_text(${text}), ${searchDocument}) desc`);
  }
  order.push(direction(sortColumn), asc(users.fullName), asc(users.id));

  const [rows, [total]] = await Promise.all([
    db
      .select(userRowColumns)
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .innerJoin(departments, eq(departments.id, users.departmentId))
      .where(where)
      .orderBy(...order)
      .limit(filter.pageSize)
      .offset(filter.page * filter.pageSize),
    db
      .select({ value: count() })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .innerJoin(departments, eq(departments.id, users.departmentId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findUserRow(db: Database, id: number) {
  const [row] = await db
    .select(userRowColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export type UserRowRecord = NonNullable<Awaited<ReturnType<typeof findUserRow>>>;

/** The properties of these users, MEMBER rows with the name of the user they refer to. */
export async function findPropertiesOf(db: Database, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  const referred = alias(users, 'referred');
  return db
    .select({
      id: userProperties.id,
      userId: userProperties.userId,
      code: userProperties.code,
      subtype: userProperties.subtype,
      value: userProperties.value,
      refUserId: userProperties.refUserId,
      refFullName: referred.fullName,
    })
    .from(userProperties)
    .leftJoin(referred, eq(referred.id, userProperties.refUserId))
    .where(inArray(userProperties.userId, [...userIds]))
    .orderBy(asc(userProperties.code), asc(userProperties.id));
}

/** Id, role level and name of each of these users that exists. */
export async function findUserRoles(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, role: roles.level, fullName: users.fullName })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(users.id, [...ids]));
}

/** The leaders who have this user in their team (MEMBER rows of subtype DISCIPLE pointing at them). */
export async function findLeaderIdsOf(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: userProperties.userId })
    .from(userProperties)
    .where(
      and(
        eq(userProperties.refUserId, userId),
        eq(userProperties.code, UserPropertyCode.MEMBER),
        eq(userProperties.subtype, MemberSubtype.DISCIPLE),
      ),
    );
  return [...new Set(rows.map((row) => row.userId))];
}

/** Another user holding this mobile phone, if any. */
export async function findUserByMobilePhone(db: Database, mobilePhone: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(
      and(
        eq(users.mobilePhone, mobilePhone),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function listDepartments(db: Database) {
  return db
    .select({
      id: departments.id,
      code: departments.code,
      bit: departments.bit,
      name: departments.name,
    })
    .from(departments)
    .orderBy(asc(departments.bit));
}

export async function listRoles(db: Database) {
  return db
    .select({ id: roles.id, code: roles.code, level: roles.level, name: roles.name })
    .from(roles)
    .orderBy(asc(roles.level));
}

export async function insertUser(
  db: Database,
  values: {
    username: string;
    passwordHash: string;
    fullName: string;
    mobilePhone: string | null;
    status: number;
    active: boolean;
    departmentId: number;
    roleId: number;
  },
) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row;
}

export async function findUserIdByUsername(db: Database, username: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** Replaces every row of these property kinds of a user with the given ones. */
export async function replaceProperties(
  db: Database,
  userId: number,
  codes: readonly string[],
  rows: readonly { code: string; value: string }[],
): Promise<void> {
  await db
    .delete(userProperties)
    .where(and(eq(userProperties.userId, userId), inArray(userProperties.code, [...codes])));
  if (rows.length > 0) {
    await db
      .insert(userProperties)
      .values(rows.map((row) => ({ userId, code: row.code, value: row.value })));
  }
}

/** Replaces a user's MEMBER rows of one subtype (team members or handed-over users). */
export async function replaceMembers(
  db: Database,
  userId: number,
  subtype: MemberSubtype,
  refs: readonly { id: number; fullName: string }[],
): Promise<void> {
  await db
    .delete(userProperties)
    .where(
      and(
        eq(userProperties.userId, userId),
        eq(userProperties.code, UserPropertyCode.MEMBER),
        eq(userProperties.subtype, subtype),
      ),
    );
  if (refs.length > 0) {
    await db.insert(userProperties).values(
      refs.map((ref) => ({
        userId,
        code: UserPropertyCode.MEMBER,
        subtype,
        value: ref.fullName,
        refUserId: ref.id,
      })),
    );
  }
}

/** Active users with their role and department, for pickers of the whole company. */
export async function listActiveUsers(db: Database) {
  return db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      department: departments.bit,
      role: roles.level,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.active, true))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** The same, for these users only (active or not). */
export async function listUsersByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      department: departments.bit,
      role: roles.level,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .where(inArray(users.id, [...ids]))
    .orderBy(asc(users.fullName), asc(users.id));
}
