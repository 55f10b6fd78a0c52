import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, users } from '../db/schema/index';
import { SYSTEM_ACTOR } from '../modules/audit/audit.repository';
import { setUserActive } from '../modules/users/users.service';
import { type TestApp, bearer, createTestApp, decodeClaims, login } from '../test/test-app';
import { PUBLIC, requireAccess } from './access';

let app: TestApp;
let close: () => Promise<void>;
let secret: Uint8Array;

beforeAll(async () => {
  const test = await createTestApp();
  ({ app, close } = test);
  secret = test.config.jwtSecret;
});
afterAll(async () => close());

const read = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/crm/user', headers });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function forge(claims: Record<string, unknown>, key: Uint8Array, expiresAt: string | number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.id))
    .setIssuer('backoffice')
    .setAudience('backoffice')
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(key);
}

describe('tokens on a protected route', () => {
  it('lets a valid token through', async () => {
    expect((await read(bearer(await login(app, 'sale1')))).statusCode).toBe(200);
  });

  it.each([
    ['no Authorization header', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['another scheme', { authorization: 'Basic YWRtaW46ZGVtbzEyMw==' }],
    ['garbage', { authorization: 'Bearer not.a.token' }],
  ])('answers 401 to %s', async (_label, headers: Record<string, string>) => {
    const response = await read(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: ErrorCode.UNAUTHORIZED });
  });

  it('answers 401 to alg: none', async () => {
    const claims = decodeClaims(await login(app, 'admin'));
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expect((await read(bearer(unsigned))).statusCode).toBe(401);
  });

  it('answers 401 to a tampered payload', async () => {
    const token = await login(app, 'sale1');
    const [header, , signature] = token.split('.');
    const claims = { ...decodeClaims(token), role: 7, department: 1 };
    const tampered = `${header ?? ''}.${b64(claims)}.${signature ?? ''}`;
    expect((await read(bearer(tampered))).statusCode).toBe(401);
  });

  it('answers 401 to a token signed with another secret', async () => {
    const claims = decodeClaims(await login(app, 'admin'));
    const forged = await forge(claims, randomBytes(32), '1h');
    expect((await read(bearer(forged))).statusCode).toBe(401);
  });

  it('answers 401 to another algorithm with the same secret', async () => {
    const claims = decodeClaims(await login(app, 'admin'));
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(claims.id))
      .setIssuer('backoffice')
      .setAudience('backoffice')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect((await read(bearer(hs512))).statusCode).toBe(401);
  });

  it('answers 401 to an expired token', async () => {
    const { exp: _exp, iat: _iat, ...claims } = decodeClaims(await login(app, 'admin'));
    const expired = await forge(claims, secret, Math.floor(Date.now() / 1000) - 60);
    expect((await read(bearer(expired))).statusCode).toBe(401);
    // The same claims, still valid, pass: the expiry is what was refused.
    expect((await read(bearer(await forge(claims, secret, '1h')))).statusCode).toBe(200);
  });

  it('answers 401 to every token of a user who was deactivated', async () => {
    const token = await login(app, 'kho');
    expect((await read(bearer(token))).statusCode).toBe(200);
    const id = Number(decodeClaims(token).id);
    await setUserActive(app.ctx.db, SYSTEM_ACTOR, id, false);
    const response = await read(bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: ErrorCode.TOKEN_REVOKED });
  });
});

describe('the account state, read from the database on each request', () => {
  it('refuses a user who must change their password with 403', async () => {
    const response = await read(bearer(await login(app, 'nhanvienmoi')));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: ErrorCode.PASSWORD_CHANGE_REQUIRED });
  });

  it('refuses an inactive user with 403', async () => {
    const response = await read(bearer(await login(app, 'ngunghoatdong')));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: ErrorCode.ACCOUNT_INACTIVE });
  });

  it('applies a department change at the next request, without a new token', async () => {
    const token = await login(app, 'hanhchinh');
    const audit = () =>
      app.inject({ method: 'GET', url: '/api/v1/audit-log', headers: bearer(token) });
    expect((await audit()).statusCode).toBe(200);
    const [sale] = await app.ctx.db.select().from(departments).where(eq(departments.code, 'SALE'));
    await app.ctx.db
      .update(users)
      .set({ departmentId: sale?.id ?? 0 })
      .where(eq(users.username, 'hanhchinh'));
    expect((await audit()).statusCode).toBe(403);
  });
});

describe('deny by default', () => {
  it('refuses to start when a route declares no access rule', async () => {
    const { app: other, close: closeOther } = await createTestApp();
    other.get('/api/v1/forgotten', () => ({ ok: true }));
    await expect(other.ready()).rejects.toThrow(/GET \/api\/v1\/forgotten/);
    await closeOther();
  });

  it('starts when every route declares one', async () => {
    const { app: other, close: closeOther } = await createTestApp();
    other.get('/api/v1/declared', { config: { access: requireAccess({}) } }, () => ({ ok: true }));
    other.get('/declared-public', { config: { access: PUBLIC } }, () => ({ ok: true }));
    await expect(other.ready()).resolves.toBeDefined();
    await closeOther();
  });
});
