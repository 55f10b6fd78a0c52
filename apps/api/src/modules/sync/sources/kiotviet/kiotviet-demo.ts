// The built-in KiotViet source: serves a feed (the demo's category tree and products, deleted ones
// as removed ids) page by page, as the API would.
import type { Connector, FetchRequest, SourcePage } from '../../source-kit/source';
import { PermanentSourceError } from '../../source-kit/source-errors';
import { isKiotvietEntity } from './kiotviet-client';
import {
  KIOTVIET_PAGE_SIZE,
  type KvCategoryRecord,
  type KvProductRecord,
} from './kiotviet-records';

/** What the built-in KiotViet source serves: the category tree, the products and the ids removed. */
export interface KiotvietDemoFeed {
  categories: readonly KvCategoryRecord[];
  products: readonly KvProductRecord[];
  removedIds: readonly string[];
}

export class KiotvietDemoSource implements Connector {
  readonly source = 'kiotviet' as const;
  readonly kind = 'demo' as const;

  constructor(private readonly feed: KiotvietDemoFeed) {}

  fetchPage(request: FetchRequest): Promise<SourcePage> {
    if (!isKiotvietEntity(request.entity)) {
      throw new PermanentSourceError(`KiotViet has no ${request.entity}`);
    }
    const sinceMs = request.since === null ? null : Date.parse(request.since);
    const all: readonly { modifiedDate?: string | null | undefined }[] =
      request.entity === 'categories' ? this.feed.categories : this.feed.products;
    const changed = all.filter(
      (r) => sinceMs === null || Date.parse(r.modifiedDate ?? '') >= sinceMs,
    );
    const offset = request.cursor === null ? 0 : Number(request.cursor);
    const records = changed.slice(offset, offset + KIOTVIET_PAGE_SIZE);
    const end = offset + records.length;
    return Promise.resolve({
      records,
      removedIds: request.entity === 'products' && offset === 0 ? [...this.feed.removedIds] : [],
      next: end < changed.length ? String(end) : null,
    });
  }
}
