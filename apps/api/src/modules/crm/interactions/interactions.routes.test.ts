import {
  type Customer,
  ErrorCode,
  type Interaction,
  type InteractionPage,
} from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { type CrmUser, crmTestKit, insertCustomerRow } from '../crm.testing';

const t = crmTestKit();

const comment = (user: CrmUser, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/crm/interaction',
    headers: t.as(user),
    payload,
  });
const find = (user: CrmUser, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/crm/interaction/find-by-options',
    headers: t.as(user),
    payload,
  });

describe('interactions', () => {
  it('are recorded by the owner and listed newest first with paging', async () => {
    const id = await insertCustomerRow(t.app, { ownerId: t.id('sale1') });
    const first = await comment('sale1', {
      customerId: id,
      type: 'CALL',
      content: 'Đã gọi, khách hẹn mai',
      at: '2026-01-05T09:00:00+07:00',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<Interaction>()).toMatchObject({
      customerId: id,
      type: 'CALL',
      authorName: 'Bùi Thị Thảo',
      at: '2026-01-05T02:00:00.000Z',
    });
    expect((await comment('sale1', { customerId: id, content: 'Bình luận mới' })).statusCode).toBe(
      200,
    );

    const page = (
      await find('sale1', { customerId: id, page: 0, pageSize: 1 })
    ).json<InteractionPage>();
    expect(page.total).toBe(2);
    expect(page.items.map((i) => [i.type, i.content])).toEqual([['COMMENT', 'Bình luận mới']]);
    const second = (
      await find('sale1', { customerId: id, page: 1, pageSize: 1 })
    ).json<InteractionPage>();
    expect(second.items[0]?.content).toBe('Đã gọi, khách hẹn mai');

    const customer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/crm/customer/${id}`,
      headers: t.as('sale1'),
    });
    expect(customer.json<Customer>().lastInteractionAt).not.toBeNull();
    // ACCOUNT reads the history too.
    expect((await find('ketoan', { customerId: id })).json<InteractionPage>().total).toBe(2);
  });

  it('are refused on a customer the caller only reads, and hidden on one they cannot open', async () => {
    const theirs = await insertCustomerRow(t.app, { ownerId: t.id('sale2') });
    const pool = await insertCustomerRow(t.app, {});
    expect((await comment('sale1', { customerId: theirs, content: 'x' })).statusCode).toBe(404);
    expect((await find('sale1', { customerId: theirs })).statusCode).toBe(404);
    const onPool = await comment('sale1', { customerId: pool, content: 'x' });
    expect(onPool.statusCode).toBe(403);
    expect(onPool.json<{ code: string }>().code).toBe(ErrorCode.NOT_PERMITTED);
    expect((await comment('ketoan', { customerId: theirs, content: 'x' })).statusCode).toBe(403);
    expect(
      (await comment('truongnhom', { customerId: theirs, content: 'Trưởng nhóm ghi' })).statusCode,
    ).toBe(200);
    expect((await find('marketing', { customerId: theirs })).statusCode).toBe(403);
  });

  it('answers 400 naming the field of a bad payload', async () => {
    const id = await insertCustomerRow(t.app, { ownerId: t.id('sale1') });
    const cases: [object, string][] = [
      [{ customerId: id, content: '' }, 'content'],
      [{ customerId: id, content: 'x', type: 'EMAIL' }, 'type'],
      [{ customerId: id, content: 'x', at: 'hôm qua' }, 'at'],
      [{ customerId: id, content: 'x', at: '2999-01-01T00:00:00Z' }, 'at'],
      [{ content: 'x' }, 'customerId'],
    ];
    for (const [payload, field] of cases) {
      const response = await comment('sale1', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        response
          .json<{ details: { fields: { field: string }[] } }>()
          .details.fields.map((f) => f.field),
      ).toContain(field);
    }
    expect((await find('sale1', { customerId: id, pageSize: 0 })).statusCode).toBe(400);
    expect((await find('sale1', { customerId: 999_999 })).statusCode).toBe(404);
  });
});
