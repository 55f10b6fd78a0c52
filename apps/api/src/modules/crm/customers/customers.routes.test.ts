import {
  CRM_MESSAGES,
  CUSTOMER_COUNT_CAP,
  type Customer,
  type CustomerPage,
  DispatchType,
  ErrorCode,
  MemberSubtype,
  PAGE_SIZE_MAX,
  UserPropertyCode,
  type ValidateMobilePhoneResult,
} from '@backoffice/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, crmCustomers, userProperties } from '../../../db/schema/index';
import { type CrmUser, crmTestKit, freshPhone, insertCustomerRow } from '../crm.testing';

const t = crmTestKit();

const QUAN_1_WARD = '26749'; // Phường Phạm Ngũ Lão, Quận 1, Thành phố Hồ Chí Minh

function search(user: CrmUser, kind: 'my' | 'in-pool' | 'in-ocean', payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/crm/customer/${kind}`,
    headers: t.as(user),
    payload,
  });
}

function create(user: CrmUser, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/crm/customer',
    headers: t.as(user),
    payload,
  });
}

function get(user: CrmUser, id: number) {
  return t.app.inject({ method: 'GET', url: `/api/v1/crm/customer/${id}`, headers: t.as(user) });
}

async function row(id: number) {
  const [found] = await t.app.ctx.db.select().from(crmCustomers).where(eq(crmCustomers.id, id));
  return found;
}

describe('customer lists (my, in-pool, in-ocean)', () => {
  it('gives a sale only their own customers in my, a leader also the team', async () => {
    const mine = await insertCustomerRow(t.app, { ownerId: t.id('sale1') });
    const theirs = await insertCustomerRow(t.app, { ownerId: t.id('sale2') });
    const sale1 = (await search('sale1', 'my', { pageSize: 200 })).json<CustomerPage>();
    expect(sale1.items.every((c) => c.ownerId === t.id('sale1'))).toBe(true);
    expect(sale1.items.some((c) => c.id === mine)).toBe(true);
    expect(sale1.items.some((c) => c.id === theirs)).toBe(false);

    const leader = await search('truongnhom', 'my', { pageSize: 200, saleId: t.id('sale2') });
    expect(leader.statusCode).toBe(200);
    const page = leader.json<CustomerPage>();
    expect(page.items.some((c) => c.id === theirs)).toBe(true);
    expect(page.items.every((c) => c.ownerId === t.id('sale2'))).toBe(true);
  });

  it('lets a sale filter my by another sale only among those they act for', async () => {
    const page = (
      await search('sale1', 'my', { saleId: t.id('sale2'), pageSize: 50 })
    ).json<CustomerPage>();
    expect(page.total).toBe(0);
  });

  it('sees the customers handed over to them (judas) in my', async () => {
    const handed = await insertCustomerRow(t.app, { ownerId: t.id('sale2') });
    await t.app.ctx.db.insert(userProperties).values({
      userId: t.id('sale1'),
      code: UserPropertyCode.MEMBER,
      subtype: MemberSubtype.JUDAS,
      value: 'sale2',
      refUserId: t.id('sale2'),
    });
    try {
      const page = (
        await search('sale1', 'my', { saleId: t.id('sale2'), pageSize: 200 })
      ).json<CustomerPage>();
      expect(page.items.some((c) => c.id === handed)).toBe(true);
      expect((await get('sale1', handed)).statusCode).toBe(200);
    } finally {
      await t.app.ctx.db
        .delete(userProperties)
        .where(
          and(
            eq(userProperties.userId, t.id('sale1')),
            eq(userProperties.subtype, MemberSubtype.JUDAS),
          ),
        );
    }
  });

  it('lists only approved, ownerless pool customers in in-pool', async () => {
    const page = (await search('sale2', 'in-pool', { pageSize: 100 })).json<CustomerPage>();
    expect(page.items.length).toBeGreaterThan(0);
    expect(
      page.items.every(
        (c) => c.collection === 'POOL' && c.ownerId === null && c.approvalStatus === 'APPROVED',
      ),
    ).toBe(true);
  });

  it('lists every customer in the ocean with its owner, read-only for a sale', async () => {
    const theirs = await insertCustomerRow(t.app, {
      ownerId: t.id('sale2'),
      name: 'Nhà thuốc Đại Dương Xanh',
    });
    const page = (
      await search('sale1', 'in-ocean', { filterText: 'dai duong xanh' })
    ).json<CustomerPage>();
    const found = page.items.find((c) => c.id === theirs);
    expect(found).toMatchObject({
      ownerName: 'Ngô Văn Tâm',
      editable: false,
      openable: false,
    });
    // Listed, but its detail stays closed to another sale.
    expect((await get('sale1', theirs)).statusCode).toBe(404);
  });

  it('answers only what the ocean is for about a customer the viewer may not open', async () => {
    const theirs = await insertCustomerRow(t.app, {
      ownerId: t.id('sale2'),
      name: 'Nhà thuốc Biển Sâu',
      mobilePhone: '0903123417',
      wardCode: QUAN_1_WARD,
      tags: ['VIP'],
    });
    await t.app.ctx.db
      .update(crmCustomers)
      .set({
        contactName: 'Chị Hạnh',
        email: 'bien.sau@example.vn',
        street: '12 Lê Lai',
        note: 'Gọi sau 14 giờ',
      })
      .where(eq(crmCustomers.id, theirs));
    const listed = (await search('sale1', 'in-ocean', { filterText: 'bien sau' }))
      .json<CustomerPage>()
      .items.find((c) => c.id === theirs);
    expect(listed).toMatchObject({
      name: 'Nhà thuốc Biển Sâu',
      ownerName: 'Ngô Văn Tâm',
      mobilePhone: '0903***417',
      provinceName: 'Thành phố Hồ Chí Minh',
      districtName: 'Quận 1',
      contactName: null,
      email: null,
      street: null,
      wardName: null,
      note: null,
      tags: [],
      openable: false,
    });
    expect(JSON.stringify(listed)).not.toMatch(/Hạnh|example\.vn|Lê Lai|14 giờ|0903123417/);
    // Its owner, and whoever may open it, still get all of it.
    for (const user of ['sale2', 'ketoan'] as const) {
      const full = (await search(user, 'in-ocean', { filterText: 'bien sau' }))
        .json<CustomerPage>()
        .items.find((c) => c.id === theirs);
      expect(full).toMatchObject({ mobilePhone: '0903123417', email: 'bien.sau@example.vn' });
    }
  });

  it('hides pending customers of others from the ocean', async () => {
    const pending = await insertCustomerRow(t.app, {
      ownerId: t.id('sale2'),
      approvalStatus: 'PENDING',
      name: 'Quầy thuốc Chờ Duyệt Riêng',
    });
    const bySale1 = (
      await search('sale1', 'in-ocean', { filterText: 'cho duyet rieng' })
    ).json<CustomerPage>();
    expect(bySale1.items.map((c) => c.id)).not.toContain(pending);
    const byLeader = (
      await search('truongnhom', 'in-ocean', { filterText: 'cho duyet rieng' })
    ).json<CustomerPage>();
    expect(byLeader.items.map((c) => c.id)).toContain(pending);
    const byAccount = (
      await search('ketoan', 'in-ocean', { filterText: 'cho duyet rieng' })
    ).json<CustomerPage>();
    expect(byAccount.items.map((c) => c.id)).toContain(pending);
  });

  it('matches text without accents over name, contact, phone, code and address', async () => {
    const phone = freshPhone();
    const created = await create('sale1', {
      name: 'Nhà thuốc Hồng Nhung Phương',
      contactName: 'Trịnh Thị Ánh',
      mobilePhone: phone,
      street: '12 Đường Số Bảy',
      wardCode: QUAN_1_WARD,
    });
    expect(created.statusCode).toBe(200);
    const customer = created.json<Customer>();
    for (const text of [
      'nha thuoc hong nhung phuong',
      'HỒNG NHUNG',
      'trinh thi anh',
      phone.slice(0, 7),
      customer.code.toLowerCase(),
      'duong so bay pham ngu lao',
      'phuong hong nhung', // the words in any order
    ]) {
      const page = (await search('sale1', 'my', { filterText: text })).json<CustomerPage>();
      expect(
        page.items.map((c) => c.id),
        text,
      ).toContain(customer.id);
      expect(page.fuzzy).toBe(false);
    }
  });

  it('falls back to near matches for small typos, saying so', async () => {
    await insertCustomerRow(t.app, { ownerId: t.id('sale1'), name: 'Phòng khám Thanh Trúc Viên' });
    const page = (
      await search('sale1', 'my', { filterText: 'phong kham thanh truk vien' })
    ).json<CustomerPage>();
    expect(page.fuzzy).toBe(true);
    expect(page.items[0]?.name).toBe('Phòng khám Thanh Trúc Viên');
  });

  it('applies every filter of the payload', async () => {
    const tagged = await insertCustomerRow(t.app, {
      ownerId: t.id('sale1'),
      tags: ['Khách đặc biệt kiểm thử'],
      wardCode: QUAN_1_WARD,
      isOld: true,
      customerTypeId: 3,
      sourceId: 2,
    });
    const hits = async (payload: object) =>
      (await search('sale1', 'my', { pageSize: 200, ...payload }))
        .json<CustomerPage>()
        .items.map((c) => c.id);
    expect(await hits({ tags: ['Khách đặc biệt kiểm thử'] })).toEqual([tagged]);
    expect(await hits({ tags: ['Khách đặc biệt kiểm thử'], isOld: false })).toEqual([]);
    expect(
      await hits({ locationCodes: { province: '79', district: ['760'], ward: QUAN_1_WARD } }),
    ).toContain(tagged);
    expect(await hits({ locationCodes: { province: '01' } })).not.toContain(tagged);
    expect(await hits({ typeIds: [3], sourceIds: [2] })).toContain(tagged);
    expect(await hits({ customerTypeId: 1 })).not.toContain(tagged);
    expect(await hits({ sourceIds: [1] })).not.toContain(tagged);
    const all = (await search('sale1', 'my', { pageSize: 200 })).json<CustomerPage>();
    expect(all.items.every((c) => c.ownerId === t.id('sale1'))).toBe(true);
  });

  it('pages zero-based with a stable order and an exact count below the cap', async () => {
    const first = (await search('sale2', 'in-pool', { page: 0, pageSize: 5 })).json<CustomerPage>();
    const second = (
      await search('sale2', 'in-pool', { page: 1, pageSize: 5 })
    ).json<CustomerPage>();
    expect(first.items).toHaveLength(5);
    expect(second.items).toHaveLength(5);
    const ids = [...first.items, ...second.items].map((c) => c.id);
    expect(new Set(ids).size).toBe(10);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.totalCapped).toBe(false);
    expect(first.total).toBeGreaterThan(10);
    const byName = (
      await search('sale2', 'in-pool', { pageSize: 20, sortField: 'name', sortOrder: 'asc' })
    ).json<CustomerPage>();
    const names = byName.items.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers every page past a capped count, to a short last page', async () => {
    const ids: number[] = [];
    let last: CustomerPage | undefined;
    for (let page = 0; last === undefined || last.items.length === PAGE_SIZE_MAX; page += 1) {
      last = (
        await search('ketoan', 'in-ocean', { page, pageSize: PAGE_SIZE_MAX })
      ).json<CustomerPage>();
      ids.push(...last.items.map((c) => c.id));
    }
    expect(last).toMatchObject({ total: CUSTOMER_COUNT_CAP, totalCapped: true });
    expect(ids.length).toBeGreaterThan(CUSTOMER_COUNT_CAP + PAGE_SIZE_MAX);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('answers 400 naming the field of a bad payload', async () => {
    const cases: [object, string][] = [
      [{ page: -1 }, 'page'],
      [{ pageSize: 1000 }, 'pageSize'],
      [{ typeIds: ['x'] }, 'typeIds.0'],
      [{ locationCodes: { province: 'HCM' } }, 'locationCodes.province'],
      [{ isOld: 'yes' }, 'isOld'],
      [{ sortField: 'password' }, 'sortField'],
    ];
    for (const [payload, field] of cases) {
      const response = await search('sale1', 'my', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<{ code: string; details: { fields: { field: string }[] } }>();
      expect(body.code).toBe(ErrorCode.VALIDATION_ERROR);
      expect(body.details.fields.map((f) => f.field)).toContain(field);
    }
  });

  it('refuses callers outside SALE, ACCOUNT and ADMIN', async () => {
    for (const user of ['marketing', 'kho', 'giamdoc'] as const) {
      const response = await search(user, 'in-ocean', {});
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: string }>().code).toBe(ErrorCode.FORBIDDEN);
    }
    expect((await search('hanhchinh', 'in-ocean', {})).statusCode).toBe(200);
  });
});

describe('customer detail', () => {
  it('opens an own customer, a pool customer and, for ACCOUNT, anyone’s', async () => {
    const own = await insertCustomerRow(t.app, { ownerId: t.id('sale1') });
    const pool = await insertCustomerRow(t.app, {});
    expect((await get('sale1', own)).json<Customer>()).toMatchObject({ id: own, editable: true });
    expect((await get('sale2', pool)).json<Customer>()).toMatchObject({ editable: false });
    expect((await get('ketoan', own)).json<Customer>()).toMatchObject({
      editable: false,
      openable: true,
    });
    expect((await get('truongnhom', own)).json<Customer>().editable).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('sale1', 999_999)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/crm/customer/abc',
      headers: t.as('sale1'),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('creating and changing customers', () => {
  it("keeps a sale's new customer pending with them; a leader's is approved", async () => {
    const bySale = await create('sale1', {
      name: 'Nhà thuốc Mới Mở Một',
      mobilePhone: freshPhone(),
    });
    expect(bySale.statusCode).toBe(200);
    expect(bySale.json<Customer>()).toMatchObject({
      approvalStatus: 'PENDING',
      ownerId: t.id('sale1'),
      collection: 'OWNED',
      createdById: t.id('sale1'),
    });
    const byLeader = await create('truongnhom', { name: 'Nhà thuốc Trưởng Nhóm Tạo' });
    expect(byLeader.json<Customer>()).toMatchObject({
      approvalStatus: 'APPROVED',
      ownerId: t.id('truongnhom'),
    });
    const byAdmin = await create('admin', { name: 'Bệnh viện Quản Trị Tạo' });
    expect(byAdmin.json<Customer>()).toMatchObject({ collection: 'POOL', ownerId: null });
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'crm_customer'),
          eq(auditLog.entityId, String(bySale.json<Customer>().id)),
        ),
      );
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('refuses ACCOUNT and ADMIN staff, who only read', async () => {
    for (const user of ['ketoan', 'hanhchinh'] as const) {
      const response = await create(user, { name: 'Nhà thuốc Không Được Tạo' });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: string }>().code).toBe(ErrorCode.NOT_PERMITTED);
    }
  });

  it('answers 400 naming the field for a bad phone, an empty name, an unknown ward', async () => {
    const cases: [object, string][] = [
      [{ name: 'A', mobilePhone: '12345' }, 'mobilePhone'],
      [{ name: '' }, 'name'],
      [{ name: 'A', email: 'không-phải-email' }, 'email'],
      [{ name: 'A', wardCode: '99999' }, 'wardCode'],
      [{ name: 'A', customerTypeId: 999 }, 'customerTypeId'],
    ];
    for (const [payload, field] of cases) {
      const response = await create('sale1', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<{ details: { fields: { field: string; message: string }[] } }>();
      expect(body.details.fields.map((f) => f.field)).toContain(field);
    }
    // Fields the payload does not have (an owner, a collection) are refused, not ignored.
    const extra = await create('sale1', { name: 'A', ownerId: t.id('sale2'), collection: 'POOL' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<{ message: string }>().message).toContain('ownerId');
    const phone = await create('sale1', { name: 'A', mobilePhone: '12345' });
    expect(phone.json<{ message: string }>().message).toContain('Số điện thoại không hợp lệ!');
  });

  it('gives a phone number to one customer only, saying who has it as far as the caller may know', async () => {
    const phone = freshPhone();
    const first = (
      await create('sale1', { name: 'Nhà thuốc Chủ Số', mobilePhone: phone })
    ).json<Customer>();

    const again = await create('sale1', { name: 'Trùng số', mobilePhone: phone });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      `Số điện thoại này đã thuộc về khách hàng Nhà thuốc Chủ Số (${first.code}).`,
    );
    const bySale2 = await create('sale2', { name: 'Trùng số', mobilePhone: phone });
    expect(bySale2.statusCode).toBe(409);
    expect(bySale2.json<{ message: string }>().message).toBe(CRM_MESSAGES.phoneOfOtherSale);
    const byLeader = await create('truongnhom', { name: 'Trùng số', mobilePhone: phone });
    expect(byLeader.json<{ message: string }>().message).toContain('Nhà thuốc Chủ Số');

    const check = (user: CrmUser, query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/crm/customer/validate-mobile-phone?${query}`,
        headers: t.as(user),
      });
    expect(
      (await check('sale2', `mobilePhone=${phone}`)).json<ValidateMobilePhoneResult>(),
    ).toEqual({
      mobilePhone: phone,
      available: false,
      message: CRM_MESSAGES.phoneOfOtherSale,
      customerId: null,
      customerName: null,
      ownerName: null,
    });
    expect(
      (await check('sale1', `mobilePhone=${phone}`)).json<ValidateMobilePhoneResult>(),
    ).toMatchObject({
      available: false,
      customerId: first.id,
      customerName: 'Nhà thuốc Chủ Số',
    });
    expect(
      (
        await check('sale1', `mobilePhone=${phone}&customerId=${first.id}`)
      ).json<ValidateMobilePhoneResult>().available,
    ).toBe(true);
    expect(
      (await check('sale1', `mobilePhone=${freshPhone()}`)).json<ValidateMobilePhoneResult>()
        .available,
    ).toBe(true);
    const bad = await check('sale1', 'mobilePhone=123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field).toBe(
      'mobilePhone',
    );

    // A change to another customer's number is refused the same way, and nothing is changed.
    const other = (
      await create('sale1', { name: 'Nhà thuốc Số Khác', mobilePhone: freshPhone() })
    ).json<Customer>();
    const update = await t.app.inject({
      method: 'POST',
      url: `/api/v1/crm/customer/${other.id}`,
      headers: t.as('sale1'),
      payload: { mobilePhone: phone },
    });
    expect(update.statusCode).toBe(409);
    expect((await row(other.id))?.mobilePhone).toBe(other.mobilePhone);
  });

  it('lets the owner change the fields sent, and keeps the others', async () => {
    const customer = (
      await create('sale1', {
        name: 'Nhà thuốc Trước Khi Sửa',
        contactName: 'Chị Lan',
        tags: ['VIP'],
      })
    ).json<Customer>();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/crm/customer/${customer.id}`,
      headers: t.as('sale1'),
      payload: { name: 'Nhà thuốc Sau Khi Sửa', wardCode: QUAN_1_WARD, tags: ['VIP', 'Giao gấp'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Customer>()).toMatchObject({
      name: 'Nhà thuốc Sau Khi Sửa',
      contactName: 'Chị Lan',
      tags: ['VIP', 'Giao gấp'],
      provinceName: 'Thành phố Hồ Chí Minh',
      districtCode: '760',
    });
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(customer.id)), eq(auditLog.action, 'update')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toMatchObject({ name: 'Nhà thuốc Trước Khi Sửa' });
  });

  it("refuses a change to another sale's customer (404) and to a pool customer (403)", async () => {
    const theirs = await insertCustomerRow(t.app, { ownerId: t.id('sale2'), name: 'Của sale2' });
    const pool = await insertCustomerRow(t.app, { name: 'Trong kho' });
    const change = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/crm/customer/${id}`,
        headers: t.as('sale1'),
        payload: { name: 'Đổi tên' },
      });
    expect((await change(theirs)).statusCode).toBe(404);
    const refused = await change(pool);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe(ErrorCode.NOT_PERMITTED);
    expect((await row(theirs))?.name).toBe('Của sale2');
    expect((await row(pool))?.name).toBe('Trong kho');
  });
});

