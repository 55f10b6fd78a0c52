import { ErrorCode } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';
import { testKit } from '../test/test-app';
import { findUnsafeText, isUnsafeText } from './input-guard';

const kit = testKit(['admin', 'sale1']);

function fieldsOf(body: string): string[] {
  const parsed = JSON.parse(body) as { code: string; details?: { fields?: { field: string }[] } };
  expect(parsed.code).toBe(ErrorCode.VALIDATION_ERROR);
  return (parsed.details?.fields ?? []).map((f) => f.field);
}

describe('text the database cannot hold', () => {
  it('tells NUL and lone surrogates from well-formed text', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('\ud800')).toBe(true);
    expect(isUnsafeText('x\udfffy')).toBe(true);
    expect(isUnsafeText('Nhà thuốc 💊 An Khang')).toBe(false);
    expect(findUnsafeText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', '1', 'c']);
    expect(findUnsafeText({ ok: 'Hà Nội', list: ['💊'] })).toBeNull();
  });

  it('is refused with 400 naming the field, on sign-in as anywhere', async () => {
    const signIn = await kit.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'ad\u0000min', password: 'x' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(fieldsOf(signIn.body)).toEqual(['username']);

    const category = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/crm/customer/sale-customer-category',
      headers: { ...kit.as('sale1'), 'content-type': 'application/json' },
      payload: '{"name":"Nh\\ud800m"}',
    });
    expect(category.statusCode).toBe(400);
    expect(fieldsOf(category.body)).toEqual(['name']);

    const interaction = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/crm/interaction',
      headers: { ...kit.as('sale1'), 'content-type': 'application/json' },
      payload: '{"customerId":1,"content":"G\\udc00i l\\u00e1i"}',
    });
    expect(interaction.statusCode).toBe(400);
    expect(fieldsOf(interaction.body)).toEqual(['content']);

    const search = await kit.app.inject({
      method: 'GET',
      url: '/api/v1/kiotviet/product/search?search=a%00b',
      headers: kit.as('admin'),
    });
    expect(search.statusCode).toBe(400);
    expect(fieldsOf(search.body)).toEqual(['search']);
  });
});

describe('ids', () => {
  it.each([
    ['actorId', '/api/v1/audit-log?actorId=2147483648'],
    ['actorId', '/api/v1/audit-log?actorId=9007199254740991'],
    ['actorId', '/api/v1/audit-log?actorId=true'],
    ['actorId', '/api/v1/audit-log?actorId=0x10'],
    ['actorId', '/api/v1/audit-log?actorId=5&actorId=6'],
    ['userId', '/api/v1/crm/user/validate-mobile-phone?mobilePhone=0903123417&userId=4294967296'],
    ['id', '/api/v1/crm/customer/2147483648'],
    ['id', '/api/v1/crm/customer/0x10'],
  ])('refuses %s in %s with 400 naming it', async (field, url) => {
    const response = await kit.app.inject({ method: 'GET', url, headers: kit.as('admin') });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toContain(field);
  });

  it.each([
    ['customerId', { customerId: 2 ** 31, content: 'Gọi lại' }],
    ['customerId', { customerId: true, content: 'Gọi lại' }],
    ['customerId', { customerId: '0x10', content: 'Gọi lại' }],
    ['customerId', { customerId: [5], content: 'Gọi lại' }],
  ])('refuses %s %j in a body with 400 naming it', async (field, payload) => {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/crm/interaction',
      headers: kit.as('sale1'),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toContain(field);
  });

  it('still reads an id written in decimal digits, in a path or a query', async () => {
    const audit = await kit.app.inject({
      method: 'GET',
      url: '/api/v1/audit-log?actorId=1',
      headers: kit.as('admin'),
    });
    expect(audit.statusCode).toBe(200);
  });
});
