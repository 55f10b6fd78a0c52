// Leave requests: a user asks for their own; a leader decides their team's (DISCIPLE members and
// handed-over users); managers (GOD, DEMIGOD for lower roles) decide too; nobody decides their own.
import {
  ANNUAL_LEAVE_ALLOWANCE_DAYS,
  type CreateLeaveRequest,
  type CurrentUser,
  DATE_FORMAT,
  DayPart,
  Department,
  LEAVE_STATUS_LABELS,
  LEAVE_TYPES,
  LEAVE_TYPE_LABELS,
  type LeaveBalance,
  type LeaveCalendar,
  type LeaveCalendarEntry,
  type LeavePeriod,
  type LeaveRequest,
  type LeaveRequestPage,
  LeaveStatus,
  type LeaveTeamMember,
  type LeaveToDecideQuery,
  LeaveType,
  type UserLeave,
  Role,
  dateOfEpochDay,
  epochDay,
  isDemiGod,
  isGod,
  isLeader,
  leaveDays,
  normalizeDepartment,
  normalizeRole,
  todayInVietnam,
  yearBounds,
  USER_MESSAGES,
  LEAVE_MESSAGES,
  LEAVE_DECIDED_AS,
} from '@backoffice/shared';
import type { Database } from '../../db/client';
import { conflict, notFound, notPermitted } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.repository';
import { findLeaderIdsOf, findTeamMemberIds } from '../users/users.repository';
import { findActingUserIds } from '../users/users.service';
import {
  type LeaveRecord,
  cancelLeave,
  decideLeave,
  findAnnualLeaveBetween,
  findLeaveById,
  findOverlapping,
  insertLeave,
  listActiveLeaveBetween,
  listLeaveOfUser,
  listPeople,
  lockUserLeave,
  pageLeaveOfUsers,
} from './leave-requests.repository';

type Actor = Pick<CurrentUser, 'id' | 'role' | 'department'>;
type Person = Awaited<ReturnType<typeof listPeople>>[number];

function formatDay(date: string, part?: string): string {
  const [year, month, day] = date.split('-');
  const text = DATE_FORMAT.replace('DD', day ?? '')
    .replace('MM', month ?? '')
    .replace('YYYY', year ?? '');
  if (part === undefined) return text;
  return `${part === DayPart.AFTERNOON ? LEAVE_MESSAGES.afternoon : LEAVE_MESSAGES.morning} ${text}`;
}

function toPeriod(row: {
  fromDate: string;
  fromPart: string;
  toDate: string;
  toPart: string;
}): LeavePeriod {
  const part = (value: string) =>
    value === DayPart.AFTERNOON ? DayPart.AFTERNOON : DayPart.MORNING;
  return {
    fromDate: row.fromDate,
    fromPart: part(row.fromPart),
    toDate: row.toDate,
    toPart: part(row.toPart),
  };
}

function asType(value: string): LeaveType {
  return (LEAVE_TYPES as readonly string[]).includes(value)
    ? (value as LeaveType)
    : LeaveType.OTHER;
}

function asStatus(value: string): LeaveStatus {
  return (Object.values(LeaveStatus) as string[]).includes(value)
    ? (value as LeaveStatus)
    : LeaveStatus.PENDING;
}

/** Administration and HR, and managers: they see everyone's leave. */
function seesEveryone(actor: Actor): boolean {
  return isDemiGod(actor) || normalizeDepartment(actor.department) === Department.ADMIN;
}

/**
 * Whether the actor decides a request of this user: never their own; GOD anyone else; a leader
 * their team and handed-over users; a DEMIGOD users of a lower role (leaders' own leave).
 */
function decides(actor: Actor, acting: readonly number[], target: { id: number; role: number }) {
  if (target.id === actor.id) return false;
  if (isGod(actor)) return true;
  if (isLeader(actor) && acting.includes(target.id)) return true;
  return normalizeRole(actor.role) === Role.DEMIGOD && normalizeRole(target.role) < Role.DEMIGOD;
}

