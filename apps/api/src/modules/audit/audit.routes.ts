import { AuditPage, AuditSearch, Department } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireAccess } from '../../plugins/access';
import { findAudit } from './audit.repository';

export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/v1/audit-log',
    {
      config: { access: requireAccess({ departments: [Department.BOM, Department.ADMIN] }) },
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first',
        querystring: AuditSearch,
        response: { 200: AuditPage },
      },
    },
    async (request) => {
      const { page, pageSize, entity, entityId, actorId } = request.query;
      const { rows, total } = await findAudit(ctx.db, {
        page,
        pageSize,
        entity,
        entityId,
        actorId,
      });
      return {
        items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
        total,
        page,
        pageSize,
      };
    },
  );
};
