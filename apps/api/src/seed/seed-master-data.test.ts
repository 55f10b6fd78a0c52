import { readFileSync } from 'node:fs';
import { OWNER_SELLER_IDS, SELLER_PRIORITY_CUTOFF } from '@backoffice/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import type { Database } from '../db/client';
import {
  DEMO_CATEGORIES,
  DEMO_CATEGORY,
  DEMO_INVENTORY_ITEMS,
  DEMO_PRODUCTS,
  DEMO_SELLERS,
} from '../demo-data/master-data';
import {
  addressDistricts,
  addressProvinces,
  addressWards,
  customerTypes,
  kiotvietCategories,
  kiotvietProducts,
  misaInventoryItems,
  thuocsiSellers,
  thuocsiWarehouses,
} from '../db/schema/index';
import { seedDemoMasterData, seedReferenceData } from './seed';
import { adminUnitsFile, parseAdminUnits } from './reference-data/admin-units';

const tables = {
  addressProvinces,
  addressDistricts,
  addressWards,
  customerTypes,
  thuocsiSellers,
  thuocsiWarehouses,
  kiotvietCategories,
  kiotvietProducts,
  misaInventoryItems,
};

async function counts(db: Database): Promise<Record<keyof typeof tables, number>> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof tables, number>;
}

describe('the address seed file', () => {
  it('holds the 63 provinces, 696 districts and 10,047 wards and cites its source', () => {
    const text = readFileSync(adminUnitsFile(), 'utf8');
    expect(text.split('\n')[0]).toMatch(/^# .*General Statistics Office.*01\/03\/2025/);
    const units = parseAdminUnits(text);
    expect(units.provinces).toHaveLength(63);
    expect(units.districts).toHaveLength(696);
    expect(units.wards).toHaveLength(10_047);
    expect(new Set(units.wards.map((w) => w.code)).size).toBe(10_047);
  });
});

describe('the demo master data', () => {
  it('has the owner sellers, sellers above the cut-off, inactive sellers and a category tree', () => {
    for (const idf of OWNER_SELLER_IDS) expect(DEMO_SELLERS.some((s) => s.idf === idf)).toBe(true);
    expect(
      DEMO_SELLERS.filter((s) => s.priority > SELLER_PRIORITY_CUTOFF).length,
    ).toBeGreaterThanOrEqual(4);
    expect(DEMO_SELLERS.filter((s) => s.status === 'INACTIVE')).toHaveLength(2);
    expect(DEMO_CATEGORIES.filter((c) => c.parentId === null)).toHaveLength(2);
    const outside = DEMO_PRODUCTS.filter((p) => p.categoryId === DEMO_CATEGORY.MEDICAL_SUPPLIES);
    expect(DEMO_PRODUCTS.length - outside.length).toBeGreaterThanOrEqual(55);
    expect(outside.length).toBeGreaterThanOrEqual(10);
    expect(DEMO_INVENTORY_ITEMS.length).toBeGreaterThanOrEqual(75);
  });
});

describe('seeding the master data', () => {
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const test = await createTestApp();
    db = test.app.ctx.db;
    close = test.close;
  });
  afterAll(async () => close());

  it('adds nothing when run again', async () => {
    const before = await counts(db);
    expect(before).toMatchObject({
      addressProvinces: 63,
      addressDistricts: 696,
      addressWards: 10_047,
      thuocsiSellers: DEMO_SELLERS.length,
      kiotvietProducts: DEMO_PRODUCTS.length,
      misaInventoryItems: DEMO_INVENTORY_ITEMS.length,
    });

    await seedReferenceData(db);
    expect(await seedDemoMasterData(db)).toBe(0);
    expect(await counts(db)).toEqual(before);
  });

  it('puts back missing wards and keeps what was changed', async () => {
    await db.delete(addressWards).where(eq(addressWards.code, '26734'));
    await db
      .update(thuocsiSellers)
      .set({ priority: 42 })
      .where(eq(thuocsiSellers.idf, DEMO_SELLERS[2]?.idf ?? 0));

    await seedReferenceData(db);
    expect(await seedDemoMasterData(db)).toBe(0);

    const [ward] = await db.select().from(addressWards).where(eq(addressWards.code, '26734'));
    expect(ward).toEqual({
      code: '26734',
      districtCode: '760',
      name: 'Phường Tân Định',
      type: 'Phường',
    });
    const [seller] = await db
      .select({ priority: thuocsiSellers.priority })
      .from(thuocsiSellers)
      .where(eq(thuocsiSellers.idf, DEMO_SELLERS[2]?.idf ?? 0));
    expect(seller?.priority).toBe(42);
  });
});

describe('a database without demo data (production)', () => {
  it('still gets the address tree and the customer types, and no demo master data', async () => {
    const { app, close } = await createTestApp({ config: { seedDemo: false } });
    try {
      expect(await counts(app.ctx.db)).toMatchObject({
        addressWards: 10_047,
        thuocsiSellers: 0,
        thuocsiWarehouses: 0,
        kiotvietProducts: 0,
        misaInventoryItems: 0,
      });
      expect((await counts(app.ctx.db)).customerTypes).toBeGreaterThanOrEqual(6);
    } finally {
      await close();
    }
  });
});
