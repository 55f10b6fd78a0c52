// Leave requests (DOMAIN "HR"): types, half days, statuses, the yearly allowance counted in working
// days, and the payloads of the leave-request calls (spec section 7).
import { z } from 'zod';
import { MAX_ID, decimal } from '../numbers';
import { epochDay, isWorkingDay } from '../calendar';
import { PageQuery, pageOf } from '../paging';

export const LeaveType = {
  ANNUAL: 'annual',
  SICK: 'sick',
  UNPAID: 'unpaid',
  MATERNITY: 'maternity',
  OTHER: 'other',
} as const;
export type LeaveType = (typeof LeaveType)[keyof typeof LeaveType];
export const LEAVE_TYPES = Object.values(LeaveType) as [LeaveType, ...LeaveType[]];

export const LEAVE_TYPE_LABELS: Record<LeaveType, string> = {
  annual: 'Nghỉ phép năm',
  sick: 'Nghỉ ốm',
  unpaid: 'Nghỉ không lương',
  maternity: 'Nghỉ thai sản',
  other: 'Nghỉ khác',
};

export const LeaveStatus = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  CANCELLED: 'cancelled',
} as const;
export type LeaveStatus = (typeof LeaveStatus)[keyof typeof LeaveStatus];
export const LEAVE_STATUSES = Object.values(LeaveStatus) as [LeaveStatus, ...LeaveStatus[]];

export const LEAVE_STATUS_LABELS: Record<LeaveStatus, { label: string; color: string }> = {
  pending: { label: 'Chờ duyệt', color: 'gold' },
  approved: { label: 'Đã duyệt', color: 'green' },
  rejected: { label: 'Từ chối', color: 'red' },
  cancelled: { label: 'Đã hủy', color: 'default' },
};

/** A request starts in the morning (whole first day) or the afternoon; it ends after the morning or the afternoon. */
export const DayPart = { MORNING: 'morning', AFTERNOON: 'afternoon' } as const;
export type DayPart = (typeof DayPart)[keyof typeof DayPart];
const DAY_PARTS = [DayPart.MORNING, DayPart.AFTERNOON] as const;

/**
 * Annual leave per calendar year, in working days: the default of the Vietnamese Labour Code
 * (2019, article 113) for normal working conditions.
 */
export const ANNUAL_LEAVE_ALLOWANCE_DAYS = 12;
/** The longest span one request may cover, in calendar days (maternity leave is six months). */
export const MAX_LEAVE_SPAN_DAYS = 200;

export const LEAVE_MESSAGES = {
  endsBeforeStart: 'Thời gian kết thúc phải sau thời gian bắt đầu.',
  noWorkingDay: 'Khoảng thời gian này không có ngày làm việc nào (thứ Bảy, Chủ nhật không tính).',
  spanTooLong: `Một đơn nghỉ tối đa ${MAX_LEAVE_SPAN_DAYS} ngày; hãy tách thành nhiều đơn.`,
  reasonRequired: 'Vui lòng nhập lý do nghỉ.',
  commentRequired: 'Vui lòng nhập lý do từ chối.',
  notVisible: 'Bạn không xem được đơn nghỉ của người này.',
  ownDecision: 'Bạn không thể tự duyệt hoặc từ chối đơn nghỉ của chính mình.',
  outsideTeam: 'Bạn chỉ duyệt được đơn nghỉ của thành viên trong nhóm mình.',
  notRequester: 'Chỉ người tạo đơn mới hủy được đơn này.',
  notFound: 'Không tìm thấy đơn nghỉ phép.',
  overlapsField: 'Trùng thời gian với một đơn khác.',
  annualShortField: 'Không đủ ngày phép năm.',
  /** A request that overlaps another: its type and status (lower case) and its days. */
  overlaps: (type: string, status: string, from: string, to: string) =>
    `Đơn này trùng thời gian với đơn ${type} ${status} từ ${from} đến ${to}.`,
  annualShort: (year: number, remaining: string, needed: string) =>
    `Phép năm ${String(year)} chỉ còn ${remaining} ngày, đơn này cần ${needed} ngày. Hãy rút ngắn ` +
    'thời gian hoặc chọn loại nghỉ khác (ví dụ nghỉ không lương) cho phần vượt.',
  /** A request decided meanwhile: how (đang chờ duyệt, đã được duyệt…) and by whom. */
  alreadyDecided: (how: string, by: string | null) =>
    `Đơn nghỉ phép này ${how}${by ? ` bởi ${by}` : ''}. Vui lòng tải lại để xem trạng thái mới.`,
  calendarOutside: (ids: string) => `Bạn không xem được lịch nghỉ của người dùng có mã ${ids}.`,
  morning: 'sáng',
  afternoon: 'chiều',
} as const;

