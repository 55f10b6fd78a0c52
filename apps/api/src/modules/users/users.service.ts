import { type CurrentUser, isLeader, USER_MESSAGES } from '@backoffice/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.repository';
import {
  findAccountById,
  findHandedOverUserIds,
  findTeamMemberIds,
  listUserSummaries,
  updateAccount,
} from './users.repository';

type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

/** What the audit log keeps of a user: never the password hash. */
export function userSnapshot(account: AccountRow) {
  return {
    username: account.username,
    fullName: account.fullName,
    mobilePhone: account.mobilePhone,
    status: account.status,
    active: account.active,
    disabled: account.disabled,
    departmentId: account.departmentId,
    roleId: account.roleId,
    tokenVersion: account.tokenVersion,
    passwordChangedAt: account.passwordChangedAt?.toISOString() ?? null,
  };
}

/**
 * Applies a change to a user inside one transaction with its audit row, and answers the user after.
 * Deactivating a user or changing their password revokes every token issued before.
 */
export async function changeAccount(
  db: Database,
  actor: AuditActor,
  userId: number,
  action: string,
  change: Parameters<typeof updateAccount>[2],
): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const before = await findAccountById(tx, userId);
    if (!before) throw notFound(USER_MESSAGES.notFound);
    const revokes = change.passwordHash !== undefined || change.active === false;
    await updateAccount(tx, userId, {
      ...change,
      bumpTokenVersion: revokes || change.bumpTokenVersion,
    });
    const after = await findAccountById(tx, userId);
    if (!after) throw notFound(USER_MESSAGES.notFound);
    await recordAudit(tx, actor, {
      action,
      entity: 'user',
      entityId: userId,
      before: userSnapshot(before),
      after: userSnapshot(after),
    });
    return after;
  });
}

export function setUserActive(db: Database, actor: AuditActor, userId: number, active: boolean) {
  return changeAccount(db, actor, userId, active ? 'activate' : 'deactivate', {
    active,
    disabled: !active,
  });
}

/**
 * Whose work this user acts on, themselves first: the users handed over to them (JUDAS) and, for a
 * leader, their team members (DISCIPLE). Read from the database on each call, so a handover or a
 * team change applies at once rather than at the next sign-in.
 */
export async function findActingUserIds(
  db: Database,
  user: Pick<CurrentUser, 'id' | 'role'>,
): Promise<number[]> {
  const [handedOver, team] = await Promise.all([
    findHandedOverUserIds(db, user.id),
    isLeader(user) ? findTeamMemberIds(db, user.id) : Promise.resolve([]),
  ]);
  return [...new Set([user.id, ...handedOver, ...team])];
}

/** Every user as the lists show them. */
export function userSummaries(db: Database) {
  return listUserSummaries(db);
}
