// Serves the built web app from the API's own port; unknown paths get the app so deep links work.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { markRoutesPublic } from './access';

const API_PREFIXES = ['/api/', '/auth/', '/docs', '/health'];

export interface WebApp {
  /** Whether an unknown path is a page of the web app (a deep link) rather than a missing API call. */
  wantsPage: (request: FastifyRequest) => boolean;
  indexHtml: string;
}

export async function loadWebApp(distDir: string): Promise<WebApp> {
  const indexHtml = await readFile(join(distDir, 'index.html'), 'utf8');
  return {
    indexHtml,
    wantsPage: (request) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.url === '/' || (request.headers.accept ?? '').includes('text/html')) &&
      !API_PREFIXES.some((prefix) => request.url.startsWith(prefix)),
  };
}

export function webRoutes(distDir: string) {
  return async (app: FastifyInstance): Promise<void> => {
    markRoutesPublic(app);
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  };
}
