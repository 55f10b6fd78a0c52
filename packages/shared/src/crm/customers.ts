// CRM customers (spec sections 3, 4 and 7; DOMAIN.md CRM): the customer, the search payload of the
// three collections, create/update, delete, phone check, approval and dig.
import { z } from 'zod';
import { SortOrder } from '../common';
import { optionalText, positiveId } from './common';
import { PageQuery, pageOf } from '../paging';
import { optionalPhoneSchema, phoneSchema } from '../validation';

/**
 * Where a customer lives. OWNED: a sale owns it (the owner's "mine"). POOL: no owner, released or
 * recycled, any sale may dig it. OCEAN: no owner and never distributed (e.g. a marketplace buyer
 * brought in by the sync). The ocean search lists every customer of every collection, read-only.
 */
export const CustomerCollection = { OWNED: 'OWNED', POOL: 'POOL', OCEAN: 'OCEAN' } as const;
export type CustomerCollection = (typeof CustomerCollection)[keyof typeof CustomerCollection];
export const CUSTOMER_COLLECTION_LABELS: Record<CustomerCollection, string> = {
  OWNED: 'Đã có người phụ trách',
  POOL: 'Kho khách chung',
  OCEAN: 'Chưa phân bổ',
};

/** A customer created by a sale waits for a leader's approval; a rejected one is soft-deleted. */
export const ApprovalStatus = {
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
} as const;
export type ApprovalStatus = (typeof ApprovalStatus)[keyof typeof ApprovalStatus];
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  PENDING: 'Chờ duyệt',
  APPROVED: 'Đã duyệt',
  REJECTED: 'Từ chối',
};

/** The three lists of the customer screen, each a POST of the search payload. */
export const CustomerListKind = { MY: 'my', IN_POOL: 'in-pool', IN_OCEAN: 'in-ocean' } as const;
export type CustomerListKind = (typeof CustomerListKind)[keyof typeof CustomerListKind];

/** Per sale and customer: the pipeline state (DOMAIN.md). */
export const PipelineState = {
  NEW: 'NEW',
  CONTACTED: 'CONTACTED',
  INTERESTED: 'INTERESTED',
  ORDERED: 'ORDERED',
  LOST: 'LOST',
} as const;
export type PipelineState = (typeof PipelineState)[keyof typeof PipelineState];
export const PIPELINE_STATE_LABELS: Record<PipelineState, string> = {
  NEW: 'Mới',
  CONTACTED: 'Đã liên hệ',
  INTERESTED: 'Quan tâm',
  ORDERED: 'Đã đặt hàng',
  LOST: 'Không thành công',
};

/** How to sort a customer list; every order ends on the id, so paging is stable. */
export const CustomerSortField = {
  ID: 'id',
  NAME: 'name',
  CODE: 'code',
  CREATED_AT: 'createdAt',
  UPDATED_AT: 'updatedAt',
  LAST_INTERACTION_AT: 'lastInteractionAt',
} as const;
export type CustomerSortField = (typeof CustomerSortField)[keyof typeof CustomerSortField];

/**
 * Lists count matches up to this many; a larger count is answered as this number with
 * `totalCapped: true` (counting every match among a million customers is slow): refine the search.
 */
export const CUSTOMER_COUNT_CAP = 1_000;

/**
 * The most customers one Excel export holds: read page by page (PAGE_SIZE_MAX rows each, past the
 * capped count) until a page comes back short or this many are in; beyond it, the file says so.
 */
export const CUSTOMER_EXPORT_MAX = 50_000;

export const CUSTOMER_NAME_MAX = 200;
export const CUSTOMER_TAG_MAX = 40;
export const CUSTOMER_TAGS_MAX = 20;

const id = positiveId;

const idList = (label: string) =>
  z.array(id(label)).max(200, `Chọn tối đa 200 ${label.toLowerCase()}.`);

const code = (label: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `Mã ${label} chỉ gồm chữ số.`)
    .max(max, `Mã ${label} không hợp lệ.`);

/** One code or a list of codes; always read as a list. */
const codeList = (label: string, max: number) =>
  z
    .union([code(label, max), z.array(code(label, max)).max(200)])
    .transform((value) => (Array.isArray(value) ? value : [value]));

