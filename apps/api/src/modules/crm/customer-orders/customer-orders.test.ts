// The demo's marketplace buyers are its CRM customers, and the CRM learns from each synced order who
// has ordered and when last.
import type { CustomerInvoicePage, CustomerOrderPage } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TsOrderRecord } from '../../sync/sources/thuocsi/thuocsi-records';
import { ingestThuocsi } from '../../sync/sources/thuocsi/thuocsi-ingest';
import { crmTestKit, freshPhone, insertCustomerRow } from '../crm.testing';
import { demoIdentity } from '../../../demo-data/identity';
import { queryRows } from '../../../lib/query-rows';

const t = crmTestKit();

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.ctx.db, query);

/** The orders of a customer, matched as the orders tab matches them. */
const ordersOf = sql`
  select o.* from ts_orders o
  where o.customer_phone = c.mobile_phone or o.customer_code = c.code`;

describe('the demo', () => {
  it('makes its CRM customers as the marketplace demo names its buyers', async () => {
    const generated = await rows<{ name: string; phone: string; province: string }>(sql`
      select name, mobile_phone as phone, province_code as province from crm_customers
      order by id limit 300`);
    expect(generated).toHaveLength(300);
    generated.forEach((row, n) => {
      const who = demoIdentity(n);
      expect({ name: row.name, phone: row.phone, province: row.province }).toEqual({
        name: who.name,
        phone: who.mobilePhone,
        province: who.provinceCode,
      });
    });
    // The orders carry the buyer's name and the province as the address list writes it.
    const [mismatch] = await rows<{ n: number }>(sql`
      select count(*)::int as n from ts_orders o
      join crm_customers c on c.mobile_phone = o.customer_phone
      join address_provinces p on p.code = c.province_code
      where o.customer_name <> c.name or o.province <> p.name`);
    expect(mismatch?.n).toBe(0);
  });

  it('shows as old exactly the customers who have orders, with the date of the last one', async () => {
    const [counts] = await rows<{ old: number; withOrders: number; wrong: number }>(sql`
      select count(*) filter (where c.is_old)::int as old,
        count(*) filter (where c.is_old and exists (${ordersOf}))::int as "withOrders",
        count(*) filter (where c.is_old is distinct from exists (${ordersOf})
          or c.last_order_at is distinct from (select max(o.created_at) from (${ordersOf}) o))::int
          as wrong
      from crm_customers c where c.deleted_at is null`);
    expect(counts?.old).toBeGreaterThan(600);
    expect(counts?.withOrders).toBeGreaterThanOrEqual(Math.ceil((counts?.old ?? 0) * 0.8));
    expect(counts?.wrong).toBe(0);
    // Some of each sale's own customers are old, so every sale's orders tab has content.
    const owners = await rows<{ owner: number; old: number }>(sql`
      select owner_id as owner, count(*) filter (where is_old)::int as old from crm_customers
      where owner_id is not null group by owner_id`);
    for (const row of owners) expect(row.old).toBeGreaterThan(10);
  });

  it("lists on an old customer's tabs orders and invoices that are all theirs", async () => {
    const [customer] = await rows<{ id: number; code: string; phone: string }>(sql`
      select c.id, c.code, c.mobile_phone as phone from crm_customers c
      where c.owner_id = ${t.id('sale1')} and c.is_old
        and exists (select 1 from ts_invoices i join ts_orders o on o.code = i.order_code
          where o.customer_phone = c.mobile_phone)
      order by c.id limit 1`);
    if (!customer) throw new Error('sale1 has no old customer with an invoice');
    const orders = await t.app.inject({
      method: 'POST',
      url: '/api/v1/crm/wms/order/find-by-options',
      headers: t.as('sale1'),
      payload: { customerId: customer.id, page: 0, pageSize: 100 },
    });
    expect(orders.statusCode).toBe(200);
    const orderPage = orders.json<CustomerOrderPage>();
    expect(orderPage.items.length).toBeGreaterThan(0);
    const buyers = await rows<{ code: string; phone: string }>(sql`
      select code, customer_phone as phone from ts_orders
      where code in (select json_array_elements_text(${JSON.stringify(orderPage.items.map((o) => o.code))}::json))`);
    expect(buyers).toHaveLength(orderPage.items.length);
    for (const buyer of buyers) expect(buyer.phone).toBe(customer.phone);

    const invoices = await t.app.inject({
      method: 'POST',
      url: '/api/v1/crm/wms/invoice/find-by-options',
      headers: t.as('sale1'),
      payload: { customerId: customer.id, page: 0, pageSize: 100 },
    });
    expect(invoices.statusCode).toBe(200);
    const invoicePage = invoices.json<CustomerInvoicePage>();
    expect(invoicePage.items.length).toBeGreaterThan(0);
    const ordered = new Set(buyers.map((b) => b.code));
    for (const invoice of invoicePage.items)
      expect(ordered.has(invoice.orderCode ?? '')).toBe(true);
  });
});

