import { DEPARTMENTS, ROLES } from '@backoffice/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/password';
import { type TestApp, createTestApp, login } from '../test/test-app';
import { DEMO_USERS } from './demo-users';
import { departments, roles, userProperties, users } from '../db/schema/index';
import { seedDemoUsers, seedReferenceData } from './seed';

let app: TestApp;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(async () => close());

const countOf = async (
  table: typeof users | typeof departments | typeof roles | typeof userProperties,
) => (await app.ctx.db.select({ n: count() }).from(table))[0]?.n;

describe('seeding', () => {
  it('has every department and role with its number', async () => {
    const deps = await app.ctx.db.select().from(departments);
    expect(deps.map((d) => [d.code, d.bit]).sort()).toEqual(
      DEPARTMENTS.map((d) => [d.code, d.bit]).sort(),
    );
    const rols = await app.ctx.db.select().from(roles);
    expect(rols.map((r) => [r.code, r.level]).sort()).toEqual(
      ROLES.map((r) => [r.code, r.level]).sort(),
    );
  });

  it('has a demo user in every department and role, one with status -1 and one inactive', () => {
    expect(new Set(DEMO_USERS.map((u) => u.department)).size).toBe(DEPARTMENTS.length);
    expect(new Set(DEMO_USERS.map((u) => u.role)).size).toBe(ROLES.length);
    expect(DEMO_USERS.some((u) => u.status === -1)).toBe(true);
    expect(DEMO_USERS.some((u) => !u.active)).toBe(true);
    expect(DEMO_USERS.find((u) => u.username === 'admin')?.role).toBe('GOD');
  });

  it('adds nothing when run again, and keeps what users changed', async () => {
    const newHash = await hashPassword('DaDoiMatKhau1');
    await app.ctx.db
      .update(users)
      .set({ passwordHash: newHash })
      .where(eq(users.username, 'sale1'));
    const before = await Promise.all([
      countOf(users),
      countOf(departments),
      countOf(roles),
      countOf(userProperties),
    ]);

    await seedReferenceData(app.ctx.db);
    expect(await seedDemoUsers(app.ctx.db, 'another-password')).toBe(0);

    const after = await Promise.all([
      countOf(users),
      countOf(departments),
      countOf(roles),
      countOf(userProperties),
    ]);
    expect(after).toEqual(before);
    expect(before[0]).toBe(DEMO_USERS.length);
    await expect(login(app, 'sale1', 'DaDoiMatKhau1')).resolves.toEqual(expect.any(String));
  });

  it('refuses a second user whose username differs only in case', async () => {
    const [sale1] = await app.ctx.db.select().from(users).where(eq(users.username, 'sale1'));
    if (!sale1) throw new Error('sale1 missing');
    const { id: _id, ...copy } = sale1;
    await expect(app.ctx.db.insert(users).values({ ...copy, username: 'SALE1' })).rejects.toThrow();
  });
});
