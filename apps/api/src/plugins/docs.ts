// The OpenAPI document, generated from the routes' zod schemas, and its reference UI at /docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DEPARTMENTS, ErrorResponse, ROLES } from '@backoffice/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { markRoutesPublic } from './access';
import { DOCS_CSP } from './security-headers';

function describeAccess(departments: readonly number[], roles: readonly number[]): string {
  const deps = departments.length
    ? departments.map((bit) => DEPARTMENTS.find((d) => d.bit === bit)?.code ?? bit).join(', ')
    : 'any department';
  const minRole = Math.max(0, ...roles);
  const role = ROLES.find((r) => r.level === minRole)?.code ?? 'HUMAN';
  return `Access: role ${role} or above, ${deps} (GOD always).`;
}

/** Registers the OpenAPI generator; must come before the routes it documents. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    // Every protected route shows its bearer requirement, its access rule and its error answers.
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (!access || access.public === true || route.schema?.hide) return;
      const schema = (route.schema ??= {});
      schema.security = [{ bearerAuth: [] }];
      const rule = describeAccess(access.departments, access.roles);
      // GET routes pass here twice (their HEAD twin shares the schema): add the rule once.
      if (!schema.description?.includes(rule)) {
        schema.description = schema.description ? `${schema.description}\n\n${rule}` : rule;
      }
      const response = (schema.response ??= {}) as Record<string, unknown>;
      for (const status of [400, 401, 403, 500]) response[status] ??= ErrorResponse;
    });

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Back office API',
          description:
            'API of the back office: e-commerce and sales reports, CRM, HR and warehouse chat. ' +
            'Every error answers `{ code, message, details? }` with a Vietnamese message.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
  },
  { name: 'openapi' },
);

/** The reference UI and the JSON document, public. */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  markRoutesPublic(app);
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });
}
