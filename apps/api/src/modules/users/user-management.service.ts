// User management: search, detail, create and update, with the rule of who may change whom
// (userManageScope in packages/shared) enforced here.
import {
  CONTACT_PROPERTY_CODES,
  type CurrentUser,
  EDITABLE_PROPERTY_CODES,
  ErrorCode,
  MemberSubtype,
  type UserCreateRequest,
  type UserDetail,
  type UserManageScope,
  type UserOptions,
  type UserPage,
  type UserPropertyInput,
  type UserRow,
  type UserSearchRequest,
  type UserUpdateRequest,
  USER_MESSAGES,
  UserPropertyCode,
  UserStatus,
  type ValidateUserPhoneResponse,
  canCreateUsers,
  isLeader,
  isValidPhone,
  MESSAGES,
  normalizeRole,
  userManageScope,
} from '@backoffice/shared';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound, notPermitted } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { type AuditActor, recordAudit } from '../audit/audit.repository';
import {
  type UserRowRecord,
  findPropertiesOf,
  findTeamMemberIds,
  findUserByMobilePhone,
  findUserIdByUsername,
  findUserRoles,
  findUserRow,
  insertUser,
  listDepartments,
  listRoles,
  replaceMembers,
  replaceProperties,
  searchUsers,
  updateAccount,
} from './users.repository';

type PropertyRecord = Awaited<ReturnType<typeof findPropertiesOf>>[number];
type Actor = Pick<CurrentUser, 'id' | 'role' | 'department'>;

/** A 400 naming the field, as a validation error of the payload would. */
function invalidField(field: string, message: string): AppError {
  return new AppError(400, ErrorCode.VALIDATION_ERROR, message, { fields: [{ field, message }] });
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  // Drizzle wraps the driver's error (node-postgres or PGlite) as its cause.
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint || current.message.includes(constraint);
  }
  return false;
}

function phoneTaken(holder?: string): AppError {
  const message = holder ? `${USER_MESSAGES.phoneTaken} (${holder})` : USER_MESSAGES.phoneTaken;
  return conflict(message, { fields: [{ field: 'mobilePhone', message }] });
}

function teamIdsOf(db: Database, actor: Actor): Promise<number[]> {
  return isLeader(actor) ? findTeamMemberIds(db, actor.id) : Promise.resolve([]);
}

function toRow(
  record: UserRowRecord,
  properties: readonly PropertyRecord[],
  manage: UserManageScope,
): UserRow {
  return {
    id: record.id,
    username: record.username,
    fullName: record.fullName,
    mobilePhone: record.mobilePhone,
    status: record.status,
    active: record.active,
    department: record.department,
    departmentId: record.departmentId,
    role: record.role,
    roleId: record.roleId,
    properties: properties
      .filter((property) => property.userId === record.id)
      .map(({ id, code, subtype, value, refUserId, refFullName }) => ({
        id,
        code,
        subtype,
        value,
        refUserId,
        refFullName,
      })),
    manage,
  };
}

function refIds(properties: readonly PropertyRecord[], subtype: MemberSubtype): number[] {
  return properties
    .filter((p) => p.code === UserPropertyCode.MEMBER && p.subtype === subtype)
    .flatMap((p) => (p.refUserId === null ? [] : [p.refUserId]))
    .sort((a, b) => a - b);
}

