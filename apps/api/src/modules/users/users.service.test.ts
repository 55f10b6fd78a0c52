import { MemberSubtype, Role, UserPropertyCode } from '@backoffice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProperties } from '../../db/schema/index';
import { createTestApp } from '../../test/test-app';
import { findAccountByUsername } from './users.repository';
import { findActingUserIds } from './users.service';

describe('findActingUserIds', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const ids = new Map<string, number>();
  beforeAll(async () => {
    testApp = await createTestApp();
    for (const name of ['truongnhom', 'sale1', 'sale2', 'ketoan']) {
      const account = await findAccountByUsername(testApp.app.ctx.db, name);
      if (!account) throw new Error(`demo user ${name} missing`);
      ids.set(name, account.id);
    }
  });
  afterAll(() => testApp.close());
  const id = (name: string) => ids.get(name) ?? -1;

  it('gives a leader themselves and their team members', async () => {
    const acting = await findActingUserIds(testApp.app.ctx.db, {
      id: id('truongnhom'),
      role: Role.SUPERMAN,
    });
    expect(acting[0]).toBe(id('truongnhom'));
    expect([...acting].sort()).toEqual([id('truongnhom'), id('sale1'), id('sale2')].sort());
  });

  it('gives a sale only themselves, then also a user handed over to them', async () => {
    const db = testApp.app.ctx.db;
    expect(await findActingUserIds(db, { id: id('sale1'), role: Role.HUMAN })).toEqual([
      id('sale1'),
    ]);
    await db.insert(userProperties).values({
      userId: id('sale1'),
      code: UserPropertyCode.MEMBER,
      subtype: MemberSubtype.JUDAS,
      value: 'sale2',
      refUserId: id('sale2'),
    });
    expect(await findActingUserIds(db, { id: id('sale1'), role: Role.HUMAN })).toEqual([
      id('sale1'),
      id('sale2'),
    ]);
  });

  it('ignores team rows of a user who is not a leader', async () => {
    const db = testApp.app.ctx.db;
    await db.insert(userProperties).values({
      userId: id('ketoan'),
      code: UserPropertyCode.MEMBER,
      subtype: MemberSubtype.DISCIPLE,
      value: 'sale1',
      refUserId: id('sale1'),
    });
    expect(await findActingUserIds(db, { id: id('ketoan'), role: Role.HUMAN })).toEqual([
      id('ketoan'),
    ]);
  });
});