describe('releasing and deleting', () => {
  const del = (user: CrmUser, id: number, query = '') =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/crm/customer/${id}${query}`,
      headers: t.as(user),
    });

  it('releases an own customer to the pool with owner=true, remembering the last owner', async () => {
    const id = await insertCustomerRow(t.app, { ownerId: t.id('sale1') });
    const response = await del('sale1', id, '?owner=true');
    expect(response.json()).toEqual({ id, outcome: 'RELEASED' });
    expect(await row(id)).toMatchObject({
      collection: 'POOL',
      ownerId: null,
      lastOwnerId: t.id('sale1'),
    });
    expect((await del('sale2', id, '?owner=true')).statusCode).toBe(403);
  });

  it('lets a leader soft-delete (then restore) but not a sale', async () => {
    const id = await insertCustomerRow(t.app, { ownerId: t.id('sale1') });
    const bySale = await del('sale1', id);
    expect(bySale.statusCode).toBe(403);
    expect(bySale.json<{ message: string }>().message).toBe(CRM_MESSAGES.notLeaderToDelete);
    expect((await row(id))?.deletedAt).toBeNull();

    expect((await del('truongnhom', id)).json()).toEqual({ id, outcome: 'DELETED' });
    expect((await row(id))?.deletedAt).not.toBeNull();
    expect((await get('sale1', id)).statusCode).toBe(404);
    expect((await del('truongnhom', id)).statusCode).toBe(404);

    const restoreBySale = await t.app.inject({
      method: 'POST',
      url: `/api/v1/crm/customer/${id}/restore`,
      headers: t.as('sale1'),
    });
    expect(restoreBySale.statusCode).toBe(404);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/v1/crm/customer/${id}/restore`,
      headers: t.as('truongnhom'),
    });
    expect(restored.statusCode).toBe(200);
    expect((await get('sale1', id)).statusCode).toBe(200);
  });

  it('answers 400 for a bad owner option and 404 for an unknown customer', async () => {
    expect((await del('sale1', 1, '?owner=maybe')).statusCode).toBe(400);
    expect((await del('truongnhom', 999_999)).statusCode).toBe(404);
  });
});