/** How a request stands, as the sentence "Đơn nghỉ phép này …" says it. */
export const LEAVE_DECIDED_AS = {
  pending: 'đang chờ duyệt',
  approved: 'đã được duyệt',
  rejected: 'đã bị từ chối',
  cancelled: 'đã bị hủy',
} as const;

/** Half-day slots: a date's morning is 2n, its afternoon 2n + 1. */
function slot(date: string, part: DayPart): number {
  return epochDay(date) * 2 + (part === DayPart.AFTERNOON ? 1 : 0);
}

export interface LeavePeriod {
  fromDate: string;
  fromPart: DayPart;
  toDate: string;
  toPart: DayPart;
}

export function endsBeforeStart(period: LeavePeriod): boolean {
  return slot(period.toDate, period.toPart) < slot(period.fromDate, period.fromPart);
}

export function periodsOverlap(a: LeavePeriod, b: LeavePeriod): boolean {
  return (
    slot(a.fromDate, a.fromPart) <= slot(b.toDate, b.toPart) &&
    slot(b.fromDate, b.fromPart) <= slot(a.toDate, a.toPart)
  );
}

/**
 * Working days (Monday to Friday) a period takes, half days counting 0.5; only the part between
 * `within` bounds when given (a year, for the balance). Public holidays are not deducted.
 */
export function leaveDays(period: LeavePeriod, within?: { from: string; to: string }): number {
  if (endsBeforeStart(period)) return 0;
  const first = slot(period.fromDate, period.fromPart);
  const last = slot(period.toDate, period.toPart);
  const lower = within ? Math.max(first, epochDay(within.from) * 2) : first;
  const upper = within ? Math.min(last, epochDay(within.to) * 2 + 1) : last;
  let halves = 0;
  for (let s = lower; s <= upper; s += 1) if (isWorkingDay(Math.floor(s / 2))) halves += 1;
  return halves / 2;
}

export function yearBounds(year: number): { from: string; to: string } {
  return { from: `${String(year)}-01-01`, to: `${String(year)}-12-31` };
}

const isoDate = (label: string) =>
  z.iso.date({ error: `${label} phải là ngày hợp lệ dạng YYYY-MM-DD.` });

// Payloads are strict: a key the API does not know is refused (400), not silently dropped.
export const CreateLeaveRequest = z
  .strictObject({
    type: z.enum(LEAVE_TYPES, { error: 'Vui lòng chọn loại nghỉ.' }),
    fromDate: isoDate('Ngày bắt đầu'),
    fromPart: z.enum(DAY_PARTS).default(DayPart.MORNING),
    toDate: isoDate('Ngày kết thúc'),
    toPart: z.enum(DAY_PARTS).default(DayPart.AFTERNOON),
    reason: z
      .string({ error: LEAVE_MESSAGES.reasonRequired })
      .trim()
      .min(1, LEAVE_MESSAGES.reasonRequired)
      .max(1000, 'Lý do tối đa 1000 ký tự.'),
  })
  .superRefine((body, ctx) => {
    if (endsBeforeStart(body)) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: LEAVE_MESSAGES.endsBeforeStart });
    } else if (epochDay(body.toDate) - epochDay(body.fromDate) >= MAX_LEAVE_SPAN_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: LEAVE_MESSAGES.spanTooLong });
    } else if (leaveDays(body) === 0) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: LEAVE_MESSAGES.noWorkingDay });
    }
  })
  .meta({ id: 'CreateLeaveRequest' });
export type CreateLeaveRequest = z.infer<typeof CreateLeaveRequest>;
export type CreateLeaveRequestInput = z.input<typeof CreateLeaveRequest>;

export const LeaveRequest = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    username: z.string(),
    userFullName: z.string(),
    type: z.enum(LEAVE_TYPES),
    fromDate: z.string(),
    fromPart: z.enum(DAY_PARTS),
    toDate: z.string(),
    toPart: z.enum(DAY_PARTS),
    /** Working days taken, half days 0.5. */
    days: z.number(),
    reason: z.string(),
    status: z.enum(LEAVE_STATUSES),
    approverId: z.number().int().nullable(),
    approverFullName: z.string().nullable(),
    decidedAt: z.string().nullable(),
    comment: z.string().nullable(),
    createdAt: z.string(),
    /** Whether the caller may approve or reject it now. */
    canDecide: z.boolean(),
    /** Whether the caller may cancel it now (their own, still pending). */
    canCancel: z.boolean(),
  })
  .meta({ id: 'LeaveRequest' });
