import type { CustomerInvoicePage, CustomerOrderPage } from '@backoffice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrmTestContext,
  type CrmUser,
  crmTestContext,
  insertCustomerRow,
} from '../crm.test-helpers';

let t: CrmTestContext;
beforeAll(async () => {
  t = await crmTestContext();
});
afterAll(() => t.close());

const find = (user: CrmUser, kind: 'order' | 'invoice', payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/crm/wms/${kind}/find-by-options`,
    headers: t.as(user),
    payload,
  });

describe("a customer's orders and invoices", () => {
  it('answer a page for a customer the caller may open', async () => {
    const id = await insertCustomerRow(t.app, { ownerId: t.id('sale1') });
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
