// The HTTP plumbing the connectors share: JSON calls with a time-out, retries with exponential
// backoff on transient failures (network, 429, 5xx) honouring Retry-After, and a token fetched once
// and refreshed once when the server says it expired. Every connection goes through the network
// guard (public addresses only unless allowed), and a redirect is never followed: a 3xx answer is
// an error, so that a secret never travels to an address other than the one configured.
import http from 'node:http';
import https from 'node:https';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { OTHER_API_TIMEOUT_MS, SYNC_MESSAGES } from '@backoffice/shared';
import { PermanentSourceError, TransientSourceError } from './source-errors';
import { type NetworkGuard, networkGuard } from './network-guard';

export interface RetryPolicy {
  /** Tries in all (the first one included). */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, baseDelayMs: 500, maxDelayMs: 60_000 };

export interface HttpOptions {
  retry?: RetryPolicy;
  timeoutMs?: number;
  signal?: AbortSignal | undefined;
  /** Called before each retry (for logs and tests). */
  onRetry?: (info: { attempt: number; delayMs: number; reason: string }) => void;
  /** Which addresses the calls may reach (default: public addresses only). */
  network?: NetworkGuard;
}

/** What a call sends. */
export interface HttpRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Retry-After in seconds or as an HTTP date, in milliseconds. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export function backoffDelay(policy: RetryPolicy, attempt: number, retryAfterMs: number | null) {
  const exponential = policy.baseDelayMs * 2 ** (attempt - 1);
  return Math.min(policy.maxDelayMs, Math.max(retryAfterMs ?? 0, exponential));
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface HttpAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** The largest answer read (after decompression); a larger one is an error. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

const DECODERS: Record<string, (body: Buffer, options: zlib.ZlibOptions) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
};

interface RawAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** A kept-alive connection the server had closed meanwhile: the call is sent once more. */
class StaleConnectionError extends Error {}

