import { Department } from '@backoffice/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAccess } from '../../plugins/access';

const { SALE, ACCOUNT, ADMIN } = Department;

/** The CRM screens' rule (spec section 2): SALE, ACCOUNT, ADMIN; the rows are the service's business. */
export const CRM_ACCESS = requireAccess({ departments: [SALE, ACCOUNT, ADMIN] });

/** The pool rules and their job: the ADMIN department (and GOD, who passes every rule). */
export const POOL_ADMIN_ACCESS = requireAccess({ departments: [ADMIN] });

/**
 * For a POST that takes no payload: one sent without a body is read as an empty object (a JSON
 * `null` or any other value stays refused by the route's schema).
 */
export function emptyBodyAsObject(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: () => void,
): void {
  const sent =
    Number(request.headers['content-length'] ?? 0) > 0 ||
    request.headers['transfer-encoding'] !== undefined;
  if (!sent && (request.body === null || request.body === undefined)) request.body = {};
  done();
}
