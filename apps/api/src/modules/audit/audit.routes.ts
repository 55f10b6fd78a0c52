import { AuditPage, AuditSearch, Department, AUDIT_API } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireAccess } from '../../plugins/access';
import { auditPage } from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    AUDIT_API.log,
    {
      // The audit log serves no screen: an API of the BOM and ADMIN departments.
      config: { access: requireAccess({ departments: [Department.BOM, Department.ADMIN] }) },
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first',
        querystring: AuditSearch,
        response: { 200: AuditPage },
      },
    },
    (request) => auditPage(ctx.db, request.query),
  );
};
