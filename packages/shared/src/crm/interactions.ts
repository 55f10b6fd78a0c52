// Interactions with a customer (DOMAIN.md CRM): comment, call, visit, message; newest first.
import { z } from 'zod';
import { PageQuery, pageOf } from '../paging';
import { isoDateTime, positiveId } from './common';

export const InteractionType = {
  COMMENT: 'COMMENT',
  CALL: 'CALL',
  VISIT: 'VISIT',
  MESSAGE: 'MESSAGE',
} as const;
export type InteractionType = (typeof InteractionType)[keyof typeof InteractionType];
export const INTERACTION_TYPE_LABELS: Record<InteractionType, string> = {
  COMMENT: 'Bình luận',
  CALL: 'Cuộc gọi',
  VISIT: 'Gặp trực tiếp',
  MESSAGE: 'Tin nhắn',
};

export const INTERACTION_CONTENT_MAX = 4000;

export const Interaction = z
  .object({
    id: z.number().int(),
    customerId: z.number().int(),
    type: z.enum(InteractionType),
    content: z.string(),
    /** When it happened (ISO). */
    at: z.string(),
    authorId: z.number().int().nullable(),
    authorName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Interaction' });
export type Interaction = z.infer<typeof Interaction>;

/** POST /api/v1/crm/interaction. */
export const CreateInteraction = z
  .strictObject({
    customerId: positiveId('Mã khách hàng'),
    type: z
      .enum(InteractionType, { error: 'Loại tương tác phải là COMMENT, CALL, VISIT hoặc MESSAGE.' })
      .default(InteractionType.COMMENT),
    content: z
      .string({ error: 'Vui lòng nhập nội dung.' })
      .trim()
      .min(1, 'Vui lòng nhập nội dung.')
      .max(INTERACTION_CONTENT_MAX, `Nội dung tối đa ${INTERACTION_CONTENT_MAX} ký tự.`),
    /** When it happened; now by default. Not in the future. */
    at: isoDateTime('Thời điểm').optional(),
  })
  .meta({ id: 'CreateInteraction' });
export type CreateInteraction = z.infer<typeof CreateInteraction>;
export type CreateInteractionInput = z.input<typeof CreateInteraction>;

/** POST /api/v1/crm/interaction/find-by-options: customerId, page (zero-based), pageSize. */
export const InteractionSearch = PageQuery.extend({
  customerId: positiveId('Mã khách hàng'),
  type: z.enum(InteractionType).optional(),
})
  .strict()
  .meta({ id: 'InteractionSearch' });
export type InteractionSearch = z.infer<typeof InteractionSearch>;

export const InteractionPage = pageOf(Interaction).meta({ id: 'InteractionPage' });
export type InteractionPage = z.infer<typeof InteractionPage>;
