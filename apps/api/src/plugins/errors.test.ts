import { Writable } from 'node:stream';
import { ErrorCode } from '@backoffice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from './access';
import { PUBLIC } from './access';
import { type TestApp, bearer, createTestApp, login } from '../test/test-app';

let app: TestApp;
let close: () => Promise<void>;
let adminToken: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  ({ app, close } = await createTestApp({ logger: { level: 'error', stream } }));
  app.get('/boom', { config: { access: PUBLIC } }, () => {
    throw new Error('password=hunter2 at db.internal:5432');
  });
  adminToken = await login(app, 'admin');
});
afterAll(async () => close());

describe('the error shape', () => {
  it('hides the internals of a 5xx and logs it with the request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ code: string; message: string; details: { requestId: string } }>();
    expect(body.code).toBe(ErrorCode.INTERNAL_ERROR);
    expect(body.message).toBe('Hệ thống gặp sự cố. Vui lòng thử lại sau.');
    expect(response.body).not.toContain('hunter2');
    expect(response.headers['x-request-id']).toBe(body.details.requestId);
    const logged = logLines.find((line) => line.reqId === body.details.requestId);
    expect(JSON.stringify(logged)).toContain('hunter2');
  });

  it('answers an unknown path with 404 in the same shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: ErrorCode.NOT_FOUND,
      message: 'Không tìm thấy dữ liệu yêu cầu.',
    });
  });

  it('answers broken JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.INVALID_JSON });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: ErrorCode.UNSUPPORTED_MEDIA_TYPE });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'a'.repeat(2 * 1024 * 1024), password: 'x' },
    });
    expect(response.statusCode).toBe(413);
  });

  it('names the field of a bad query parameter', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/audit-log?pageSize=100000',
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: ErrorCode.VALIDATION_ERROR,
      details: { fields: [{ field: 'pageSize' }] },
    });
  });
});

// Hostile bodies on every route that takes one, as GOD so that access lets them reach validation.
const HOSTILE_BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  { username: { $ne: null }, password: ['a'] },
  { username: "admin' OR '1'='1", password: "' OR 1=1 --" },
  { page: -1, pageSize: 'all', __proto__: { admin: true } },
  Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, 'v'.repeat(1000)])),
];

describe('malformed bodies on every route', () => {
  it('answer 4xx with the error shape, never 5xx', async () => {
    const routes = app
      .routeRegistry()
      .filter((r: RegisteredRoute) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    expect(routes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of routes) {
      for (const body of HOSTILE_BODIES) {
        const response = await app.inject({
          method: route.method as 'POST',
          url: route.url.replace(/:[A-Za-z_]+/g, '1'),
          headers: { ...bearer(adminToken), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        const shaped = typeof response.json<{ code?: unknown }>().code === 'string';
        if (response.statusCode >= 500 || response.statusCode < 400 || !shaped) {
          failures.push(
            `${route.method} ${route.url} ${JSON.stringify(body).slice(0, 60)} -> ${response.statusCode}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
