import {
  ErrorCode,
  type LeaveCalendar,
  type LeaveRequest,
  type LeaveRequestPage,
  type LeaveTeamMember,
  MemberSubtype,
  type UserLeave,
  UserPropertyCode,
  dateOfEpochDay,
  epochDay,
} from '@backoffice/shared';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog, hrmLeaveRequests, userProperties } from '../../db/schema/index';
import { readEnv } from '../../env';
import { testKit } from '../../test/test-app';

const BASE = '/api/v1/crm/hrm/leave-request';

const kit = testKit([
  'admin',
  'giamdoc',
  'ketoan',
  'hanhchinh',
  'kho',
  'truongnhom',
  'sale1',
  'sale2',
]);

const as = (name: string) => kit.as(name);
const idOf = (name: string) => kit.id(name);

/** The Monday `weeks` weeks after the first Monday of a year far from the demo data. */
function monday(weeks: number, year = 2031): string {
  const first = epochDay(`${String(year)}-01-01`);
  const weekday = (first + 4) % 7; // 0 = Sunday
  const firstMonday = first + ((8 - weekday) % 7);
  return dateOfEpochDay(firstMonday + weeks * 7);
}
const plus = (date: string, days: number) => dateOfEpochDay(epochDay(date) + days);

function ask(name: string, body: Record<string, unknown>) {
  return kit.app.inject({ method: 'POST', url: BASE, headers: as(name), payload: body });
}

