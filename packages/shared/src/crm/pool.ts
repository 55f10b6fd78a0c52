// The pool rules (DOMAIN.md CRM), each a setting an administrator changes, and the recycling job.
import { z } from 'zod';
import { MAX_ID, decimal } from '../numbers';
import { PageQuery, pageOf } from '../paging';

const setting = (label: string, min: number, max: number) =>
  decimal(
    z
      .number({ error: `${label} phải là số nguyên.` })
      .int(`${label} phải là số nguyên.`)
      .min(min, `${label} phải từ ${min} trở lên.`)
      .max(max, `${label} tối đa ${max}.`),
  );

export const PoolSettingsFields = z.strictObject({
  /** N: customers one sale may own at once (pending ones count). */
  maxOwnedPerSale: setting('Số khách tối đa mỗi nhân viên', 1, 1_000_000),
  /** M: customers one sale may dig per day (Vietnam time). */
  maxDigsPerDay: setting('Số lượt nhận mỗi ngày', 0, 10_000),
  /** X: an owned customer with no interaction for this many days returns to the pool. */
  recycleNoInteractionDays: setting('Số ngày không tương tác', 1, 3650),
  /** Y: an owned customer with no order for this many days returns to the pool. */
  recycleNoOrderDays: setting('Số ngày không có đơn hàng', 1, 3650),
  /** Z: the last owner cannot dig a customer back for this many days. */
  redigCooldownDays: setting('Số ngày chờ nhận lại', 0, 3650),
  /** Whether the daily recycling job runs. */
  recycleEnabled: z.boolean({ error: 'Vui lòng chọn bật hoặc tắt thu hồi tự động.' }),
});

/** PUT /api/v1/crm/pool/settings (ADMIN department or GOD). */
export const UpdatePoolSettings = PoolSettingsFields.meta({ id: 'UpdatePoolSettings' });
export type UpdatePoolSettings = z.infer<typeof UpdatePoolSettings>;

export const POOL_SETTINGS_DEFAULTS: UpdatePoolSettings = {
  maxOwnedPerSale: 500,
  maxDigsPerDay: 20,
  recycleNoInteractionDays: 30,
  recycleNoOrderDays: 60,
  redigCooldownDays: 7,
  recycleEnabled: true,
};

/** GET /api/v1/crm/pool/settings. */
export const PoolSettings = PoolSettingsFields.extend({
  updatedAt: z.string().nullable(),
  updatedById: z.number().int().nullable(),
  updatedByName: z.string().nullable(),
  /** The day (YYYY-MM-DD, Vietnam time) the daily job last ran, null if never. */
  lastRecycledOn: z.string().nullable(),
}).meta({ id: 'PoolSettings' });
export type PoolSettings = z.infer<typeof PoolSettings>;

/** Why the job returned a customer to the pool. */
export const RecycleReason = { NO_INTERACTION: 'NO_INTERACTION', NO_ORDER: 'NO_ORDER' } as const;
export type RecycleReason = (typeof RecycleReason)[keyof typeof RecycleReason];
export const RECYCLE_REASON_LABELS: Record<RecycleReason, string> = {
  NO_INTERACTION: 'Không có tương tác',
  NO_ORDER: 'Không có đơn hàng',
};

/** POST /api/v1/crm/pool/recycle (ADMIN department or GOD): runs the recycling job now. */
export const RecycleResult = z
  .object({
    recycled: z.number().int(),
    byReason: z.object({ NO_INTERACTION: z.number().int(), NO_ORDER: z.number().int() }),
    ranAt: z.string(),
  })
  .meta({ id: 'RecycleResult' });
export type RecycleResult = z.infer<typeof RecycleResult>;

/** What happened to a customer between the sales and the pool. */
export const PoolEventType = {
  CREATE: 'CREATE',
  APPROVE: 'APPROVE',
  REJECT: 'REJECT',
  DIG: 'DIG',
  RELEASE: 'RELEASE',
  RECYCLE: 'RECYCLE',
  DELETE: 'DELETE',
} as const;
export type PoolEventType = (typeof PoolEventType)[keyof typeof PoolEventType];
export const POOL_EVENT_LABELS: Record<PoolEventType, string> = {
  CREATE: 'Tạo mới',
  APPROVE: 'Duyệt',
  REJECT: 'Từ chối',
  DIG: 'Nhận từ kho chung',
  RELEASE: 'Trả về kho chung',
  RECYCLE: 'Thu hồi tự động',
  DELETE: 'Xóa',
};

export const PoolEvent = z
  .object({
    id: z.number().int(),
    customerId: z.number().int(),
    customerName: z.string(),
    type: z.enum(PoolEventType),
    /** The sale concerned (who dug, who lost it, who received it). */
    saleId: z.number().int().nullable(),
    saleName: z.string().nullable(),
    actorId: z.number().int().nullable(),
    actorName: z.string().nullable(),
    reason: z.enum(RecycleReason).nullable(),
    at: z.string(),
  })
  .meta({ id: 'PoolEvent' });
export type PoolEvent = z.infer<typeof PoolEvent>;

/** POST /api/v1/crm/pool/history: what happened, newest first (one customer, or every visible one). */
export const PoolHistorySearch = PageQuery.extend({
  customerId: decimal(z.number().int().positive().max(MAX_ID)).optional(),
  type: z.enum(PoolEventType).optional(),
})
  .strict()
  .meta({ id: 'PoolHistorySearch' });
export type PoolHistorySearch = z.infer<typeof PoolHistorySearch>;

export const PoolEventPage = pageOf(PoolEvent).meta({ id: 'PoolEventPage' });
export type PoolEventPage = z.infer<typeof PoolEventPage>;
