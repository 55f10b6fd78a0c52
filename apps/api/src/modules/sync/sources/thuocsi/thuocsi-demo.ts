// The built-in thuocsi source: serves a feed (the generated demo marketplace) page by page, as the
// API would.
import type { Connector, FetchRequest, SourcePage } from '../../source-kit/source';
import { PermanentSourceError } from '../../source-kit/source-errors';
import { isThuocsiEntity } from './thuocsi-client';
import type {
  ThuocsiEntity,
  TsComboRecord,
  TsDealRecord,
  TsInboundRecord,
  TsInventoryRecord,
  TsInvoiceRecord,
  TsOfferRecord,
  TsOrderRecord,
  TsProductRecord,
  TsSellerRecord,
  TsSettlementRecord,
} from './thuocsi-records';

/** What the built-in thuocsi source serves: lists, and orders made one by one from their index. */
export interface ThuocsiDemoFeed {
  sellerRecords(): readonly TsSellerRecord[];
  productRecords(): readonly TsProductRecord[];
  offerRecords(): readonly TsOfferRecord[];
  dealRecords(): readonly TsDealRecord[];
  comboRecords(): readonly TsComboRecord[];
  inventoryRecords(): readonly TsInventoryRecord[];
  inboundRecords(): readonly TsInboundRecord[];
  settlementRecords(): readonly TsSettlementRecord[];
  readonly orderCount: number;
  /** Orders are made in time order and changed at most this long after. */
  readonly maxUpdateLagMs: number;
  /** The index of the first order made at or after a time. */
  firstOrderAtOrAfter(ms: number): number;
  order(index: number): TsOrderRecord;
  invoiceOf(order: TsOrderRecord, index: number): TsInvoiceRecord | null;
}

/** Serves pages of `pageSize` records (orders: of scanned orders) since a time. */
export class ThuocsiDemoSource implements Connector {
  readonly source = 'thuocsi' as const;
  readonly kind = 'demo' as const;

  constructor(
    private readonly data: ThuocsiDemoFeed,
    private readonly pageSize = 500,
  ) {}

  private listOf(
    entity: Exclude<ThuocsiEntity, 'orders' | 'invoices'>,
  ): readonly { updatedTime: string }[] {
    switch (entity) {
      case 'sellers':
        return this.data.sellerRecords();
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
        return this.data.settlementRecords();
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
      // Orders are made in time order and changed at most maxUpdateLagMs later, so a scan
      // since a time starts that much earlier.
      const first =
        sinceMs === null ? 0 : this.data.firstOrderAtOrAfter(sinceMs - this.data.maxUpdateLagMs);
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