export const LocationCodes = z.strictObject({
  /** Province code(s) (2 digits), e.g. '79' for Hồ Chí Minh. */
  province: codeList('tỉnh/thành', 2).optional(),
  /** District code(s) (3 digits). */
  district: codeList('quận/huyện', 3).optional(),
  /** Ward code(s) (5 digits). */
  ward: codeList('phường/xã', 5).optional(),
});
export type LocationCodes = z.infer<typeof LocationCodes>;

const tagName = z
  .string()
  .trim()
  .min(1, 'Nhãn không được để trống.')
  .max(CUSTOMER_TAG_MAX, `Nhãn tối đa ${CUSTOMER_TAG_MAX} ký tự.`);

/**
 * The customer search payload of the spec (page zero-based), sent to `my`, `in-pool` and
 * `in-ocean`. Filters combine with AND; the values of one list filter with OR.
 */
export const CustomerSearch = PageQuery.extend({
  /** Without accents and with small typos: name, contact, phone, code, address. */
  filterText: z.string().trim().max(200, 'Từ khóa tìm kiếm tối đa 200 ký tự.').optional(),
  /** Customers carrying any of these tags. */
  tags: z.array(tagName).max(CUSTOMER_TAGS_MAX).optional(),
  /** Customer types (any of). */
  typeIds: idList('Loại khách hàng').optional(),
  locationCodes: LocationCodes.optional(),
  /** Sources (any of). */
  sourceIds: idList('Nguồn khách hàng').optional(),
  /** true: has ordered before (old); false: a new lead. */
  isOld: z.boolean().optional(),
  /** One customer type (read together with typeIds). */
  customerTypeId: id('Loại khách hàng').optional(),
  /** The owner (a sale). In `my`, only among the users the caller acts for. */
  saleId: id('Nhân viên').optional(),
  /** One of the caller's own categories (sale-customer-category). */
  customerCategoryId: id('Phân loại').optional(),
  /** Extra filters (not in the spec's payload). */
  state: z.enum(PipelineState).optional(),
  approvalStatus: z.enum(ApprovalStatus).optional(),
  /** Also list the customers the caller has hidden (HIDE action); by default they are left out. */
  includeHidden: z.boolean().optional(),
  sortField: z.enum(CustomerSortField).optional(),
  sortOrder: z.enum(SortOrder).optional(),
})
  .strict()
  .meta({ id: 'CustomerSearch' });
export type CustomerSearch = z.infer<typeof CustomerSearch>;
/** What a client sends (codes may be one string or a list). */
export type CustomerSearchInput = z.input<typeof CustomerSearch>;

