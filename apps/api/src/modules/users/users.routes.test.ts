import {
  Department,
  ErrorCode,
  MESSAGES,
  Role,
  type UserDetail,
  type UserOptions,
  type UserPage,
  UserStatus,
} from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { userProperties, users } from '../../db/schema/index';
import { bearer, decodeClaims, login, testKit } from '../../test/test-app';
import { findActingUserIds } from './users.service';

const BASE = '/api/v1/crm/user';

let options: UserOptions;

const USERS = [
  'admin',
  'giamdoc',
  'ketoan',
  'marketing',
  'hanhchinh',
  'kho',
  'truongnhom',
  'sale1',
  'sale2',
];

const kit = testKit(USERS);
const as = kit.as;
const idOf = kit.id;

beforeAll(async () => {
  const response = await kit.app.inject({
    method: 'GET',
    url: `${BASE}/options`,
    headers: as('sale1'),
  });
  options = response.json<UserOptions>();
});
const roleId = (level: number) => options.roles.find((r) => r.level === level)?.id ?? -1;
const departmentId = (bit: number) => options.departments.find((d) => d.bit === bit)?.id ?? -1;

function search(name: string, body: Record<string, unknown>) {
  return kit.app.inject({
    method: 'POST',
    url: `${BASE}/search`,
    headers: as(name),
    payload: body,
  });
}

function update(name: string, target: string | number, body: Record<string, unknown>) {
  const id = typeof target === 'number' ? target : idOf(target);
  return kit.app.inject({
    method: 'POST',
    url: `${BASE}/${String(id)}`,
    headers: as(name),
    payload: body,
  });
}

async function detail(target: string | number): Promise<UserDetail> {
  const id = typeof target === 'number' ? target : idOf(target);
  const response = await kit.app.inject({
    method: 'GET',
    url: `${BASE}/find-by-user/${String(id)}`,
    headers: as('admin'),
  });
  expect(response.statusCode).toBe(200);
  return response.json<UserDetail>();
}

function expectNotPermitted(response: LightMyRequestResponse, text?: string) {
  expect(response.statusCode).toBe(403);
  const body = response.json<{ code: string; message: string }>();
  expect(body.code).toBe(ErrorCode.NOT_PERMITTED);
  if (text) expect(body.message).toContain(text);
}

function fieldsOf(response: LightMyRequestResponse): string[] {
  return response
    .json<{ details: { fields: { field: string }[] } }>()
    .details.fields.map((f) => f.field);
}

const phones = (user: UserDetail) =>
  user.properties.filter((p) => p.code === 'PHONE_NUMBER').map((p) => p.value);

describe('POST /api/v1/crm/user/search', () => {
  it('finds a name typed without accents, and with a small typo', async () => {
    for (const filterText of ['bui thi thao', 'hoang gia bao', 'hoag gia bao']) {
      const response = await search('sale1', { filterText, page: 0, pageSize: 20 });
      expect(response.statusCode).toBe(200);
      const page = response.json<UserPage>();
      expect(page.total, filterText).toBeGreaterThan(0);
    }
    const page = (await search('sale1', { filterText: 'bui thi thao' })).json<UserPage>();
    expect(page.items[0]?.username).toBe('sale1');
    const typo = (await search('sale1', { filterText: 'hoag gia bao' })).json<UserPage>();
    expect(typo.items[0]?.username).toBe('truongnhom');
  });

  it('filters by department, role and active, and pages zero-based', async () => {
    const sales = (await search('kho', { departments: [Department.SALE] })).json<UserPage>();
    expect(sales.items.every((u) => u.department === Department.SALE)).toBe(true);
    expect(sales.total).toBe(4);

    const leaders = (await search('kho', { roles: [Role.SUPERMAN] })).json<UserPage>();
    expect(leaders.items.map((u) => u.username)).toEqual(['truongnhom']);

    const inactive = (await search('kho', { active: false })).json<UserPage>();
    expect(inactive.items.map((u) => u.username)).toEqual(['ngunghoatdong']);

    const second = (
      await search('kho', { departments: [Department.SALE], page: 1, pageSize: 3 })
    ).json<UserPage>();
    expect(second).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(second.items).toHaveLength(1);
  });

  it('carries properties and what the caller may change of each user', async () => {
    const page = (await search('truongnhom', { departments: [Department.SALE] })).json<UserPage>();
    const leader = page.items.find((u) => u.username === 'truongnhom');
    expect(leader?.manage).toBe('self');
    expect(
      leader?.properties.filter((p) => p.subtype === 'DISCIPLE').map((p) => p.refFullName),
    ).toEqual(expect.arrayContaining(['Bùi Thị Thảo', 'Ngô Văn Tâm']));
    expect(page.items.find((u) => u.username === 'sale1')?.manage).toBe('team');
    expect(page.items.find((u) => u.username === 'nhanvienmoi')?.manage).toBe('none');
  });

  it('answers 400 naming the field for a bad payload', async () => {
    for (const [body, field] of [
      [{ page: -1 }, 'page'],
      [{ pageSize: 1000 }, 'pageSize'],
      [{ departments: ['SALE'] }, 'departments.0'],
      [{ roles: [3] }, 'roles.0'],
      [{ active: 'yes' }, 'active'],
    ] as const) {
      const response = await search('sale1', body);
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    }
  });
});

