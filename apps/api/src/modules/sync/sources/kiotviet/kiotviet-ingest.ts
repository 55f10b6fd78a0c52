// Writes KiotViet categories and products; products KiotViet reports removed are marked deleted.
// The MISA mapping of a product (ms_private_skus) is ours and never touched by a sync.
import { sql } from 'drizzle-orm';
import type { KiotvietEntity, KiotvietRecord } from './kiotviet-records';
import type { Database } from '../../../../db/client';
import type { IngestCounts } from '../../source-kit/source';
import { upsertRows } from '../../ingest/upsert';
import { queryRows } from '../../../../lib/query-rows';

type Db = Pick<Database, 'execute'>;

export async function ingestKiotviet<E extends KiotvietEntity>(
  db: Db,
  entity: E,
  records: KiotvietRecord<E>[],
  removedIds: readonly string[] = [],
): Promise<IngestCounts> {
  if (entity === 'categories') {
    const rows = (records as KiotvietRecord<'categories'>[]).map((c) => ({
      id: c.categoryId,
      parent_id: c.parentId ?? null,
      name: c.categoryName,
    }));
    const outcome = await upsertRows(
      db,
      {
        table: 'kiotviet_categories',
        columns: [
          ['id', 'int'],
          ['parent_id', 'int'],
          ['name', 'text'],
        ],
        key: ['id'],
        touchSyncedAt: false,
      },
      rows,
    );
    return { inserted: outcome.inserted.length, updated: outcome.updated.length, removed: 0 };
  }
  const rows = (records as KiotvietRecord<'products'>[]).map((p) => ({
    idf: p.id,
    code: p.code,
    name: p.name,
    unit: p.unit ?? '',
    image: p.images?.[0] ?? null,
    active: p.isActive,
    deleted: false,
    category_id: p.categoryId ?? null,
  }));
  const outcome = await upsertRows(
    db,
    {
      table: 'kiotviet_products',
      columns: [
        ['idf', 'bigint'],
        ['code', 'text'],
        ['name', 'text'],
        ['unit', 'text'],
        ['image', 'text'],
        ['active', 'boolean'],
        ['deleted', 'boolean'],
        ['category_id', 'int'],
      ],
      key: ['idf'],
      touchSyncedAt: false,
    },
    rows,
  );
  let removed = 0;
  if (removedIds.length > 0) {
    const marked = await queryRows<{ id: number }>(
      db,
      sql`update kiotviet_products set deleted = true, updated_at = now()
          where deleted = false
            and idf in (select json_array_elements_text(${JSON.stringify(removedIds)}::json)::bigint)
          returning id`,
    );
    removed = marked.length;
  }
  return { inserted: outcome.inserted.length, updated: outcome.updated.length, removed };
}
