import type { CustomerInvoicePage, CustomerOrderPage } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { tsInvoices, tsOrders } from '../../../db/schema';
import { type CrmUser, crmTestKit, insertCustomerRow } from '../crm.testing';

const t = crmTestKit();

const find = (user: CrmUser, kind: 'order' | 'invoice', payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/crm/wms/${kind}/find-by-options`,
    headers: t.as(user),
    payload,
  });

let orderCounter = 0;
/** A synced marketplace order of the buyer with this phone, and its invoice. */
async function insertOrder(phone: string, createdAt: string, total: number) {
  orderCounter += 1;
  const code = `TEST-ORDER-${String(orderCounter)}`;
  await t.app.ctx.db.insert(tsOrders).values({
    code,
    sellerId: 2010,
    createdAt: new Date(createdAt),
    orderDate: createdAt.slice(0, 10),
    status: 'COMPLETED',
    source: 'MARKETPLACE',
    customerCode: `TEST-BUYER-${phone}`,
    customerName: 'Nhà thuốc Thử Nghiệm',
    customerPhone: phone,
    province: 'Hà Nội',
    totalAmount: total,
    discountAmount: 10_000,
    paymentMethod: 'COD',
    paymentStatus: 'PAID',
    // The total is what the buyer pays, after the discount.
    paidAmount: total,
    lineCount: 3,
    quantity: 12,
    sourceUpdatedAt: new Date(createdAt),
  });
  await t.app.ctx.db.insert(tsInvoices).values({
    code: `1C26TST-${String(orderCounter).padStart(7, '0')}`,
    series: '1C26TST',
    invoiceNo: String(orderCounter).padStart(7, '0'),
    invoiceDate: createdAt.slice(0, 10),
    orderCode: code,
    sellerId: 2010,
    buyerName: 'Nhà thuốc Thử Nghiệm',
    amountBeforeVat: total,
    vatAmount: 0,
    totalAmount: total,
    sourceUpdatedAt: new Date(createdAt),
  });
  return code;
}

describe("a customer's orders and invoices", () => {
  it("list the customer's marketplace orders, matched by phone, newest first, paged", async () => {
    const id = await insertCustomerRow(t.app, {
      ownerId: t.id('sale1'),
      mobilePhone: '0399000111',
    });
    const older = await insertOrder('0399000111', '2026-10-01T09:00:00+07:00', 1_200_000);
    const newer = await insertOrder('0399000111', '2026-11-02T09:00:00+07:00', 500_000);
    await insertOrder('0399000222', '2026-11-03T09:00:00+07:00', 990_000);

    const orders = (
      await find('sale1', 'order', { customerId: id, page: 0, pageSize: 1 })
    ).json<CustomerOrderPage>();
    expect(orders.total).toBe(2);
    expect(orders.items).toEqual([
      expect.objectContaining({ code: newer, amount: 500_000, itemCount: 3, status: 'COMPLETED' }),
    ]);
    const second = (
      await find('sale1', 'order', { customerId: id, page: 1, pageSize: 1 })
    ).json<CustomerOrderPage>();
    expect(second.items.map((order) => order.code)).toEqual([older]);

    const invoices = (
      await find('sale1', 'invoice', { customerId: id })
    ).json<CustomerInvoicePage>();
    expect(invoices.total).toBe(2);
    expect(invoices.items.map((invoice) => invoice.orderCode)).toEqual([newer, older]);
    expect(invoices.items[0]).toEqual(
      expect.objectContaining({ amount: 500_000, paidAmount: 500_000, status: 'PAID' }),
    );
  });

  it('answer a page for a customer the caller may open', async () => {
    const id = await insertCustomerRow(t.app, {
      ownerId: t.id('sale1'),
      mobilePhone: '0399000333',
    });
    for (const kind of ['order', 'invoice'] as const) {
      const response = await find('sale1', kind, { customerId: id, page: 0, pageSize: 10 });
      expect(response.statusCode).toBe(200);
      expect(response.json<CustomerOrderPage | CustomerInvoicePage>()).toEqual({
        items: [],
        total: 0,
        page: 0,
        pageSize: 10,
      });
      expect((await find('ketoan', kind, { customerId: id })).statusCode).toBe(200);
    }
  });

  it("hide another sale's customer, refuse other departments, name the bad field", async () => {
    const theirs = await insertCustomerRow(t.app, { ownerId: t.id('sale2') });
    for (const kind of ['order', 'invoice'] as const) {
      expect((await find('sale1', kind, { customerId: theirs })).statusCode).toBe(404);
      expect((await find('marketing', kind, { customerId: theirs })).statusCode).toBe(403);
      const bad = await find('sale1', kind, { page: -1 });
      expect(bad.statusCode).toBe(400);
      expect(
        bad.json<{ details: { fields: { field: string }[] } }>().details.fields.map((f) => f.field),
      ).toEqual(expect.arrayContaining(['page', 'customerId']));
    }
  });
});