/** A customer as lists and the detail show it. Times are ISO 8601 strings. */
export const Customer = z
  .object({
    id: z.number().int(),
    /** KH + 7 digits, given by the server. */
    code: z.string(),
    name: z.string(),
    contactName: z.string().nullable(),
    mobilePhone: z.string().nullable(),
    email: z.string().nullable(),
    /** Street and house number; the ward gives the rest of the address. */
    street: z.string().nullable(),
    wardCode: z.string().nullable(),
    wardName: z.string().nullable(),
    districtCode: z.string().nullable(),
    districtName: z.string().nullable(),
    provinceCode: z.string().nullable(),
    provinceName: z.string().nullable(),
    /** Street, ward, district, province joined for display. */
    fullAddress: z.string(),
    customerTypeId: z.number().int().nullable(),
    customerTypeName: z.string().nullable(),
    sourceId: z.number().int().nullable(),
    sourceName: z.string().nullable(),
    tags: z.array(z.string()),
    isOld: z.boolean(),
    note: z.string().nullable(),
    collection: z.enum(CustomerCollection),
    ownerId: z.number().int().nullable(),
    ownerName: z.string().nullable(),
    ownedSince: z.string().nullable(),
    approvalStatus: z.enum(ApprovalStatus),
    createdById: z.number().int().nullable(),
    createdByName: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastInteractionAt: z.string().nullable(),
    lastOrderAt: z.string().nullable(),
    /** The signed-in user's own view of the customer (sale-customer): state, category, actions. */
    state: z.enum(PipelineState).nullable(),
    categoryId: z.number().int().nullable(),
    categoryName: z.string().nullable(),
    pinned: z.boolean(),
    hidden: z.boolean(),
    doNotCall: z.boolean(),
    /** Whether the signed-in user may change it (edit, state, interactions, tasks, release). */
    editable: z.boolean(),
    /**
     * Whether GET /customer/{id} answers for the signed-in user: false for another sale's customer
     * listed in the ocean (a sale sees its name and owner there, not its detail).
     */
    openable: z.boolean(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof Customer>;

/** A phone number shown to who may not open its customer: `0903123417` → `0903***417`. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return '***';
  return `${phone.slice(0, 4)}***${phone.slice(-3)}`;
}

export const CustomerPage = pageOf(Customer)
  .extend({
    /** The true count is larger than `total` (= CUSTOMER_COUNT_CAP). */
    totalCapped: z.boolean(),
    /** No customer has every word as typed: these have the words corrected (small typos). */
    fuzzy: z.boolean(),
  })
  .meta({ id: 'CustomerPage' });
export type CustomerPage = z.infer<typeof CustomerPage>;

const customerFields = {
  name: z
    .string({ error: 'Vui lòng nhập tên khách hàng.' })
    .trim()
    .min(1, 'Vui lòng nhập tên khách hàng.')
    .max(CUSTOMER_NAME_MAX, `Tên khách hàng tối đa ${CUSTOMER_NAME_MAX} ký tự.`),
  contactName: optionalText('Tên người liên hệ', 120),
  /** 10 digits starting with 0, unique across all customers; empty means none. */
  mobilePhone: optionalPhoneSchema,
  email: z
    .string()
    .trim()
    .max(200, 'Email tối đa 200 ký tự.')
    .nullish()
    .transform((value) => (value == null || value === '' ? null : value))
    .refine((value) => value === null || z.email().safeParse(value).success, 'Email không hợp lệ.'),
  street: optionalText('Địa chỉ', 300),
  /** A ward of GET /api/v1/crm/address (its id). */
  wardCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Mã phường/xã gồm 5 chữ số.')
    .nullish()
    .transform((value) => value ?? null),
  customerTypeId: id('Loại khách hàng')
    .nullish()
    .transform((value) => value ?? null),
  sourceId: id('Nguồn khách hàng')
    .nullish()
    .transform((value) => value ?? null),
  tags: z
    .array(tagName)
    .max(CUSTOMER_TAGS_MAX, `Tối đa ${CUSTOMER_TAGS_MAX} nhãn.`)
    .transform((tags) => [...new Set(tags)]),
  isOld: z.boolean(),
  note: optionalText('Ghi chú', 2000),
};

/** POST /api/v1/crm/customer. A sale's new customer waits for a leader's approval. */
export const CreateCustomer = z
  .strictObject({
    ...customerFields,
    tags: customerFields.tags.default([]),
    isOld: customerFields.isOld.default(false),
  })
  .meta({ id: 'CreateCustomer' });
export type CreateCustomer = z.infer<typeof CreateCustomer>;
export type CreateCustomerInput = z.input<typeof CreateCustomer>;

/** POST /api/v1/crm/customer/{id}: the fields sent are changed, the others stay. */
export const UpdateCustomer = z
  .strictObject({
    name: customerFields.name.optional(),
    contactName: customerFields.contactName.optional(),
    mobilePhone: customerFields.mobilePhone.optional(),
    email: customerFields.email.optional(),
    street: customerFields.street.optional(),
    wardCode: customerFields.wardCode.optional(),
    customerTypeId: customerFields.customerTypeId.optional(),
    sourceId: customerFields.sourceId.optional(),
    tags: customerFields.tags.optional(),
    isOld: customerFields.isOld.optional(),
    note: customerFields.note.optional(),
  })
  .meta({ id: 'UpdateCustomer' });
export type UpdateCustomer = z.infer<typeof UpdateCustomer>;
export type UpdateCustomerInput = z.input<typeof UpdateCustomer>;

export const CustomerIdParams = z.object({ id: id('Mã khách hàng') });
export type CustomerIdParams = z.infer<typeof CustomerIdParams>;

const booleanParam = z
  .enum(['true', 'false', '1', '0'], { error: 'Giá trị phải là true hoặc false.' })
  .transform((value) => value === 'true' || value === '1');

/** DELETE /api/v1/crm/customer/{id}?owner=true releases to the pool; without it a leader deletes. */
export const DeleteCustomerQuery = z.object({ owner: booleanParam.optional() });
export type DeleteCustomerQuery = z.infer<typeof DeleteCustomerQuery>;

export const DeleteCustomerResult = z
  .object({
    id: z.number().int(),
    /** RELEASED: back in the pool; DELETED: soft-deleted (restorable by an administrator). */
    outcome: z.enum(['RELEASED', 'DELETED']),
  })
  .meta({ id: 'DeleteCustomerResult' });
export type DeleteCustomerResult = z.infer<typeof DeleteCustomerResult>;

/** GET /api/v1/crm/customer/validate-mobile-phone?mobilePhone=...&customerId=... */
export const ValidateMobilePhoneQuery = z.object({
  mobilePhone: phoneSchema,
  /** The customer being edited: its own number is not a clash. */
  customerId: id('Mã khách hàng').optional(),
});
export type ValidateMobilePhoneQuery = z.infer<typeof ValidateMobilePhoneQuery>;

export const ValidateMobilePhoneResult = z
  .object({
    mobilePhone: z.string(),
    /** No other customer has this number. */
    available: z.boolean(),
    /** Who has it, as far as the caller may know; null when available. */
    message: z.string().nullable(),
    /** The customer that has it, when the caller may see it; otherwise null. */
    customerId: z.number().int().nullable(),
    customerName: z.string().nullable(),
    ownerName: z.string().nullable(),
  })
  .meta({ id: 'ValidateMobilePhoneResult' });
export type ValidateMobilePhoneResult = z.infer<typeof ValidateMobilePhoneResult>;

/** dispatchTypeId of an approval: where the approved customer goes. */
export const DispatchType = { KEEP_WITH_CREATOR: 1, TO_POOL: 2, ASSIGN_TO_SALE: 3 } as const;
export type DispatchType = (typeof DispatchType)[keyof typeof DispatchType];
export const DISPATCH_TYPES: readonly {
  id: DispatchType;
  code: keyof typeof DispatchType;
  name: string;
}[] = [
  { id: DispatchType.KEEP_WITH_CREATOR, code: 'KEEP_WITH_CREATOR', name: 'Giao cho người tạo' },
  { id: DispatchType.TO_POOL, code: 'TO_POOL', name: 'Đưa vào kho khách chung' },
  { id: DispatchType.ASSIGN_TO_SALE, code: 'ASSIGN_TO_SALE', name: 'Giao cho nhân viên khác' },
];

/**
 * POST /api/v1/crm/customer/{id}/approve. approved=false rejects: the customer is soft-deleted.
 * dispatchTypeId is required when approving; saleId when dispatching to a sale.
 */
export const CustomerApproval = z
  .strictObject({
    approved: z.boolean({ error: 'Vui lòng chọn duyệt hoặc từ chối.' }),
    dispatchTypeId: z
      .union(
        [
          z.literal(DispatchType.KEEP_WITH_CREATOR),
          z.literal(DispatchType.TO_POOL),
          z.literal(DispatchType.ASSIGN_TO_SALE),
        ],
        {
          error: 'Cách phân bổ không hợp lệ (1: giao người tạo, 2: kho chung, 3: giao nhân viên).',
        },
      )
      .optional(),
    saleId: id('Nhân viên').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.approved && body.dispatchTypeId === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['dispatchTypeId'],
        message: 'Vui lòng chọn cách phân bổ khách hàng.',
      });
    }
    if (
      body.approved &&
      body.dispatchTypeId === DispatchType.ASSIGN_TO_SALE &&
      body.saleId === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['saleId'],
        message: 'Vui lòng chọn nhân viên nhận khách hàng.',
      });
    }
  })
  .meta({ id: 'CustomerApproval' });
export type CustomerApproval = z.infer<typeof CustomerApproval>;

/** POST /api/v1/crm/customer/{id}/dig?owner=<user id>: a leader digs for a team member. */
export const DigCustomerQuery = z.object({ owner: id('Nhân viên nhận').optional() });
export type DigCustomerQuery = z.infer<typeof DigCustomerQuery>;

/** How a customer came to the company. */
export const CustomerSource = z
  .object({ id: z.number().int(), code: z.string(), name: z.string() })
  .meta({ id: 'CustomerSource' });
export type CustomerSource = z.infer<typeof CustomerSource>;

/** A tag offered by the tag picker (every tag ever put on a customer, and the usual ones). */
export const CustomerTag = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'CustomerTag' });
export type CustomerTag = z.infer<typeof CustomerTag>;

/** The body of a POST that takes none: nothing, or an empty object. */
export const NoBody = z.strictObject({}).describe('Nothing, or an empty object');
