// /api/v1/adv/order-notify: the company's sellers' advertising orders as an independent reading of
// the orders and acknowledgements gives them, page after page, by state; what waits and today's
// figures; an acknowledgement of several at once, audited and sent on the realtime channel; two
// acknowledging one order at once (one wins, the other is told who); and what is refused.
import {
  ADV_ORDER_API,
  ADV_ORDER_MESSAGES,
  type AdvOrder,
  type AdvOrderAcknowledgeResult,
  type AdvOrderPage,
  type AdvOrderPending,
  type AdvOrderSearch,
  todayInVietnam,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/query-rows';
import { orderRecord } from '../../test/order-records';
import { testKit } from '../../test/test-app';
import type { TsOrderRecord } from '../sync/sources/thuocsi/thuocsi-records';
import { ingestThuocsi } from '../sync/sources/thuocsi/thuocsi-ingest';

const t = testKit(['ketoan', 'admin', 'ngunghoatdong', 'sale1', 'giamdoc']);
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.ctx.db, query);

const advertised = (minutesAgo: number, extra: Partial<TsOrderRecord> = {}) =>
  orderRecord('ADV', { minutesAgo, source: 'ADVERTISING', campaign: 'Zalo tháng 11', ...extra });

const sync = (records: TsOrderRecord[]) =>
  t.app.ctx.db.transaction((tx) => ingestThuocsi(tx, 'orders', records));

function page(user: string, search: AdvOrderSearch = {}) {
  return t.app.inject({
    method: 'GET',
    url: ADV_ORDER_API.list,
    headers: t.as(user),
    query: Object.fromEntries(Object.entries(search).map(([k, v]) => [k, String(v)])),
  });
}

async function every(user: string, search: AdvOrderSearch = {}): Promise<AdvOrder[]> {
  const items: AdvOrder[] = [];
  let after: string | null = null;
  do {
    const response = await page(user, { ...search, pageSize: 41, ...(after ? { after } : {}) });
    expect(response.statusCode).toBe(200);
    const body = response.json<AdvOrderPage>();
    items.push(...body.items);
    after = body.next;
  } while (after !== null);
  return items;
}

function acknowledge(user: string, codes: unknown) {
  return t.app.inject({
    method: 'POST',
    url: ADV_ORDER_API.acknowledge,
    headers: t.as(user),
    payload: { codes },
  });
}

/** What an independent reading says waits, of the company's sellers (or one of them). */
async function expectedPending(sellerId?: number) {
  const [row] = await rows<{ count: number; amount: string }>(sql`
    select count(*)::int as count, coalesce(sum(total_amount), 0)::text as amount from ts_orders
    where source = 'ADVERTISING'
      and seller_id in ${sql.raw(sellerId ? `(${String(sellerId)})` : '(2010, 3035)')}
      and code not in (select order_code from adv_order_acknowledgements)`);
  return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
}

