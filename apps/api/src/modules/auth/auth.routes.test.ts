import {
  Department,
  ErrorCode,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_USERNAME,
  Role,
  UserStatus,
} from '@backoffice/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, loginFailures, userProperties, users } from '../../db/schema/index';
import {
  DEMO_PASSWORD,
  type TestApp,
  bearer,
  createTestApp,
  decodeClaims,
  login,
} from '../../test/test-app';

let app: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(async () => close());

const db = () => app.ctx.db;

function attemptLogin(username: string, password: string, remoteAddress = '10.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password },
    remoteAddress,
  });
}

function changePassword(body: Record<string, unknown>, remoteAddress = '10.0.0.2') {
  return app.inject({ method: 'POST', url: '/auth/change-password', payload: body, remoteAddress });
}

async function userRow(username: string) {
  const [row] = await db().select().from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

describe('POST /auth/login', () => {
  beforeEach(async () => {
    await db().delete(loginFailures);
  });

  it('answers a token carrying the user of spec section 3', async () => {
    const response = await attemptLogin('admin', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
    const admin = await userRow('admin');
    expect(decodeClaims(token)).toMatchObject({
      id: admin.id,
      username: 'admin',
      fullName: 'Nguyễn Quốc Anh',
      mobilePhone: '0901000001',
      status: UserStatus.NORMAL,
      active: true,
      judas: [],
      role: Role.GOD,
      department: Department.ADMIN,
    });
    expect(decodeClaims(token).exp).toEqual(expect.any(Number));
  });

  it('finds the username whatever its case and surrounding spaces', async () => {
    const response = await attemptLogin('  ADMIN ', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it('lists the users handed over to this user in judas', async () => {
    const leader = await userRow('truongnhom');
    const sale2 = await userRow('sale2');
    await db()
      .insert(userProperties)
      .values({
        userId: leader.id,
        code: 'MEMBER',
        subtype: 'JUDAS',
        refUserId: sale2.id,
        value: String(sale2.id),
      });
    const token = await login(app, 'truongnhom');
    expect(decodeClaims(token).judas).toEqual([sale2.id]);
    await db()
      .delete(userProperties)
      .where(and(eq(userProperties.userId, leader.id), eq(userProperties.subtype, 'JUDAS')));
  });

  it('refuses a wrong password with 401 and a Vietnamese message', async () => {
    const response = await attemptLogin('admin', 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: ErrorCode.INVALID_CREDENTIALS,
      message: 'Tên đăng nhập hoặc mật khẩu không đúng.',
    });
  });

  it('refuses an unknown user exactly as a wrong password', async () => {
    const unknown = await attemptLogin('nobody-here', 'whatever');
    const wrong = await attemptLogin('admin', 'whatever');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('lets a user whose status is -1 or who is inactive sign in, so the guards can send them on', async () => {
    expect(decodeClaims(await login(app, 'nhanvienmoi'))).toMatchObject({
      status: -1,
      active: true,
    });
    expect(decodeClaims(await login(app, 'ngunghoatdong'))).toMatchObject({
      status: 1,
      active: false,
    });
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      details: { fields: [{ field: 'password' }] },
    });
    expect(response.json<{ message: string }>().message).toContain('password');
  });

  describe('throttling', () => {
    it(`locks a username from one address after ${LOGIN_MAX_FAILURES} failures, with Retry-After`, async () => {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
        expect((await attemptLogin('sale1', 'wrong')).statusCode).toBe(401);
      }
      const locked = await attemptLogin('sale1', DEMO_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: ErrorCode.TOO_MANY_ATTEMPTS });
      expect(locked.json<{ message: string }>().message).toMatch(/thử lại sau 15 phút/);
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });

    it('counts per address and per username', async () => {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1)
        await attemptLogin('sale1', 'wrong', '10.0.0.9');
      expect((await attemptLogin('sale1', DEMO_PASSWORD, '10.0.0.9')).statusCode).toBe(429);
      expect((await attemptLogin('sale1', DEMO_PASSWORD, '10.0.0.10')).statusCode).toBe(200);
      expect((await attemptLogin('sale2', DEMO_PASSWORD, '10.0.0.9')).statusCode).toBe(200);
      expect((await attemptLogin('SALE1', DEMO_PASSWORD, '10.0.0.9')).statusCode).toBe(429);
    });

    it('clears the count on a successful sign-in', async () => {
      for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i += 1) await attemptLogin('sale1', 'wrong');
      expect((await attemptLogin('sale1', DEMO_PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i += 1) {
        expect((await attemptLogin('sale1', 'wrong')).statusCode).toBe(401);
      }
      expect((await attemptLogin('sale1', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('lets at most the limit of parallel guesses reach the password check', async () => {
      const guesses = Array.from({ length: 40 }, () => attemptLogin('sale1', 'wrong'));
      const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_MAX_FAILURES);
    });

    it('does not let the right password through as the last of parallel guesses', async () => {
      const guesses = Array.from({ length: 29 }, () => attemptLogin('sale2', 'wrong'));
      guesses.push(attemptLogin('sale2', DEMO_PASSWORD));
      const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
      // Whichever came first, no more than the limit were checked at all.
      expect(statuses.filter((s) => s !== 429)).toHaveLength(LOGIN_MAX_FAILURES);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual(
        statuses.at(-1) === 200 ? [200] : [],
      );
    });

    it(`locks an address trying many usernames after ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures`, async () => {
      for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i += 1) {
        expect((await attemptLogin(`user${i}`, 'Password1', '10.0.1.1')).statusCode).toBe(401);
      }
      const sprayed = await attemptLogin('sale1', DEMO_PASSWORD, '10.0.1.1');
      expect(sprayed.statusCode).toBe(429);
      expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect((await attemptLogin('sale1', DEMO_PASSWORD, '10.0.1.2')).statusCode).toBe(200);
    });

    it('does not lock out colleagues behind one address who mistype and then sign in', async () => {
      const colleagues = ['admin', 'giamdoc', 'ketoan', 'marketing', 'hanhchinh', 'kho'];
      for (let round = 0; round < 2; round += 1) {
        for (const username of colleagues) {
          for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i += 1) {
            expect((await attemptLogin(username, 'typo', '10.0.2.1')).statusCode).toBe(401);
          }
          expect((await attemptLogin(username, DEMO_PASSWORD, '10.0.2.1')).statusCode).toBe(200);
        }
      }
      // 48 mistypes from that address in all, none of them left counting against it.
      expect((await attemptLogin('sale1', DEMO_PASSWORD, '10.0.2.1')).statusCode).toBe(200);
    });

    it(`locks a username tried from many addresses after ${LOGIN_MAX_FAILURES_PER_USERNAME} failures`, async () => {
      for (let i = 0; i < LOGIN_MAX_FAILURES_PER_USERNAME; i += 1) {
        expect((await attemptLogin('ketoan', 'wrong', `10.0.3.${i + 1}`)).statusCode).toBe(401);
      }
      expect((await attemptLogin('ketoan', DEMO_PASSWORD, '10.0.4.1')).statusCode).toBe(429);
      expect((await attemptLogin('sale1', DEMO_PASSWORD, '10.0.4.1')).statusCode).toBe(200);
    });

    it('unlocks once the failures are older than 15 minutes', async () => {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) await attemptLogin('sale1', 'wrong');
      expect((await attemptLogin('sale1', DEMO_PASSWORD)).statusCode).toBe(429);
      await db()
        .update(loginFailures)
        .set({ failedAt: sql`now() - interval '16 minutes'` });
      expect((await attemptLogin('sale1', DEMO_PASSWORD)).statusCode).toBe(200);
    });
  });
});

describe('POST /auth/change-password', () => {
  beforeEach(async () => {
    await db().delete(loginFailures);
  });

  it('sets the new password, makes the user normal and active, and revokes older tokens', async () => {
    const before = await userRow('nhanvienmoi');
    const oldToken = await login(app, 'nhanvienmoi');

    const response = await changePassword({
      username: 'nhanvienmoi',
      oldPassword: DEMO_PASSWORD,
      newPassword: 'MatKhauMoi2026',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toMatch(/Đổi mật khẩu thành công/);

    const after = await userRow('nhanvienmoi');
    expect(after.status).toBe(UserStatus.NORMAL);
    expect(after.active).toBe(true);
    expect(after.tokenVersion).toBe(before.tokenVersion + 1);
    expect(after.passwordHash).not.toBe(before.passwordHash);

    const revoked = await app.inject({
      method: 'GET',
      url: '/api/v1/crm/user',
      headers: bearer(oldToken),
    });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ code: ErrorCode.TOKEN_REVOKED });

    expect((await attemptLogin('nhanvienmoi', DEMO_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(app, 'nhanvienmoi', 'MatKhauMoi2026');
    expect(decodeClaims(fresh)).toMatchObject({ status: 1, active: true });
    const read = await app.inject({
      method: 'GET',
      url: '/api/v1/crm/user',
      headers: bearer(fresh),
    });
    expect(read.statusCode).toBe(200);
  });

  it('activates an inactive user', async () => {
    const response = await changePassword({
      username: 'ngunghoatdong',
      oldPassword: DEMO_PASSWORD,
      newPassword: 'KichHoat2026',
    });
    expect(response.statusCode).toBe(200);
    expect((await userRow('ngunghoatdong')).active).toBe(true);
  });

  it('records the change in the audit log: who, when, before and after, never the hash', async () => {
    const user = await userRow('ketoan');
    await changePassword({
      username: 'ketoan',
      oldPassword: DEMO_PASSWORD,
      newPassword: 'KeToan2026x',
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'user'),
          eq(auditLog.entityId, String(user.id)),
          eq(auditLog.action, 'change_password'),
        ),
      );
    expect(entry).toMatchObject({
      actorId: user.id,
      actorUsername: 'ketoan',
      before: expect.objectContaining({ tokenVersion: user.tokenVersion, passwordChangedAt: null }),
      after: expect.objectContaining({
        tokenVersion: user.tokenVersion + 1,
        status: 1,
        active: true,
      }),
    });
    expect(entry?.at).toBeInstanceOf(Date);
    expect(JSON.stringify(entry)).not.toMatch(/argon2/);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const before = await userRow('sale2');
    const response = await changePassword({
      username: 'sale2',
      oldPassword: 'nope',
      newPassword: 'Sale2Moi2026',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.WRONG_PASSWORD });
    expect(await userRow('sale2')).toEqual(before);
  });

  it('refuses an unknown user as a wrong password', async () => {
    const response = await changePassword({
      username: 'ghost',
      oldPassword: 'x',
      newPassword: 'Ghost2026x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.WRONG_PASSWORD });
  });

  it.each([
    [{ username: 'sale2', oldPassword: DEMO_PASSWORD, newPassword: 'short1' }, 'newPassword'],
    [{ username: 'sale2', oldPassword: DEMO_PASSWORD, newPassword: 'onlyletters' }, 'newPassword'],
    [{ username: 'sale2', oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, 'newPassword'],
    [{ username: 'sale2', oldPassword: DEMO_PASSWORD }, 'newPassword'],
    [{ oldPassword: DEMO_PASSWORD, newPassword: 'Sale2Moi2026' }, 'username'],
    [{ username: 'sale2', newPassword: 'Sale2Moi2026' }, 'oldPassword'],
    [{ username: 'sale2', oldPassword: 123, newPassword: 'Sale2Moi2026' }, 'oldPassword'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const before = await userRow('sale2');
    const response = await changePassword(body);
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ details: { fields: { field: string }[] } }>().details.fields;
    expect(fields.map((f) => f.field)).toContain(field);
    expect(await userRow('sale2')).toEqual(before);
  });

  it('is throttled like sign-in', async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      await changePassword({
        username: 'marketing',
        oldPassword: 'bad',
        newPassword: 'Market2026x',
      });
    }
    const response = await changePassword({
      username: 'marketing',
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Market2026x',
    });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });
});

describe('a user disabled by an administrator', () => {
  beforeEach(async () => {
    await db().delete(loginFailures);
  });

  async function setActive(username: string, active: boolean) {
    const admin = await login(app, 'admin');
    const target = await userRow(username);
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/crm/user/${String(target.id)}`,
      headers: bearer(admin),
      payload: { active },
    });
    expect(response.statusCode).toBe(200);
  }

  it('cannot sign in nor switch themselves back on by changing the password, until activated', async () => {
    await setActive('kho', false);

    const signIn = await attemptLogin('kho', DEMO_PASSWORD);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({
      code: ErrorCode.ACCOUNT_DISABLED,
      message: 'Tài khoản đã bị vô hiệu hóa. Vui lòng liên hệ quản trị viên để được kích hoạt lại.',
    });
    // Whoever does not know the password learns nothing.
    expect((await attemptLogin('kho', 'wrong')).json()).toMatchObject({
      code: ErrorCode.INVALID_CREDENTIALS,
    });

    const before = await userRow('kho');
    const change = await changePassword({
      username: 'kho',
      oldPassword: DEMO_PASSWORD,
      newPassword: 'KhoVan2026x',
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({ code: ErrorCode.ACCOUNT_DISABLED });
    expect(await userRow('kho')).toEqual(before);
    expect(before).toMatchObject({ active: false, disabled: true });

    await setActive('kho', true);
    expect(await userRow('kho')).toMatchObject({ active: true, disabled: false });
    expect((await attemptLogin('kho', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('stays disabled when deactivated before ever being activated', async () => {
    await db()
      .update(users)
      .set({ active: false, disabled: false })
      .where(eq(users.username, 'hanhchinh'));
    await setActive('hanhchinh', false);
    const change = await changePassword({
      username: 'hanhchinh',
      oldPassword: DEMO_PASSWORD,
      newPassword: 'KichHoat2026',
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({ code: ErrorCode.ACCOUNT_DISABLED });
    expect((await userRow('hanhchinh')).active).toBe(false);
  });
});

describe('POST /auth/logout', () => {
  it('revokes that token only, until it expires', async () => {
    const first = await login(app, 'sale1');
    const second = await login(app, 'sale1');
    const read = (token: string) =>
      app.inject({ method: 'GET', url: '/api/v1/crm/user', headers: bearer(token) });
    expect((await read(first)).statusCode).toBe(200);

    const logout = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/auth/logout', headers, payload: {} });
    const out = await logout(bearer(first));
    expect(out.statusCode).toBe(204);
    const refused = await read(first);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: ErrorCode.TOKEN_REVOKED });
    expect((await read(second)).statusCode).toBe(200);

    // Signing out again, or without a valid token, changes nothing and says nothing more.
    for (const headers of [bearer(first), {}, bearer('not-a-token')]) {
      expect((await logout(headers)).statusCode).toBe(204);
    }
  });

  it('works for a user who must change the password first', async () => {
    await db()
      .update(users)
      .set({ status: UserStatus.MUST_CHANGE_PASSWORD })
      .where(eq(users.username, 'giamdoc'));
    const token = await login(app, 'giamdoc');
    const out = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: bearer(token),
      payload: {},
    });
    expect(out.statusCode).toBe(204);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/v1/crm/user',
      headers: bearer(token),
    });
    expect(refused.json()).toMatchObject({ code: ErrorCode.TOKEN_REVOKED });
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  let proxied: TestApp;
  let closeProxied: () => Promise<void>;
  beforeAll(async () => {
    ({ app: proxied, close: closeProxied } = await createTestApp({
      config: { trustProxy: ['10.0.0.5'] },
    }));
  });
  afterAll(async () => closeProxied());

  const attempt = (remoteAddress: string, forwardedFor: string) =>
    proxied.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'sale1', password: 'wrong' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('believes X-Forwarded-For from the proxy only: a client cannot choose its address', async () => {
    // Straight to the server, a new made-up address each time: still one address.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect((await attempt('203.0.113.7', `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    expect((await attempt('203.0.113.7', '198.51.100.99')).statusCode).toBe(429);

    // Through the proxy, the client's own address counts: another client is not locked.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) {
      expect((await attempt('10.0.0.5', '192.0.2.10')).statusCode).toBe(401);
    }
    expect((await attempt('10.0.0.5', '192.0.2.10')).statusCode).toBe(429);
    expect((await attempt('10.0.0.5', '192.0.2.11')).statusCode).toBe(401);
    const rows = await proxied.ctx.db.select({ ip: loginFailures.ip }).from(loginFailures);
    expect(new Set(rows.map((r) => r.ip))).toEqual(
      new Set(['203.0.113.7', '192.0.2.10', '192.0.2.11']),
    );
  });
});
