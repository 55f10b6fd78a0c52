import {
  Department,
  type LeaveRequest,
  type LeaveTeamMember,
  MESSAGES,
  Role,
  type UserLeave,
} from '@backoffice/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../lib/api-client';
import { setNotificationInstance } from '../../lib/notify';
import { queryClient } from '../../lib/query-client';
import { fakeApi, ok } from '../../test/fake-api';
import { renderAt, signIn } from '../../test/render-app';

const shown: { kind: string; title: unknown }[] = [];

const request = (overrides: Partial<LeaveRequest> = {}): LeaveRequest => ({
  id: 1,
  userId: 8,
  username: 'sale1',
  userFullName: 'Bùi Thị Thảo',
  type: 'annual',
  fromDate: '2026-12-07',
  fromPart: 'morning',
  toDate: '2026-12-08',
  toPart: 'afternoon',
  days: 2,
  reason: 'Về quê',
  status: 'pending',
  approverId: null,
  approverFullName: null,
  decidedAt: null,
  comment: null,
  createdAt: '2026-11-20T02:00:00Z',
  canDecide: false,
  canCancel: true,
  ...overrides,
});

const leave = (items: LeaveRequest[]): UserLeave => ({
  userId: 8,
  fullName: 'Bùi Thị Thảo',
  balance: { year: 2026, allowance: 12, used: 3, pending: 2, remaining: 7 },
  items,
});

const member = (id: number, fullName: string, decidable: boolean): LeaveTeamMember => ({
  id,
  fullName,
  username: fullName,
  department: Department.SALE,
  role: Role.HUMAN,
  decidable,
});

const BASE = '/api/v1/crm/hrm/leave-request';

/** The leave calls, answered for a team and the requests it has to decide. */
function leaveApi(options: { team: LeaveTeamMember[]; toDecide?: LeaveRequest[] }) {
  fake = fakeApi({
    [`GET ${BASE}/find-by-user/:id`]: () => ok(leave([request({ id: 11, reason: 'Về quê' })])),
    [`GET ${BASE}/team`]: () => ok(options.team),
    [`GET ${BASE}/to-decide`]: () => {
      const items = options.toDecide ?? [];
      return ok({ items, total: items.length, page: 0, pageSize: 20 });
    },
    [`GET ${BASE}/find-by-users`]: () => ok({ from: '2026-12-01', to: '2026-12-31', items: [] }),
    [`POST ${BASE}/:id/approve`]: () => ok(request({ status: 'approved' })),
    [`POST ${BASE}`]: () => ({ status: 201, data: request({ id: 12 }) }),
  });
  return fake.adapter;
}
let fake = fakeApi({});

beforeEach(() => {
  shown.length = 0;
  setNotificationInstance({
    error: (args: { title: unknown }) => shown.push({ kind: 'error', title: args.title }),
    success: (args: { title: unknown }) => shown.push({ kind: 'success', title: args.title }),
    info: () => undefined,
  } as never);
});
/** The screen's chunk loads lazily: the first render waits for it. */
async function openLeaveScreen() {
  renderAt('/hrm/leave');
  await screen.findByText(
    'Đơn nghỉ phép của bạn, duyệt đơn của nhóm và lịch nghỉ',
    {},
    {
      timeout: 20_000,
    },
  );
}

// The adapter stays in place after each test: a refetch still under way then must not reach the network.
afterEach(() => {
  queryClient.clear();
});

// Generous time-outs: Ant Design's trees make jsdom queries slow on a busy machine.
const WAIT = { timeout: 20_000 };

describe('the leave screen', { timeout: 120_000 }, () => {
  it('shows my requests with the annual balance, and no decisions for a team member', async () => {
    signIn({ id: 8, role: Role.HUMAN, department: Department.SALE });
    api.defaults.adapter = leaveApi({ team: [member(8, 'Bùi Thị Thảo', false)] });
    await openLeaveScreen();
    expect(await screen.findByText('Phép năm 2026', {}, WAIT)).toBeInTheDocument();
    const balance = screen.getByLabelText('Số ngày phép năm');
    expect(within(balance).getByText('Còn lại')).toBeInTheDocument();
    expect(within(balance).getByText('7')).toBeInTheDocument();
    const row = (await screen.findByText('07-12-2026 → 08-12-2026', {}, WAIT)).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Chờ duyệt')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Hủy đơn')).toBeInTheDocument();
    expect(screen.queryByText('Duyệt đơn')).not.toBeInTheDocument();
  });

  it('checks the form before sending: dates and reason are required', async () => {
    signIn({ id: 8, role: Role.HUMAN, department: Department.SALE });
    api.defaults.adapter = leaveApi({ team: [] });
    await openLeaveScreen();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Tạo đơn nghỉ', {}, WAIT));
    await user.click(await screen.findByText('Gửi đơn', {}, WAIT));
    expect(await screen.findByText('Vui lòng chọn ngày bắt đầu.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Vui lòng chọn ngày kết thúc.')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập lý do nghỉ.')).toBeInTheDocument();
    expect(fake.requests.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("sends the request with half days and shows 'leave request created'", async () => {
    signIn({ id: 8, role: Role.HUMAN, department: Department.SALE });
    api.defaults.adapter = leaveApi({ team: [] });
    await openLeaveScreen();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Tạo đơn nghỉ', {}, WAIT));
    const dialog = (await screen.findByText('Tạo đơn nghỉ phép', {}, WAIT)).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.type(within(dialog).getByPlaceholderText('Từ ngày'), '07-12-2026{Enter}');
    // The first pair is where the leave starts: from the afternoon.
    await user.click(within(dialog).getAllByText('Chiều')[0] as HTMLElement);
    const to = within(dialog).getByPlaceholderText('Đến ngày');
    await user.clear(to);
    await user.type(to, '08-12-2026{Enter}');
    expect(
      await within(dialog).findByText('Số ngày làm việc: 1,5 ngày', {}, WAIT),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Lý do'), 'Đi đám cưới');
    await user.click(within(dialog).getByText('Gửi đơn'));
    await waitFor(() => {
      expect(shown).toContainEqual({ kind: 'success', title: MESSAGES.leaveRequestCreated });
    }, WAIT);
    expect(fake.requests.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/v1/crm/hrm/leave-request',
      body: {
        type: 'annual',
        fromDate: '2026-12-07',
        fromPart: 'afternoon',
        toDate: '2026-12-08',
        toPart: 'afternoon',
        reason: 'Đi đám cưới',
      },
    });
  });

  it('lets a leader approve a team member’s request from the decisions tab', async () => {
    signIn({ id: 7, role: Role.SUPERMAN, department: Department.SALE });
    api.defaults.adapter = leaveApi({
      team: [member(7, 'Hoàng Gia Bảo', false), member(8, 'Bùi Thị Thảo', true)],
      toDecide: [request({ id: 21, canDecide: true, canCancel: false })],
    });
    await openLeaveScreen();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Duyệt đơn', {}, WAIT));
    const name = await screen.findByText('Bùi Thị Thảo', { selector: 'td' }, WAIT);
    await user.click(within(name.closest('tr') as HTMLElement).getByText('Duyệt'));
    const confirm = await screen.findByRole('tooltip', {}, WAIT);
    await user.click(within(confirm).getByText('Duyệt'));
    await waitFor(() => {
      expect(fake.calls('POST', `${BASE}/21/approve`)).toHaveLength(1);
    }, WAIT);
    await waitFor(() => {
      expect(shown).toContainEqual({ kind: 'success', title: MESSAGES.leaveRequestApproved });
    }, WAIT);
  });
});