describe('the advertising orders to acknowledge', () => {
  it('lists the company’s sellers’ advertising orders by state, latest first, each once', async () => {
    await sync([
      advertised(3),
      advertised(30, { sellerId: 3035 }),
      advertised(5, { sellerId: 4001 }),
    ]);
    await sync([orderRecord('ADV', { minutesAgo: 4 })]);
    for (const state of ['pending', 'acknowledged', 'all'] as const) {
      const expected = await rows<{ code: string }>(sql`
        select o.code from ts_orders o
        where o.source = 'ADVERTISING' and o.seller_id in (2010, 3035)
          and ${
            state === 'all'
              ? sql`true`
              : sql`(o.code in (select order_code from adv_order_acknowledgements)) = ${state === 'acknowledged'}`
          }
        order by o.created_at desc, o.code desc`);
      expect(expected.length, state).toBeGreaterThan(1);
      const listed = await every('ketoan', { state });
      expect(
        listed.map((o) => o.code),
        state,
      ).toEqual(expected.map((o) => o.code));
      expect(
        listed.every(
          (o) => (o.acknowledgement === null) === (state === 'pending') || state === 'all',
        ),
      ).toBe(true);
    }
    // The demo's older orders were acknowledged by accounting, the newest wait.
    const [first] = await every('ketoan', { state: 'acknowledged', pageSize: 1 });
    expect(first?.acknowledgement).toMatchObject({ byName: 'Lê Thu Hà' });
    expect(first?.campaign).toBeTruthy();
  });

  it('says what waits, of one seller or both, and today’s advertising orders', async () => {
    await sync([advertised(1, { sellerId: 3035, totalAmount: 777_000 })]);
    for (const sellerId of [undefined, 2010, 3035]) {
      const body = (await page('ketoan', sellerId ? { sellerId } : {})).json<AdvOrderPage>();
      expect(body.pending, String(sellerId)).toEqual(await expectedPending(sellerId));
      const [today] = await rows<{ count: number; amount: string }>(sql`
        select count(*)::int as count, coalesce(sum(total_amount), 0)::text as amount
        from ts_orders where source = 'ADVERTISING'
          and seller_id in ${sql.raw(sellerId ? `(${String(sellerId)})` : '(2010, 3035)')}
          and order_date = ${todayInVietnam()}::date and status not in ('CANCELLED', 'RETURNED')`);
      expect(body.today).toEqual({ count: today?.count, amount: Number(today?.amount) });
    }
    const pending = await t.app.inject({
      method: 'GET',
      url: ADV_ORDER_API.pending,
      headers: t.as('admin'),
    });
    expect(pending.json<AdvOrderPending>()).toMatchObject(await expectedPending());
  });

  it('acknowledges two at once: who and when, audited, on the channel, out of what waits', async () => {
    const [one, two] = [advertised(2), advertised(1)];
    await sync([one, two]);
    const codes = [one.orderCode, two.orderCode];
    const before = await expectedPending();
    const response = await acknowledge('ketoan', codes);
    expect(response.statusCode).toBe(200);
    const body = response.json<AdvOrderAcknowledgeResult>();
    expect(body.already).toEqual([]);
    expect(body.acknowledged.map((a) => a.code).sort()).toEqual([...codes].sort());
    expect(body.acknowledged[0]).toMatchObject({ byId: t.id('ketoan'), byName: 'Lê Thu Hà' });
    expect(await expectedPending()).toEqual({
      count: before.count - 2,
      amount: before.amount - 2 * one.totalAmount,
    });
    const pending = await every('ketoan', { state: 'pending' });
    expect(pending.some((o) => codes.includes(o.code))).toBe(false);
    const acknowledged = await page('ketoan', { state: 'acknowledged', codes: codes.join(',') });
    expect(acknowledged.json<AdvOrderPage>().items.map((o) => o.acknowledgement?.byName)).toEqual([
      'Lê Thu Hà',
      'Lê Thu Hà',
    ]);
    const audited = await rows<{ entityId: string; actor: string; action: string }>(sql`
      select entity_id as "entityId", actor_username as actor, action from audit_log
      where entity = 'adv_order' and entity_id in (${sql.join(codes, sql`, `)})
      order by entity_id`);
    expect(audited).toEqual(
      [...codes].sort().map((code) => ({ entityId: code, actor: 'ketoan', action: 'acknowledge' })),
    );
    const events = await rows<{ code: string; byName: string }>(sql`
      select data ->> 'code' as code, data ->> 'byName' as "byName" from live_events
      where topic = 'adv-orders' and kind = 'order.acknowledged'
        and data ->> 'code' in (${sql.join(codes, sql`, `)})`);
    expect(events.map((e) => e.code).sort()).toEqual([...codes].sort());
    // Again: nothing changes, and the answer says who did it.
    const again = (await acknowledge('admin', codes)).json<AdvOrderAcknowledgeResult>();
    expect(again.acknowledged).toEqual([]);
    expect(again.already.map((a) => a.byName)).toEqual(['Lê Thu Hà', 'Lê Thu Hà']);
  });

  it('gives an order acknowledged by two at once to one of them, and tells the other who', async () => {
    const [shared, mine] = [advertised(1), advertised(1)];
    await sync([shared, mine]);
    const [a, b] = await Promise.all([
      acknowledge('ketoan', [shared.orderCode, mine.orderCode]),
      acknowledge('admin', [shared.orderCode]),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const results = [a, b].map((r) => r.json<AdvOrderAcknowledgeResult>());
    const winners = results.flatMap((r) =>
      r.acknowledged.filter((x) => x.code === shared.orderCode),
    );
    const losers = results.flatMap((r) => r.already.filter((x) => x.code === shared.orderCode));
    expect(winners).toHaveLength(1);
    expect(losers).toEqual(winners);
    const [stored] = await rows<{ count: number }>(sql`
      select count(*)::int as count from audit_log
      where entity = 'adv_order' and entity_id = ${shared.orderCode}`);
    expect(stored?.count).toBe(1);
  });

  it('refuses an order that is not one of them, and changes nothing of the call', async () => {
    const kept = advertised(1);
    const plain = orderRecord('ADV', { minutesAgo: 1 });
    const other = advertised(1, { sellerId: 4001 });
    await sync([kept, plain, other]);
    for (const code of [plain.orderCode, other.orderCode, 'TSO-NONE']) {
      const response = await acknowledge('ketoan', [kept.orderCode, code]);
      expect(response.statusCode, code).toBe(404);
      expect(response.json<{ message: string }>().message).toContain(code);
    }
    const [left] = await rows<{ count: number }>(sql`
      select count(*)::int as count from adv_order_acknowledgements
      where order_code = ${kept.orderCode}`);
    expect(left?.count).toBe(0);
  });

  it('refuses bad input with the field and message, and anyone outside accounting and admin', async () => {
    const fields = async (response: Awaited<ReturnType<typeof page>>) => {
      expect(response.statusCode).toBe(400);
      return response.json<{ details: { fields: { field: string; message: string }[] } }>().details
        .fields;
    };
    for (const codes of [
      [],
      ['TSO 1; drop'],
      'TSO-1',
      Array.from({ length: 101 }, (_, n) => `C${String(n)}`),
    ]) {
      expect(await fields(await acknowledge('ketoan', codes))).toContainEqual({
        field: expect.stringContaining('codes') as string,
        message: ADV_ORDER_MESSAGES.codes,
      });
    }
    const cases: [AdvOrderSearch, string, string][] = [
      [{ state: 'late' as 'all' }, 'state', ADV_ORDER_MESSAGES.state],
      [{ sellerId: 4001 }, 'sellerId', ADV_ORDER_MESSAGES.sellerId],
      [{ after: 'bm90LWEta2V5' }, 'after', ADV_ORDER_MESSAGES.after],
      [{ pageSize: 101 }, 'pageSize', ADV_ORDER_MESSAGES.pageSize],
    ];
    for (const [search, field, message] of cases) {
      expect(await fields(await page('ketoan', search)), field).toContainEqual({
        field: expect.stringContaining(field) as string,
        message,
      });
    }
    for (const user of ['sale1', 'giamdoc']) {
      expect((await page(user)).statusCode, user).toBe(403);
      expect((await acknowledge(user, ['TSO-1'])).statusCode, user).toBe(403);
    }
    // The screen's layout does not ask for an active account: nor do its calls.
    expect((await page('ngunghoatdong')).statusCode).toBe(200);
  });
});
