// A local server speaking the thuocsi seller API (for the contract test and the benchmark): token
// endpoint, offset/limit lists with total, updatedFrom, tokens that expire, a 429 on demand.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EcommerceDemoData } from '../../../../demo-data/dataset';
import { readBody, sendJson, startLocalServer } from '../../source-kit/local-server.testing';
import { ThuocsiDemoSource } from './thuocsi-demo';
import { THUOCSI_PATHS, type ThuocsiEntity } from './thuocsi-records';

export interface ThuocsiServerOptions {
  apiKey: string;
  /** Records of each entity (default: the demo data's, via the demo source). */
  records?: Partial<Record<ThuocsiEntity, unknown[]>>;
  data?: EcommerceDemoData;
  /** A token answers 401 after this many list calls (it "expires"). */
  tokenUses?: number;
  /** List calls (1-based) answered 429 with Retry-After: retryAfterSeconds. */
  throttleCalls?: number[];
  retryAfterSeconds?: number;
  /** List calls answered 503 once. */
  failCalls?: number[];
}

export interface ThuocsiServerStats {
  tokenRequests: number;
  listCalls: number;
  throttled: number[];
  /** When each list call arrived (ms). */
  callTimes: number[];
  queries: URLSearchParams[];
}

const ENTITY_OF_PATH = new Map(
  Object.entries(THUOCSI_PATHS).map(([entity, path]) => [path, entity as ThuocsiEntity]),
);

export async function startThuocsiServer(options: ThuocsiServerOptions) {
  const stats: ThuocsiServerStats = {
    tokenRequests: 0,
    listCalls: 0,
    throttled: [],
    callTimes: [],
    queries: [],
  };
  const uses = new Map<string, number>();
  const demo = options.data ? new ThuocsiDemoSource(options.data, 1000) : null;

  async function listOrders(
    entity: ThuocsiEntity,
    offset: number,
    limit: number,
    since: string | null,
  ) {
    const given = options.records?.[entity];
    if (given) {
      const sinceMs = since ? Date.parse(since) : null;
      const rows = given.filter(
        (r) =>
          sinceMs === null || Date.parse((r as { updatedTime: string }).updatedTime) >= sinceMs,
      );
      return { data: rows.slice(offset, offset + limit), total: rows.length };
    }
    if (!demo || !options.data) return { data: [], total: 0 };
    if (entity === 'orders' && since === null) {
      // Orders by index: offset is the order index, no scan needed.
      const end = Math.min(options.data.orderCount, offset + limit);
      const data = [];
      for (let i = offset; i < end; i += 1) data.push(options.data.order(i));
      return { data, total: options.data.orderCount };
    }
    const all: unknown[] = [];
    let cursor: string | null = null;
    do {
      const page = await demo.fetchPage({ entity, cursor, since });
      all.push(...page.records);
      cursor = page.next;
    } while (cursor !== null);
    return { data: all.slice(offset, offset + limit), total: all.length };
  }

  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'POST' && url.pathname === '/v1/auth/token') {
      const body = JSON.parse((await readBody(request)) || '{}') as { apiKey?: string };
      if (body.apiKey !== options.apiKey) {
        sendJson(response, 401, { status: 'UNAUTHORIZED', errorCode: 'INVALID_API_KEY' });
        return;
      }
      stats.tokenRequests += 1;
      const token = `tok-${stats.tokenRequests}`;
      uses.set(token, 0);
      sendJson(response, 200, { accessToken: token, expiresIn: 3600 });
      return;
    }
    const entity = ENTITY_OF_PATH.get(url.pathname.replace(/^\/v1\//, ''));
    if (request.method !== 'GET' || !entity) {
      sendJson(response, 404, { status: 'NOT_FOUND' });
      return;
    }
    stats.listCalls += 1;
    stats.callTimes.push(Date.now());
    stats.queries.push(url.searchParams);
    const call = stats.listCalls;
    if (options.throttleCalls?.includes(call)) {
      stats.throttled.push(call);
      sendJson(
        response,
        429,
        { status: 'TOO_MANY_REQUESTS' },
        { 'retry-after': String(options.retryAfterSeconds ?? 1) },
      );
      return;
    }
    if (options.failCalls?.includes(call)) {
      sendJson(response, 503, { status: 'UNAVAILABLE' });
      return;
    }
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const used = uses.get(token);
    if (used === undefined || (options.tokenUses !== undefined && used >= options.tokenUses)) {
      sendJson(response, 401, { status: 'UNAUTHORIZED', errorCode: 'TOKEN_EXPIRED' });
      return;
    }
    uses.set(token, used + 1);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Math.min(1000, Number(url.searchParams.get('limit') ?? 100));
    const { data, total } = await listOrders(
      entity,
      offset,
      limit,
      url.searchParams.get('updatedFrom'),
    );
    sendJson(response, 200, { status: 'OK', data, total, offset, limit });
  };
  const server = await startLocalServer(handler);
  return { ...server, stats };
}
