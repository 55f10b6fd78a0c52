import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

// React Router 7 maps every import condition to its development build (dev warnings, no dead-code
// removal); the production build sits beside it and is what a built app should ship.
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes a .br and a .gz copy of a file (of 1 KB and more) beside it, when they are smaller. */
async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.byteLength < 1024) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        // 10 rather than 11: within 2 % of the size at half the build time.
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.byteLength < bytes.byteLength ? writeFile(`${file}.br`, br) : undefined,
    gz.byteLength < bytes.byteLength ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/**
 * The server sends these copies as they are to a browser that accepts them: the built files are
 * compressed once, at build time, harder than the server could afford on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'backoffice:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.'))
          .map((file) => precompressFile(join(outDir, file))),
      );
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress()],
  resolve: {
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: join(reactRouterDist, 'production/dom-export.mjs'),
            },
          ]
        : [],
  },
  server: {
    proxy: {
      // The realtime channel's WebSocket is under /api too.
      '/api': { target: 'http://127.0.0.1:3000', ws: true },
      '/auth': 'http://127.0.0.1:3000',
      '/docs': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // ECharts (about 560 KB, 190 KB gzip) is one chunk on purpose, loaded when a report first
    // draws a chart; bench:bundle holds the budgets that matter.
    chunkSizeWarningLimit: 600,
  },
}));
