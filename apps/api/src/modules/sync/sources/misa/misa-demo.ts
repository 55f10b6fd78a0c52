// The built-in MISA source: serves a feed (the demo's inventory items and the sales vouchers booking
// its invoices) page by page, as the API would.
import type { Connector, FetchRequest, SourcePage } from '../../source-kit/source';
import { PermanentSourceError } from '../../source-kit/source-errors';
import { isMisaEntity } from './misa-client';
import type { MisaInventoryItemRecord, MisaVoucherRecord } from './misa-records';

/** What the built-in MISA source serves: inventory items, and the sales vouchers of each order. */
export interface MisaDemoFeed {
  items: readonly MisaInventoryItemRecord[];
  /** Vouchers follow the orders they book: how many orders, and the vouchers of one. */
  orderCount: number;
  vouchersOfOrder: (index: number) => readonly MisaVoucherRecord[];
}

export class MisaDemoSource implements Connector {
  readonly source = 'misa' as const;
  readonly kind = 'demo' as const;

  constructor(
    private readonly feed: MisaDemoFeed,
    private readonly take = 1000,
  ) {}

  fetchPage(request: FetchRequest): Promise<SourcePage> {
    if (!isMisaEntity(request.entity)) {
      throw new PermanentSourceError(`MISA has no ${request.entity}`);
    }
    const sinceMs = request.since === null ? null : Date.parse(request.since);
    const start = request.cursor === null ? 0 : Number(request.cursor);
    if (request.entity === 'inventoryItems') {
      const changed = this.feed.items.filter(
        (i) => sinceMs === null || Date.parse(i.modified_date ?? '') >= sinceMs,
      );
      const records = changed.slice(start, start + this.take);
      const end = start + records.length;
      return Promise.resolve({ records, next: end < changed.length ? String(end) : null });
    }
    // Vouchers follow the orders they book: the cursor is an order index.
    const end = Math.min(this.feed.orderCount, start + this.take);
    const records: unknown[] = [];
    for (let i = start; i < end; i += 1) {
      for (const voucher of this.feed.vouchersOfOrder(i)) {
        if (sinceMs === null || Date.parse(voucher.modified_date ?? '') >= sinceMs) {
          records.push(voucher);
        }
      }
    }
    return Promise.resolve({ records, next: end < this.feed.orderCount ? String(end) : null });
  }
}
