// Writes MISA inventory items and sales vouchers.
import type { MisaEntity, MisaRecord } from './misa-records';
import type { Database } from '../../../../db/client';
import { vnDayOfTime } from '@backoffice/shared';
import type { IngestCounts } from '../../source-kit/source';
import { upsertRows } from '../../ingest/upsert';

type Db = Pick<Database, 'execute'>;

export async function ingestMisa<E extends MisaEntity>(
  db: Db,
  entity: E,
  records: MisaRecord<E>[],
): Promise<IngestCounts> {
  if (entity === 'inventoryItems') {
    const rows = (records as MisaRecord<'inventoryItems'>[]).map((i) => ({
      idf: i.inventory_item_id,
      inventory_item_code: i.inventory_item_code,
      inventory_item_name: i.inventory_item_name,
      unit: i.unit_name ?? '',
      inactive: i.inactive,
    }));
    const outcome = await upsertRows(
      db,
      {
        table: 'misa_inventory_items',
        columns: [
          ['idf', 'uuid'],
          ['inventory_item_code', 'text'],
          ['inventory_item_name', 'text'],
          ['unit', 'text'],
          ['inactive', 'boolean'],
        ],
        key: ['idf'],
        touchSyncedAt: false,
      },
      rows,
    );
    return { inserted: outcome.inserted.length, updated: outcome.updated.length, removed: 0 };
  }
  const rows = (records as MisaRecord<'vouchers'>[]).map((v) => ({
    ref_id: v.refid,
    voucher_no: v.refno_finance,
    voucher_date: /^\d{4}-\d{2}-\d{2}$/.test(v.refdate) ? v.refdate : vnDayOfTime(v.refdate),
    customer_name: v.account_object_name ?? '',
    description: v.journal_memo ?? '',
    total_amount: Math.round(v.total_amount),
    source_updated_at: v.modified_date ?? v.refdate,
  }));
  const outcome = await upsertRows(
    db,
    {
      table: 'misa_vouchers',
      columns: [
        ['ref_id', 'uuid'],
        ['voucher_no', 'text'],
        ['voucher_date', 'date'],
        ['customer_name', 'text'],
        ['description', 'text'],
        ['total_amount', 'bigint'],
        ['source_updated_at', 'timestamptz'],
      ],
      key: ['ref_id'],
    },
    rows,
  );
  return { inserted: outcome.inserted.length, updated: outcome.updated.length, removed: 0 };
}
