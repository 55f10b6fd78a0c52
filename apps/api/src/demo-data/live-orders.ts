// The demo marketplace going on after its history: from `sinceMs` (at or after the day the history
// ends on, its anchor) the company's own sellers get `perMinute` new orders a minute, each one made
// only once its time has come, so that the sync's incremental run finds the new ones each time, as
// it would on the marketplace. A new order is NEW, confirmed 10 minutes later and on its way after an hour; about
// one in seven comes from an advertising campaign. Orders are numbered on from the history's.
import { OWNER_SELLER_IDS } from '@backoffice/shared';
import type { ThuocsiDemoFeed } from '../modules/sync/sources/thuocsi/thuocsi-demo';
import type { TsOrderRecord } from '../modules/sync/sources/thuocsi/thuocsi-records';
import { CAMPAIGNS } from './catalogue';
import { type EcommerceDemoData, vnTime } from './dataset';
import { hash32 } from './prng';

const MINUTE_MS = 60_000;
const SEED = 20_261_128;
/** How far back in the history an order is taken as the model of a new one. */
const MODELS = 3000;

/** The history, then the new orders of the owner sellers as their times come. */
export class LiveDemoOrders implements ThuocsiDemoFeed {
  /** Time between two new orders. */
  private readonly spacingMs: number;
  /** When the new orders begin. */
  private readonly sinceMs: number;
  /** The history's orders taken as models, made once (an incremental scan reads days of them). */
  private readonly models = new Map<number, TsOrderRecord>();

  constructor(
    private readonly history: EcommerceDemoData,
    perMinute: number,
    sinceMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.spacingMs = MINUTE_MS / Math.max(perMinute, Number.MIN_VALUE);
    this.sinceMs = Math.max(sinceMs, history.anchorMs);
  }

  sellerRecords = () => this.history.sellerRecords();
  productRecords = () => this.history.productRecords();
  offerRecords = () => this.history.offerRecords();
  dealRecords = () => this.history.dealRecords();
  comboRecords = () => this.history.comboRecords();
  inventoryRecords = () => this.history.inventoryRecords();
  inboundRecords = () => this.history.inboundRecords();
  settlementRecords = () => this.history.settlementRecords();

  get maxUpdateLagMs(): number {
    return this.history.maxUpdateLagMs;
  }

  /** When new order `j` is made: once in each slot of `spacingMs`, somewhere within it. */
  createdMsOf(j: number): number {
    const within = (hash32(SEED, 1, j) % 900) / 1000;
    return Math.floor(this.sinceMs + (j + within) * this.spacingMs);
  }

  /** The new orders made by now. */
  private liveCount(): number {
    const now = this.now();
    if (now < this.sinceMs) return 0;
    const slot = Math.floor((now - this.sinceMs) / this.spacingMs);
    return this.createdMsOf(slot) <= now ? slot + 1 : slot;
  }

  get orderCount(): number {
    return this.history.orderCount + this.liveCount();
  }

  firstOrderAtOrAfter(ms: number): number {
    const { orderCount } = this.history;
    if (ms <= this.sinceMs) return this.history.firstOrderAtOrAfter(ms);
    const slot = Math.floor((ms - this.sinceMs) / this.spacingMs);
    return orderCount + (this.createdMsOf(slot) >= ms ? slot : slot + 1);
  }

  order(index: number): TsOrderRecord {
    const { orderCount } = this.history;
    return index < orderCount ? this.history.order(index) : this.liveOrder(index - orderCount);
  }

  invoiceOf(order: TsOrderRecord, index: number) {
    return this.history.invoiceOf(order, index);
  }

  /** New order `j`: the lines and buyer of an owner seller's order of the history, made now. */
  private liveOrder(j: number): TsOrderRecord {
    const { orderCount } = this.history;
    let model = Math.max(0, orderCount - 1 - (hash32(SEED, 2, j) % Math.min(MODELS, orderCount)));
    while (model > 0 && !OWNER_SELLER_IDS.includes(this.history.sellerOf(model).sellerId)) {
      model -= 1;
    }
    let base = this.models.get(model);
    if (!base) {
      base = this.history.order(model);
      this.models.set(model, base);
    }
    const createdMs = this.createdMsOf(j);
    const age = this.now() - createdMs;
    const [status, updatedMs] =
      age >= 60 * MINUTE_MS
        ? (['DELIVERING', createdMs + 60 * MINUTE_MS] as const)
        : age >= 10 * MINUTE_MS
          ? (['CONFIRMED', createdMs + 10 * MINUTE_MS] as const)
          : (['NEW', createdMs] as const);
    const advertised = hash32(SEED, 3, j) % 7 === 0;
    return {
      ...base,
      orderCode: `TSO${String(orderCount + j + 1).padStart(9, '0')}`,
      createdTime: vnTime(createdMs),
      status,
      source: advertised ? 'ADVERTISING' : 'MARKETPLACE',
      campaign: advertised ? (CAMPAIGNS[hash32(SEED, 4, j) % CAMPAIGNS.length] ?? null) : null,
      payment: { method: 'COD', status: 'UNPAID', paidAmount: 0, paidTime: null },
      updatedTime: vnTime(updatedMs),
    };
  }
}
