// Per sale and customer (DOMAIN.md CRM): the pipeline state, the sale's own category and the
// action flags (PIN, HIDE, DO_NOT_CALL), and the sale's categories themselves.
import { z } from 'zod';
import { positiveId } from './common';
import { PipelineState } from './customers';

const id = positiveId;

/** One sale's view of one customer. */
export const SaleCustomer = z
  .object({
    customerId: z.number().int(),
    saleId: z.number().int(),
    state: z.enum(PipelineState).nullable(),
    categoryId: z.number().int().nullable(),
    categoryName: z.string().nullable(),
    pinned: z.boolean(),
    hidden: z.boolean(),
    doNotCall: z.boolean(),
    /** ISO time of the last change, null when nothing was ever set. */
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'SaleCustomer' });
export type SaleCustomer = z.infer<typeof SaleCustomer>;

/** GET /api/v1/crm/customer/{id}/of-sale?saleId=: the caller's own by default. */
export const SaleCustomerQuery = z.object({ saleId: id('Nhân viên').optional() });
export type SaleCustomerQuery = z.infer<typeof SaleCustomerQuery>;

/**
 * POST /api/v1/crm/customer/sale-customer/state: sets the pipeline state and/or puts the customer
 * in one of the caller's categories (categoryId null takes it out). At least one of the two.
 */
export const SaleCustomerStateUpdate = z
  .strictObject({
    customerId: id('Mã khách hàng'),
    state: z.enum(PipelineState, { error: 'Trạng thái không hợp lệ.' }).optional(),
    categoryId: id('Phân loại').nullable().optional(),
  })
  .refine((body) => body.state !== undefined || body.categoryId !== undefined, {
    path: ['state'],
    message: 'Vui lòng chọn trạng thái hoặc phân loại.',
  })
  .meta({ id: 'SaleCustomerStateUpdate' });
export type SaleCustomerStateUpdate = z.infer<typeof SaleCustomerStateUpdate>;

export const CustomerAction = { PIN: 'PIN', HIDE: 'HIDE', DO_NOT_CALL: 'DO_NOT_CALL' } as const;
export type CustomerAction = (typeof CustomerAction)[keyof typeof CustomerAction];
export const CUSTOMER_ACTION_LABELS: Record<CustomerAction, { on: string; off: string }> = {
  PIN: { on: 'Ghim', off: 'Bỏ ghim' },
  HIDE: { on: 'Ẩn', off: 'Bỏ ẩn' },
  DO_NOT_CALL: { on: 'Không gọi', off: 'Cho phép gọi' },
};

/** POST /api/v1/crm/customer/do-action: the caller's own flag on a customer they can see. */
export const CustomerActionRequest = z
  .strictObject({
    customerId: id('Mã khách hàng'),
    action: z.enum(CustomerAction, { error: 'Thao tác phải là PIN, HIDE hoặc DO_NOT_CALL.' }),
    flag: z.boolean({ error: 'flag phải là true hoặc false.' }),
  })
  .meta({ id: 'CustomerActionRequest' });
export type CustomerActionRequest = z.infer<typeof CustomerActionRequest>;

export const CATEGORY_NAME_MAX = 60;

/** A sale's own folder of customers. */
export const SaleCustomerCategory = z
  .object({
    id: z.number().int(),
    saleId: z.number().int(),
    name: z.string(),
    /** A colour name of Ant Design's tag presets or #rrggbb; null for the default. */
    color: z.string().nullable(),
    /** How many of the sale's customers are in it. */
    customers: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SaleCustomerCategory' });
export type SaleCustomerCategory = z.infer<typeof SaleCustomerCategory>;

/** POST /api/v1/crm/customer/sale-customer-category (create) or .../{id} (rename, recolour). */
export const SaveSaleCustomerCategory = z
  .strictObject({
    name: z
      .string({ error: 'Vui lòng nhập tên phân loại.' })
      .trim()
      .min(1, 'Vui lòng nhập tên phân loại.')
      .max(CATEGORY_NAME_MAX, `Tên phân loại tối đa ${CATEGORY_NAME_MAX} ký tự.`),
    color: z
      .string()
      .trim()
      .regex(/^(#[0-9a-fA-F]{6}|[a-z-]{3,20})$/, 'Màu không hợp lệ.')
      .nullish()
      .transform((value) => value ?? null),
  })
  .meta({ id: 'SaveSaleCustomerCategory' });
export type SaveSaleCustomerCategory = z.infer<typeof SaveSaleCustomerCategory>;
export type SaveSaleCustomerCategoryInput = z.input<typeof SaveSaleCustomerCategory>;

export const CategoryIdParams = z.object({ id: id('Mã phân loại') });
export type CategoryIdParams = z.infer<typeof CategoryIdParams>;