interface Circle {
  acting: number[];
  people: Person[];
  canDecide: (target: { id: number; role: number }) => boolean;
  canView: (target: { id: number; role: number }) => boolean;
}

async function circleOf(db: Database, actor: Actor): Promise<Circle> {
  const [acting, people] = await Promise.all([findActingUserIds(db, actor), listPeople(db)]);
  const canDecide = (target: { id: number; role: number }) => decides(actor, acting, target);
  return {
    acting,
    people,
    canDecide,
    canView: (target) => acting.includes(target.id) || seesEveryone(actor) || canDecide(target),
  };
}

function toLeaveRequest(row: LeaveRecord, actor: Actor, circle: Circle): LeaveRequest {
  const pending = row.status === LeaveStatus.PENDING;
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    userFullName: row.userFullName,
    type: asType(row.type),
    ...toPeriod(row),
    days: row.halfDays / 2,
    reason: row.reason,
    status: asStatus(row.status),
    approverId: row.approverId,
    approverFullName: row.approverFullName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    canDecide: pending && circle.canDecide({ id: row.userId, role: row.userRole }),
    canCancel: pending && (row.userId === actor.id || isGod(actor)),
  };
}

async function balanceOf(db: Database, userId: number, year: number): Promise<LeaveBalance> {
  const bounds = yearBounds(year);
  const rows = await findAnnualLeaveBetween(db, userId, bounds.from, bounds.to);
  let used = 0;
  let pending = 0;
  for (const row of rows) {
    const days = leaveDays(toPeriod(row), bounds);
    if (row.status === LeaveStatus.APPROVED) used += days;
    else pending += days;
  }
  return {
    year,
    allowance: ANNUAL_LEAVE_ALLOWANCE_DAYS,
    used,
    pending,
    remaining: ANNUAL_LEAVE_ALLOWANCE_DAYS - used - pending,
  };
}

function auditView(row: LeaveRecord) {
  return {
    userId: row.userId,
    type: row.type,
    fromDate: row.fromDate,
    fromPart: row.fromPart,
    toDate: row.toDate,
    toPart: row.toPart,
    days: row.halfDays / 2,
    reason: row.reason,
    status: row.status,
    approverId: row.approverId,
    comment: row.comment,
  };
}

export async function createLeaveRequest(
  db: Database,
  actor: Actor,
  auditActor: AuditActor,
  body: CreateLeaveRequest,
): Promise<LeaveRequest> {
  const period: LeavePeriod = {
    fromDate: body.fromDate,
    fromPart: body.fromPart,
    toDate: body.toDate,
    toPart: body.toPart,
  };
  const id = await db.transaction(async (tx) => {
    // One user's requests are added one at a time, so two at once cannot both pass the checks.
    await lockUserLeave(tx, actor.id);
    const overlap = await findOverlapping(tx, actor.id, period);
    if (overlap) {
      throw conflict(
        LEAVE_MESSAGES.overlaps(
          LEAVE_TYPE_LABELS[asType(overlap.type)].toLowerCase(),
          LEAVE_STATUS_LABELS[asStatus(overlap.status)].label.toLowerCase(),
          formatDay(overlap.fromDate, overlap.fromPart),
          formatDay(overlap.toDate, overlap.toPart),
        ),
        { fields: [{ field: 'fromDate', message: LEAVE_MESSAGES.overlapsField }] },
      );
    }
    if (body.type === LeaveType.ANNUAL) {
      const firstYear = Number(body.fromDate.slice(0, 4));
      const lastYear = Number(body.toDate.slice(0, 4));
      for (let year = firstYear; year <= lastYear; year += 1) {
        const needed = leaveDays(period, yearBounds(year));
        const { remaining } = await balanceOf(tx, actor.id, year);
        if (needed > remaining) {
          throw conflict(
            LEAVE_MESSAGES.annualShort(year, formatNumber(remaining), formatNumber(needed)),
            { fields: [{ field: 'type', message: LEAVE_MESSAGES.annualShortField }] },
          );
        }
      }
    }
    const created = await insertLeave(tx, {
      userId: actor.id,
      type: body.type,
      ...period,
      halfDays: leaveDays(period) * 2,
      reason: body.reason,
    });
    if (!created) throw new Error('the leave request was not created');
    const row = await findLeaveById(tx, created.id);
    if (row) {
      await recordAudit(tx, auditActor, {
        action: 'create',
        entity: 'leave_request',
        entityId: created.id,
        after: auditView(row),
      });
    }
    return created.id;
  });
  return getLeaveRequest(db, actor, id);
}

