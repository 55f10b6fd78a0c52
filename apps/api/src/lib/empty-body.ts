import type { FastifyReply, FastifyRequest } from 'fastify';

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
