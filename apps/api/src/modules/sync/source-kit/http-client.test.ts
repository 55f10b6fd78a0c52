// The connectors' HTTP calls on their own: compressed answers, time-outs, a stop from the caller,
// and a kept-alive connection the server closed meanwhile.
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { TransientSourceError } from './source-errors';
import { callWithRetry } from './http-client';
import { networkGuard } from './network-guard';
import { type LocalServer, readBody, sendJson, startLocalServer } from './local-server.testing';

const local = {
  network: networkGuard(true),
  retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
};

let server: LocalServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('an HTTP call of a connector', () => {
  it('sends the method, headers and body, and reads a gzip answer as JSON', async () => {
    const seen: { method?: string; type?: string; body: string; encoding?: string }[] = [];
    server = await startLocalServer(async (request, response) => {
      seen.push({
        method: request.method,
        type: request.headers['content-type'],
        encoding: request.headers['accept-encoding'],
        body: await readBody(request),
      });
      const zipped = gzipSync(JSON.stringify({ greeting: 'xin chào' }));
      response.writeHead(201, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': zipped.byteLength,
        'x-request-id': 'r-1',
      });
      response.end(zipped);
    });
    const answer = await callWithRetry(
      `${server.url}/v1/items`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' },
      local,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ greeting: 'xin chào' });
    expect(answer.headers.get('x-request-id')).toBe('r-1');
    expect(seen).toEqual([
      { method: 'POST', type: 'application/json', encoding: 'gzip, deflate, br', body: '{"a":1}' },
    ]);
  });

  it('turns a time-out into a transient error', async () => {
    server = await startLocalServer(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      sendJson(response, 200, {});
    });
    await expect(
      callWithRetry(`${server.url}/slow`, {}, { ...local, timeoutMs: 50 }),
    ).rejects.toBeInstanceOf(TransientSourceError);
  });

  it("stops with the caller's reason when the caller stops", async () => {
    server = await startLocalServer(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      sendJson(response, 200, {});
    });
    const stop = new AbortController();
    const call = callWithRetry(`${server.url}/slow`, {}, { ...local, signal: stop.signal });
    const reason = new Error('the server is stopping');
    setTimeout(() => {
      stop.abort(reason);
    }, 20);
    await expect(call).rejects.toBe(reason);
  });

  it('sends again on a fresh connection when the kept-alive one was closed by the server', async () => {
    let calls = 0;
    server = await startLocalServer((request, response) => {
      calls += 1;
      sendJson(response, 200, { call: calls });
      // The server drops the connection as soon as it has answered.
      response.on('finish', () => {
        request.socket.destroy();
      });
    });
    for (let i = 1; i <= 3; i += 1) {
      const answer = await callWithRetry(`${server.url}/again`, {}, local);
      expect(answer.body).toEqual({ call: i });
    }
  });
});
