import {
  CRM_MESSAGES,
  type Customer,
  ErrorCode,
  POOL_SETTINGS_DEFAULTS,
  type PoolEventPage,
  type PoolSettings,
  type RecycleResult,
  type UpdatePoolSettings,
  vnDay,
  vnDayStart,
} from '@backoffice/shared';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, crmCustomers, crmPoolEvents } from '../../../db/schema/index';
import { type CrmUser, crmTestKit, insertCustomerRow } from '../crm.testing';
import { runDailyRecycle, runRecycle } from './pool.service';

const t = crmTestKit();

const DAY = 86_400_000;

function dig(user: CrmUser, id: number, owner?: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/crm/customer/${id}/dig${owner === undefined ? '' : `?owner=${owner}`}`,
    headers: t.as(user),
  });
}

function putSettings(user: CrmUser, settings: Partial<UpdatePoolSettings>) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/v1/crm/pool/settings',
    headers: t.as(user),
    payload: { ...POOL_SETTINGS_DEFAULTS, ...settings },
  });
}

async function row(id: number) {
  const [found] = await t.app.ctx.db.select().from(crmCustomers).where(eq(crmCustomers.id, id));
  return found;
}

afterEach(async () => {
  expect((await putSettings('admin', {})).statusCode).toBe(200);
});

describe('digging a customer from the pool', () => {
  it('makes a pool customer the digger’s, with a DIG event and an audit row', async () => {
    const id = await insertCustomerRow(t.app, {});
    const response = await dig('sale1', id);
    expect(response.statusCode).toBe(200);
    expect(response.json<Customer>()).toMatchObject({
      ownerId: t.id('sale1'),
      collection: 'OWNED',
      editable: true,
    });
    const events = await t.app.ctx.db
      .select()
      .from(crmPoolEvents)
      .where(eq(crmPoolEvents.customerId, id));
    expect(events.map((e) => [e.type, e.saleId])).toEqual([['DIG', t.id('sale1')]]);
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'dig')));
    expect(audit).toHaveLength(1);
  });

  it('answers 409 with a clear message when the customer is already someone’s', async () => {
    const id = await insertCustomerRow(t.app, {});
    expect((await dig('sale1', id)).statusCode).toBe(200);
    const late = await dig('sale2', id);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(CRM_MESSAGES.dugByOther);
    const again = await dig('sale1', id);
    expect(again.json<{ message: string }>().message).toBe(CRM_MESSAGES.alreadyYours);
    expect((await row(id))?.ownerId).toBe(t.id('sale1'));
  });

  it('refuses an ocean customer (not in the pool) and answers 404 for an unknown one', async () => {
    const ocean = await insertCustomerRow(t.app, { collection: 'OCEAN' });
    const response = await dig('sale1', ocean);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(CRM_MESSAGES.notInPool);
    expect((await dig('sale1', 999_999)).statusCode).toBe(404);
  });

  it('lets a leader dig for a team member, not a sale for another sale', async () => {
    const id = await insertCustomerRow(t.app, {});
    const bySale = await dig('sale1', id, t.id('sale2'));
    expect(bySale.statusCode).toBe(403);
    expect(bySale.json<{ code: string }>().code).toBe(ErrorCode.NOT_PERMITTED);
    const byLeader = await dig('truongnhom', id, t.id('sale2'));
    expect(byLeader.statusCode).toBe(200);
    expect(byLeader.json<Customer>().ownerId).toBe(t.id('sale2'));
  });

  it('refuses ACCOUNT and ADMIN staff, and GOD without naming a sale', async () => {
    const id = await insertCustomerRow(t.app, {});
    expect((await dig('ketoan', id)).statusCode).toBe(403);
    expect((await dig('hanhchinh', id)).statusCode).toBe(403);
    const god = await dig('admin', id);
    expect(god.statusCode).toBe(400);
    expect(god.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'owner',
    );
    expect((await dig('admin', id, t.id('ketoan'))).statusCode).toBe(400);
    expect((await dig('admin', id, t.id('sale2'))).statusCode).toBe(200);
    expect((await dig('marketing', id)).statusCode).toBe(403);
  });

  it('stops at the owned cap N', async () => {
    const owned = await t.app.ctx.db
      .select({ id: crmCustomers.id })
      .from(crmCustomers)
      .where(eq(crmCustomers.ownerId, t.id('sale2')));
    expect((await putSettings('admin', { maxOwnedPerSale: owned.length + 1 })).statusCode).toBe(
      200,
    );
    expect((await dig('sale2', await insertCustomerRow(t.app, {}))).statusCode).toBe(200);
    const over = await dig('sale2', await insertCustomerRow(t.app, {}));
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toBe(
      `Bạn đã phụ trách tối đa ${owned.length + 1} khách hàng, không nhận thêm được.`,
    );
  });

  it('stops at M digs per day', async () => {
    const today = await t.app.ctx.db
      .select({ id: crmPoolEvents.id })
      .from(crmPoolEvents)
      .where(
        and(
          eq(crmPoolEvents.saleId, t.id('sale1')),
          eq(crmPoolEvents.type, 'DIG'),
          gte(crmPoolEvents.at, vnDayStart(new Date())),
        ),
      );
    await putSettings('admin', { maxDigsPerDay: today.length + 1 });
    expect((await dig('sale1', await insertCustomerRow(t.app, {}))).statusCode).toBe(200);
    const over = await dig('sale1', await insertCustomerRow(t.app, {}));
    expect(over.statusCode).toBe(409);
    expect(over.json<{ message: string }>().message).toContain(
      `tối đa ${today.length + 1} khách hàng`,
    );
  });

  it('makes the last owner wait Z days before digging a released customer back', async () => {
    const id = await insertCustomerRow(t.app, { ownerId: t.id('sale1') });
    const release = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/crm/customer/${id}?owner=true`,
      headers: t.as('sale1'),
    });
    expect(release.statusCode).toBe(200);
    const back = await dig('sale1', id);
    expect(back.statusCode).toBe(409);
    expect(back.json<{ message: string }>().message).toMatch(
      /^Bạn vừa trả khách hàng này về kho chung; có thể nhận lại từ ngày \d{2}-\d{2}-\d{4}\.$/,
    );
    // Someone else may take it at once; with no cooldown, so may the last owner.
    await putSettings('admin', { redigCooldownDays: 0 });
    expect((await dig('sale1', id)).statusCode).toBe(200);
  });
});

