// GET /api/v1/report/order-notify: the company's sellers' orders of the last 24 hours as an
// independent reading of the orders gives them, page after page; today's count and amount; the
// filters; the CRM link only for a viewer who may open the customer; the realtime channel's last
// event id read with them.
import {
  ORDER_NOTICE_API,
  ORDER_NOTICE_MESSAGES,
  type OrderNotice,
  type OrderNoticePage,
  type OrderNoticeSearch,
  todayInVietnam,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/query-rows';
import { orderRecord } from '../../test/order-records';
import { testKit } from '../../test/test-app';
import { lastLiveEventId } from '../live/live-events.repository';
import type { TsOrderRecord } from '../sync/sources/thuocsi/thuocsi-records';
import { ingestThuocsi } from '../sync/sources/thuocsi/thuocsi-ingest';

const t = testKit(['sale1', 'sale2', 'ketoan', 'kho']);
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.ctx.db, query);

async function page(user: string, search: OrderNoticeSearch = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: ORDER_NOTICE_API.list,
    headers: t.as(user),
    query: Object.fromEntries(Object.entries(search).map(([k, v]) => [k, String(v)])),
  });
  return response;
}

async function every(user: string, search: OrderNoticeSearch = {}): Promise<OrderNotice[]> {
  const items: OrderNotice[] = [];
  let after: string | null = null;
  do {
    const response = await page(user, { ...search, pageSize: 37, ...(after ? { after } : {}) });
    expect(response.statusCode).toBe(200);
    const body = response.json<OrderNoticePage>();
    items.push(...body.items);
    after = body.next;
  } while (after !== null);
  return items;
}

const order = (phone: string, minutesAgo: number, sellerId = 2010): TsOrderRecord =>
  orderRecord('NOTICE', {
    minutesAgo,
    sellerId,
    source: 'ADVERTISING',
    campaign: 'Zalo tháng 11',
    customer: { code: `MP-${phone}`, name: 'Nhà thuốc Tin Mới', phone, province: 'Tỉnh Bến Tre' },
    totalAmount: 330_000,
    items: [{ lineNo: 1, productCode: 'TSP10001', quantity: 6, unitPrice: 55_000, dealCode: null }],
  });

const sync = (records: TsOrderRecord[]) =>
  t.app.ctx.db.transaction((tx) => ingestThuocsi(tx, 'orders', records));

describe('the order notices', () => {
  it('lists the company’s sellers’ orders of the last 24 hours, latest first, every one once', async () => {
    // A few of its own, one an hour over the day, one of another seller, one older.
    await sync([
      order('0913000001', 5),
      order('0913000002', 600, 3035),
      order('0913000003', 23 * 60),
    ]);
    await sync([order('0913000004', 30, 4001), order('0913000005', 25 * 60)]);
    const expected = await rows<{ code: string }>(sql`
      select code from ts_orders
      where seller_id in (2010, 3035) and created_at >= now() - interval '24 hours'
      order by created_at desc, code desc`);
    expect(expected.length).toBeGreaterThanOrEqual(3);
    const listed = await every('sale1');
    expect(listed.map((o) => o.code)).toEqual(expected.map((o) => o.code));
    expect(listed.every((o) => o.sellerId === 2010 || o.sellerId === 3035)).toBe(true);
  });

  it('gives today’s count and amount of the counted orders, by seller when one is chosen', async () => {
    const day = todayInVietnam();
    for (const sellerId of [undefined, 2010, 3035]) {
      const [expected] = await rows<{ count: number; amount: string }>(sql`
        select count(*)::int as count, coalesce(sum(total_amount), 0)::text as amount
        from ts_orders
        where seller_id in ${sql.raw(sellerId ? `(${String(sellerId)})` : '(2010, 3035)')}
          and order_date = ${day}::date and status not in ('CANCELLED', 'RETURNED')`);
      const response = await page('kho', sellerId ? { sellerId } : {});
      expect(response.json<OrderNoticePage>().today).toEqual({
        count: expected?.count,
        amount: Number(expected?.amount),
      });
      if (sellerId) {
        const items = await every('kho', { sellerId });
        expect(new Set(items.map((o) => o.sellerId))).toEqual(
          new Set(items.length ? [sellerId] : []),
        );
      }
    }
  });

  it('filters by status and reads named orders, with the source and campaign', async () => {
    const record = order('0913000006', 2);
    await sync([record, { ...order('0913000007', 3), status: 'CANCELLED' }]);
    const cancelled = await every('sale1', { status: 'CANCELLED' });
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((o) => o.status === 'CANCELLED')).toBe(true);
    const named = await page('sale1', { codes: `${record.orderCode},TSO-NONE` });
    expect(named.json<OrderNoticePage>().items).toEqual([
      expect.objectContaining({
        code: record.orderCode,
        source: 'ADVERTISING',
        campaign: 'Zalo tháng 11',
        amount: 330_000,
        lines: 1,
        quantity: 6,
        customerName: 'Nhà thuốc Tin Mới',
      }),
    ]);
  });

  it('links a buyer to its CRM customer only for one who may open it', async () => {
    const [owned] = await rows<{ id: number; phone: string }>(sql`
      select c.id, c.mobile_phone as phone from crm_customers c
      join users u on u.id = c.owner_id
      where u.username = 'sale2' and c.deleted_at is null and c.mobile_phone is not null
        and not exists (select 1 from ts_orders o where o.customer_phone = c.mobile_phone)
      order by c.id limit 1`);
    expect(owned).toBeDefined();
    const record = order(owned?.phone ?? '', 1);
    await sync([record]);
    const link = async (user: string) =>
      (await page(user, { codes: record.orderCode })).json<OrderNoticePage>().items[0]
        ?.crmCustomerId;
    expect(await link('sale2')).toBe(owned?.id);
    expect(await link('ketoan')).toBe(owned?.id);
    expect(await link('sale1')).toBeNull();
    // The warehouse reads the notices, not the CRM.
    expect(await link('kho')).toBeNull();
  });

  it('says the realtime channel’s last event, every event up to it being in the answer', async () => {
    const record = order('0913000008', 0);
    await sync([record]);
    const body = (await page('sale1')).json<OrderNoticePage>();
    expect(body.lastEventId).toBe(await lastLiveEventId(t.app.ctx.db));
    expect(body.items[0]?.code).toBe(record.orderCode);
  });

  it('refuses a seller not the company’s, a forged page key, a page size out of range and bad codes', async () => {
    const cases: [OrderNoticeSearch, string, string][] = [
      [{ sellerId: 4001 }, 'sellerId', ORDER_NOTICE_MESSAGES.sellerId],
      [{ after: 'bm90LWEta2V5' }, 'after', ORDER_NOTICE_MESSAGES.after],
      [{ pageSize: 0 }, 'pageSize', ORDER_NOTICE_MESSAGES.pageSize],
      [{ codes: 'TSO-1,DROP TABLE' }, 'codes', ORDER_NOTICE_MESSAGES.codes],
      [{ status: 'LOST' }, 'status', ORDER_NOTICE_MESSAGES.status],
    ];
    for (const [search, field, message] of cases) {
      const response = await page('sale1', search);
      expect(response.statusCode, field).toBe(400);
      expect(
        response.json<{ details: { fields: { field: string; message: string }[] } }>().details
          .fields,
      ).toContainEqual({
        field: expect.stringContaining(field) as string,
        message,
      });
    }
  });
});
