// The ownership history (crm_customer_owners) as every path that changes a customer's owner
// writes it: created, approved (kept, assigned, sent to the pool, rejected), dug, released,
// recycled, deleted and restored.
import { type Customer, DispatchType } from '@backoffice/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crmCustomerOwners, crmCustomers } from '../../../db/schema/index';
import { queryRows } from '../../../lib/query-rows';
import { type CrmUser, crmTestKit, freshPhone, insertCustomerRow } from '../crm.testing';
import { runRecycle } from '../pool/pool.service';

const t = crmTestKit();
const DAY = 86_400_000;

/** The customer's history, oldest first: who, from when, until when (null: still). */
async function history(id: number) {
  return t.app.ctx.db
    .select({
      saleId: crmCustomerOwners.saleId,
      from: crmCustomerOwners.ownedFrom,
      until: crmCustomerOwners.ownedUntil,
    })
    .from(crmCustomerOwners)
    .where(eq(crmCustomerOwners.customerId, id))
    .orderBy(asc(crmCustomerOwners.ownedFrom), asc(crmCustomerOwners.id));
}

async function row(id: number) {
  const [found] = await t.app.ctx.db.select().from(crmCustomers).where(eq(crmCustomers.id, id));
  if (!found) throw new Error(`no customer ${String(id)}`);
  return found;
}

function call(user: CrmUser, method: 'POST' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url: `/api/v1/crm/customer${url}`,
    headers: t.as(user),
    ...(payload && { payload }),
  });
}

async function created(user: CrmUser): Promise<number> {
  const response = await call(user, 'POST', '', { name: `Nhà thuốc Chủ Sở Hữu ${freshPhone()}` });
  expect(response.statusCode).toBe(200);
  return response.json<Customer>().id;
}

const approve = (id: number, payload: object) =>
  call('truongnhom', 'POST', `/${id}/approve`, { approved: true, ...payload });

describe('the ownership history', () => {
  it('starts when a sale creates a customer and moves when a leader assigns it', async () => {
    const id = await created('sale1');
    const first = await row(id);
    expect(await history(id)).toEqual([
      { saleId: t.id('sale1'), from: first.ownedSince, until: null },
    ]);

    const assigned = await approve(id, {
      dispatchTypeId: DispatchType.ASSIGN_TO_SALE,
      saleId: t.id('sale2'),
    });
    expect(assigned.statusCode).toBe(200);
    const after = await row(id);
    expect(await history(id)).toEqual([
      { saleId: t.id('sale1'), from: first.ownedSince, until: after.ownedSince },
      { saleId: t.id('sale2'), from: after.ownedSince, until: null },
    ]);
  });

  it('keeps one row when the creator keeps it, and ends it when it goes to the pool', async () => {
    const kept = await created('sale1');
    const createdAt = (await row(kept)).ownedSince;
    const keep = await approve(kept, { dispatchTypeId: DispatchType.KEEP_WITH_CREATOR });
    expect(keep.statusCode).toBe(200);
    // Owned by the creator since it was created, approved or not.
    expect(await history(kept)).toEqual([{ saleId: t.id('sale1'), from: createdAt, until: null }]);

    const pooled = await created('sale1');
    const since = (await row(pooled)).ownedSince;
    expect((await approve(pooled, { dispatchTypeId: DispatchType.TO_POOL })).statusCode).toBe(200);
    const [only, ...rest] = await history(pooled);
    expect(rest).toEqual([]);
    expect(only?.saleId).toBe(t.id('sale1'));
    expect(only?.until).not.toBeNull();
    expect(only?.until?.getTime()).toBeGreaterThanOrEqual(since?.getTime() ?? Infinity);
  });

  it('ends when a leader rejects the new customer', async () => {
    const id = await created('sale2');
    const rejected = await call('truongnhom', 'POST', `/${id}/approve`, { approved: false });
    expect(rejected.statusCode).toBe(200);
    const deletedAt = (await row(id)).deletedAt;
    expect(deletedAt).not.toBeNull();
    expect(await history(id)).toEqual([
      { saleId: t.id('sale2'), from: expect.any(Date), until: deletedAt },
    ]);
  });

  it('follows a customer dug, released, dug for another sale, deleted and restored', async () => {
    const id = await insertCustomerRow(t.app, {});
    expect(await history(id)).toEqual([]);

    expect((await call('sale1', 'POST', `/${id}/dig`)).statusCode).toBe(200);
    const dug = (await row(id)).ownedSince;
    expect(await history(id)).toEqual([{ saleId: t.id('sale1'), from: dug, until: null }]);

    expect((await call('sale1', 'DELETE', `/${id}?owner=true`)).statusCode).toBe(200);
    const released = (await row(id)).releasedAt;
    expect(await history(id)).toEqual([{ saleId: t.id('sale1'), from: dug, until: released }]);

    // The leader digs it for sale2 (the last owner waits the cooldown; another sale may take it).
    const forSale2 = await call('truongnhom', 'POST', `/${id}/dig?owner=${t.id('sale2')}`);
    expect(forSale2.statusCode).toBe(200);
    const dugAgain = (await row(id)).ownedSince;

    expect((await call('truongnhom', 'DELETE', `/${id}`)).statusCode).toBe(200);
    const deletedAt = (await row(id)).deletedAt;

    expect((await call('truongnhom', 'POST', `/${id}/restore`)).statusCode).toBe(200);
    const rows = await history(id);
    expect(rows.slice(0, 3)).toEqual([
      { saleId: t.id('sale1'), from: dug, until: released },
      { saleId: t.id('sale2'), from: dugAgain, until: deletedAt },
      // Back with the owner it had, from the restore on: not while it was deleted.
      { saleId: t.id('sale2'), from: expect.any(Date), until: null },
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[2]?.from.getTime()).toBeGreaterThanOrEqual(deletedAt?.getTime() ?? Infinity);
  });

  it('ends when the daily recycling returns a quiet customer to the pool', async () => {
    const now = new Date('2031-06-15T03:00:00Z');
    const ownedSince = new Date(now.getTime() - 100 * DAY);
    const id = await insertCustomerRow(t.app, {
      ownerId: t.id('sale1'),
      ownedSince,
      lastInteractionAt: new Date(now.getTime() - 31 * DAY),
      lastOrderAt: new Date(now.getTime() - 2 * DAY),
    });
    expect(await history(id)).toEqual([{ saleId: t.id('sale1'), from: ownedSince, until: null }]);
    await runRecycle(t.app.ctx.db, undefined, now);
    expect((await row(id)).collection).toBe('POOL');
    expect(await history(id)).toEqual([{ saleId: t.id('sale1'), from: ownedSince, until: now }]);
  });

  it('has a row for every owned demo customer, open for its owner now', async () => {
    const rows = await queryRows<{ missing: number; wrong: number }>(
      t.app.ctx.db,
      // Owned customers without an open row for their owner, and open rows of another sale.
      sql`select
         (select count(*)::int from crm_customers c where c.owner_id is not null
            and c.deleted_at is null and not exists (select 1 from crm_customer_owners h
              where h.customer_id = c.id and h.owned_until is null and h.sale_id = c.owner_id))
           as missing,
         (select count(*)::int from crm_customer_owners h join crm_customers c on c.id = h.customer_id
            where h.owned_until is null
              and (c.deleted_at is not null or c.owner_id is distinct from h.sale_id)) as wrong`,
    );
    expect(rows[0]).toEqual({ missing: 0, wrong: 0 });
  });
});
