// One interface for every outside system: read a page of an entity, from a cursor, of what changed
// since a watermark. Each system has an HTTP client of its API and a built-in demo source.
import type { SyncSource } from '@backoffice/shared';

export interface FetchRequest {
  entity: string;
  /** Where the previous page ended (the connector's own format); null for the first page. */
  cursor: string | null;
  /** Read only what changed at or after this time (ISO 8601); null reads everything. */
  since: string | null;
  signal?: AbortSignal | undefined;
}

export interface SourcePage {
  records: unknown[];
  /** Ids the source says were removed since `since` (KiotViet's removeId). */
  removedIds?: string[];
  /** Where to continue; null when the entity has been read to its end. */
  next: string | null;
}

export interface Connector {
  readonly source: SyncSource;
  readonly kind: 'demo' | 'http';
  fetchPage(request: FetchRequest): Promise<SourcePage>;
}

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
