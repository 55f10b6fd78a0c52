// The connectors' network guard: which addresses are refused, and that a refused address is never
// reached (checked after resolving, on the address connected to, and no redirect followed).
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ThuocsiHttpClient } from '../sources/thuocsi/thuocsi-client';
import { PermanentSourceError } from './source-errors';
import { type HttpOptions, callWithRetry } from './http-client';
import { NetworkGuard, PrivateAddressError, networkGuard, refusedRange } from './network-guard';
import { type LocalServer, readBody, sendJson, startLocalServer } from './local-server.testing';

describe('the address classifier', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['169.254.0.5', 'linkLocal'],
    ['169.254.169.254', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    // IPv6 forms that carry an IPv4 address are judged by it.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['::ffff:100.64.0.1', 'carrierGradeNat'],
    ['::ffff:0:192.168.0.1', 'private'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['2002:a00:1::1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
    ['::10.0.0.1', 'reserved'],
    ['not-an-address', 'invalid'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '203.113.131.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])('allows the public address %s', (address) => {
    expect(refusedRange(address)).toBeNull();
  });

  it('allows every address when private networks are allowed, and exactly the listed ones else', () => {
    expect(() => {
      networkGuard(true).checkAddress('10.0.0.1', '10.0.0.1');
    }).not.toThrow();
    const guard = new NetworkGuard({ allowPrivateNetwork: false, allowedAddresses: ['127.0.0.1'] });
    expect(() => {
      guard.checkAddress('127.0.0.1', '127.0.0.1');
    }).not.toThrow();
    expect(() => {
      guard.checkAddress('127.0.0.1', '::ffff:127.0.0.1');
    }).not.toThrow();
    for (const address of ['127.0.0.2', '10.0.0.1', '::1']) {
      expect(() => {
        guard.checkAddress(address, address);
      }, address).toThrow(PrivateAddressError);
    }
    expect(() => {
      networkGuard(false).checkAddress('localhost', '127.0.0.1');
    }).toThrow('Địa chỉ localhost (127.0.0.1) là địa chỉ nội bộ, không được phép kết nối.');
  });
});

interface Recorder extends LocalServer {
  requests: { method: string; url: string; body: string; headers: IncomingMessage['headers'] }[];
}

/** A local server that records every request and answers as `answer` says (default: a token). */
async function recorder(
  answer: (request: IncomingMessage) => {
    status: number;
    body?: unknown;
    headers?: Record<string, string>;
  } = () => ({
    status: 200,
    body: { accessToken: 'tok' },
  }),
): Promise<Recorder> {
  const requests: Recorder['requests'] = [];
  const server = await startLocalServer(async (request, response) => {
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: await readBody(request),
    });
    const { status, body, headers } = answer(request);
    sendJson(response, status, body ?? {}, headers);
  });
  return { ...server, requests };
}

const servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
async function started(server: Promise<Recorder>): Promise<Recorder> {
  const ready = await server;
  servers.push(ready);
  return ready;
}

const once = { retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 } };
const portOf = (server: LocalServer) => new URL(server.url).port;

function thuocsi(baseUrl: string, http: HttpOptions) {
  return new ThuocsiHttpClient({ baseUrl, pageSize: 10 }, 'stored-api-key', { ...once, ...http });
}
const firstPage = (client: ThuocsiHttpClient) =>
  client.fetchPage({ entity: 'sellers', cursor: null, since: null });

