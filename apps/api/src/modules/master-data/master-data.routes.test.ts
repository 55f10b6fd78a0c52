import {
  type Address,
  type CustomerType,
  DEFAULT_PARENT_CATEGORY_ID,
  ErrorCode,
  type KiotvietProduct,
  type MisaInventoryItem,
  OWNER_SELLER_IDS,
  SELLER_PRIORITY_CUTOFF,
  type Seller,
  type Warehouse,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORY, DEMO_INVENTORY_ITEMS, DEMO_SELLERS } from '../../demo-data/master-data';
import { testKit } from '../../test/test-app';

const kit = testKit(['giamdoc', 'ketoan', 'marketing', 'hanhchinh', 'kho', 'sale1']);

function get(url: string, username: string, headers: Record<string, string> = {}) {
  return kit.app.inject({
    method: 'GET',
    url,
    headers: { ...kit.as(username), ...headers },
  });
}

describe('GET /api/v1/thuocsi/seller/status/active', () => {
  const url = '/api/v1/thuocsi/seller/status/active';

  it('gives the board the active sellers up to priority 10, by priority, owners marked', async () => {
    const response = await get(url, 'giamdoc');
    expect(response.statusCode).toBe(200);
    const sellers = response.json<Seller[]>();

    const expected = DEMO_SELLERS.filter(
      (s) => s.status === 'ACTIVE' && s.priority <= SELLER_PRIORITY_CUTOFF,
    );
    expect(sellers).toHaveLength(expected.length);
    expect(sellers.every((s) => s.priority <= SELLER_PRIORITY_CUTOFF)).toBe(true);
    expect(sellers.every((s) => s.status === 'ACTIVE')).toBe(true);
    const priorities = sellers.map((s) => s.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));

    const owners = sellers.filter((s) => s.isOwner).map((s) => s.idf);
    expect(owners.sort()).toEqual([...OWNER_SELLER_IDS].sort());
    expect(sellers.find((s) => s.idf === 2010)).toMatchObject({
      code: expect.any(String),
      name: expect.any(String),
      isOwner: true,
    });
  });

  it('leaves out the sellers above the cut-off and the inactive ones', async () => {
    const sellers = (await get(url, 'marketing')).json<Seller[]>();
    const shown = new Set(sellers.map((s) => s.idf));
    const aboveCutoff = DEMO_SELLERS.filter((s) => s.priority > SELLER_PRIORITY_CUTOFF);
    const inactive = DEMO_SELLERS.filter((s) => s.status === 'INACTIVE');
    expect(aboveCutoff.length).toBeGreaterThanOrEqual(4);
    expect(inactive).toHaveLength(2);
    for (const seller of [...aboveCutoff, ...inactive]) expect(shown.has(seller.idf)).toBe(false);
  });

  it('refuses a sale', async () => {
    const response = await get(url, 'sale1');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: ErrorCode.FORBIDDEN });
  });
});

