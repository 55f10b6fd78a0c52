import { SYSTEM_API } from '@backoffice/shared';
// What the browser may do with each answer: caching of API answers and the content security policies.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** What the app's pages and the API reference share: only their own code, never framed. */
const SELF_ONLY = [
  "default-src 'self'",
  "script-src 'self'",
  // Ant Design (and swagger-ui) inject their styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
];

/**
 * The web app's pages: images also from blob: (the Excel and chart downloads), and workers from
 * blob: (the Excel writer compresses a large sheet in a worker made from its own code; blocked,
 * the export of a few hundred rows or more never ends).
 */
export const APP_CSP = [...SELF_ONLY, "img-src 'self' data: blob:", "worker-src 'self' blob:"].join(
  '; ',
);

/**
 * The API reference at /docs (set by its plugin): swagger-ui loads its scripts and styles from
 * /docs/static, its logo is a data: URL, and "Try it out" calls the API on the same origin.
 */
export const DOCS_CSP = [...SELF_ONLY, "img-src 'self' data:"].join('; ');

/** API answers are data, never a document: nothing may load or run if one is opened as a page. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const API_PREFIXES = ['/api/', '/auth/'];

function pathOf(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
}

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === SYSTEM_API.health;
}

export function isDocsPath(path: string): boolean {
  return path === '/docs' || path.startsWith('/docs/');
}

/**
 * A successful answer that a route made revalidatable itself (an ETag and its own Cache-Control,
 * as the address list does) keeps its policy; every other API answer, errors included, is no-store.
 */
function keepsOwnCaching(reply: FastifyReply): boolean {
  return (
    (reply.statusCode === 200 || reply.statusCode === 304) &&
    reply.hasHeader('etag') &&
    reply.hasHeader('cache-control')
  );
}

export const securityHeadersPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    app.addHook('onSend', async (request, reply) => {
      const path = pathOf(request);
      if (isApiPath(path)) {
        if (!keepsOwnCaching(reply)) void reply.header('cache-control', 'no-store');
        void reply.header('content-security-policy', API_CSP);
        return;
      }
      if (isDocsPath(path)) return;
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html')) {
        void reply.header('content-security-policy', APP_CSP);
      }
    });
    done();
  },
  { name: 'security-headers' },
);
