// The built-in thuocsi source: serves the generated demo marketplace page by page, as the API would.
import type { EcommerceDemoData } from '../../seed/ecommerce/dataset';
import { EcommerceDemoData as Dataset } from '../../seed/ecommerce/dataset';
import type { Connector, FetchRequest, SourcePage } from '../../modules/sync/connector';
import { PermanentSourceError } from '../../modules/sync/connector';
import { isThuocsiEntity } from './thuocsi-http';
import type { ThuocsiEntity } from './thuocsi-types';

/** Serves pages of `pageSize` records (orders: of scanned orders) since a time. */
export class ThuocsiDemoSource implements Connector {
  readonly source = 'thuocsi' as const;
  readonly kind = 'demo' as const;

  constructor(
    private readonly data: EcommerceDemoData,
    private readonly pageSize = 500,
  ) {}

  private listOf(entity: Exclude<ThuocsiEntity, 'orders' | 'invoices'>): { updatedTime: string }[] {
    switch (entity) {
      case 'sellers':
        return [...this.data.sellerRecords()];
      case 'products':
        return this.data.productRecords();
      case 'offers':
        return this.data.offerRecords();
      case 'deals':
        return this.data.dealRecords();
      case 'combos':
        return this.data.comboRecords();
      case 'inventory':
        return this.data.inventoryRecords();
      case 'inbound':
        return this.data.inboundRecords();
      case 'settlements':
        return this.data.settlementPeriods().map((p) => this.data.settlement(p));
      default: {
        const never: never = entity;
        throw new Error(String(never));
      }
    }
  }

  fetchPage(request: FetchRequest): Promise<SourcePage> {
    const { entity, since } = request;
    if (!isThuocsiEntity(entity)) throw new PermanentSourceError(`thuocsi has no ${entity}`);
    const sinceMs = since === null ? null : Date.parse(since);
    if (entity === 'orders' || entity === 'invoices') {
      // Orders are made in time order and changed at most MAX_UPDATE_LAG_MS later, so a scan
      // since a time starts that much earlier.
      const first =
        sinceMs === null ? 0 : this.data.firstOrderAtOrAfter(sinceMs - Dataset.MAX_UPDATE_LAG_MS);
      const start = request.cursor === null ? first : Number(request.cursor);
      const end = Math.min(this.data.orderCount, start + this.pageSize);
      const records: unknown[] = [];
      for (let i = start; i < end; i += 1) {
        const order = this.data.order(i);
        const record = entity === 'orders' ? order : this.data.invoiceOf(order, i);
        if (record && (sinceMs === null || Date.parse(record.updatedTime) >= sinceMs)) {
          records.push(record);
        }
      }
      return Promise.resolve({ records, next: end < this.data.orderCount ? String(end) : null });
    }
    const all = this.listOf(entity).filter(
      (r) => sinceMs === null || Date.parse(r.updatedTime) >= sinceMs,
    );
    const offset = request.cursor === null ? 0 : Number(request.cursor);
    const records = all.slice(offset, offset + this.pageSize);
    const end = offset + records.length;
    return Promise.resolve({ records, next: end < all.length ? String(end) : null });
  }
}
