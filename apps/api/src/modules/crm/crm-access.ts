import { Department } from '@backoffice/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { screenAccess } from '../../plugins/access';

const { ADMIN } = Department;

/** The CRM customer screens' rule; the rows each caller sees are the service's business. */
export const CRM_ACCESS = screenAccess(['crmCustomer', 'crmCustomerDetail']);

/** The pool rules and their job: of the CRM screens, the ADMIN department (and GOD, who passes). */
export const POOL_ADMIN_ACCESS = screenAccess(['crmCustomer'], { only: [ADMIN] });

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
