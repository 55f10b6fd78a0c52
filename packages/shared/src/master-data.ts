// The master data every screen loads once and keeps: sellers, warehouses, retail products, accounting
// items, the address tree and customer types (spec sections 3 and 7).
import { z } from 'zod';
import { decimal } from './numbers';
import { DEFAULT_PARENT_CATEGORY_ID } from './constants';

export const SellerStatus = { ACTIVE: 'ACTIVE', INACTIVE: 'INACTIVE' } as const;
export type SellerStatus = (typeof SellerStatus)[keyof typeof SellerStatus];

/** A thuocsi marketplace seller; isOwner marks the company's own seller accounts. */
export const Seller = z
  .object({
    idf: z.number().int(),
    code: z.string(),
    name: z.string(),
    priority: z.number().int(),
    status: z.string(),
    isOwner: z.boolean(),
  })
  .meta({ id: 'Seller' });
export type Seller = z.infer<typeof Seller>;

export const Warehouse = z
  .object({
    code: z.string(),
    name: z.string(),
    address: z.string(),
    province: z.string(),
    active: z.boolean(),
  })
  .meta({ id: 'Warehouse' });
export type Warehouse = z.infer<typeof Warehouse>;

/** A KiotViet retail product; msPrivateSkus are the MISA inventory item codes it is mapped to. */
export const KiotvietProduct = z
  .object({
    id: z.number().int(),
    idf: z.number().int(),
    code: z.string(),
    name: z.string(),
    unit: z.string(),
    image: z.string().nullable(),
    active: z.boolean(),
    deleted: z.boolean(),
    categoryId: z.number().int().nullable(),
    categoryName: z.string().nullable(),
    msPrivateSkus: z.array(z.string()),
  })
  .meta({ id: 'KiotvietProduct' });
export type KiotvietProduct = z.infer<typeof KiotvietProduct>;

export const KiotvietProductQuery = z.object({
  parentCategoryId: decimal(
    z
      .number({ error: 'Mã nhóm hàng phải là số nguyên dương.' })
      .int('Mã nhóm hàng phải là số nguyên dương.')
      .positive('Mã nhóm hàng phải là số nguyên dương.')
      .max(2_147_483_647, 'Mã nhóm hàng không hợp lệ.'),
  ).default(DEFAULT_PARENT_CATEGORY_ID),
});
export type KiotvietProductQuery = z.infer<typeof KiotvietProductQuery>;

/** A MISA accounting inventory item (vật tư hàng hóa); idf is MISA's own id (a GUID). */
export const MisaInventoryItem = z
  .object({
    idf: z.string(),
    inventoryItemCode: z.string(),
    inventoryItemName: z.string(),
    unit: z.string(),
    inactive: z.boolean(),
  })
  .meta({ id: 'MisaInventoryItem' });
export type MisaInventoryItem = z.infer<typeof MisaInventoryItem>;

/** One ward of the province/district/ward tree, with its district and province; id is the ward code. */
export const Address = z
  .object({
    id: z.string(),
    wardCode: z.string(),
    wardName: z.string(),
    districtCode: z.string(),
    districtName: z.string(),
    provinceCode: z.string(),
    provinceName: z.string(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof Address>;

export const CustomerType = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
  })
  .meta({ id: 'CustomerType' });
export type CustomerType = z.infer<typeof CustomerType>;