describe('GET /api/v1/thuocsi/warehouse', () => {
  it('lists the warehouses to any signed-in user, for the warehouse chat', async () => {
    for (const username of ['kho', 'sale1', 'giamdoc']) {
      const response = await get('/api/v1/thuocsi/warehouse', username);
      expect(response.statusCode).toBe(200);
      const warehouses = response.json<Warehouse[]>();
      expect(warehouses).toHaveLength(4);
      expect(warehouses.map((w) => w.province)).toEqual(
        expect.arrayContaining(['Thành phố Hồ Chí Minh', 'Thành phố Hà Nội']),
      );
      expect(warehouses[0]).toEqual({
        code: expect.any(String),
        name: expect.any(String),
        address: expect.any(String),
        province: expect.any(String),
        active: true,
      });
    }
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/v1/thuocsi/warehouse' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/kiotviet/product/find-by-parent-category', () => {
  const url = '/api/v1/kiotviet/product/find-by-parent-category';
  const medicineTree: number[] = [
    DEMO_CATEGORY.MEDICINE,
    DEMO_CATEGORY.PRESCRIPTION,
    DEMO_CATEGORY.ANTIBIOTIC,
    DEMO_CATEGORY.OVER_THE_COUNTER,
    DEMO_CATEGORY.SUPPLEMENT,
  ];

  it('by default gives the products of category 1083487 and of every category below it', async () => {
    const response = await get(url, 'ketoan');
    expect(response.statusCode).toBe(200);
    const products = response.json<KiotvietProduct[]>();
    expect(products.length).toBeGreaterThanOrEqual(50);
    expect(
      products.every((p) => p.categoryId !== null && medicineTree.includes(p.categoryId)),
    ).toBe(true);
    // A grandchild category (antibiotics, under prescription medicines) is included too.
    expect(products.some((p) => p.categoryId === DEMO_CATEGORY.ANTIBIOTIC)).toBe(true);
    expect(products.some((p) => p.categoryId === DEMO_CATEGORY.MEDICAL_SUPPLIES)).toBe(false);

    const paracetamol = products.find((p) => p.name === 'Paracetamol 500mg');
    expect(paracetamol).toEqual({
      id: expect.any(Number),
      idf: expect.any(Number),
      code: expect.any(String),
      name: 'Paracetamol 500mg',
      unit: 'Hộp',
      image: null,
      active: true,
      deleted: false,
      categoryId: DEMO_CATEGORY.OVER_THE_COUNTER,
      categoryName: 'Thuốc không kê đơn',
      msPrivateSkus: ['VT-PARA500', 'VT-PARA500-V'],
    });
    expect(products.some((p) => p.msPrivateSkus.length === 0)).toBe(true);
    expect(products.some((p) => !p.active)).toBe(true);
    expect(products.some((p) => p.deleted)).toBe(true);

    const explicit = await get(`${url}?parentCategoryId=${DEFAULT_PARENT_CATEGORY_ID}`, 'ketoan');
    expect(explicit.json()).toEqual(products);
  });

  it('gives only the subtree of the category asked for', async () => {
    const antibiotics = (
      await get(`${url}?parentCategoryId=${DEMO_CATEGORY.ANTIBIOTIC}`, 'giamdoc')
    ).json<KiotvietProduct[]>();
    expect(antibiotics.length).toBeGreaterThan(0);
    expect(antibiotics.every((p) => p.categoryId === DEMO_CATEGORY.ANTIBIOTIC)).toBe(true);
    expect(antibiotics.map((p) => p.name)).toContain('Amoxicillin 500mg');

    const supplies = (
      await get(`${url}?parentCategoryId=${DEMO_CATEGORY.MEDICAL_SUPPLIES}`, 'hanhchinh')
    ).json<KiotvietProduct[]>();
    expect(supplies.length).toBeGreaterThan(0);
    expect(supplies.every((p) => p.categoryName === 'Dụng cụ y tế')).toBe(true);

    const unknown = await get(`${url}?parentCategoryId=999999`, 'giamdoc');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
  });

  it('refuses a category id that is not a positive whole number, naming the field', async () => {
    for (const bad of ['abc', '0', '-5', '1.5', '']) {
      const response = await get(`${url}?parentCategoryId=${bad}`, 'ketoan');
      expect(response.statusCode, bad).toBe(400);
      const body = response.json<{ code: string; details: { fields: { field: string }[] } }>();
      expect(body.code).toBe(ErrorCode.VALIDATION_ERROR);
      expect(body.details.fields.map((f) => f.field)).toEqual(['parentCategoryId']);
    }
  });

  it('refuses marketing', async () => {
    expect((await get(url, 'marketing')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/misa/inventory-item', () => {
  const url = '/api/v1/misa/inventory-item';

  it('gives accounting the items in use, none of the inactive ones', async () => {
    const response = await get(url, 'ketoan');
    expect(response.statusCode).toBe(200);
    const items = response.json<MisaInventoryItem[]>();
    expect(items).toHaveLength(DEMO_INVENTORY_ITEMS.filter((i) => !i.inactive).length);
    expect(items.every((i) => !i.inactive)).toBe(true);
    const codes = new Set(items.map((i) => i.inventoryItemCode));
    for (const retired of DEMO_INVENTORY_ITEMS.filter((i) => i.inactive)) {
      expect(codes.has(retired.inventoryItemCode)).toBe(false);
    }
    expect(items.find((i) => i.inventoryItemCode === 'VT-PARA500')).toEqual({
      idf: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      inventoryItemCode: 'VT-PARA500',
      inventoryItemName: 'Paracetamol 500mg',
      unit: 'Hộp',
      inactive: false,
    });
  });

  it('refuses a sale', async () => {
    expect((await get(url, 'sale1')).statusCode).toBe(403);
  });
});

describe('GET /api/v1/crm/address', () => {
  const url = '/api/v1/crm/address';

  it('gives every ward of the country with its district and province, in code order', async () => {
    const response = await get(url, 'sale1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const wards = response.json<Address[]>();
    expect(wards).toHaveLength(10_047);
    const fields = [
      'id',
      'wardCode',
      'wardName',
      'districtCode',
      'districtName',
      'provinceCode',
      'provinceName',
    ] as const;
    const incomplete = wards.filter((w) => fields.some((f) => typeof w[f] !== 'string' || !w[f]));
    expect(incomplete).toEqual([]);
    expect(new Set(wards.map((w) => w.provinceCode)).size).toBe(63);

    expect(wards.find((w) => w.wardCode === '26734')).toEqual({
      id: '26734',
      wardCode: '26734',
      wardName: 'Phường Tân Định',
      districtCode: '760',
      districtName: 'Quận 1',
      provinceCode: '79',
      provinceName: 'Thành phố Hồ Chí Minh',
    });
    expect(wards[0]).toMatchObject({
      wardName: 'Phường Phúc Xá',
      provinceName: 'Thành phố Hà Nội',
    });
    const keys = wards.map((w) => `${w.provinceCode}${w.districtCode}${w.wardCode}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('lets the browser keep it a day and answers 304 when its copy is current', async () => {
    const first = await get(url, 'ketoan');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('private, max-age=86400');

    const again = await get(url, 'hanhchinh', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const weakInAList = await get(url, 'ketoan', { 'if-none-match': `"old", W/${String(etag)}` });
    expect(weakInAList.statusCode).toBe(304);

    const stale = await get(url, 'ketoan', { 'if-none-match': '"not-the-current-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<Address[]>()).toHaveLength(10_047);
  });

  it('refuses the warehouse staff, even with a current copy named', async () => {
    const etag = String((await get(url, 'sale1')).headers.etag);
    const response = await get(url, 'kho', { 'if-none-match': etag });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/v1/crm/customer/types', () => {
  it('lists the customer types by their Vietnamese names', async () => {
    const response = await get('/api/v1/crm/customer/types', 'sale1');
    expect(response.statusCode).toBe(200);
    const types = response.json<CustomerType[]>();
    expect(types.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Nhà thuốc', 'Quầy thuốc', 'Phòng khám', 'Bệnh viện']),
    );
    expect(types[0]).toEqual({ id: expect.any(Number), code: 'PHARMACY', name: 'Nhà thuốc' });
  });

  it('refuses marketing', async () => {
    expect((await get('/api/v1/crm/customer/types', 'marketing')).statusCode).toBe(403);
  });
});

describe('every master list the browser keeps', () => {
  it.each([
    ['/api/v1/thuocsi/seller/status/active', 'giamdoc'],
    ['/api/v1/thuocsi/warehouse', 'kho'],
    ['/api/v1/kiotviet/product/find-by-parent-category', 'ketoan'],
    ['/api/v1/misa/inventory-item', 'ketoan'],
    ['/api/v1/crm/address', 'sale1'],
    ['/api/v1/crm/customer/types', 'sale1'],
    ['/api/v1/crm/user', 'marketing'],
  ])(
    '%s answers its tag, and 304 with no body while the copy named is current',
    async (url, user) => {
      const first = await get(url, user);
      expect(first.statusCode).toBe(200);
      expect(first.json<unknown[]>().length).toBeGreaterThan(0);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]{32}"$/);

      const again = await get(url, user, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const stale = await get(url, user, { 'if-none-match': '"an-older-copy"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    },
  );

  it('gives the users list a new tag when a user changes, so a kept copy is replaced', async () => {
    const url = '/api/v1/crm/user';
    const before = await get(url, 'sale1');
    const etag = String(before.headers.etag);
    await kit.app.ctx.db.execute(
      sql`update users set full_name = 'Nguyễn Văn Mới Đổi Tên' where username = 'sale2'`,
    );
    const after = await get(url, 'sale1', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<{ fullName: string }[]>().map((u) => u.fullName)).toContain(
      'Nguyễn Văn Mới Đổi Tên',
    );
  });
});
