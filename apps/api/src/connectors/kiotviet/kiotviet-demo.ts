// The built-in KiotViet source: the demo category tree and products (deleted ones as removed ids).
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from '../../seed/demo-master-data';
import type { Connector, FetchRequest, SourcePage } from '../../modules/sync/connector';
import { PermanentSourceError } from '../../modules/sync/connector';
import { isKiotvietEntity } from './kiotviet-http';
import { KIOTVIET_PAGE_SIZE, type KvCategoryRecord, type KvProductRecord } from './kiotviet-types';

const MODIFIED = '2025-01-15T08:00:00.0000000';

export class KiotvietDemoSource implements Connector {
  readonly source = 'kiotviet' as const;
  readonly kind = 'demo' as const;

  private readonly categories: KvCategoryRecord[] = DEMO_CATEGORIES.map((c) => ({
    categoryId: c.id,
    parentId: c.parentId,
    categoryName: c.name,
    retailerId: 500_123,
    modifiedDate: MODIFIED,
  }));

  private readonly products: KvProductRecord[] = DEMO_PRODUCTS.filter((p) => !p.deleted).map(
    (p) => ({
      id: p.idf,
      code: p.code,
      name: p.name,
      fullName: p.name,
      categoryId: p.categoryId,
      unit: p.unit,
      images: p.image ? [p.image] : null,
      isActive: p.active,
      modifiedDate: MODIFIED,
    }),
  );

  private readonly removed = DEMO_PRODUCTS.filter((p) => p.deleted).map((p) => String(p.idf));

  fetchPage(request: FetchRequest): Promise<SourcePage> {
    if (!isKiotvietEntity(request.entity)) {
      throw new PermanentSourceError(`KiotViet has no ${request.entity}`);
    }
    const sinceMs = request.since === null ? null : Date.parse(request.since);
    const all: { modifiedDate?: string | null | undefined }[] =
      request.entity === 'categories' ? this.categories : this.products;
    const changed = all.filter(
      (r) => sinceMs === null || Date.parse(r.modifiedDate ?? '') >= sinceMs,
    );
    const offset = request.cursor === null ? 0 : Number(request.cursor);
    const records = changed.slice(offset, offset + KIOTVIET_PAGE_SIZE);
    const end = offset + records.length;
    return Promise.resolve({
      records,
      removedIds: request.entity === 'products' && offset === 0 ? this.removed : [],
      next: end < changed.length ? String(end) : null,
    });
  }
}
