import { SYSTEM_API } from '@backoffice/shared';
// Serves the built web app from the API's own port; unknown paths get the app so deep links work.
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { markRoutesPublic } from './access';

const API_PREFIXES = ['/api/', '/auth/', '/docs', SYSTEM_API.health];

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

/** Whether a file of the build is one of Vite's assets, whose names change with their content. */
function isHashedAsset(distDir: string, file: string): boolean {
  return relative(distDir, file).startsWith(`assets${sep}`);
}

export function webRoutes(distDir: string) {
  return async (app: FastifyInstance): Promise<void> => {
    markRoutesPublic(app);
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz copy beside each text file: sent as they are to a client
      // that accepts them, and never served under their own names.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // The file sender's own Cache-Control (public, max-age=0) would be written over setHeaders'.
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader(
          'cache-control',
          isHashedAsset(distDir, file) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('vary', 'accept-encoding');
      },
    });
  };
}