describe('pool settings', () => {
  it('are read by the CRM screens and changed by the ADMIN department or GOD only', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/crm/pool/settings',
      headers: t.as('sale1'),
    });
    expect(read.json<PoolSettings>()).toMatchObject(POOL_SETTINGS_DEFAULTS);

    const bySale = await putSettings('sale1', { maxOwnedPerSale: 10 });
    expect(bySale.statusCode).toBe(403);
    expect(bySale.json<{ code: string }>().code).toBe(ErrorCode.FORBIDDEN);
    expect((await putSettings('ketoan', { maxOwnedPerSale: 10 })).statusCode).toBe(403);

    const byAdminDept = await putSettings('hanhchinh', { maxOwnedPerSale: 321 });
    expect(byAdminDept.statusCode).toBe(200);
    expect(byAdminDept.json<PoolSettings>()).toMatchObject({
      maxOwnedPerSale: 321,
      updatedByName: 'Võ Thị Mai',
    });
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'crm_pool_settings'));
    expect(
      audit.some((a) => (a.after as { maxOwnedPerSale?: number }).maxOwnedPerSale === 321),
    ).toBe(true);
  });

  it('answers 400 naming the field of a bad value, and keeps the settings', async () => {
    for (const [payload, field] of [
      [{ maxOwnedPerSale: 0 }, 'maxOwnedPerSale'],
      [{ maxDigsPerDay: -1 }, 'maxDigsPerDay'],
      [{ recycleNoOrderDays: 'x' }, 'recycleNoOrderDays'],
      [{ recycleEnabled: 'yes' }, 'recycleEnabled'],
    ] as const) {
      const response = await putSettings('admin', payload as Partial<UpdatePoolSettings>);
      expect(response.statusCode).toBe(400);
      expect(
        response
          .json<{ details: { fields: { field: string }[] } }>()
          .details.fields.map((f) => f.field),
      ).toContain(field);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/crm/pool/settings',
      headers: t.as('admin'),
    });
    expect(read.json<PoolSettings>()).toMatchObject(POOL_SETTINGS_DEFAULTS);
  });
});

