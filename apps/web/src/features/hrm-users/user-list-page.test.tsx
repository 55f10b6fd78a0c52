import {
  Department,
  MESSAGES,
  Role,
  type UserDetail,
  type UserOptions,
  type UserRow,
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
// Generous time-outs: Ant Design's trees make jsdom queries slow on a busy machine.
const WAIT = { timeout: 20_000 };

const options: UserOptions = {
  departments: [{ id: 6, code: 'SALE', bit: Department.SALE, name: 'Kinh doanh' }],
  roles: [
    { id: 1, code: 'HUMAN', level: Role.HUMAN, name: 'Nhân viên' },
    { id: 2, code: 'SUPERMAN', level: Role.SUPERMAN, name: 'Trưởng nhóm' },
    { id: 4, code: 'GOD', level: Role.GOD, name: 'Quản trị hệ thống' },
  ],
};

const sale2: UserDetail = {
  id: 9,
  username: 'sale2',
  fullName: 'Ngô Văn Tâm',
  mobilePhone: '0901000009',
  status: 1,
  active: true,
  department: Department.SALE,
  departmentId: 6,
  role: Role.HUMAN,
  roleId: 1,
  properties: [],
  manage: 'full',
  memberIds: [],
  transferIds: [],
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

const leader: UserRow = {
  ...sale2,
  id: 7,
  username: 'truongnhom',
  fullName: 'Hoàng Gia Bảo',
  role: Role.SUPERMAN,
  roleId: 2,
  properties: [
    {
      id: 1,
      code: 'PHONE_NUMBER',
      subtype: null,
      value: '0911111111',
      refUserId: null,
      refFullName: null,
    },
    { id: 2, code: 'VOIP24H', subtype: null, value: '1024', refUserId: null, refFullName: null },
    { id: 3, code: 'COMPUTER', subtype: null, value: 'PC-07', refUserId: null, refFullName: null },
    {
      id: 4,
      code: 'MEMBER',
      subtype: 'DISCIPLE',
      value: 'x',
      refUserId: 9,
      refFullName: 'Ngô Văn Tâm',
    },
    { id: 5, code: 'MEMBER', subtype: 'JUDAS', value: 'x', refUserId: 3, refFullName: 'Lê Thu Hà' },
  ],
};

function userApi() {
  return fakeApi({
    'POST /api/v1/crm/user/search': () =>
      ok({ items: [leader, sale2], total: 2, page: 0, pageSize: 20 }),
    'GET /api/v1/crm/user/options': () => ok(options),
    'GET /api/v1/crm/user/find-by-user/:id': () => ok(sale2),
    'GET /api/v1/crm/user': () => ok([sale2, leader]),
    'GET /api/v1/crm/user/validate-mobile-phone': () => ok({ valid: true, message: null }),
    'POST /api/v1/crm/user/9': () => ok(sale2),
  });
}
let fake = userApi();

beforeEach(() => {
  shown.length = 0;
  setNotificationInstance({
    error: (args: { title: unknown }) => shown.push({ kind: 'error', title: args.title }),
    success: (args: { title: unknown }) => shown.push({ kind: 'success', title: args.title }),
    info: () => undefined,
  } as never);
  signIn({ id: 1, role: Role.GOD, department: Department.ADMIN });
  fake = userApi();
  api.defaults.adapter = fake.adapter;
});
// The adapter stays in place after each test: a refetch still under way then must not reach the network.
afterEach(() => {
  queryClient.clear();
});

async function openUserScreen() {
  renderAt('/hrm/user');
  await screen.findByText('Tài khoản, phòng ban, vai trò, nhóm và thông tin liên hệ', {}, WAIT);
}

describe('the user screen', { timeout: 120_000 }, () => {
  it('shows property tags in the spec’s colours, team members and handovers told apart', async () => {
    await openUserScreen();
    const phone = await screen.findByText('0911111111', {}, WAIT);
    expect(phone.closest('.ant-tag')).toHaveClass('ant-tag-green');
    expect(screen.getByText('VoIP 1024').closest('.ant-tag')).toHaveClass('ant-tag-yellow');
    expect(screen.getByText('PC-07').closest('.ant-tag')).toHaveClass('ant-tag-gold');
    const disciple = screen.getByText('Thành viên nhóm: Ngô Văn Tâm').closest('.ant-tag');
    const judas = screen.getByText('Người bàn giao: Lê Thu Hà').closest('.ant-tag');
    expect(disciple).toHaveClass('ant-tag-gold');
    expect(judas).toHaveClass('ant-tag-gold');
    expect(disciple).toHaveAttribute('data-subtype', 'DISCIPLE');
    expect(judas).toHaveAttribute('data-subtype', 'JUDAS');
    expect(screen.getByText('Trưởng nhóm')).toBeInTheDocument();
  });

  it('splits comma-separated phone numbers, checks each, and sends them as separate properties', async () => {
    await openUserScreen();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByLabelText('Sửa Ngô Văn Tâm', {}, WAIT));
    const drawer = (await screen.findByText('Sửa người dùng: Ngô Văn Tâm', {}, WAIT)).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    const phones = within(drawer).getByPlaceholderText('0912345678, 0987654321');

    await user.type(phones, '0912345678, 12345');
    await user.click(within(drawer).getByText('Lưu'));
    expect(await within(drawer).findByText(MESSAGES.invalidPhone, {}, WAIT)).toBeInTheDocument();
    expect(fake.calls('POST', '/api/v1/crm/user/9')).toHaveLength(0);

    await user.clear(phones);
    await user.type(phones, ' 0912345678 ,0987654321, ');
    await user.click(within(drawer).getByText('Lưu'));
    await waitFor(() => {
      expect(shown).toContainEqual({ kind: 'success', title: MESSAGES.userSaved });
    }, WAIT);
    const [saved] = fake.calls('POST', '/api/v1/crm/user/9');
    expect(saved?.body).toMatchObject({
      departmentId: 6,
      roleId: 1,
      memberIds: [],
      transferIds: [],
      properties: [
        { code: 'PHONE_NUMBER', value: '0912345678' },
        { code: 'PHONE_NUMBER', value: '0987654321' },
      ],
    });
    expect(saved?.body).not.toHaveProperty('password');
  });
});