function toHeaders(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/** Sends one request and reads its whole answer; `signal` aborts it with the signal's reason. */
function send(
  target: URL,
  init: HttpRequest,
  guard: NetworkGuard,
  signal: AbortSignal,
): Promise<RawAnswer> {
  const secure = target.protocol === 'https:';
  const body = init.body === undefined ? undefined : Buffer.from(init.body, 'utf8');
  const headers: Record<string, string> = {
    'accept-encoding': 'gzip, deflate, br',
    'user-agent': 'backoffice-sync',
    ...Object.fromEntries(
      Object.entries(init.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    ...(body ? { 'content-length': String(body.byteLength) } : {}),
  };
  return new Promise<RawAnswer>((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      done();
    };
    const fail = (error: unknown) => {
      settle(() => {
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    };
    if (signal.aborted) {
      fail(signal.reason);
      return;
    }
    const request = (secure ? https : http).request(
      target,
      { method: init.method ?? 'GET', headers, agent: guard.agent(secure) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength;
          if (size > MAX_BODY_BYTES) {
            fail(new PermanentSourceError(SYNC_MESSAGES.answerTooLarge(target.host)));
            request.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', fail);
        response.on('close', () => {
          if (!response.complete) fail(new Error('the connection closed before the answer ended'));
        });
        response.on('end', () => {
          settle(() => {
            resolve({
              status: response.statusCode ?? 0,
              headers: toHeaders(response.headers),
              body: Buffer.concat(chunks),
            });
          });
        });
      },
    );
    const onAbort = () => {
      fail(signal.reason);
      request.destroy();
    };
    signal.addEventListener('abort', onAbort, { once: true });
    request.on('error', (error: NodeJS.ErrnoException) => {
      fail(
        request.reusedSocket && error.code === 'ECONNRESET'
          ? new StaleConnectionError(error.message, { cause: error })
          : error,
      );
    });
    request.end(body);
  });
}

async function decode(answer: RawAnswer): Promise<string> {
  const encoding = (answer.headers.get('content-encoding') ?? '').trim().toLowerCase();
  const decoder = DECODERS[encoding];
  if (!decoder || answer.body.byteLength === 0) return answer.body.toString('utf8');
  return (await decoder(answer.body, { maxOutputLength: MAX_BODY_BYTES })).toString('utf8');
}

function targetOf(url: string): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new PermanentSourceError(SYNC_MESSAGES.badUrl(url));
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new PermanentSourceError(SYNC_MESSAGES.notHttp(url));
  }
  return target;
}

/**
 * One call, no retry: network failures and time-outs become TransientSourceError; an address the
 * guard refuses and a redirect become PermanentSourceError.
 */
async function callOnce(url: string, init: HttpRequest, options: HttpOptions): Promise<HttpAnswer> {
  const method = init.method ?? 'GET';
  const timeout = AbortSignal.timeout(options.timeoutMs ?? OTHER_API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const guard = options.network ?? networkGuard(false);
  const target = targetOf(url);
  guard.checkUrl(target);
  let raw: RawAnswer;
  let text: string;
  try {
    for (let stale = 0; ; stale += 1) {
      try {
        raw = await send(target, init, guard, signal);
        break;
      } catch (error) {
        if (!(error instanceof StaleConnectionError) || stale >= 2) throw error;
      }
    }
    text = await decode(raw);
  } catch (error) {
    if (error instanceof PermanentSourceError) throw error;
    if (options.signal?.aborted) throw error;
    throw new TransientSourceError(
      `${method} ${url}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (raw.status >= 300 && raw.status < 400) {
    const location = (raw.headers.get('location') ?? '').slice(0, 200);
    throw new PermanentSourceError(SYNC_MESSAGES.redirected(target.host, raw.status, location));
  }
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: raw.status, body, headers: raw.headers };
}

/**
 * A call retried on transient failures. Answers any other status as it is (the caller decides
 * what a 401 or a 4xx means).
 */
export async function callWithRetry(
  url: string,
  init: HttpRequest,
  options: HttpOptions = {},
): Promise<HttpAnswer> {
  const policy = options.retry ?? DEFAULT_RETRY;
  for (let attempt = 1; ; attempt += 1) {
    let reason: string;
    let retryAfter: number | null = null;
    try {
      const answer = await callOnce(url, init, options);
      if (answer.status !== 429 && answer.status < 500) return answer;
      reason = `HTTP ${answer.status}`;
      retryAfter = parseRetryAfter(answer.headers.get('retry-after'));
      if (attempt >= policy.attempts) {
        throw new TransientSourceError(`${init.method ?? 'GET'} ${url}: ${reason}`, retryAfter);
      }
    } catch (error) {
      if (!(error instanceof TransientSourceError) || attempt >= policy.attempts) throw error;
      reason = error.message;
      retryAfter = error.retryAfterMs;
    }
    const delayMs = backoffDelay(policy, attempt, retryAfter);
    options.onRetry?.({ attempt, delayMs, reason });
    await sleep(delayMs, options.signal);
  }
}

/**
 * Holds an access token: fetched on first use, and fetched again once when a call answers that it
 * expired; a second refusal is a permanent error (the credentials are wrong).
 */
export class TokenHolder {
  private token: Promise<string> | null = null;

  constructor(private readonly fetchToken: () => Promise<string>) {}

  get(): Promise<string> {
    if (!this.token) {
      this.token = this.fetchToken();
      this.token.catch(() => {
        this.token = null;
      });
    }
    return this.token;
  }

  invalidate(): void {
    this.token = null;
  }

  /** Runs a call with the token; when it reports an expired token, refreshes it once and calls again. */
  async withToken<T>(
    call: (token: string) => Promise<{ expired: boolean; value?: T }>,
    what: string,
  ): Promise<T> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const result = await call(await this.get());
      if (!result.expired) return result.value as T;
      this.invalidate();
    }
    throw new PermanentSourceError(`${what}: access refused after a fresh token`);
  }
}

/** The error of a non-success answer that is not transient. */
export function permanentError(what: string, answer: HttpAnswer): PermanentSourceError {
  const detail =
    typeof answer.body === 'string'
      ? answer.body.slice(0, 200)
      : JSON.stringify(answer.body ?? '').slice(0, 200);
  return new PermanentSourceError(`${what}: HTTP ${answer.status} ${detail}`);
}
