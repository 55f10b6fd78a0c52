// A few demo leave requests around today, so the leave screen and the team calendar have something
// to show: the same ones on every start (relative to this week), added only to an empty table.
import {
  type DayPart,
  type LeaveStatus,
  type LeaveType,
  dateOfEpochDay,
  epochDay,
  leaveDays,
  todayInVietnam,
  DAY_MS,
} from '@backoffice/shared';
import { count, sql } from 'drizzle-orm';
import { SYSTEM_ACTOR, recordAudit } from '../modules/audit/audit.repository';
import type { Database } from '../db/client';
import { hrmLeaveRequests, users } from '../db/schema/index';

interface DemoLeave {
  username: string;
  type: LeaveType;
  /** Days from this week's Monday. */
  from: number;
  fromPart: DayPart;
  to: number;
  toPart: DayPart;
  reason: string;
  status: LeaveStatus;
  approver?: string;
  comment?: string;
}

const DEMO_LEAVE: readonly DemoLeave[] = [
  {
    username: 'sale1',
    type: 'annual',
    from: -14,
    fromPart: 'morning',
    to: -13,
    toPart: 'afternoon',
    reason: 'Về quê có việc gia đình',
    status: 'approved',
    approver: 'truongnhom',
  },
  {
    username: 'sale2',
    type: 'sick',
    from: -4,
    fromPart: 'morning',
    to: -4,
    toPart: 'afternoon',
    reason: 'Sốt, có giấy khám bệnh',
    status: 'approved',
    approver: 'truongnhom',
  },
  {
    username: 'truongnhom',
    type: 'annual',
    from: 3,
    fromPart: 'morning',
    to: 3,
    toPart: 'afternoon',
    reason: 'Khám sức khỏe định kỳ',
    status: 'approved',
    approver: 'giamdoc',
  },
  {
    username: 'ketoan',
    type: 'annual',
    from: 7,
    fromPart: 'morning',
    to: 7,
    toPart: 'morning',
    reason: 'Đưa con đi tiêm chủng',
    status: 'rejected',
    approver: 'admin',
    comment: 'Sáng thứ Hai chốt sổ cuối kỳ, đề nghị dời sang buổi chiều.',
  },
  {
    username: 'sale1',
    type: 'annual',
    from: 10,
    fromPart: 'afternoon',
    to: 11,
    toPart: 'afternoon',
    reason: 'Đi đám cưới bạn ở Đà Nẵng',
    status: 'pending',
  },
  {
    username: 'sale2',
    type: 'annual',
    from: 14,
    fromPart: 'morning',
    to: 16,
    toPart: 'afternoon',
    reason: 'Nghỉ phép đi du lịch cùng gia đình',
    status: 'pending',
  },
  {
    username: 'kho',
    type: 'unpaid',
    from: 21,
    fromPart: 'morning',
    to: 22,
    toPart: 'afternoon',
    reason: 'Giải quyết thủ tục nhà đất',
    status: 'cancelled',
  },
];

/** This week's Monday in Vietnam as days since the epoch. */
function mondayOfThisWeek(): number {
  const today = epochDay(todayInVietnam());
  // 1970-01-01 was a Thursday.
  const weekday = (today + 4) % 7;
  return today - ((weekday + 6) % 7);
}

/** Adds the demo leave requests when there are none yet; returns how many were added. */
export async function seedDemoLeave(db: Database): Promise<number> {
  const [present] = await db.select({ n: count() }).from(hrmLeaveRequests);
  if ((present?.n ?? 0) > 0) return 0;
  const ids = new Map(
    (
      await db.select({ id: users.id, username: sql<string>`lower(${users.username})` }).from(users)
    ).map((row) => [row.username, row.id]),
  );
  const monday = mondayOfThisWeek();
  const rows = DEMO_LEAVE.flatMap((leave) => {
    const userId = ids.get(leave.username);
    if (userId === undefined) return [];
    const period = {
      fromDate: dateOfEpochDay(monday + leave.from),
      fromPart: leave.fromPart,
      toDate: dateOfEpochDay(monday + leave.to),
      toPart: leave.toPart,
    };
    const decided = leave.status === 'approved' || leave.status === 'rejected';
    return [
      {
        userId,
        type: leave.type,
        ...period,
        halfDays: leaveDays(period) * 2,
        reason: leave.reason,
        status: leave.status,
        approverId: leave.approver ? (ids.get(leave.approver) ?? null) : null,
        // Decided a few days before it starts, and never later than last week, at 09:00 in Vietnam.
        decidedAt: decided
          ? new Date((monday + Math.min(leave.from, 0) - 3) * DAY_MS + 2 * 3_600_000)
          : null,
        comment: leave.comment ?? null,
      },
    ];
  });
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(hrmLeaveRequests).values(rows).returning();
    for (const row of inserted) {
      await recordAudit(tx, SYSTEM_ACTOR, {
        action: 'seed',
        entity: 'leave_request',
        entityId: row.id,
        after: row,
      });
    }
  });
  return rows.length;
}
