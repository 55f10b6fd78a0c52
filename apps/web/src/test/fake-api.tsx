// The screen tests' fake API: answers by method and path and records every request (rendering is
// render-app.tsx's).
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';

export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

interface Reply {
  status: number;
  data: unknown;
  headers?: Record<string, string>;
}
export type FakeReply = Reply | Promise<Reply>;
export type FakeHandler = (request: RecordedRequest) => FakeReply;

export function ok(data: unknown): FakeReply {
  return { status: 200, data };
}

/** An error as the server answers it (404 with the NOT_FOUND code; details when given). */
export function fail(status: number, message: string, details?: unknown): FakeReply {
  return {
    status,
    data: {
      code: status === 404 ? 'NOT_FOUND' : 'ERROR',
      message,
      ...(details !== undefined && { details }),
    },
  };
}

/** No answer at all: the network is down (status 0, as the browser reports it). */
export function networkDown(): FakeReply {
  return { status: 0, data: null };
}

/**
 * Routes are 'METHOD /path', the path possibly with ':param' segments. Of the routes a request
 * matches, the one with the fewest parameters answers (a path written out beats a pattern), and of
 * those the later one.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const requests: RecordedRequest[] = [];
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method = 'GET', pattern = '/'] = key.split(' ');
    const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
    return { method, regex, handler, params: pattern.split(':').length - 1 };
  });
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const path = (config.url ?? '').split('?')[0] ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    const body: unknown =
      typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data;
    const request: RecordedRequest = {
      method,
      path,
      params: (config.params ?? {}) as Record<string, unknown>,
      body,
      headers: Object.fromEntries(
        Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [
          name.toLowerCase(),
          String(value),
        ]),
      ),
    };
    requests.push(request);
    const route = table
      .filter((entry) => entry.method === method && entry.regex.test(path))
      .reduce<(typeof table)[number] | undefined>(
        (best, entry) => (best === undefined || entry.params <= best.params ? entry : best),
        undefined,
      );
    const reply = route
      ? await route.handler(request)
      : { status: 404, data: { code: 'NOT_FOUND', message: `No fake for ${method} ${path}` } };
    const response = {
      status: reply.status,
      data: reply.data,
      statusText: '',
      headers: reply.headers ?? {},
      config,
    };
    // No response, no message of the server's: what the screens fall back from.
    if (reply.status === 0) throw new AxiosError('', 'ERR_NETWORK', config);
    // As axios does: the call's own rule of which statuses succeed (a 304 for a conditional read).
    const succeeded = config.validateStatus
      ? config.validateStatus(reply.status)
      : reply.status < 400;
    if (!succeeded) {
      throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  return {
    adapter,
    requests,
    calls: (method: string, path: string | RegExp) =>
      requests.filter(
        (request) =>
          request.method === method &&
          (typeof path === 'string' ? request.path === path : path.test(request.path)),
      ),
  };
}