describe('a synced order', () => {
  let counter = 0;
  const order = (phone: string, createdTime: string): TsOrderRecord => {
    counter += 1;
    return {
      orderCode: `TSO-CRM-${String(counter)}`,
      sellerId: 2010,
      createdTime,
      status: 'NEW',
      source: 'MARKETPLACE',
      campaign: null,
      customer: { code: `MP-${phone}`, name: 'Nhà thuốc Đồng Bộ', phone, province: 'Tỉnh Long An' },
      discountAmount: 0,
      totalAmount: 150_000,
      payment: { method: 'COD', status: 'UNPAID', paidAmount: 0, paidTime: null },
      items: [
        { lineNo: 1, productCode: 'TSP10001', quantity: 3, unitPrice: 50_000, dealCode: null },
      ],
      updatedTime: createdTime,
    };
  };
  const sync = (records: TsOrderRecord[]) =>
    t.app.ctx.db.transaction((tx) => ingestThuocsi(tx, 'orders', records));
  const stateOf = async (id: number) => {
    const [row] = await rows<{ isOld: boolean; lastOrderAt: string | null }>(sql`
      select is_old as "isOld", last_order_at as "lastOrderAt" from crm_customers where id = ${id}`);
    return { isOld: row?.isOld, lastOrderAt: row?.lastOrderAt ? new Date(row.lastOrderAt) : null };
  };

  it("makes its buyer an old customer with that order's date; an older one leaves the date", async () => {
    const phone = freshPhone();
    const id = await insertCustomerRow(t.app, { mobilePhone: phone, isOld: false });
    const other = await insertCustomerRow(t.app, { mobilePhone: freshPhone(), isOld: false });
    expect(await stateOf(id)).toEqual({ isOld: false, lastOrderAt: null });

    await sync([order(phone, '2026-11-20T09:30:00+07:00')]);
    expect(await stateOf(id)).toEqual({
      isOld: true,
      lastOrderAt: new Date('2026-11-20T09:30:00+07:00'),
    });
    await sync([order(phone, '2026-10-02T08:00:00+07:00')]);
    expect((await stateOf(id)).lastOrderAt).toEqual(new Date('2026-11-20T09:30:00+07:00'));
    await sync([order(phone, '2026-11-24T16:45:00+07:00')]);
    expect((await stateOf(id)).lastOrderAt).toEqual(new Date('2026-11-24T16:45:00+07:00'));
    expect(await stateOf(other)).toEqual({ isOld: false, lastOrderAt: null });
  });

  it('matches its buyer by customer code too', async () => {
    const id = await insertCustomerRow(t.app, { mobilePhone: null, isOld: false });
    const [{ code } = { code: '' }] = await rows<{ code: string }>(
      sql`select code from crm_customers where id = ${id}`,
    );
    const record = order('0200000000', '2026-11-21T10:00:00+07:00');
    await sync([{ ...record, customer: { ...record.customer, code } }]);
    expect(await stateOf(id)).toEqual({
      isOld: true,
      lastOrderAt: new Date('2026-11-21T10:00:00+07:00'),
    });
  });
});