describe('the connectors behind the guard', () => {
  it('refuses the local server with the setting off, and the server receives nothing', async () => {
    const server = await started(recorder());
    const refused = firstPage(thuocsi(server.url, { network: networkGuard(false) }));
    await expect(refused).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(refused).rejects.toThrow(
      'Địa chỉ 127.0.0.1 là địa chỉ nội bộ, không được phép kết nối.',
    );
    // The default of a connector built without options is the same: public addresses only.
    const byDefault = new ThuocsiHttpClient({ baseUrl: server.url, pageSize: 10 }, 'key', once);
    await expect(firstPage(byDefault)).rejects.toBeInstanceOf(PrivateAddressError);
    expect(server.requests).toEqual([]);
  });

  it('refuses a host name that resolves to a private address (localhost)', async () => {
    const server = await started(recorder());
    const refused = firstPage(
      thuocsi(`http://localhost:${portOf(server)}`, { network: networkGuard(false) }),
    );
    await expect(refused).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(refused).rejects.toThrow(
      /^Địa chỉ localhost \((127\.0\.0\.1|::1)\) là địa chỉ nội bộ/,
    );
    expect(server.requests).toEqual([]);
  });

  it('refuses other spellings of local addresses: IPv6, IPv4-mapped, unspecified, decimal', async () => {
    const server = await started(recorder());
    const port = portOf(server);
    for (const base of [
      `http://[::1]:${port}`,
      `http://[::ffff:127.0.0.1]:${port}`,
      `http://[::ffff:7f00:1]:${port}`,
      `http://0.0.0.0:${port}`,
      `http://2130706433:${port}`,
      `http://0x7f.1:${port}`,
      `http://169.254.169.254:${port}`,
    ]) {
      await expect(
        firstPage(thuocsi(base, { network: networkGuard(false) })),
        base,
      ).rejects.toBeInstanceOf(PrivateAddressError);
    }
    expect(server.requests).toEqual([]);
  });

  it('checks every address a name resolves to, and connects to the address it checked', async () => {
    const server = await started(recorder());
    const port = portOf(server);
    const answers: Record<string, string[]> = {
      'mixed.example.test': ['8.8.8.8', '1.1.1.1', '10.0.0.5'],
      'local.example.test': ['127.0.0.1'],
    };
    const resolved: string[] = [];
    const guard = new NetworkGuard({
      allowPrivateNetwork: false,
      allowedAddresses: ['127.0.0.1'],
      resolve: (hostname) => {
        resolved.push(hostname);
        return Promise.resolve(
          (answers[hostname] ?? []).map((address) => ({ address, family: 4 })),
        );
      },
    });
    // One refused address among public ones: refused, nothing connected.
    await expect(
      callWithRetry(
        `http://mixed.example.test:${port}/v1/auth/token`,
        {},
        { ...once, network: guard },
      ),
    ).rejects.toThrow('Địa chỉ mixed.example.test (10.0.0.5) là địa chỉ nội bộ');
    // The name is resolved by the guard, and the connection goes to the address it allowed.
    const answer = await callWithRetry(
      `http://local.example.test:${port}/v1/auth/token`,
      { method: 'POST', body: '{}' },
      { ...once, network: guard },
    );
    expect(answer.status).toBe(200);
    expect(resolved).toEqual(['mixed.example.test', 'local.example.test']);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers.host).toBe(`local.example.test:${port}`);
  });

  it('follows no redirect: to a private address or to any other, the target receives nothing', async () => {
    const target = await started(recorder());
    // Only 127.0.0.1 exactly is allowed: 127.0.0.2 and 10.x stay refused.
    const guard = new NetworkGuard({ allowPrivateNetwork: false, allowedAddresses: ['127.0.0.1'] });
    await expect(
      firstPage(thuocsi(`http://127.0.0.2:${portOf(target)}`, { network: guard })),
    ).rejects.toBeInstanceOf(PrivateAddressError);
    for (const location of [
      'http://10.0.0.1/v1/auth/token',
      `http://127.0.0.2:${portOf(target)}/v1/auth/token`,
      `${target.url}/v1/auth/token`,
    ]) {
      const redirecting = await started(recorder(() => ({ status: 307, headers: { location } })));
      const refused = firstPage(thuocsi(redirecting.url, { network: guard }));
      await expect(refused, location).rejects.toBeInstanceOf(PermanentSourceError);
      await expect(refused, location).rejects.toThrow(
        `Máy chủ 127.0.0.1:${portOf(redirecting)} trả lời chuyển hướng (HTTP 307) sang ${location}`,
      );
      expect(redirecting.requests.map((r) => r.url)).toEqual(['/v1/auth/token']);
    }
    expect(target.requests).toEqual([]);
  });

  it('reaches the local server with the setting on', async () => {
    const server = await started(
      recorder((request) =>
        request.url === '/v1/auth/token'
          ? { status: 200, body: { accessToken: 'tok-1' } }
          : { status: 200, body: { status: 'OK', data: [], total: 0 } },
      ),
    );
    const page = await firstPage(thuocsi(server.url, { network: networkGuard(true) }));
    expect(page).toEqual({ records: [], next: null });
    expect(server.requests.map((r) => `${r.method} ${r.url.split('?')[0] ?? ''}`)).toEqual([
      'POST /v1/auth/token',
      'GET /v1/sellers',
    ]);
    expect(JSON.parse(server.requests[0]?.body ?? '{}')).toEqual({ apiKey: 'stored-api-key' });
  });
});
