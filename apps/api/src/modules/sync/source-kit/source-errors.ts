// How a source's call fails: worth trying again, or not.

/** A failure worth trying again (network, time-out, 429, 5xx); retryAfterMs when the server said. */
export class TransientSourceError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'TransientSourceError';
  }
}

/** A failure that trying again will not fix (bad credentials, 4xx, malformed answer). */
export class PermanentSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentSourceError';
  }
}