function formatNumber(value: number): string {
  return String(value).replace('.', ',');
}

export async function getLeaveRequest(db: Database, actor: Actor, id: number) {
  const row = await findLeaveById(db, id);
  if (!row) throw notFound(LEAVE_MESSAGES.notFound);
  const circle = await circleOf(db, actor);
  if (!circle.canView({ id: row.userId, role: row.userRole })) {
    throw notPermitted(LEAVE_MESSAGES.notVisible);
  }
  return toLeaveRequest(row, actor, circle);
}

export async function findLeaveOfUser(
  db: Database,
  actor: Actor,
  userId: number,
  year: number | undefined,
): Promise<UserLeave> {
  const circle = await circleOf(db, actor);
  const person = circle.people.find((p) => p.id === userId);
  if (!person) throw notFound(USER_MESSAGES.notFound);
  if (!circle.canView(person)) throw notPermitted(LEAVE_MESSAGES.notVisible);
  const [rows, balance] = await Promise.all([
    listLeaveOfUser(db, userId),
    balanceOf(db, userId, year ?? Number(todayInVietnam().slice(0, 4))),
  ]);
  return {
    userId,
    fullName: person.fullName,
    balance,
    items: rows.map((row) => toLeaveRequest(row, actor, circle)),
  };
}

/**
 * The people of the actor's team calendar: themselves, those they act for, their leaders and their
 * leaders' other team members; everyone for managers and the ADMIN department.
 */
async function calendarPeople(db: Database, actor: Actor, circle: Circle): Promise<Person[]> {
  if (seesEveryone(actor)) return circle.people.filter((p) => p.active || p.id === actor.id);
  const leaders = await findLeaderIdsOf(db, actor.id);
  const teammates = (
    await Promise.all(leaders.map((leaderId) => findTeamMemberIds(db, leaderId)))
  ).flat();
  const ids = new Set([...circle.acting, ...leaders, ...teammates]);
  return circle.people.filter((p) => ids.has(p.id) || circle.canDecide(p));
}

export async function leaveTeam(db: Database, actor: Actor): Promise<LeaveTeamMember[]> {
  const circle = await circleOf(db, actor);
  const people = await calendarPeople(db, actor, circle);
  return people.map((p) => ({
    id: p.id,
    fullName: p.fullName,
    username: p.username,
    department: p.department,
    role: p.role,
    decidable: circle.canDecide(p),
  }));
}

/** The calendar month of `date`: its first and last day. */
export function monthOf(date: string): { from: string; to: string } {
  const [year = 1970, month = 1] = date.split('-').map(Number);
  const from = `${String(year)}-${String(month).padStart(2, '0')}-01`;
  const nextMonth =
    month === 12
      ? `${String(year + 1)}-01-01`
      : `${String(year)}-${String(month + 1).padStart(2, '0')}-01`;
  return { from, to: dateOfEpochDay(epochDay(nextMonth) - 1) };
}

