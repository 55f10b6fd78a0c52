// How answers travel: compression of what the routes send, and the server's patience with slow clients.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from '../config';

/**
 * Answers up to this size are compressed in one call rather than through a compression stream: a
 * stream's brotli context costs more than compressing a report's answer of some 100 KB outright
 * (about 0.6 ms), and on a server of few cores there is no idle core for the stream to use.
 */
const SYNC_COMPRESS_BYTES = 256 * 1024;

/**
 * Compresses answers of 1 KB and more with brotli or gzip, as the client accepts. Must be registered
 * before the routes (it attaches itself to each route as it is declared). Answers already encoded
 * (the web app's pre-compressed files) pass as they are; request bodies are not decompressed.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      syncThreshold: SYNC_COMPRESS_BYTES,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);

/**
 * The Fastify options that bound how long a client may take: a slow or stalled request (headers
 * dribbled, a body that never ends) is answered 408 and its connection closed, an idle kept-alive
 * connection is closed, and so is a connection on which nothing moves at all.
 */
export function timeoutOptions(timeouts: HttpTimeouts = DEFAULT_HTTP_TIMEOUTS) {
  const shortest = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // Node looks for late requests at this interval (30 s by default, which would let a slow
      // client hold its connection up to 30 s past the limit).
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(shortest / 10))),
    },
  };
}