function toDetail(
  record: UserRowRecord,
  properties: readonly PropertyRecord[],
  manage: UserManageScope,
): UserDetail {
  return {
    ...toRow(record, properties, manage),
    memberIds: refIds(properties, MemberSubtype.DISCIPLE),
    transferIds: refIds(properties, MemberSubtype.JUDAS),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export async function searchUserPage(
  db: Database,
  actor: Actor,
  query: UserSearchRequest,
): Promise<UserPage> {
  const [{ rows, total }, teamIds] = await Promise.all([
    searchUsers(db, query),
    teamIdsOf(db, actor),
  ]);
  const properties = await findPropertiesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toRow(row, properties, userManageScope(actor, row, teamIds))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function getUserDetail(db: Database, actor: Actor, id: number): Promise<UserDetail> {
  const record = await findUserRow(db, id);
  if (!record) throw notFound(USER_MESSAGES.notFound);
  const [properties, teamIds] = await Promise.all([
    findPropertiesOf(db, [id]),
    teamIdsOf(db, actor),
  ]);
  return toDetail(record, properties, userManageScope(actor, record, teamIds));
}

export async function userOptions(db: Database): Promise<UserOptions> {
  const [departments, roles] = await Promise.all([listDepartments(db), listRoles(db)]);
  return { departments, roles };
}

export async function validateUserPhone(
  db: Database,
  mobilePhone: string,
  userId?: number,
): Promise<ValidateUserPhoneResponse> {
  if (mobilePhone === '') return { valid: true, message: null };
  if (!isValidPhone(mobilePhone)) return { valid: false, message: MESSAGES.invalidPhone };
  const holder = await findUserByMobilePhone(db, mobilePhone, userId);
  return holder
    ? { valid: false, message: `${USER_MESSAGES.phoneTaken} (${holder.fullName})` }
    : { valid: true, message: null };
}

/** What the audit log keeps of a user: the account (never the password hash) and its properties. */
function snapshot(record: UserRowRecord, properties: readonly PropertyRecord[]) {
  return {
    username: record.username,
    fullName: record.fullName,
    mobilePhone: record.mobilePhone,
    status: record.status,
    active: record.active,
    disabled: record.disabled,
    departmentId: record.departmentId,
    roleId: record.roleId,
    properties: properties.map((p) => ({
      code: p.code,
      subtype: p.subtype,
      value: p.value,
      refUserId: p.refUserId,
    })),
  };
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  return left.size === new Set(b).size && b.every((value) => left.has(value));
}

function propertyKey(property: { code: string; value: string }): string {
  return `${property.code}\u0000${property.value}`;
}

/** The editable properties as they will be stored: trimmed, each value once per kind. */
function normaliseProperties(properties: readonly UserPropertyInput[]): UserPropertyInput[] {
  const seen = new Set<string>();
  return properties.filter((property) => {
    const key = propertyKey(property);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sameProperties(
  current: readonly { code: string; value: string }[],
  next: readonly { code: string; value: string }[],
  codes: readonly string[],
): boolean {
  const pick = (rows: readonly { code: string; value: string }[]) =>
    rows
      .filter((row) => codes.includes(row.code))
      .map(propertyKey)
      .sort();
  const left = pick(current);
  const right = pick(next);
  return left.length === right.length && left.every((key, i) => key === right[i]);
}

interface References {
  memberIds?: readonly number[] | undefined;
  transferIds?: readonly number[] | undefined;
}

/**
 * The team members and handed-over users named in a payload: they must exist, must not be the user
 * themselves, and those added must be people the actor manages (a leader: their own team).
 */
async function checkReferences(
  db: Database,
  actor: Actor,
  actorTeamIds: readonly number[],
  targetId: number | null,
  resultingRole: number,
  body: References,
  current: { memberIds: readonly number[]; transferIds: readonly number[] },
) {
  const fields = [
    ['memberIds', body.memberIds, current.memberIds],
    ['transferIds', body.transferIds, current.transferIds],
  ] as const;
  const all = [...new Set(fields.flatMap(([, ids]) => ids ?? []))];
  const known = new Map((await findUserRoles(db, all)).map((row) => [row.id, row]));
  const refs = new Map<string, { id: number; fullName: string }[]>();
  for (const [field, ids, existing] of fields) {
    if (ids === undefined) continue;
    const list: { id: number; fullName: string }[] = [];
    for (const refId of ids) {
      const ref = known.get(refId);
      if (!ref) throw invalidField(field, USER_MESSAGES.referenceNotFound(refId));
      if (refId === targetId) {
        throw invalidField(field, USER_MESSAGES.notSelf);
      }
      if (!existing.includes(refId)) {
        const scope = userManageScope(actor, ref, actorTeamIds);
        if (scope !== 'full' && scope !== 'team') {
          throw notPermitted(USER_MESSAGES.notYours(ref.fullName));
        }
      }
      list.push({ id: ref.id, fullName: ref.fullName });
    }
    refs.set(field, list);
  }
  if ((body.memberIds?.length ?? 0) > 0 && !isLeader({ role: resultingRole })) {
    throw invalidField('memberIds', USER_MESSAGES.membersOfLeaderOnly);
  }
  return { members: refs.get('memberIds'), transfers: refs.get('transferIds') };
}

async function resolveDepartmentAndRole(
  db: Database,
  departmentId: number | undefined,
  roleId: number | undefined,
) {
  const [departments, roles] = await Promise.all([listDepartments(db), listRoles(db)]);
  const department = departments.find((row) => row.id === departmentId);
  const role = roles.find((row) => row.id === roleId);
  if (departmentId !== undefined && !department) {
    throw invalidField('departmentId', USER_MESSAGES.departmentMissing);
  }
  if (roleId !== undefined && !role) throw invalidField('roleId', USER_MESSAGES.roleMissing);
  return { department, role };
}

export async function createUser(
  db: Database,
  actor: Actor,
  auditActor: AuditActor,
  body: UserCreateRequest,
): Promise<UserDetail> {
  if (!canCreateUsers(actor)) throw notPermitted(USER_MESSAGES.cannotCreate);
  const { role } = await resolveDepartmentAndRole(db, body.departmentId, body.roleId);
  if (!role) throw invalidField('roleId', USER_MESSAGES.roleMissing);
  if (role.level > normalizeRole(actor.role)) throw notPermitted(USER_MESSAGES.roleAboveOwn);
  if (await findUserIdByUsername(db, body.username)) {
    throw conflict(USER_MESSAGES.usernameTaken, {
      fields: [{ field: 'username', message: USER_MESSAGES.usernameTaken }],
    });
  }
  if (body.mobilePhone) {
    const holder = await findUserByMobilePhone(db, body.mobilePhone);
    if (holder) throw phoneTaken(holder.fullName);
  }
  const teamIds = await teamIdsOf(db, actor);
  const { members, transfers } = await checkReferences(db, actor, teamIds, null, role.level, body, {
    memberIds: [],
    transferIds: [],
  });
  const passwordHash = await hashPassword(body.password);

  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        username: body.username,
        passwordHash,
        fullName: body.fullName,
        mobilePhone: body.mobilePhone,
        status: UserStatus.MUST_CHANGE_PASSWORD,
        active: true,
        departmentId: body.departmentId,
        roleId: body.roleId,
      });
      if (!created) throw new Error('the user was not created');
      await replaceProperties(
        tx,
        created.id,
        EDITABLE_PROPERTY_CODES,
        normaliseProperties(body.properties ?? []),
      );
      if (members) await replaceMembers(tx, created.id, MemberSubtype.DISCIPLE, members);
      if (transfers) await replaceMembers(tx, created.id, MemberSubtype.JUDAS, transfers);
      const after = await findUserRow(tx, created.id);
      if (!after) throw new Error('the user was not created');
      await recordAudit(tx, auditActor, {
        action: 'create',
        entity: 'user',
        entityId: created.id,
        after: snapshot(after, await findPropertiesOf(tx, [created.id])),
      });
      return created.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_mobile_phone_key')) throw phoneTaken();
    if (isUniqueViolation(error, 'users_username_lower_key')) {
      throw conflict(USER_MESSAGES.usernameTaken, {
        fields: [{ field: 'username', message: USER_MESSAGES.usernameTaken }],
      });
    }
    throw error;
  }
  return getUserDetail(db, actor, id);
}

/**
 * Applies the update payload. Only what actually changes is checked against the rule, so a form
 * that sends every field back unchanged passes wherever its real changes are allowed.
 */
export async function updateUser(
  db: Database,
  actor: Actor,
  auditActor: AuditActor,
  id: number,
  body: UserUpdateRequest,
): Promise<UserDetail> {
  const target = await findUserRow(db, id);
  if (!target) throw notFound(USER_MESSAGES.notFound);
  const [properties, teamIds] = await Promise.all([
    findPropertiesOf(db, [id]),
    teamIdsOf(db, actor),
  ]);
  const scope = userManageScope(actor, target, teamIds);
  if (scope === 'none') throw notPermitted(USER_MESSAGES.notManaged);

  const current = {
    memberIds: refIds(properties, MemberSubtype.DISCIPLE),
    transferIds: refIds(properties, MemberSubtype.JUDAS),
  };
  const nextProperties =
    body.properties === undefined ? undefined : normaliseProperties(body.properties);
  const changes = {
    department: body.departmentId !== undefined && body.departmentId !== target.departmentId,
    role: body.roleId !== undefined && body.roleId !== target.roleId,
    members: body.memberIds !== undefined && !sameSet(body.memberIds, current.memberIds),
    transfers: body.transferIds !== undefined && !sameSet(body.transferIds, current.transferIds),
    password: body.password !== undefined,
    fullName: body.fullName !== undefined && body.fullName !== target.fullName,
    mobilePhone: body.mobilePhone !== undefined && body.mobilePhone !== target.mobilePhone,
    // Deactivating a user not yet activated still disables them: they may no longer activate
    // themselves by changing their password.
    active:
      body.active !== undefined &&
      (body.active !== target.active || (!body.active && !target.disabled)),
    properties:
      nextProperties !== undefined &&
      !sameProperties(properties, nextProperties, EDITABLE_PROPERTY_CODES),
    devices:
      nextProperties !== undefined &&
      !sameProperties(
        properties,
        nextProperties,
        EDITABLE_PROPERTY_CODES.filter((code) => !CONTACT_PROPERTY_CODES.includes(code)),
      ),
  };

  if (scope === 'self') {
    if (changes.password) throw notPermitted(USER_MESSAGES.selfPassword);
    if (
      changes.department ||
      changes.role ||
      changes.members ||
      changes.transfers ||
      changes.fullName ||
      changes.active ||
      changes.devices
    ) {
      throw notPermitted(USER_MESSAGES.selfOnlyContact);
    }
  }
  if (scope === 'team') {
    if (
      changes.department ||
      changes.role ||
      changes.members ||
      changes.fullName ||
      changes.active
    ) {
      throw notPermitted(USER_MESSAGES.teamOnly);
    }
  }

  const { role } = await resolveDepartmentAndRole(db, body.departmentId, body.roleId);
  if (changes.role && role && role.level > normalizeRole(actor.role)) {
    throw notPermitted(USER_MESSAGES.roleAboveOwn);
  }
  const resultingRole = changes.role && role ? role.level : target.role;
  const { members, transfers } = await checkReferences(
    db,
    actor,
    teamIds,
    id,
    resultingRole,
    {
      memberIds: changes.members ? body.memberIds : undefined,
      transferIds: changes.transfers ? body.transferIds : undefined,
    },
    current,
  );
  if (changes.mobilePhone && body.mobilePhone) {
    const holder = await findUserByMobilePhone(db, body.mobilePhone, id);
    if (holder) throw phoneTaken(holder.fullName);
  }
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);

  try {
    await db.transaction(async (tx) => {
      await updateAccount(tx, id, {
        ...(changes.department && { departmentId: body.departmentId }),
        ...(changes.role && { roleId: body.roleId }),
        ...(changes.fullName && { fullName: body.fullName }),
        ...(changes.mobilePhone && { mobilePhone: body.mobilePhone }),
        ...(changes.active && { active: body.active, disabled: body.active === false }),
        // A password set by someone else is temporary: the user must change it at next sign-in.
        ...(passwordHash !== undefined && {
          passwordHash,
          status: UserStatus.MUST_CHANGE_PASSWORD,
          passwordChanged: true,
        }),
        bumpTokenVersion: passwordHash !== undefined || (changes.active && body.active === false),
      });
      if (changes.properties && nextProperties) {
        await replaceProperties(tx, id, EDITABLE_PROPERTY_CODES, nextProperties);
      }
      if (members) await replaceMembers(tx, id, MemberSubtype.DISCIPLE, members);
      if (transfers) await replaceMembers(tx, id, MemberSubtype.JUDAS, transfers);
      const after = await findUserRow(tx, id);
      if (!after) throw notFound(USER_MESSAGES.notFound);
      await recordAudit(tx, auditActor, {
        action: passwordHash === undefined ? 'update' : 'update_reset_password',
        entity: 'user',
        entityId: id,
        before: snapshot(target, properties),
        after: snapshot(after, await findPropertiesOf(tx, [id])),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_mobile_phone_key')) throw phoneTaken();
    throw error;
  }
  return getUserDetail(db, actor, id);
}
