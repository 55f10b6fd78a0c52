// The built-in MISA source: the demo inventory items and the sales vouchers booking the demo invoices.
import type { EcommerceDemoData } from '../../seed/ecommerce/dataset';
import { DEMO_INVENTORY_ITEMS } from '../../seed/demo-master-data';
import { demoGuid } from '../../seed/seed';
import type { Connector, FetchRequest, SourcePage } from '../../modules/sync/connector';
import { PermanentSourceError } from '../../modules/sync/connector';
import { isMisaEntity } from './misa-http';
import type { MisaInventoryItemRecord } from './misa-types';

const MODIFIED = '2025-01-10T08:00:00+07:00';

export class MisaDemoSource implements Connector {
  readonly source = 'misa' as const;
  readonly kind = 'demo' as const;

  private readonly items: MisaInventoryItemRecord[] = DEMO_INVENTORY_ITEMS.map((item) => ({
    dictionary_type: 2,
    inventory_item_id: demoGuid(item.inventoryItemCode),
    inventory_item_code: item.inventoryItemCode,
    inventory_item_name: item.inventoryItemName,
    unit_name: item.unit,
    inactive: item.inactive,
    modified_date: MODIFIED,
  }));

  constructor(
    private readonly data: EcommerceDemoData,
    private readonly take = 1000,
  ) {}

  fetchPage(request: FetchRequest): Promise<SourcePage> {
    if (!isMisaEntity(request.entity)) {
      throw new PermanentSourceError(`MISA has no ${request.entity}`);
    }
    const sinceMs = request.since === null ? null : Date.parse(request.since);
    const start = request.cursor === null ? 0 : Number(request.cursor);
    if (request.entity === 'inventoryItems') {
      const changed = this.items.filter(
        (i) => sinceMs === null || Date.parse(i.modified_date ?? '') >= sinceMs,
      );
      const records = changed.slice(start, start + this.take);
      const end = start + records.length;
      return Promise.resolve({ records, next: end < changed.length ? String(end) : null });
    }
    // Vouchers follow the orders they book: the cursor is an order index.
    const end = Math.min(this.data.orderCount, start + this.take);
    const records: unknown[] = [];
    for (let i = start; i < end; i += 1) {
      for (const voucher of this.data.vouchersOf(this.data.order(i), i)) {
        if (sinceMs === null || Date.parse(voucher.modified_date ?? '') >= sinceMs) {
          records.push(voucher);
        }
      }
    }
    return Promise.resolve({ records, next: end < this.data.orderCount ? String(end) : null });
  }
}
