import { connect, type Socket } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ErrorCode } from '@backoffice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HTTP_TIMEOUTS, resolveHttpTimeouts } from '../config';
import { readEnv } from '../env';
import { type TestApp, bearer, createTestApp, login } from '../test/test-app';
import { API_CSP } from './security-headers';
import { timeoutOptions } from './wire';

// Short limits, so that the slow clients below are cut off quickly.
const httpTimeouts = { requestMs: 1000, headersMs: 500, keepAliveMs: 300, idleMs: 5000 };

let app: TestApp;
let close: () => Promise<void>;
let port: number;
let token: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ config: { httpTimeouts } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  token = await login(app, 'sale1');
});
afterAll(async () => close());

const ADDRESSES = '/api/v1/crm/address';

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
}

describe('compressed answers', () => {
  it('sends the address list brotli- or gzip-compressed as asked, decoding to the same JSON', async () => {
    const plain = await get(ADDRESSES);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(1_000_000);

    const br = await get(ADDRESSES, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 5);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);

    const gzip = await get(ADDRESSES, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('keeps the address list revalidatable: its ETag and a 304 for a current compressed copy', async () => {
    const br = await get(ADDRESSES, { 'accept-encoding': 'br' });
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(br.headers['cache-control']).toBe('private, max-age=86400');

    const again = await get(ADDRESSES, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
  });

  it('leaves small answers as they are', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('does not take compressed request bodies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'sale1' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.INVALID_JSON });
  });
});

describe('caching of API answers', () => {
  it('forbids storing API and sign-in answers, errors included', async () => {
    const answers = await Promise.all([
      get('/api/v1/crm/customer/types'),
      app.inject({ method: 'GET', url: '/api/v1/crm/customer/types' }),
      get('/api/v1/nothing-here'),
      app.inject({ method: 'POST', url: '/auth/login', payload: { username: 'sale1' } }),
      app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'sale1', password: 'wrong password' },
      }),
      app.inject({ method: 'GET', url: '/health' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 400, 401, 200]);
    for (const response of answers) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toBe(API_CSP);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('forbids storing a sign-in token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'sale1', password: 'demo123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('forbids storing an address list refused to a user', async () => {
    const response = await app.inject({ method: 'GET', url: ADDRESSES });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});

/** Opens a raw connection to the listening app. */
async function open(): Promise<Socket> {
  const socket = connect({ port, host: '127.0.0.1' });
  socket.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return socket;
}

/**
 * Feeds the connection a byte at a time (when a text is given) and waits until the server closes it,
 * giving up after `patience` ms. Gives how long the server took and what it wrote.
 */
async function closedAfter(
  socket: Socket,
  patience: number,
  dribble?: string,
): Promise<{ ms: number; received: string }> {
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => undefined);
  let sent = 0;
  const feeder = dribble
    ? setInterval(() => {
        if (!socket.destroyed && sent < dribble.length) socket.write(dribble.charAt(sent++));
      }, 100)
    : undefined;
  try {
    return await new Promise((resolve) => {
      const giveUp = setTimeout(() => {
        resolve({ ms: Number.POSITIVE_INFINITY, received });
      }, patience);
      socket.once('close', () => {
        clearTimeout(giveUp);
        resolve({ ms: Date.now() - started, received });
      });
    });
  } finally {
    clearInterval(feeder);
    socket.destroy();
  }
}

describe('time-out settings', () => {
  it('default to 15 s for a request, 10 s for its headers, 5 s kept alive, 120 s idle', () => {
    expect(resolveHttpTimeouts(readEnv({}))).toEqual(DEFAULT_HTTP_TIMEOUTS);
    expect(DEFAULT_HTTP_TIMEOUTS).toEqual({
      requestMs: 15_000,
      headersMs: 10_000,
      keepAliveMs: 5_000,
      idleMs: 120_000,
    });
    expect(
      resolveHttpTimeouts(
        readEnv({
          REQUEST_TIMEOUT_SECONDS: '30',
          HEADERS_TIMEOUT_SECONDS: '20',
          KEEP_ALIVE_TIMEOUT_SECONDS: '75',
          IDLE_TIMEOUT_SECONDS: '300',
        }),
      ),
    ).toEqual({ requestMs: 30_000, headersMs: 20_000, keepAliveMs: 75_000, idleMs: 300_000 });
  });

  it('stops with a clear line on a wrong one', () => {
    expect(() => readEnv({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => readEnv({ KEEP_ALIVE_TIMEOUT_SECONDS: '5s' })).toThrow(/KEEP_ALIVE_TIMEOUT/);
    expect(() =>
      resolveHttpTimeouts(readEnv({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '10' })),
    ).toThrow(/HEADERS_TIMEOUT_SECONDS \(10\) must not exceed REQUEST_TIMEOUT_SECONDS \(5\)/);
  });

  it('checks for late requests often enough to cut them off close to the limit', () => {
    expect(timeoutOptions().http.connectionsCheckingInterval).toBe(1000);
    expect(timeoutOptions(httpTimeouts).http.connectionsCheckingInterval).toBe(50);
  });
});

describe('time-outs of slow clients', () => {
  it('cuts off a request whose body dribbles in, at the request time-out', async () => {
    const socket = await open();
    const body = JSON.stringify({ username: 'sale1', password: 'demo123' }).padEnd(400, ' ');
    socket.write(
      'POST /auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    const { ms, received } = await closedAfter(socket, 4000, body);
    expect(ms).toBeGreaterThanOrEqual(httpTimeouts.requestMs - 100);
    expect(ms).toBeLessThan(httpTimeouts.requestMs + 1000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a client whose headers dribble in, at the headers time-out', async () => {
    const socket = await open();
    const headers = `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'x'.repeat(200)}`;
    const { ms } = await closedAfter(socket, 4000, headers);
    expect(ms).toBeGreaterThanOrEqual(httpTimeouts.headersMs - 100);
    expect(ms).toBeLessThan(httpTimeouts.headersMs + 1000);
  });

  it('cuts off a connection that never sends a request', async () => {
    const socket = await open();
    const { ms } = await closedAfter(socket, 4000);
    expect(ms).toBeLessThan(httpTimeouts.headersMs + 1000);
  });

  it('closes a kept-alive connection left idle after an answer, at the keep-alive time-out', async () => {
    const socket = await open();
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { ms, received } = await closedAfter(socket, 4000);
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    // Node keeps the connection 1 s past the time-out it announces, so that a client reusing it
    // just in time does not meet a closed connection.
    expect(ms).toBeLessThan(httpTimeouts.keepAliveMs + 2000);
  });

  it('still serves a client that sends its request at a normal pace', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'sale1', password: 'demo123' }),
    });
    expect(response.status).toBe(200);
  });
});
