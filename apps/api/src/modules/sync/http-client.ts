// The HTTP plumbing the connectors share: JSON calls with a time-out, retries with exponential
// backoff on transient failures (network, 429, 5xx) honouring Retry-After, and a token fetched once
// and refreshed once when the server says it expired.
import { OTHER_API_TIMEOUT_MS } from '@backoffice/shared';
import { PermanentSourceError, TransientSourceError } from './connector';

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

/** One call, no retry: network failures and time-outs become TransientSourceError. */
async function callOnce(url: string, init: RequestInit, options: HttpOptions): Promise<HttpAnswer> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? OTHER_API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new TransientSourceError(
      `${init.method ?? 'GET'} ${url}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * A call retried on transient failures. Answers any other status as it is (the caller decides
 * what a 401 or a 4xx means).
 */
export async function callWithRetry(
  url: string,
  init: RequestInit,
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