export async function leaveCalendar(
  db: Database,
  actor: Actor,
  userIds: readonly number[],
  date: string,
): Promise<LeaveCalendar> {
  const circle = await circleOf(db, actor);
  const allowed = new Set((await calendarPeople(db, actor, circle)).map((p) => p.id));
  const outside = userIds.filter((id) => !allowed.has(id));
  if (outside.length > 0) {
    throw notPermitted(LEAVE_MESSAGES.calendarOutside(outside.slice(0, 5).join(', ')));
  }
  const { from, to } = monthOf(date);
  const rows = await listActiveLeaveBetween(db, [...new Set(userIds)], from, to);
  return {
    from,
    to,
    items: rows.map((row): LeaveCalendarEntry => ({
      id: row.id,
      userId: row.userId,
      userFullName: row.userFullName,
      type: asType(row.type),
      ...toPeriod(row),
      days: row.halfDays / 2,
      status: asStatus(row.status),
    })),
  };
}

export async function leaveToDecide(
  db: Database,
  actor: Actor,
  query: LeaveToDecideQuery,
): Promise<LeaveRequestPage> {
  const circle = await circleOf(db, actor);
  const decidable = circle.people.filter((p) => circle.canDecide(p)).map((p) => p.id);
  const { rows, total } = await pageLeaveOfUsers(
    db,
    decidable,
    query.status === 'all' ? null : query.status,
    query.page,
    query.pageSize,
  );
  return {
    items: rows.map((row) => toLeaveRequest(row, actor, circle)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function alreadyDecided(row: LeaveRecord): Error {
  const status = asStatus(row.status);
  const by = status !== LeaveStatus.CANCELLED ? row.approverFullName : null;
  return conflict(LEAVE_MESSAGES.alreadyDecided(LEAVE_DECIDED_AS[status], by));
}

export async function decideLeaveRequest(
  db: Database,
  actor: Actor,
  auditActor: AuditActor,
  id: number,
  decision: { status: 'approved' | 'rejected'; comment: string | null },
): Promise<LeaveRequest> {
  const row = await findLeaveById(db, id);
  if (!row) throw notFound(LEAVE_MESSAGES.notFound);
  if (row.userId === actor.id) throw notPermitted(LEAVE_MESSAGES.ownDecision);
  const circle = await circleOf(db, actor);
  if (!circle.canDecide({ id: row.userId, role: row.userRole })) {
    throw notPermitted(LEAVE_MESSAGES.outsideTeam);
  }
  if (row.status !== LeaveStatus.PENDING) throw alreadyDecided(row);
  await db.transaction(async (tx) => {
    const decided = await decideLeave(tx, id, { ...decision, approverId: actor.id });
    if (!decided) {
      const now = await findLeaveById(tx, id);
      throw now ? alreadyDecided(now) : notFound(LEAVE_MESSAGES.notFound);
    }
    const after = await findLeaveById(tx, id);
    await recordAudit(tx, auditActor, {
      action: decision.status === LeaveStatus.APPROVED ? 'approve' : 'reject',
      entity: 'leave_request',
      entityId: id,
      before: auditView(row),
      after: after ? auditView(after) : null,
    });
  });
  return getLeaveRequest(db, actor, id);
}

export async function cancelLeaveRequest(
  db: Database,
  actor: Actor,
  auditActor: AuditActor,
  id: number,
): Promise<LeaveRequest> {
  const row = await findLeaveById(db, id);
  if (!row) throw notFound(LEAVE_MESSAGES.notFound);
  // The system administrator may withdraw a request for someone (who has left, for instance).
  if (row.userId !== actor.id && !isGod(actor)) throw notPermitted(LEAVE_MESSAGES.notRequester);
  if (row.status !== LeaveStatus.PENDING) throw alreadyDecided(row);
  await db.transaction(async (tx) => {
    const cancelled = await cancelLeave(tx, id, row.userId);
    if (!cancelled) {
      const now = await findLeaveById(tx, id);
      throw now ? alreadyDecided(now) : notFound(LEAVE_MESSAGES.notFound);
    }
    const after = await findLeaveById(tx, id);
    await recordAudit(tx, auditActor, {
      action: 'cancel',
      entity: 'leave_request',
      entityId: id,
      before: auditView(row),
      after: after ? auditView(after) : null,
    });
  });
  return getLeaveRequest(db, actor, id);
}
