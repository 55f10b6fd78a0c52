import { z } from 'zod';
import { MAX_ID, decimal } from './numbers';
import { PageQuery, pageOf } from './paging';

export const AuditEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actorId: z.number().int().nullable(),
    actorUsername: z.string().nullable(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditSearch = PageQuery.extend({
  entity: z.string().trim().max(64).optional(),
  entityId: z.string().trim().max(64).optional(),
  actorId: decimal(z.number().int().positive().max(MAX_ID)).optional(),
});
export type AuditSearch = z.infer<typeof AuditSearch>;

export const AuditPage = pageOf(AuditEntry).meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPage>;