async function created(name: string, body: Record<string, unknown>): Promise<LeaveRequest> {
  const response = await ask(name, { type: 'annual', reason: 'Việc gia đình', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LeaveRequest>();
}

function decide(name: string, id: number, action: 'approve' | 'reject' | 'cancel', body = {}) {
  return kit.app.inject({
    method: 'POST',
    url: `${BASE}/${String(id)}/${action}`,
    headers: as(name),
    payload: body,
  });
}

async function leaveRows() {
  const [row] = await kit.app.ctx.db.select({ n: count() }).from(hrmLeaveRequests);
  return row?.n ?? 0;
}

function fieldsOf(response: LightMyRequestResponse): string[] {
  return response
    .json<{ details: { fields: { field: string }[] } }>()
    .details.fields.map((f) => f.field);
}

describe('asking for leave', () => {
  it('creates a pending request of the working days asked for, half days counting 0.5', async () => {
    const from = monday(1);
    const request = await created('sale1', {
      fromDate: from,
      fromPart: 'morning',
      toDate: plus(from, 1),
      toPart: 'afternoon',
    });
    expect(request).toMatchObject({
      userId: idOf('sale1'),
      userFullName: 'Bùi Thị Thảo',
      type: 'annual',
      days: 2,
      status: 'pending',
      canCancel: true,
      canDecide: false,
    });

    // Friday afternoon to Monday morning: two half days, the weekend between does not count.
    const friday = plus(monday(2), 4);
    const bridge = await created('sale1', {
      type: 'unpaid',
      fromDate: friday,
      fromPart: 'afternoon',
      toDate: plus(friday, 3),
      toPart: 'morning',
    });
    expect(bridge.days).toBe(1);
  });

  it('refuses a request that overlaps a pending or approved one of the same user', async () => {
    const from = monday(4);
    await created('sale2', { fromDate: from, toDate: plus(from, 1) });
    const before = await leaveRows();
    const response = await ask('sale2', {
      type: 'sick',
      reason: 'Ốm',
      fromDate: plus(from, 1),
      fromPart: 'afternoon',
      toDate: plus(from, 2),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string; message: string }>()).toMatchObject({
      code: ErrorCode.CONFLICT,
      message: expect.stringContaining('trùng thời gian'),
    });
    expect(await leaveRows()).toBe(before);

    // The afternoon after a morning-only request is free.
    const next = plus(from, 2);
    await created('sale2', { fromDate: next, toDate: next, toPart: 'morning' });
    const afternoon = await created('sale2', {
      type: 'other',
      fromDate: next,
      fromPart: 'afternoon',
      toDate: next,
    });
    expect(afternoon.days).toBe(0.5);
  });

  it('refuses a request that ends before it starts, naming toDate, and changes nothing', async () => {
    const before = await leaveRows();
    const from = monday(6);
    for (const period of [
      { fromDate: plus(from, 2), toDate: from },
      { fromDate: from, fromPart: 'afternoon', toDate: from, toPart: 'morning' },
    ]) {
      const response = await ask('sale1', { type: 'annual', reason: 'x', ...period });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual(['toDate']);
      expect(response.json<{ message: string }>().message).toContain(
        'Thời gian kết thúc phải sau thời gian bắt đầu.',
      );
    }
    expect(await leaveRows()).toBe(before);
  });

  it('refuses a weekend with no working day and bad payloads, naming the field', async () => {
    const before = await leaveRows();
    const saturday = plus(monday(6), 5);
    const weekend = await ask('sale1', {
      type: 'annual',
      reason: 'x',
      fromDate: saturday,
      toDate: plus(saturday, 1),
    });
    expect(weekend.statusCode).toBe(400);
    expect(fieldsOf(weekend)).toEqual(['toDate']);

    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'vacation' }, 'type'],
      [{ fromDate: '2031-02-30' }, 'fromDate'],
      [{ toDate: 'ngày mai' }, 'toDate'],
      [{ reason: '   ' }, 'reason'],
      [{ fromPart: 'evening' }, 'fromPart'],
    ];
    for (const [change, field] of cases) {
      const response = await ask('sale1', {
        type: 'annual',
        reason: 'Việc riêng',
        fromDate: monday(7),
        toDate: monday(7),
        ...change,
      });
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    }
    expect(await leaveRows()).toBe(before);
  });

  it('refuses annual leave beyond the 12 days of the year, and takes the same days unpaid', async () => {
    const from = monday(10, 2032);
    const tooLong = await ask('kho', {
      type: 'annual',
      reason: 'Về quê',
      fromDate: from,
      toDate: plus(from, 17), // 14 working days
    });
    expect(tooLong.statusCode).toBe(409);
    expect(tooLong.json<{ message: string }>().message).toContain('Phép năm 2032 chỉ còn 12 ngày');
    const unpaid = await created('kho', {
      type: 'unpaid',
      fromDate: from,
      toDate: plus(from, 17),
    });
    expect(unpaid.days).toBe(14);
  });

  it('answers 401 without a token', async () => {
    const response = await kit.app.inject({ method: 'POST', url: BASE, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('seeing leave', () => {
  it('shows a user their own requests with the balance of the year', async () => {
    const response = await kit.app.inject({
      method: 'GET',
      url: `${BASE}/find-by-user/${String(idOf('sale1'))}?year=2031`,
      headers: as('sale1'),
    });
    expect(response.statusCode).toBe(200);
    const leave = response.json<UserLeave>();
    expect(leave.balance).toEqual({
      year: 2031,
      allowance: 12,
      used: 0,
      pending: 2,
      remaining: 10,
    });
    expect(leave.items.length).toBeGreaterThanOrEqual(2);
    expect(leave.items.every((item) => item.userId === idOf('sale1'))).toBe(true);
  });

  it("shows a user's requests to their leader, to HR and managers, not to a colleague", async () => {
    const url = `${BASE}/find-by-user/${String(idOf('sale1'))}`;
    for (const reader of ['truongnhom', 'hanhchinh', 'giamdoc', 'admin']) {
      const response = await kit.app.inject({ method: 'GET', url, headers: as(reader) });
      expect(response.statusCode, reader).toBe(200);
    }
    for (const stranger of ['sale2', 'ketoan', 'kho']) {
      const response = await kit.app.inject({ method: 'GET', url, headers: as(stranger) });
      expect(response.statusCode, stranger).toBe(403);
      expect(response.json<{ code: string }>().code).toBe(ErrorCode.NOT_PERMITTED);
    }
  });

  it('lists the team for the calendar, with the members a leader decides for', async () => {
    const response = await kit.app.inject({
      method: 'GET',
      url: `${BASE}/team`,
      headers: as('truongnhom'),
    });
    expect(response.statusCode).toBe(200);
    const team = response.json<LeaveTeamMember[]>();
    const byName = new Map(team.map((m) => [m.username, m]));
    expect(byName.get('sale1')?.decidable).toBe(true);
    expect(byName.get('sale2')?.decidable).toBe(true);
    expect(byName.get('truongnhom')?.decidable).toBe(false);
    expect(byName.has('ketoan')).toBe(false);

    // A team member sees their leader and teammates on the calendar, deciding for nobody.
    const member = await kit.app.inject({
      method: 'GET',
      url: `${BASE}/team`,
      headers: as('sale2'),
    });
    const mates = member.json<LeaveTeamMember[]>();
    expect(mates.map((m) => m.username).sort()).toEqual(['sale1', 'sale2', 'truongnhom']);
    expect(mates.every((m) => !m.decidable)).toBe(true);
  });
});

describe('deciding leave', () => {
  it('lets a leader approve a team member’s request, recorded in the audit log', async () => {
    const from = monday(12);
    const request = await created('sale1', { fromDate: from, toDate: plus(from, 1) });
    const queue = await kit.app.inject({
      method: 'GET',
      url: `${BASE}/to-decide`,
      headers: as('truongnhom'),
    });
    expect(queue.json<LeaveRequestPage>().items.map((r) => r.id)).toContain(request.id);

    const response = await decide('truongnhom', request.id, 'approve', { comment: 'Đồng ý' });
    expect(response.statusCode).toBe(200);
    expect(response.json<LeaveRequest>()).toMatchObject({
      status: 'approved',
      approverId: idOf('truongnhom'),
      approverFullName: 'Hoàng Gia Bảo',
      comment: 'Đồng ý',
      canDecide: false,
    });
    const [audit] = await kit.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'leave_request'), eq(auditLog.entityId, String(request.id))))
      .orderBy(auditLog.id);
    expect(audit).toBeDefined();
    const trail = await kit.app.ctx.db
      .select({ action: auditLog.action, actor: auditLog.actorUsername })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'leave_request'), eq(auditLog.entityId, String(request.id))))
      .orderBy(auditLog.id);
    expect(trail).toEqual([
      { action: 'create', actor: 'sale1' },
      { action: 'approve', actor: 'truongnhom' },
    ]);

    // A second decision finds it decided.
    const again = await decide('truongnhom', request.id, 'reject', { comment: 'Nhầm' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toContain('đã được duyệt bởi Hoàng Gia Bảo');
  });

  it('refuses anyone approving their own request, a leader included', async () => {
    const from = monday(14);
    const own = await created('truongnhom', { fromDate: from, toDate: from });
    const response = await decide('truongnhom', own.id, 'approve');
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string; message: string }>()).toMatchObject({
      code: ErrorCode.NOT_PERMITTED,
      message: expect.stringContaining('chính mình'),
    });
    // The manager above decides a leader's leave.
    const manager = await decide('giamdoc', own.id, 'approve');
    expect(manager.statusCode).toBe(200);
  });

  it('refuses approval outside the team: another department, a colleague', async () => {
    const from = monday(15);
    const accountant = await created('ketoan', { fromDate: from, toDate: from });
    const outside = await decide('truongnhom', accountant.id, 'approve');
    expect(outside.statusCode).toBe(403);
    expect(outside.json<{ code: string }>().code).toBe(ErrorCode.NOT_PERMITTED);

    const sale1 = await created('sale1', { fromDate: monday(16), toDate: monday(16) });
    const colleague = await decide('sale2', sale1.id, 'approve');
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json<{ code: string }>().code).toBe(ErrorCode.NOT_PERMITTED);

    const row = await kit.app.ctx.db
      .select()
      .from(hrmLeaveRequests)
      .where(eq(hrmLeaveRequests.id, sale1.id));
    expect(row[0]?.status).toBe('pending');
  });

  it('lets a leader decide for a user handed over to them', async () => {
    const from = monday(17);
    const accountant = await created('ketoan', { fromDate: from, toDate: from });
    await kit.app.ctx.db.insert(userProperties).values({
      userId: idOf('truongnhom'),
      code: UserPropertyCode.MEMBER,
      subtype: MemberSubtype.JUDAS,
      value: 'Lê Thu Hà',
      refUserId: idOf('ketoan'),
    });
    try {
      const response = await decide('truongnhom', accountant.id, 'approve');
      expect(response.statusCode).toBe(200);
    } finally {
      await kit.app.ctx.db
        .delete(userProperties)
        .where(
          and(
            eq(userProperties.userId, idOf('truongnhom')),
            eq(userProperties.refUserId, idOf('ketoan')),
          ),
        );
    }
  });

  it('rejects only with a comment', async () => {
    const from = monday(18);
    const request = await created('sale2', { fromDate: from, toDate: from });
    const bare = await decide('truongnhom', request.id, 'reject', {});
    expect(bare.statusCode).toBe(400);
    expect(fieldsOf(bare)).toEqual(['comment']);
    const response = await decide('truongnhom', request.id, 'reject', {
      comment: 'Tuần này chạy chương trình khuyến mãi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<LeaveRequest>()).toMatchObject({
      status: 'rejected',
      comment: 'Tuần này chạy chương trình khuyến mãi',
    });
  });

  it('lets the requester cancel while pending, nobody else, and not after a decision', async () => {
    const from = monday(19);
    const request = await created('sale2', { fromDate: from, toDate: from });
    const other = await decide('sale1', request.id, 'cancel');
    expect(other.statusCode).toBe(403);
    expect(other.json<{ code: string }>().code).toBe(ErrorCode.NOT_PERMITTED);
    const leader = await decide('truongnhom', request.id, 'cancel');
    expect(leader.statusCode).toBe(403);

    const own = await decide('sale2', request.id, 'cancel');
    expect(own.statusCode).toBe(200);
    expect(own.json<LeaveRequest>().status).toBe('cancelled');
    const late = await decide('truongnhom', request.id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toContain('đã bị hủy');

    // The days are free again.
    await created('sale2', { fromDate: from, toDate: from });
  });

  it('answers 404 for a request that does not exist and 400 for a malformed id', async () => {
    expect((await decide('truongnhom', 999_999, 'approve')).statusCode).toBe(404);
    const malformed = await kit.app.inject({
      method: 'POST',
      url: `${BASE}/abc/approve`,
      headers: as('truongnhom'),
      payload: {},
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('the team calendar (find-by-users)', () => {
  it('answers who is off in the month of the date: pending and approved, not rejected or cancelled', async () => {
    const from = monday(22); // early June 2031
    const approved = await created('sale1', { fromDate: from, toDate: plus(from, 1) });
    await decide('truongnhom', approved.id, 'approve');
    const pending = await created('sale2', { type: 'sick', fromDate: from, toDate: from });
    const rejected = await created('sale2', { fromDate: plus(from, 2), toDate: plus(from, 2) });
    await decide('truongnhom', rejected.id, 'reject', { comment: 'Không' });
    const nextMonth = await created('sale1', { fromDate: monday(30), toDate: monday(30) });

    const url = `${BASE}/find-by-users?userIds=${String(idOf('sale1'))}&userIds=${String(idOf('sale2'))}&date=${plus(from, 3)}`;
    const response = await kit.app.inject({ method: 'GET', url, headers: as('truongnhom') });
    expect(response.statusCode).toBe(200);
    const calendar = response.json<LeaveCalendar>();
    expect(calendar.from).toBe(`${from.slice(0, 7)}-01`);
    const shown = calendar.items.map((item) => item.id);
    expect(shown).toContain(approved.id);
    expect(shown).toContain(pending.id);
    expect(shown).not.toContain(rejected.id);
    expect(shown).not.toContain(nextMonth.id);
    expect(calendar.items.find((i) => i.id === approved.id)).toMatchObject({
      userFullName: 'Bùi Thị Thảo',
      status: 'approved',
      days: 2,
    });
    expect(calendar.items[0]).not.toHaveProperty('reason');

    // A team member sees their teammates, not other departments.
    const mate = await kit.app.inject({ method: 'GET', url, headers: as('sale1') });
    expect(mate.statusCode).toBe(200);
    const outside = await kit.app.inject({
      method: 'GET',
      url: `${BASE}/find-by-users?userIds=${String(idOf('ketoan'))}&date=${from}`,
      headers: as('sale1'),
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json<{ code: string }>().code).toBe(ErrorCode.NOT_PERMITTED);
  });

  it('names the missing or malformed parameter', async () => {
    const noDate = await kit.app.inject({
      method: 'GET',
      url: `${BASE}/find-by-users?userIds=${String(idOf('sale1'))}`,
      headers: as('truongnhom'),
    });
    expect(noDate.statusCode).toBe(400);
    expect(fieldsOf(noDate)).toContain('date');
    const noUsers = await kit.app.inject({
      method: 'GET',
      url: `${BASE}/find-by-users?date=2031-06-01`,
      headers: as('truongnhom'),
    });
    expect(noUsers.statusCode).toBe(400);
    expect(fieldsOf(noUsers)).toContain('userIds');
  });
});

// Two leaders deciding one request at the same moment: one decision stands, the other gets 409.
// PGlite has a single connection and would prove nothing about the race.
describe.runIf(Boolean(readEnv().DATABASE_URL))('simultaneous decisions on PostgreSQL', () => {
  it('keeps exactly one of two decisions made at once', async () => {
    for (let round = 0; round < 6; round += 1) {
      const day = plus(monday(40 + round), 1);
      const request = await created('sale1', { type: 'unpaid', fromDate: day, toDate: day });
      const answers = await Promise.all([
        decide('truongnhom', request.id, 'approve', { comment: 'Đồng ý' }),
        decide('admin', request.id, 'reject', { comment: 'Không đồng ý' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200);
      const loser = answers.find((a) => a.statusCode === 409);
      expect(loser?.json<{ code: string; message: string }>()).toMatchObject({
        code: ErrorCode.CONFLICT,
        message: expect.stringMatching(/^Đơn nghỉ phép này đã (được duyệt|bị từ chối) bởi/),
      });
      const [row] = await kit.app.ctx.db
        .select()
        .from(hrmLeaveRequests)
        .where(eq(hrmLeaveRequests.id, request.id));
      expect(row?.status).toBe(winner?.json<LeaveRequest>().status);
      const decisions = await kit.app.ctx.db
        .select({ n: count() })
        .from(auditLog)
        .where(
          and(eq(auditLog.entity, 'leave_request'), eq(auditLog.entityId, String(request.id))),
        );
      expect(decisions[0]?.n).toBe(2); // create + the one decision
    }
  });
});
