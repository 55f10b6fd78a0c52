// One interface for every outside system: read a page of an entity, from a cursor, of what changed
// since a watermark. Each system (sources/<system>/) has an HTTP client of its API, a built-in demo
// source and the writing of its records, brought together in one SourceAdapter.
import type { SyncSource } from '@backoffice/shared';
import type { Database } from '../../../db/client';
import type { HttpOptions } from './http-client';

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

/** Rows a page added, changed and removed. */
export interface IngestCounts {
  inserted: number;
  updated: number;
  removed: number;
}

/** What the sync knows of one outside system; the registry holds one per system. */
export interface SourceAdapter<Settings extends object, Feed> {
  /** The settings of a new job. */
  readonly defaults: Settings;
  /** The stored settings read with the system's schema (defaults for what is missing or wrong). */
  readSettings(stored: object): Settings;
  /** The built-in source serving a demo feed. */
  demo(feed: Feed): Connector;
  /** The client of the system's API, with the job's stored settings (read as readSettings does). */
  http(stored: object, secret: string, options: HttpOptions): Connector;
  /** Writes a page of an entity's records (in the run's transaction). */
  ingest(db: Pick<Database, 'execute'>, entity: string, page: SourcePage): Promise<IngestCounts>;
  /** When a record was last changed at the source (the watermark of incremental runs). */
  modifiedOf(record: unknown): string | null;
}

/** A text field of a record, or null (the modification times the adapters read). */
export function textField(record: unknown, field: string): string | null {
  const value = (record as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' && value ? value : null;
}
