// KiotViet public API records (https://public.kiotapi.com): categories and products as it lists them.
import { z } from 'zod';

export const KvCategoryRecord = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int().nullable().optional(),
  categoryName: z.string(),
  retailerId: z.number().int().optional(),
  modifiedDate: z.string().nullable().optional(),
  createdDate: z.string().optional(),
});
export type KvCategoryRecord = z.infer<typeof KvCategoryRecord>;

export const KvProductRecord = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  fullName: z.string().optional(),
  categoryId: z.number().int().nullable().optional(),
  categoryName: z.string().optional(),
  unit: z.string().nullable().optional(),
  images: z.array(z.string()).nullable().optional(),
  isActive: z.boolean(),
  modifiedDate: z.string().nullable().optional(),
  createdDate: z.string().optional(),
});
export type KvProductRecord = z.infer<typeof KvProductRecord>;

/** A list answer: total, the page, and with includeRemoveIds the ids removed since lastModifiedFrom. */
export function kvListResponse<T extends z.ZodType>(record: T) {
  return z.object({
    total: z.number().int(),
    pageSize: z.number().int(),
    data: z.array(record),
    removeId: z.array(z.number().int()).nullable().optional(),
    timestamp: z.string().optional(),
  });
}

export const KvTokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.number(),
  token_type: z.string(),
});

export const KIOTVIET_RECORDS = {
  categories: KvCategoryRecord,
  products: KvProductRecord,
} as const;
export type KiotvietEntity = keyof typeof KIOTVIET_RECORDS;
export type KiotvietRecord<E extends KiotvietEntity> = z.infer<(typeof KIOTVIET_RECORDS)[E]>;

/** KiotViet serves at most 100 rows per page. */
export const KIOTVIET_PAGE_SIZE = 100;