describe('recycling', () => {
  it('returns stale customers to the pool and records why', async () => {
    const now = new Date('2031-06-15T03:00:00Z');
    const fresh = new Date(now.getTime() - 2 * DAY);
    const quiet = await insertCustomerRow(t.app, {
      ownerId: t.id('sale1'),
      ownedSince: new Date(now.getTime() - 100 * DAY),
      lastInteractionAt: new Date(now.getTime() - 31 * DAY),
      lastOrderAt: fresh,
    });
    const noOrder = await insertCustomerRow(t.app, {
      ownerId: t.id('sale2'),
      ownedSince: new Date(now.getTime() - 100 * DAY),
      lastInteractionAt: fresh,
      lastOrderAt: new Date(now.getTime() - 61 * DAY),
    });
    const active = await insertCustomerRow(t.app, {
      ownerId: t.id('sale1'),
      ownedSince: new Date(now.getTime() - 100 * DAY),
      lastInteractionAt: fresh,
      lastOrderAt: fresh,
    });
    const justDug = await insertCustomerRow(t.app, {
      ownerId: t.id('sale2'),
      ownedSince: fresh,
    });
    const pending = await insertCustomerRow(t.app, {
      ownerId: t.id('sale2'),
      approvalStatus: 'PENDING',
      ownedSince: new Date(now.getTime() - 100 * DAY),
    });

    const result = await runRecycle(t.app.ctx.db, undefined, now);
    expect(result.recycled).toBeGreaterThanOrEqual(2);

    const rows = await t.app.ctx.db
      .select()
      .from(crmCustomers)
      .where(inArray(crmCustomers.id, [quiet, noOrder, active, justDug, pending]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(quiet)).toMatchObject({ collection: 'POOL', lastOwnerId: t.id('sale1') });
    expect(byId.get(noOrder)).toMatchObject({ collection: 'POOL', lastOwnerId: t.id('sale2') });
    expect(byId.get(active)?.collection).toBe('OWNED');
    expect(byId.get(justDug)?.collection).toBe('OWNED');
    expect(byId.get(pending)?.collection).toBe('OWNED');

    const events = await t.app.ctx.db
      .select()
      .from(crmPoolEvents)
      .where(
        and(eq(crmPoolEvents.type, 'RECYCLE'), inArray(crmPoolEvents.customerId, [quiet, noOrder])),
      );
    expect(new Map(events.map((e) => [e.customerId, e.reason]))).toEqual(
      new Map([
        [quiet, 'NO_INTERACTION'],
        [noOrder, 'NO_ORDER'],
      ]),
    );
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'recycle'), eq(auditLog.entityId, String(quiet))));
    expect(audit[0]?.after).toMatchObject({ reason: 'NO_INTERACTION', collection: 'POOL' });

    // The last owner waits the cooldown from the recycling, as after a release; others need not.
    const back = await dig('sale1', quiet);
    expect(back.statusCode).toBe(409);
    expect(back.json<{ message: string }>().message).toContain('có thể nhận lại từ ngày');
    expect((await dig('sale2', quiet)).statusCode).toBe(200);
  });

  it('does not take back a customer just dug for what happened before it was dug', async () => {
    const now = Date.now();
    // Released long ago by sale2: no interaction for 40 days, no order for 70.
    const id = await insertCustomerRow(t.app, {
      lastOwnerId: t.id('sale2'),
      releasedAt: new Date(now - 40 * DAY),
      lastInteractionAt: new Date(now - 40 * DAY),
      lastOrderAt: new Date(now - 70 * DAY),
      isOld: true,
    });
    const recycledEvents = () =>
      t.app.ctx.db
        .select()
        .from(crmPoolEvents)
        .where(and(eq(crmPoolEvents.type, 'RECYCLE'), eq(crmPoolEvents.customerId, id)));

    await runRecycle(t.app.ctx.db);
    // The leader digs it for sale1, and the recycling runs again.
    expect((await dig('truongnhom', id, t.id('sale1'))).statusCode).toBe(200);
    await runRecycle(t.app.ctx.db);
    expect(await row(id)).toMatchObject({ collection: 'OWNED', ownerId: t.id('sale1') });
    expect(await recycledEvents()).toEqual([]);

    // 31 days without an interaction since sale1 got it: now it goes back, from sale1.
    await runRecycle(t.app.ctx.db, undefined, new Date(now + 31 * DAY));
    expect(await row(id)).toMatchObject({ collection: 'POOL', lastOwnerId: t.id('sale1') });
    expect((await recycledEvents()).map((e) => [e.saleId, e.reason])).toEqual([
      [t.id('sale1'), 'NO_INTERACTION'],
    ]);
    // The cooldown is sale1's, the owner it was recycled from; not the leader's, nor sale2's.
    expect((await dig('truongnhom', id, t.id('sale1'))).statusCode).toBe(409);
    expect((await dig('truongnhom', id, t.id('sale2'))).statusCode).toBe(200);
  });

  it('runs the daily job once per Vietnam day, and not when switched off', async () => {
    const day1 = new Date('2032-01-10T20:00:00Z'); // 03:00 on the 11th in Vietnam
    expect(vnDay(day1)).toBe('2032-01-11');
    expect(vnDayStart(day1).toISOString()).toBe('2032-01-10T17:00:00.000Z');
    const first = await runDailyRecycle(t.app.ctx.db, day1);
    expect(first).not.toBeNull();
    expect(await runDailyRecycle(t.app.ctx.db, new Date(day1.getTime() + 3_600_000))).toBeNull();
    const nextDay = new Date(day1.getTime() + DAY);
    await putSettings('admin', { recycleEnabled: false });
    expect(await runDailyRecycle(t.app.ctx.db, nextDay)).toBeNull();
    await putSettings('admin', { recycleEnabled: true });
    expect(await runDailyRecycle(t.app.ctx.db, nextDay)).not.toBeNull();
  });

  it('can be run now by the ADMIN department or GOD, not by a sale', async () => {
    const run = (user: CrmUser) =>
      t.app.inject({ method: 'POST', url: '/api/v1/crm/pool/recycle', headers: t.as(user) });
    expect((await run('sale1')).statusCode).toBe(403);
    expect((await run('ketoan')).statusCode).toBe(403);
    const response = await run('hanhchinh');
    expect(response.statusCode).toBe(200);
    expect(response.json<RecycleResult>()).toMatchObject({
      byReason: { NO_INTERACTION: expect.any(Number), NO_ORDER: expect.any(Number) },
    });
  });
});

describe('pool history', () => {
  it('shows a sale their own events and those of a customer they can open', async () => {
    const id = await insertCustomerRow(t.app, {});
    await dig('sale2', id);
    const history = (user: CrmUser, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/crm/pool/history',
        headers: t.as(user),
        payload,
      });
    const own = (await history('sale2', { customerId: id })).json<PoolEventPage>();
    expect(own.items.map((e) => e.type)).toEqual(['DIG']);
    const other = (await history('sale1', { customerId: id })).json<PoolEventPage>();
    expect(other.total).toBe(0);
    const leader = (await history('truongnhom', { customerId: id })).json<PoolEventPage>();
    expect(leader.items[0]).toMatchObject({ type: 'DIG', saleName: 'Ngô Văn Tâm' });
    expect((await history('sale1', { type: 'NOPE' })).statusCode).toBe(400);
  });
});
