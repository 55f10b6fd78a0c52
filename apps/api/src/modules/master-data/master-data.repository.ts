import { SellerStatus } from '@backoffice/shared';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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
} from '../../db/schema/index';

const sellerColumns = {
  idf: thuocsiSellers.idf,
  code: thuocsiSellers.code,
  name: thuocsiSellers.name,
  priority: thuocsiSellers.priority,
  status: thuocsiSellers.status,
};

/** Active sellers up to this priority, the most important first. */
export async function listActiveSellers(db: Database, maxPriority: number) {
  return db
    .select(sellerColumns)
    .from(thuocsiSellers)
    .where(
      and(
        eq(thuocsiSellers.status, SellerStatus.ACTIVE),
        lte(thuocsiSellers.priority, maxPriority),
      ),
    )
    .orderBy(asc(thuocsiSellers.priority), asc(thuocsiSellers.name), asc(thuocsiSellers.idf));
}

/** The seller of this idf (thuocsi's seller id), whatever its status and priority. */
export async function findSellerByIdf(db: Database, idf: number) {
  const [row] = await db
    .select(sellerColumns)
    .from(thuocsiSellers)
    .where(eq(thuocsiSellers.idf, idf));
  return row;
}

export async function listWarehouses(db: Database) {
  return db
    .select({
      code: thuocsiWarehouses.code,
      name: thuocsiWarehouses.name,
      address: thuocsiWarehouses.address,
      province: thuocsiWarehouses.province,
      active: thuocsiWarehouses.active,
    })
    .from(thuocsiWarehouses)
    .orderBy(asc(thuocsiWarehouses.code));
}

/** The products of a category and of every category below it, however deep. */
export async function listProductsUnderCategory(db: Database, parentCategoryId: number) {
  const categoryTree = sql`(
    with recursive tree (id) as (
      select ${kiotvietCategories.id} from ${kiotvietCategories}
      where ${kiotvietCategories.id} = ${parentCategoryId}
      union
      select child.id from ${kiotvietCategories} as child join tree on child.parent_id = tree.id
    )
    select id from tree
  )`;
  return db
    .select({
      id: kiotvietProducts.id,
      idf: kiotvietProducts.idf,
      code: kiotvietProducts.code,
      name: kiotvietProducts.name,
      unit: kiotvietProducts.unit,
      image: kiotvietProducts.image,
      active: kiotvietProducts.active,
      deleted: kiotvietProducts.deleted,
      categoryId: kiotvietProducts.categoryId,
      categoryName: kiotvietCategories.name,
      msPrivateSkus: kiotvietProducts.msPrivateSkus,
    })
    .from(kiotvietProducts)
    .leftJoin(kiotvietCategories, eq(kiotvietCategories.id, kiotvietProducts.categoryId))
    .where(sql`${kiotvietProducts.categoryId} in ${categoryTree}`)
    .orderBy(asc(kiotvietProducts.name), asc(kiotvietProducts.id));
}

export async function listActiveInventoryItems(db: Database) {
  return db
    .select({
      idf: misaInventoryItems.idf,
      inventoryItemCode: misaInventoryItems.inventoryItemCode,
      inventoryItemName: misaInventoryItems.inventoryItemName,
      unit: misaInventoryItems.unit,
      inactive: misaInventoryItems.inactive,
    })
    .from(misaInventoryItems)
    .where(eq(misaInventoryItems.inactive, false))
    .orderBy(asc(misaInventoryItems.inventoryItemCode));
}

/** Every ward with its district and province, in code order. */
export async function listAddresses(db: Database) {
  return db
    .select({
      id: addressWards.code,
      wardCode: addressWards.code,
      wardName: addressWards.name,
      districtCode: addressDistricts.code,
      districtName: addressDistricts.name,
      provinceCode: addressProvinces.code,
      provinceName: addressProvinces.name,
    })
    .from(addressWards)
    .innerJoin(addressDistricts, eq(addressDistricts.code, addressWards.districtCode))
    .innerJoin(addressProvinces, eq(addressProvinces.code, addressDistricts.provinceCode))
    .orderBy(asc(addressProvinces.code), asc(addressDistricts.code), asc(addressWards.code));
}

export async function listCustomerTypes(db: Database) {
  return db
    .select({ id: customerTypes.id, code: customerTypes.code, name: customerTypes.name })
    .from(customerTypes)
    .orderBy(asc(customerTypes.id));
}
