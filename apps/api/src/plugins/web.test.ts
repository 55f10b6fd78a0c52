import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/test-app';
import { APP_CSP, DOCS_CSP } from './security-headers';

// A small build of the web app, as Vite and its compression step leave it.
const INDEX_HTML =
  '<!doctype html><html lang="vi"><head><meta charset="UTF-8" /><title>Back office</title>' +
  '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head>' +
  `<body><div id="root"></div><!-- ${'padding '.repeat(150)}--></body></html>`;
const APP_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i} }`).join(', ')}];\n`;
const ICON_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>';

let app: TestApp;
let close: () => Promise<void>;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'bo-web-'));
  await mkdir(join(distDir, 'assets'));
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/index-Ab12Cd34.js': APP_JS,
    'icon.svg': ICON_SVG,
  };
  for (const [name, text] of Object.entries(files)) {
    await writeFile(join(distDir, name), text);
  }
  for (const name of ['index.html', 'assets/index-Ab12Cd34.js']) {
    await writeFile(join(distDir, `${name}.br`), brotliCompressSync(files[name] ?? ''));
    await writeFile(join(distDir, `${name}.gz`), gzipSync(files[name] ?? ''));
  }
  ({ app, close } = await createTestApp({ config: { webDistDir: distDir, seedDemo: false } }));
});
afterAll(async () => {
  await close();
  await rm(distDir, { recursive: true, force: true });
});

const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('pre-compressed files of the build', () => {
  const url = '/assets/index-Ab12Cd34.js';

  it('sends the .br copy to a client that accepts brotli', async () => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(brotliCompressSync(APP_JS))).toBe(true);
  });

  it('sends the .gz copy to a client that accepts only gzip, and the file itself otherwise', async () => {
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(APP_JS))).toBe(true);

    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('does not serve the compressed copies under their own names', async () => {
    for (const copy of [`${url}.br`, `${url}.gz`, '/index.html.br']) {
      expect((await app.inject({ url: copy })).statusCode).toBe(404);
    }
  });
});

describe('caching of the web app', () => {
  it('lets the browser keep the hashed assets for a year, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await app.inject({
        url: '/assets/index-Ab12Cd34.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has the browser check index.html, deep links and unhashed files every time', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/', headers: page }),
      app.inject({ url: '/crm/customers/42', headers: page }),
      app.inject({ url: '/index.html', headers: page }),
      app.inject({ url: '/index.html', headers: { ...page, 'accept-encoding': 'br' } }),
      app.inject({ url: '/icon.svg' }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect(answers[3].headers['content-encoding']).toBe('br');
  });
});

describe('security headers', () => {
  it('puts the web app pages under a strict content security policy', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/', headers: page }),
      app.inject({ url: '/reports/sales?month=2024-05', headers: page }),
      app.inject({ url: '/index.html', headers: { ...page, 'accept-encoding': 'br' } }),
    ]);
    for (const response of answers) {
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toBe(APP_CSP);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    expect(APP_CSP).toContain("default-src 'self'");
    expect(APP_CSP).toContain("script-src 'self'");
    expect(APP_CSP).not.toMatch(/script-src[^;]*unsafe/);
    // The Excel export compresses a large sheet in a worker it creates from a blob: URL.
    expect(APP_CSP).toContain("worker-src 'self' blob:");
    expect(APP_CSP).toContain("frame-ancestors 'none'");
    expect(APP_CSP).toContain("object-src 'none'");
  });

  it('gives the API reference a policy of its own, with which swagger-ui works', async () => {
    const docs = await app.inject({ url: '/docs', headers: page });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
    // Everything the page loads comes from /docs itself, none of it inline.
    expect(docs.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    const initializer = await app.inject({ url: '/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    const spec = await app.inject({ url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.headers['content-security-policy']).toBe(DOCS_CSP);
  });
});
