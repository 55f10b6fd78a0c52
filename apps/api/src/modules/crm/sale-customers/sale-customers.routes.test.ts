import {
  CRM_MESSAGES,
  type CustomerPage,
  ErrorCode,
  type SaleCustomer,
  type SaleCustomerCategory,
} from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { type CrmUser, crmTestKit, insertCustomerRow } from '../crm.testing';

const t = crmTestKit();

function post(user: CrmUser, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: t.as(user), payload });
}
const setState = (user: CrmUser, payload: object) =>
  post(user, '/api/v1/crm/customer/sale-customer/state', payload);
const doAction = (user: CrmUser, payload: object) =>
  post(user, '/api/v1/crm/customer/do-action', payload);
const saveCategory = (user: CrmUser, payload: object, id?: number) =>
  post(user, `/api/v1/crm/customer/sale-customer-category${id ? `/${id}` : ''}`, payload);

describe('pipeline state', () => {
  it('is set by the owner and read back with of-sale', async () => {
    const id = await insertCustomerRow(t.app, { ownerId: t.id('sale1') });
    const response = await setState('sale1', { customerId: id, state: 'INTERESTED' });
    expect(response.statusCode).toBe(200);
    expect(response.json<SaleCustomer>()).toMatchObject({
      customerId: id,
      saleId: t.id('sale1'),
      state: 'INTERESTED',
    });
    const ofSale = await t.app.inject({
      method: 'GET',
      url: `/api/v1/crm/customer/${id}/of-sale`,
      headers: t.as('sale1'),
    });
    expect(ofSale.json<SaleCustomer>().state).toBe('INTERESTED');
    // A leader reads the member's view; a sale cannot read another sale's.
    const byLeader = await t.app.inject({
      method: 'GET',
      url: `/api/v1/crm/customer/${id}/of-sale?saleId=${t.id('sale1')}`,
      headers: t.as('truongnhom'),
    });
    expect(byLeader.json<SaleCustomer>().state).toBe('INTERESTED');
    const bySale2 = await t.app.inject({
      method: 'GET',
      url: `/api/v1/crm/customer/${id}/of-sale?saleId=${t.id('sale1')}`,
      headers: t.as('sale2'),
    });
    expect(bySale2.statusCode).toBe(404);
  });

  it('is refused on a customer the caller only reads, and 404 on one they cannot see', async () => {
    const pool = await insertCustomerRow(t.app, {});
    const theirs = await insertCustomerRow(t.app, { ownerId: t.id('sale2') });
    const onPool = await setState('sale1', { customerId: pool, state: 'CONTACTED' });
    expect(onPool.statusCode).toBe(403);
    expect(onPool.json<{ code: string }>().code).toBe(ErrorCode.NOT_PERMITTED);
    expect((await setState('sale1', { customerId: theirs, state: 'CONTACTED' })).statusCode).toBe(
      404,
    );
    expect((await setState('ketoan', { customerId: theirs, state: 'CONTACTED' })).statusCode).toBe(
      403,
    );
  });

  it('answers 400 naming the field of a bad state or an empty change', async () => {
    const id = await insertCustomerRow(t.app, { ownerId: t.id('sale1') });
    const bad = await setState('sale1', { customerId: id, state: 'WON' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'state',
    );
    expect((await setState('sale1', { customerId: id })).statusCode).toBe(400);
    expect((await setState('sale1', { state: 'NEW' })).statusCode).toBe(400);
  });
});

describe('actions', () => {
  it('pins, hides and marks do-not-call for the caller only', async () => {
    const id = await insertCustomerRow(t.app, {
      ownerId: t.id('sale1'),
      name: 'Nhà thuốc Ghim Ẩn',
    });
    const pin = await doAction('sale1', { customerId: id, action: 'PIN', flag: true });
    expect(pin.json<SaleCustomer>()).toMatchObject({ pinned: true, hidden: false });
    const my = (
      await post('sale1', '/api/v1/crm/customer/my', { pageSize: 5 })
    ).json<CustomerPage>();
    expect(my.items[0]).toMatchObject({ id, pinned: true });

    expect(
      (
        await doAction('sale1', { customerId: id, action: 'DO_NOT_CALL', flag: true })
      ).json<SaleCustomer>(),
    ).toMatchObject({ pinned: true, doNotCall: true });
    await doAction('sale1', { customerId: id, action: 'HIDE', flag: true });
    const hidden = (
      await post('sale1', '/api/v1/crm/customer/my', { filterText: 'ghim an' })
    ).json<CustomerPage>();
    expect(hidden.items).toHaveLength(0);
    const shown = (
      await post('sale1', '/api/v1/crm/customer/my', { filterText: 'ghim an', includeHidden: true })
    ).json<CustomerPage>();
    expect(shown.items.map((c) => c.hidden)).toEqual([true]);
    // The leader's own view of the same customer is untouched.
    const leader = (
      await post('truongnhom', '/api/v1/crm/customer/my', { filterText: 'ghim an' })
    ).json<CustomerPage>();
    expect(leader.items[0]).toMatchObject({ pinned: false, hidden: false });
  });

  it('answers 400 for an unknown action and 404 for a customer the caller cannot see', async () => {
    const id = await insertCustomerRow(t.app, { ownerId: t.id('sale1') });
    const bad = await doAction('sale1', { customerId: id, action: 'STAR', flag: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'action',
    );
    expect((await doAction('sale1', { customerId: id, action: 'PIN' })).statusCode).toBe(400);
    const pending = await insertCustomerRow(t.app, {
      ownerId: t.id('sale2'),
      approvalStatus: 'PENDING',
    });
    expect(
      (await doAction('sale1', { customerId: pending, action: 'PIN', flag: true })).statusCode,
    ).toBe(404);
  });
});

describe('sale-customer categories', () => {
  it('are each sale’s own: create, list with counts, rename, file a customer, delete', async () => {
    const created = await saveCategory('sale1', { name: 'Khách tiềm năng', color: 'gold' });
    expect(created.statusCode).toBe(200);
    const category = created.json<SaleCustomerCategory>();
    expect(category).toMatchObject({ name: 'Khách tiềm năng', color: 'gold', customers: 0 });

    const id = await insertCustomerRow(t.app, { ownerId: t.id('sale1') });
    const filed = await setState('sale1', { customerId: id, categoryId: category.id });
    expect(filed.json<SaleCustomer>()).toMatchObject({
      categoryId: category.id,
      categoryName: 'Khách tiềm năng',
    });
    const inCategory = (
      await post('sale1', '/api/v1/crm/customer/my', { customerCategoryId: category.id })
    ).json<CustomerPage>();
    expect(inCategory.items.map((c) => c.id)).toEqual([id]);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/crm/customer/sale-customer-category',
      headers: t.as('sale1'),
    });
    expect(list.json<SaleCustomerCategory[]>().find((c) => c.id === category.id)?.customers).toBe(
      1,
    );
    const sale2List = await t.app.inject({
      method: 'GET',
      url: '/api/v1/crm/customer/sale-customer-category',
      headers: t.as('sale2'),
    });
    expect(sale2List.json<SaleCustomerCategory[]>().map((c) => c.id)).not.toContain(category.id);

    const renamed = await saveCategory('sale1', { name: 'Khách rất tiềm năng' }, category.id);
    expect(renamed.json<SaleCustomerCategory>()).toMatchObject({
      name: 'Khách rất tiềm năng',
      color: null,
    });

    // Another sale can neither rename, delete nor file into it.
    expect((await saveCategory('sale2', { name: 'Của tôi' }, category.id)).statusCode).toBe(404);
    const sale2Delete = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/crm/customer/sale-customer-category/${category.id}`,
      headers: t.as('sale2'),
    });
    expect(sale2Delete.statusCode).toBe(404);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/crm/customer/sale-customer-category/${category.id}`,
      headers: t.as('sale1'),
    });
    expect(deleted.json()).toEqual({ id: category.id });
    const ofSale = await t.app.inject({
      method: 'GET',
      url: `/api/v1/crm/customer/${id}/of-sale`,
      headers: t.as('sale1'),
    });
    expect(ofSale.json<SaleCustomer>().categoryId).toBeNull();
  });

  it('refuses a second category of the same name (any case) and bad names', async () => {
    expect((await saveCategory('sale2', { name: 'Đã đặt hàng' })).statusCode).toBe(200);
    const twice = await saveCategory('sale2', { name: 'ĐÃ ĐẶT HÀNG' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(CRM_MESSAGES.categoryNameTaken);
    expect((await saveCategory('sale1', { name: 'Đã đặt hàng' })).statusCode).toBe(200);
    const empty = await saveCategory('sale2', { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(
      empty.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field,
    ).toBe('name');
    expect((await saveCategory('sale2', { name: 'x'.repeat(61) })).statusCode).toBe(400);
    expect((await saveCategory('kho', { name: 'Kho' })).statusCode).toBe(403);
  });
});
