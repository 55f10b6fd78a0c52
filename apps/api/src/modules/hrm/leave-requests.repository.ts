import { LeaveStatus, LeaveType, type LeavePeriod, epochDay } from '@backoffice/shared';
import { type SQL, and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { departments, hrmLeaveRequests, roles, users } from '../../db/schema/index';

/** First key of the advisory locks that serialise one user's new requests (any fixed number). */
const LEAVE_LOCK_CLASS = 5_101;

const ACTIVE_STATUSES = [LeaveStatus.PENDING, LeaveStatus.APPROVED];

const approvers = alias(users, 'approver');

const leaveColumns = {
  id: hrmLeaveRequests.id,
  userId: hrmLeaveRequests.userId,
  username: users.username,
  userFullName: users.fullName,
  userRole: roles.level,
  type: hrmLeaveRequests.type,
  fromDate: hrmLeaveRequests.fromDate,
  fromPart: hrmLeaveRequests.fromPart,
  toDate: hrmLeaveRequests.toDate,
  toPart: hrmLeaveRequests.toPart,
  halfDays: hrmLeaveRequests.halfDays,
  reason: hrmLeaveRequests.reason,
  status: hrmLeaveRequests.status,
  approverId: hrmLeaveRequests.approverId,
  approverFullName: approvers.fullName,
  decidedAt: hrmLeaveRequests.decidedAt,
  comment: hrmLeaveRequests.comment,
  createdAt: hrmLeaveRequests.createdAt,
};

function selectLeave(db: Database) {
  return db
    .select(leaveColumns)
    .from(hrmLeaveRequests)
    .innerJoin(users, eq(users.id, hrmLeaveRequests.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(approvers, eq(approvers.id, hrmLeaveRequests.approverId));
}

export type LeaveRecord = Awaited<ReturnType<typeof findLeaveById>> & {};

export async function findLeaveById(db: Database, id: number) {
  const [row] = await selectLeave(db).where(eq(hrmLeaveRequests.id, id)).limit(1);
  return row;
}

/** Holds, until the transaction ends, the right to add requests for this user. */
export async function lockUserLeave(db: Database, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LEAVE_LOCK_CLASS}, ${userId})`);
}

// Half-day slots, as in packages/shared: a date's morning is 2n, its afternoon 2n + 1.
const startSlot = sql`((${hrmLeaveRequests.fromDate} - date '1970-01-01') * 2 + case when ${hrmLeaveRequests.fromPart} = 'afternoon' then 1 else 0 end)`;
const endSlot = sql`((${hrmLeaveRequests.toDate} - date '1970-01-01') * 2 + case when ${hrmLeaveRequests.toPart} = 'afternoon' then 1 else 0 end)`;

/** A pending or approved request of this user that shares a half day with the period. */
export async function findOverlapping(db: Database, userId: number, period: LeavePeriod) {
  const from = epochDay(period.fromDate) * 2 + (period.fromPart === 'afternoon' ? 1 : 0);
  const to = epochDay(period.toDate) * 2 + (period.toPart === 'afternoon' ? 1 : 0);
  const [row] = await selectLeave(db)
    .where(
      and(
        eq(hrmLeaveRequests.userId, userId),
        inArray(hrmLeaveRequests.status, ACTIVE_STATUSES),
        sql`${startSlot} <= ${to}`,
        sql`${endSlot} >= ${from}`,
      ),
    )
    .orderBy(asc(hrmLeaveRequests.fromDate))
    .limit(1);
  return row;
}

/** The pending and approved annual leave of a user that touches these dates. */
export async function findAnnualLeaveBetween(
  db: Database,
  userId: number,
  from: string,
  to: string,
) {
  return db
    .select({
      fromDate: hrmLeaveRequests.fromDate,
      fromPart: hrmLeaveRequests.fromPart,
      toDate: hrmLeaveRequests.toDate,
      toPart: hrmLeaveRequests.toPart,
      status: hrmLeaveRequests.status,
    })
    .from(hrmLeaveRequests)
    .where(
      and(
        eq(hrmLeaveRequests.userId, userId),
        eq(hrmLeaveRequests.type, LeaveType.ANNUAL),
        inArray(hrmLeaveRequests.status, ACTIVE_STATUSES),
        lte(hrmLeaveRequests.fromDate, to),
        gte(hrmLeaveRequests.toDate, from),
      ),
    );
}

export async function insertLeave(
  db: Database,
  values: {
    userId: number;
    type: string;
    fromDate: string;
    fromPart: string;
    toDate: string;
    toPart: string;
    halfDays: number;
    reason: string;
  },
) {
  const [row] = await db
    .insert(hrmLeaveRequests)
    .values(values)
    .returning({ id: hrmLeaveRequests.id });
  return row;
}

/** Every request of a user, the latest period first. */
export async function listLeaveOfUser(db: Database, userId: number) {
  return selectLeave(db)
    .where(eq(hrmLeaveRequests.userId, userId))
    .orderBy(desc(hrmLeaveRequests.fromDate), desc(hrmLeaveRequests.id));
}

/** The pending and approved requests of these users that touch the dates. */
export async function listActiveLeaveBetween(
  db: Database,
  userIds: readonly number[],
  from: string,
  to: string,
) {
  if (userIds.length === 0) return [];
  return selectLeave(db)
    .where(
      and(
        inArray(hrmLeaveRequests.userId, [...userIds]),
        inArray(hrmLeaveRequests.status, ACTIVE_STATUSES),
        lte(hrmLeaveRequests.fromDate, to),
        gte(hrmLeaveRequests.toDate, from),
      ),
    )
    .orderBy(asc(hrmLeaveRequests.fromDate), asc(users.fullName));
}

/** A page of the requests of these users, pending first, then the latest. */
export async function pageLeaveOfUsers(
  db: Database,
  userIds: readonly number[],
  status: string | null,
  page: number,
  pageSize: number,
) {
  if (userIds.length === 0) return { rows: [], total: 0 };
  const conditions: SQL[] = [inArray(hrmLeaveRequests.userId, [...userIds])];
  if (status) conditions.push(eq(hrmLeaveRequests.status, status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectLeave(db)
      .where(where)
      .orderBy(
        sql`case when ${hrmLeaveRequests.status} = 'pending' then 0 else 1 end`,
        desc(hrmLeaveRequests.fromDate),
        desc(hrmLeaveRequests.id),
      )
      .limit(pageSize)
      .offset(page * pageSize),
    db.select({ value: count() }).from(hrmLeaveRequests).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * Decides a pending request. The condition on the status makes two simultaneous decisions safe:
 * the second finds the request no longer pending and changes nothing (undefined).
 */
export async function decideLeave(
  db: Database,
  id: number,
  decision: { status: string; approverId: number; comment: string | null },
) {
  const [row] = await db
    .update(hrmLeaveRequests)
    .set({
      status: decision.status,
      approverId: decision.approverId,
      comment: decision.comment,
      decidedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(hrmLeaveRequests.id, id), eq(hrmLeaveRequests.status, LeaveStatus.PENDING)))
    .returning({ id: hrmLeaveRequests.id });
  return row;
}

/** Cancels a pending request of its requester; undefined when it is no longer pending. */
export async function cancelLeave(db: Database, id: number, userId: number) {
  const [row] = await db
    .update(hrmLeaveRequests)
    .set({ status: LeaveStatus.CANCELLED, updatedAt: sql`now()` })
    .where(
      and(
        eq(hrmLeaveRequests.id, id),
        eq(hrmLeaveRequests.userId, userId),
        eq(hrmLeaveRequests.status, LeaveStatus.PENDING),
      ),
    )
    .returning({ id: hrmLeaveRequests.id });
  return row;
}

/** Every user with role and department: the company is small enough to weigh in memory. */
export async function listPeople(db: Database) {
  return db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      active: users.active,
      role: roles.level,
      department: departments.bit,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .orderBy(asc(users.fullName), asc(users.id));
}