describe('GET /api/v1/crm/user/find-by-user/{id}', () => {
  it('answers the user with team members and handover users', async () => {
    const leader = await detail('truongnhom');
    expect(leader.memberIds).toEqual([idOf('sale1'), idOf('sale2')].sort((a, b) => a - b));
    expect(leader.transferIds).toEqual([]);
    expect(leader.manage).toBe('full');
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await kit.app.inject({
      method: 'GET',
      url: `${BASE}/find-by-user/999999`,
      headers: as('sale1'),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the user update payload, part by part', () => {
  it('memberIds writes the team (DISCIPLE) and the team acts at once', async () => {
    const response = await update('admin', 'truongnhom', { memberIds: [idOf('sale1')] });
    expect(response.statusCode).toBe(200);
    expect(response.json<UserDetail>().memberIds).toEqual([idOf('sale1')]);
    expect(
      await findActingUserIds(kit.app.ctx.db, { id: idOf('truongnhom'), role: Role.SUPERMAN }),
    ).toEqual([idOf('truongnhom'), idOf('sale1')]);
    const back = await update('admin', 'truongnhom', { memberIds: [idOf('sale1'), idOf('sale2')] });
    expect(back.statusCode).toBe(200);
  });

  it('transferIds writes the handed-over users (JUDAS), told apart from team members', async () => {
    const response = await update('admin', 'sale1', { transferIds: [idOf('sale2')] });
    expect(response.statusCode).toBe(200);
    const user = response.json<UserDetail>();
    expect(user.transferIds).toEqual([idOf('sale2')]);
    expect(user.properties).toContainEqual(
      expect.objectContaining({
        code: 'MEMBER',
        subtype: 'JUDAS',
        refUserId: idOf('sale2'),
        refFullName: 'Ngô Văn Tâm',
      }),
    );
    // sale1 now sees sale2's leave as their own.
    const leave = await kit.app.inject({
      method: 'GET',
      url: `/api/v1/crm/hrm/leave-request/find-by-user/${String(idOf('sale2'))}`,
      headers: as('sale1'),
    });
    expect(leave.statusCode).toBe(200);
    expect((await update('admin', 'sale1', { transferIds: [] })).statusCode).toBe(200);
  });

  it('properties replaces the contact and device rows; each phone number its own row', async () => {
    const response = await update('admin', 'sale2', {
      properties: [
        { code: 'PHONE_NUMBER', value: '0912345678' },
        { code: 'PHONE_NUMBER', value: ' 0987654321 ' },
        { code: 'VOIP24H', value: '1024' },
        { code: 'COMPUTER', value: 'PC-KD-07' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const user = response.json<UserDetail>();
    expect(phones(user)).toEqual(['0912345678', '0987654321']);
    expect(user.properties.map((p) => p.code).sort()).toEqual([
      'COMPUTER',
      'PHONE_NUMBER',
      'PHONE_NUMBER',
      'VOIP24H',
    ]);
  });

  it("refuses a phone number outside the rule with 'Số điện thoại không hợp lệ!', unchanged", async () => {
    const before = await detail('sale2');
    const response = await update('admin', 'sale2', {
      properties: [
        { code: 'PHONE_NUMBER', value: '0912345678' },
        { code: 'PHONE_NUMBER', value: '12345' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ details: { fields: { field: string; message: string }[] } }>(),
    ).toMatchObject({
      details: { fields: [{ field: 'properties.1.value', message: MESSAGES.invalidPhone }] },
    });
    expect(phones(await detail('sale2'))).toEqual(phones(before));
  });

  it('a new password set by someone else makes status -1 and revokes the old tokens', async () => {
    const oldToken = await login(kit.app, 'marketing');
    const response = await update('hanhchinh', 'marketing', { password: 'TamThoi2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json<UserDetail>().status).toBe(UserStatus.MUST_CHANGE_PASSWORD);

    const revoked = await kit.app.inject({
      method: 'POST',
      url: `${BASE}/search`,
      headers: bearer(oldToken),
      payload: {},
    });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json<{ code: string }>().code).toBe(ErrorCode.TOKEN_REVOKED);

    const fresh = await login(kit.app, 'marketing', 'TamThoi2026');
    const blocked = await kit.app.inject({
      method: 'POST',
      url: `${BASE}/search`,
      headers: bearer(fresh),
      payload: {},
    });
    expect(blocked.json<{ code: string }>().code).toBe(ErrorCode.PASSWORD_CHANGE_REQUIRED);
  });

  it('an empty password keeps the password; a weak one is refused naming password', async () => {
    const keep = await update('admin', 'kho', { password: '' });
    expect(keep.statusCode).toBe(200);
    expect(keep.json<UserDetail>().status).toBe(UserStatus.NORMAL);
    const weak = await update('admin', 'kho', { password: 'abc' });
    expect(weak.statusCode).toBe(400);
    expect(fieldsOf(weak)).toEqual(['password']);
  });

  it('answers 400 naming the field for bad ids and unknown references, changing nothing', async () => {
    for (const [body, field] of [
      [{ departmentId: 'SALE' }, 'departmentId'],
      [{ roleId: -1 }, 'roleId'],
      [{ memberIds: ['a'] }, 'memberIds.0'],
      [{ transferIds: [1, 1] }, 'transferIds'],
      [{ properties: [{ code: 'MEMBER', value: 'x' }] }, 'properties.0.code'],
      [{ departmentId: 999 }, 'departmentId'],
      [{ roleId: 999 }, 'roleId'],
      [{ transferIds: [999999] }, 'transferIds'],
      [{ transferIds: [idOf('sale1')] }, 'transferIds'],
      [{ memberIds: [idOf('sale2')] }, 'memberIds'],
    ] as const) {
      const response = await update('admin', 'sale1', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    }
    const user = await detail('sale1');
    expect(user.transferIds).toEqual([]);
    expect(user.memberIds).toEqual([]);
  });

  it('keeps a mobile phone to one user', async () => {
    const taken = await update('admin', 'sale1', { mobilePhone: '0901000009' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toContain('Ngô Văn Tâm');
    const invalid = await update('admin', 'sale1', { mobilePhone: '090100' });
    expect(invalid.statusCode).toBe(400);
    expect(fieldsOf(invalid)).toEqual(['mobilePhone']);

    const check = await kit.app.inject({
      method: 'GET',
      url: `${BASE}/validate-mobile-phone?mobilePhone=0901000009&userId=${String(idOf('sale1'))}`,
      headers: as('admin'),
    });
    expect(check.json()).toEqual({ valid: false, message: expect.stringContaining('Ngô Văn Tâm') });
    const own = await kit.app.inject({
      method: 'GET',
      url: `${BASE}/validate-mobile-phone?mobilePhone=0901000008&userId=${String(idOf('sale1'))}`,
      headers: as('admin'),
    });
    expect(own.json()).toEqual({ valid: true, message: null });
  });
});

describe('who may change whom', () => {
  it('yourself: your contact properties, nothing else', async () => {
    const contact = await update('ketoan', 'ketoan', {
      properties: [{ code: 'PHONE_NUMBER', value: '0911222333' }],
      mobilePhone: '0901000003',
    });
    expect(contact.statusCode).toBe(200);

    expectNotPermitted(
      await update('ketoan', 'ketoan', { roleId: roleId(Role.SUPERMAN) }),
      'thông tin liên hệ',
    );
    expectNotPermitted(
      await update('ketoan', 'ketoan', { departmentId: departmentId(Department.BOM) }),
    );
    expectNotPermitted(
      await update('ketoan', 'ketoan', { properties: [{ code: 'COMPUTER', value: 'PC-1' }] }),
    );
    expectNotPermitted(await update('ketoan', 'ketoan', { active: false }));
    expectNotPermitted(
      await update('ketoan', 'ketoan', { password: 'MatKhau2026' }),
      'Đổi mật khẩu',
    );
    // Sending the form back unchanged is not a change.
    const same = await detail('ketoan');
    const echo = await update('ketoan', 'ketoan', {
      departmentId: same.departmentId,
      roleId: same.roleId,
      memberIds: same.memberIds,
      transferIds: same.transferIds,
    });
    expect(echo.statusCode).toBe(200);
  });

  it('someone else of no authority over them: nothing', async () => {
    expectNotPermitted(
      await update('sale1', 'sale2', { properties: [{ code: 'VOIP24H', value: '1' }] }),
      'không có quyền',
    );
    expectNotPermitted(await update('kho', 'ketoan', {}));
  });

  it('a leader: their team members’ properties, handovers within the team and password', async () => {
    const properties = await update('truongnhom', 'sale1', {
      properties: [{ code: 'COMPUTER', value: 'LAPTOP-KD-01' }],
    });
    expect(properties.statusCode).toBe(200);
    const handover = await update('truongnhom', 'sale1', { transferIds: [idOf('sale2')] });
    expect(handover.statusCode).toBe(200);
    expect((await update('truongnhom', 'sale1', { transferIds: [] })).statusCode).toBe(200);

    expectNotPermitted(
      await update('truongnhom', 'sale1', { departmentId: departmentId(Department.MKT) }),
      'Trưởng nhóm',
    );
    expectNotPermitted(await update('truongnhom', 'sale1', { roleId: roleId(Role.SUPERMAN) }));
    expectNotPermitted(await update('truongnhom', 'sale1', { active: false }));
    expectNotPermitted(
      await update('truongnhom', 'sale1', { transferIds: [idOf('ketoan')] }),
      'Lê Thu Hà',
    );
    expectNotPermitted(await update('truongnhom', 'ketoan', { properties: [] }));
    const row = await kit.app.ctx.db
      .select()
      .from(users)
      .where(eq(users.id, idOf('sale1')));
    expect(row[0]?.active).toBe(true);
  });

  it('the ADMIN department: users of its own role or lower, never a role above its own', async () => {
    const moved = await update('hanhchinh', 'kho', {
      departmentId: departmentId(Department.MKT),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<UserDetail>().department).toBe(Department.MKT);
    expect(
      (await update('hanhchinh', 'kho', { departmentId: departmentId(Department.WH_TRANS) }))
        .statusCode,
    ).toBe(200);

    expectNotPermitted(
      await update('hanhchinh', 'kho', { roleId: roleId(Role.SUPERMAN) }),
      'cao hơn',
    );
    expectNotPermitted(await update('hanhchinh', 'truongnhom', { properties: [] }));
    expectNotPermitted(await update('hanhchinh', 'admin', { properties: [] }));
  });

  it('DEMIGOD: users of a lower role, up to their own role', async () => {
    const promoted = await update('giamdoc', 'sale2', { roleId: roleId(Role.SUPERMAN) });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<UserDetail>().role).toBe(Role.SUPERMAN);
    expect((await update('giamdoc', 'sale2', { roleId: roleId(Role.HUMAN) })).statusCode).toBe(200);
    expectNotPermitted(await update('giamdoc', 'sale2', { roleId: roleId(Role.GOD) }), 'cao hơn');
    expectNotPermitted(await update('giamdoc', 'admin', { properties: [] }));
  });

  it('GOD: anyone else; deactivating revokes the tokens; nobody deactivates themselves', async () => {
    const token = await login(kit.app, 'kho');
    const response = await update('admin', 'kho', { active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json<UserDetail>().active).toBe(false);
    const revoked = await kit.app.inject({
      method: 'POST',
      url: `${BASE}/search`,
      headers: bearer(token),
      payload: {},
    });
    expect(revoked.statusCode).toBe(401);
    expect((await update('admin', 'kho', { active: true })).statusCode).toBe(200);

    expectNotPermitted(await update('admin', 'admin', { active: false }));
  });

  it('refusals are NOT_PERMITTED from the service, never the route’s FORBIDDEN', async () => {
    const response = await update('sale1', 'admin', { roleId: roleId(Role.HUMAN) });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).not.toBe(ErrorCode.FORBIDDEN);
  });
});

describe('POST /api/v1/crm/user (create)', () => {
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    username: 'sale3',
    fullName: 'Lý Thị Hồng',
    mobilePhone: '0933000111',
    departmentId: departmentId(Department.SALE),
    roleId: roleId(Role.HUMAN),
    password: 'TamThoi2026',
    properties: [{ code: 'PHONE_NUMBER', value: '0933000112' }],
    ...overrides,
  });

  it('creates a user who must change the temporary password at first sign-in', async () => {
    const response = await kit.app.inject({
      method: 'POST',
      url: BASE,
      headers: as('hanhchinh'),
      payload: newUser(),
    });
    expect(response.statusCode).toBe(201);
    const user = response.json<UserDetail>();
    expect(user).toMatchObject({
      username: 'sale3',
      status: UserStatus.MUST_CHANGE_PASSWORD,
      active: true,
      department: Department.SALE,
      role: Role.HUMAN,
    });
    expect(phones(user)).toEqual(['0933000112']);
    const token = await login(kit.app, 'sale3', 'TamThoi2026');
    expect(decodeClaims(token).status).toBe(UserStatus.MUST_CHANGE_PASSWORD);
  });

  it('refuses a taken username or mobile phone (409) and bad payloads (400), naming the field', async () => {
    const sameName = await kit.app.inject({
      method: 'POST',
      url: BASE,
      headers: as('admin'),
      payload: newUser({ username: 'SALE3', mobilePhone: null }),
    });
    expect(sameName.statusCode).toBe(409);
    expect(fieldsOf(sameName)).toEqual(['username']);
    const samePhone = await kit.app.inject({
      method: 'POST',
      url: BASE,
      headers: as('admin'),
      payload: newUser({ username: 'sale4', mobilePhone: '0901000008' }),
    });
    expect(samePhone.statusCode).toBe(409);
    expect(fieldsOf(samePhone)).toEqual(['mobilePhone']);
    for (const [change, field] of [
      [{ username: '' }, 'username'],
      [{ username: 'có dấu' }, 'username'],
      [{ fullName: undefined }, 'fullName'],
      [{ mobilePhone: '123' }, 'mobilePhone'],
      [{ password: 'short' }, 'password'],
      [{ departmentId: undefined }, 'departmentId'],
    ] as const) {
      const response = await kit.app.inject({
        method: 'POST',
        url: BASE,
        headers: as('admin'),
        payload: newUser(Object.assign({ username: 'sale5', mobilePhone: null }, change)),
      });
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response)).toContain(field);
    }
    const rows = await kit.app.ctx.db.select().from(users).where(eq(users.username, 'sale5'));
    expect(rows).toEqual([]);
  });

  it('lets only GOD, DEMIGOD and the ADMIN department create, up to their own role', async () => {
    expectNotPermitted(
      await kit.app.inject({
        method: 'POST',
        url: BASE,
        headers: as('truongnhom'),
        payload: newUser({ username: 'sale6', mobilePhone: null }),
      }),
      'tạo người dùng',
    );
    expectNotPermitted(
      await kit.app.inject({
        method: 'POST',
        url: BASE,
        headers: as('hanhchinh'),
        payload: newUser({ username: 'sale6', mobilePhone: null, roleId: roleId(Role.SUPERMAN) }),
      }),
      'cao hơn',
    );
    const leader = await kit.app.inject({
      method: 'POST',
      url: BASE,
      headers: as('giamdoc'),
      payload: newUser({
        username: 'truongnhom2',
        mobilePhone: null,
        properties: [],
        roleId: roleId(Role.SUPERMAN),
        memberIds: [idOf('sale2')],
      }),
    });
    expect(leader.statusCode).toBe(201);
    expect(leader.json<UserDetail>().memberIds).toEqual([idOf('sale2')]);
    const members = await kit.app.ctx.db
      .select()
      .from(userProperties)
      .where(eq(userProperties.refUserId, idOf('sale2')));
    expect(members.filter((m) => m.subtype === 'DISCIPLE')).toHaveLength(2);
  });
});