describe('approval', () => {
  const approve = (user: CrmUser, id: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/crm/customer/${id}/approve`,
      headers: t.as(user),
      payload,
    });
  const pendingOf = async (user: CrmUser) =>
    (await create(user, { name: `Nhà thuốc Chờ Duyệt ${freshPhone()}` })).json<Customer>().id;

  it('keeps it with the creator', async () => {
    const id = await pendingOf('sale1');
    const response = await approve('truongnhom', id, {
      approved: true,
      dispatchTypeId: DispatchType.KEEP_WITH_CREATOR,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Customer>()).toMatchObject({
      approvalStatus: 'APPROVED',
      ownerId: t.id('sale1'),
      collection: 'OWNED',
    });
    expect((await approve('truongnhom', id, { approved: false })).statusCode).toBe(409);
  });

  it('sends it to the pool', async () => {
    const id = await pendingOf('sale1');
    const response = await approve('truongnhom', id, {
      approved: true,
      dispatchTypeId: DispatchType.TO_POOL,
    });
    expect(response.json<Customer>()).toMatchObject({ collection: 'POOL', ownerId: null });
    const pool = (
      await search('sale2', 'in-pool', { filterText: response.json<Customer>().code })
    ).json<CustomerPage>();
    expect(pool.items.map((c) => c.id)).toEqual([id]);
  });

  it('assigns it to a sale of the team', async () => {
    const id = await pendingOf('sale1');
    const response = await approve('truongnhom', id, {
      approved: true,
      dispatchTypeId: DispatchType.ASSIGN_TO_SALE,
      saleId: t.id('sale2'),
    });
    expect(response.json<Customer>()).toMatchObject({
      ownerId: t.id('sale2'),
      collection: 'OWNED',
    });
  });

  it('refuses to assign outside the team, and to a user who is not a sale', async () => {
    const id = await pendingOf('sale1');
    const outside = await approve('truongnhom', id, {
      approved: true,
      dispatchTypeId: DispatchType.ASSIGN_TO_SALE,
      saleId: t.id('ketoan'),
    });
    expect(outside.statusCode).toBe(400);
    expect(
      outside.json<{ details: { fields: { field: string }[] } }>().details.fields[0]?.field,
    ).toBe('saleId');
    expect((await row(id))?.approvalStatus).toBe('PENDING');
  });

  it('rejects: the customer is soft-deleted', async () => {
    const id = await pendingOf('sale2');
    const response = await approve('truongnhom', id, { approved: false });
    expect(response.json<Customer>().approvalStatus).toBe('REJECTED');
    expect((await row(id))?.deletedAt).not.toBeNull();
    expect((await get('sale2', id)).statusCode).toBe(404);
  });

  it('is for a leader of the creator (or GOD), not for a sale or ACCOUNT', async () => {
    const id = await pendingOf('sale1');
    for (const user of ['sale1', 'sale2', 'ketoan'] as const) {
      const response = await approve(user, id, { approved: true, dispatchTypeId: 1 });
      expect([403, 404], user).toContain(response.statusCode);
      expect(response.json<{ code: string }>().code).not.toBe(ErrorCode.FORBIDDEN);
    }
    expect((await row(id))?.approvalStatus).toBe('PENDING');
    expect((await approve('admin', id, { approved: true, dispatchTypeId: 1 })).statusCode).toBe(
      200,
    );
  });

  it('answers 400 naming the field when the dispatch is missing or wrong', async () => {
    const id = await pendingOf('sale1');
    const cases: [object, string][] = [
      [{ approved: true }, 'dispatchTypeId'],
      [{ approved: true, dispatchTypeId: 9 }, 'dispatchTypeId'],
      [{ approved: true, dispatchTypeId: 3 }, 'saleId'],
      [{ dispatchTypeId: 1 }, 'approved'],
    ];
    for (const [payload, field] of cases) {
      const response = await approve('truongnhom', id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        response
          .json<{ details: { fields: { field: string }[] } }>()
          .details.fields.map((f) => f.field),
      ).toContain(field);
    }
    expect((await approve('truongnhom', 999_999, { approved: false })).statusCode).toBe(404);
  });
});

describe('sources and tags', () => {
  it('lists the sources and the tags for the pickers', async () => {
    const sources = await t.app.inject({
      method: 'GET',
      url: '/api/v1/crm/customer/sources',
      headers: t.as('sale1'),
    });
    expect(sources.json<{ code: string }[]>().map((s) => s.code)).toContain('MARKETPLACE');
    const tags = await t.app.inject({
      method: 'GET',
      url: '/api/v1/crm/customer/tags',
      headers: t.as('ketoan'),
    });
    expect(tags.json<{ name: string }[]>().map((s) => s.name)).toContain('VIP');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/crm/customer/tags',
      headers: t.as('kho'),
    });
    expect(refused.statusCode).toBe(403);
  });
});
