// MISA AMIS accounting open API (actopen) records: dictionaries and sales vouchers, snake_case.
import { z } from 'zod';

/** Every answer: Data is a JSON text (parsed again), ErrorCode set when Success is false. */
export const MisaEnvelope = z.object({
  Success: z.boolean(),
  ErrorCode: z.string().nullable().optional(),
  ErrorMessage: z.string().nullable().optional(),
  Data: z.string().nullable().optional(),
});

export const MisaTokenData = z.object({
  access_token: z.string().min(1),
  expired_time: z.string().optional(),
});

export const MisaInventoryItemRecord = z.object({
  dictionary_type: z.number().int().optional(),
  inventory_item_id: z.string(),
  inventory_item_code: z.string(),
  inventory_item_name: z.string(),
  unit_name: z.string().nullable().optional(),
  inactive: z.boolean(),
  modified_date: z.string().nullable().optional(),
});
export type MisaInventoryItemRecord = z.infer<typeof MisaInventoryItemRecord>;

export const MisaVoucherRecord = z.object({
  voucher_type: z.number().int().optional(),
  refid: z.string(),
  refno_finance: z.string(),
  refdate: z.string(),
  account_object_name: z.string().nullable().optional(),
  journal_memo: z.string().nullable().optional(),
  total_amount: z.number(),
  modified_date: z.string().nullable().optional(),
});
export type MisaVoucherRecord = z.infer<typeof MisaVoucherRecord>;

export const MISA_RECORDS = {
  inventoryItems: MisaInventoryItemRecord,
  vouchers: MisaVoucherRecord,
} as const;
export type MisaEntity = keyof typeof MISA_RECORDS;
export type MisaRecord<E extends MisaEntity> = z.infer<(typeof MISA_RECORDS)[E]>;

/** get_dictionary data_type of inventory items (vật tư hàng hóa). */
export const MISA_DATA_TYPE_INVENTORY_ITEM = 2;
/** voucher_type of sales vouchers (chứng từ bán hàng). */
export const MISA_VOUCHER_TYPE_SALE = 13;
/** MISA pages dictionaries with skip/take, at most this many per call. */
export const MISA_TAKE = 1000;
