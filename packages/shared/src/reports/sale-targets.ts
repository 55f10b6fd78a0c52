// The sales targets: each sale's revenue target per month, set by their leader (or GOD), read by
// the sale performance report for attainment and what is left to sell per working day.
import { z } from 'zod';
import { positiveInt } from '../numbers';
import { vnd } from './report';

export const SALE_TARGET_MESSAGES = {
  month: 'Tháng phải có dạng YYYY-MM (từ năm 2000 đến 2099).',
  amount: 'Chỉ tiêu phải là số tiền nguyên, lớn hơn 0 và không quá 1.000 tỷ đồng.',
  saleId: 'saleId phải là mã nhân viên (số nguyên dương).',
  notYours: 'Chỉ trưởng nhóm của nhân viên này (hoặc quản trị cao nhất) được đặt chỉ tiêu.',
  saleNotFound: 'Không tìm thấy nhân viên kinh doanh này trong phạm vi của bạn.',
} as const;

/** The largest target: 1,000 billion đồng a month. */
export const MAX_SALE_TARGET = 1_000_000_000_000;

/** A month, 'YYYY-MM'. */
export const MonthKey = z
  .string({ error: SALE_TARGET_MESSAGES.month })
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, SALE_TARGET_MESSAGES.month);

export const SaleTargetQuery = z.object({ month: MonthKey }).strict();
export type SaleTargetQuery = z.infer<typeof SaleTargetQuery>;

/** Sets a sale's target of a month; null takes it away. */
export const SaleTargetInput = z
  .object({
    saleId: positiveInt(SALE_TARGET_MESSAGES.saleId),
    month: MonthKey,
    amount: z
      .number({ error: SALE_TARGET_MESSAGES.amount })
      .int(SALE_TARGET_MESSAGES.amount)
      .positive(SALE_TARGET_MESSAGES.amount)
      .max(MAX_SALE_TARGET, SALE_TARGET_MESSAGES.amount)
      .nullable(),
  })
  .strict();
export type SaleTargetInput = z.infer<typeof SaleTargetInput>;

/** A sale of the viewer's scope and their target of the month. */
export const SaleTarget = z
  .object({
    saleId: z.number().int(),
    username: z.string(),
    fullName: z.string(),
    month: MonthKey,
    /** Null: no target set for the month. */
    amount: vnd.nullable(),
    updatedAt: z.iso.datetime({ offset: true }).nullable(),
    /** Who set it (username). */
    updatedBy: z.string().nullable(),
    /** Whether the viewer may set it: their leader's team member, or anyone for GOD. */
    canEdit: z.boolean(),
  })
  .meta({ id: 'SaleTarget' });
export type SaleTarget = z.infer<typeof SaleTarget>;

export const SaleTargetList = z
  .object({ month: MonthKey, rows: z.array(SaleTarget) })
  .meta({ id: 'SaleTargetList' });
export type SaleTargetList = z.infer<typeof SaleTargetList>;