export type LeaveRequest = z.infer<typeof LeaveRequest>;

export const LeaveBalance = z
  .object({
    year: z.number().int(),
    allowance: z.number(),
    /** Annual leave approved in the year. */
    used: z.number(),
    /** Annual leave waiting for a decision, held back from what remains. */
    pending: z.number(),
    remaining: z.number(),
  })
  .meta({ id: 'LeaveBalance' });
export type LeaveBalance = z.infer<typeof LeaveBalance>;

export const UserLeaveQuery = z.object({
  year: decimal(
    z.number().int().min(2000, 'Năm không hợp lệ.').max(2100, 'Năm không hợp lệ.'),
  ).optional(),
});
export type UserLeaveQuery = z.infer<typeof UserLeaveQuery>;

/** One user's requests, newest first, with the balance of the year asked (default: this year). */
export const UserLeave = z
  .object({
    userId: z.number().int(),
    fullName: z.string(),
    balance: LeaveBalance,
    items: z.array(LeaveRequest),
  })
  .meta({ id: 'UserLeave' });
export type UserLeave = z.infer<typeof UserLeave>;

/** A repeated query parameter arrives as an array, a single one as a value. */
function toArray(value: unknown): unknown[] {
  if (value === undefined || value === '') return [];
  return Array.isArray(value) ? (value as unknown[]) : [value];
}

export const LeaveCalendarQuery = z.object({
  userIds: z.preprocess(
    toArray,
    z
      .array(
        decimal(
          z
            .number()
            .int()
            .positive('Mã người dùng không hợp lệ.')
            .max(MAX_ID, 'Mã người dùng không hợp lệ.'),
        ),
      )
      .min(1, 'Chọn ít nhất một người.')
      .max(500, 'Tối đa 500 người.'),
  ),
  date: isoDate('Ngày'),
});
export type LeaveCalendarQuery = z.infer<typeof LeaveCalendarQuery>;

/** Who is off: a request as the team calendar shows it (no reason, no comment). */
export const LeaveCalendarEntry = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    userFullName: z.string(),
    type: z.enum(LEAVE_TYPES),
    fromDate: z.string(),
    fromPart: z.enum(DAY_PARTS),
    toDate: z.string(),
    toPart: z.enum(DAY_PARTS),
    days: z.number(),
    status: z.enum(LEAVE_STATUSES),
  })
  .meta({ id: 'LeaveCalendarEntry' });
export type LeaveCalendarEntry = z.infer<typeof LeaveCalendarEntry>;

/** The approved and pending requests of the users that touch the calendar month of `date`. */
export const LeaveCalendar = z
  .object({ from: z.string(), to: z.string(), items: z.array(LeaveCalendarEntry) })
  .meta({ id: 'LeaveCalendar' });
export type LeaveCalendar = z.infer<typeof LeaveCalendar>;

/** The people whose leave the caller sees on the team calendar; `decidable` ones they approve. */
export const LeaveTeamMember = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    username: z.string(),
    department: z.number().int(),
    role: z.number().int(),
    decidable: z.boolean(),
  })
  .meta({ id: 'LeaveTeamMember' });
export type LeaveTeamMember = z.infer<typeof LeaveTeamMember>;

export const LeaveToDecideQuery = PageQuery.extend({
  status: z.enum([...LEAVE_STATUSES, 'all']).default(LeaveStatus.PENDING),
});
export type LeaveToDecideQuery = z.infer<typeof LeaveToDecideQuery>;

export const LeaveRequestPage = pageOf(LeaveRequest).meta({ id: 'LeaveRequestPage' });
export type LeaveRequestPage = z.infer<typeof LeaveRequestPage>;

export const ApproveLeaveRequest = z
  .strictObject({ comment: z.string().trim().max(500, 'Ghi chú tối đa 500 ký tự.').optional() })
  .meta({ id: 'ApproveLeaveRequest' });
export type ApproveLeaveRequest = z.infer<typeof ApproveLeaveRequest>;

export const RejectLeaveRequest = z
  .strictObject({
    comment: z
      .string({ error: LEAVE_MESSAGES.commentRequired })
      .trim()
      .min(1, LEAVE_MESSAGES.commentRequired)
      .max(500, 'Lý do tối đa 500 ký tự.'),
  })
  .meta({ id: 'RejectLeaveRequest' });
export type RejectLeaveRequest = z.infer<typeof RejectLeaveRequest>;

export const LeaveIdParams = z.object({
  id: decimal(z.number().int().positive('Mã không hợp lệ.').max(2_147_483_647, 'Mã không hợp lệ.')),
});
