// The demo marketplace, MISA and KiotViet data: deterministic (fixed seed), each record made alone
// from its index, so that a demo source serves any page and a bulk load streams millions of order
// lines without holding them. Orders run over the two years and a half before the anchor (today,
// Vietnam time), so that every period has a year before it with orders and two Tết seasons are in
// it: more of them in the rainy season and in the weeks before Tết, fewer on Sundays and over Tết,
// and a little more each year (the business grows); a few products of each seller sell most and the
// rest form a long tail; buyers come back (a few buy often), and the first of them are the demo's
// CRM customers. The same generator makes the start-up demo (30,000 order lines) and the
// benchmark's millions.
import {
  DAY_MS,
  VN_OFFSET_MS,
  dateOfEpochDay,
  epochDay,
  tetOf,
  vnDayStart,
  vnEpochDay,
} from '@backoffice/shared';
import { DEMO_SELLERS } from './master-data';
import type {
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
} from '../modules/sync/sources/thuocsi/thuocsi-records';
import type { ThuocsiDemoFeed } from '../modules/sync/sources/thuocsi/thuocsi-demo';
import type { MisaVoucherRecord } from '../modules/sync/sources/misa/misa-records';
import { CAMPAIGNS, MANUFACTURERS, MEDICINES, customerOf } from './catalogue';
import { Rng, demoGuid, hash32 } from './prng';

export const DEMO_SEED = 20_251_121;
/** Order lines of the start-up demo data: loads in a few seconds on the embedded database. */
export const DEFAULT_DEMO_ORDER_LINES = 30_000;
/**
 * Buyers of the demo at least: the first this many of the demo's CRM customers (two in five of its
 * 3,000), so that most of them, and no others, have ordered.
 */
export const DEMO_BUYERS = 1_200;
/** Two years and a half of orders. */
export const DEMO_SPAN_DAYS = 913;
const OWNER_WAREHOUSES: Record<number, readonly string[]> = {
  2010: ['WH-HCM', 'WH-CT'],
  3035: ['WH-HN', 'WH-DN'],
};
const SUPPLIERS = [
  'Công ty CP Dược phẩm Trung ương CPC1',
  'Công ty CP Dược liệu Trung ương 2 (Phytopharma)',
  'Công ty CP Dược phẩm Trung ương 3 (Foripharm)',
  'Công ty CP Vimedimex',
  'Công ty TNHH Zuellig Pharma Việt Nam',
  'Công ty TNHH DKSH Việt Nam',
];

/** The last day written, kept: the orders come in time order, millions of them. */
let lastDay = Number.NaN;
let lastDayText = '';

/** YYYY-MM-DD of a day counted from 1970-01-01. */
function dayText(day: number): string {
  if (day !== lastDay) {
    lastDay = day;
    lastDayText = dateOfEpochDay(day);
  }
  return lastDayText;
}

/** A GUID of the retail vouchers: its variant digit b, where the invoices' vouchers have a. */
const retailGuid = (guid: string) => `${guid.slice(0, 19)}b${guid.slice(20)}`;

const two = (n: number) => (n < 10 ? `0${String(n)}` : String(n));

/** YYYY-MM-DD of an instant in Vietnam (the last one kept: the orders come in time order). */
function vnDay(ms: number): string {
  return dayText(vnEpochDay(ms));
}

/** ISO 8601 with the +07:00 offset, to the second, as the marketplace writes times. */
export function vnTime(ms: number): string {
  const local = Math.floor(ms / 1000) * 1000 + VN_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  const seconds = Math.floor((local - day * DAY_MS) / 1000);
  const time = `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  return `${dayText(day)}T${time}+07:00`;
}

/** A number standing for a short ASCII code (a warehouse code), to seed from. */
function textKey(text: string): number {
  let key = 0;
  for (let i = 0; i < text.length; i += 1) key = (Math.imul(key, 31) + text.charCodeAt(i)) | 0;
  return key;
}

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/**
 * How busy each month is (January first): pharmacies sell most over the rainy season (May to
 * October: fever, dengue, flu, diarrhoea) and stock up at the year's end; Tết, which moves, is
 * weighed apart (TET_WEIGHTS).
 */
const MONTH_WEIGHTS = [1.0, 0.95, 0.9, 0.95, 1.05, 1.15, 1.2, 1.25, 1.2, 1.1, 1.0, 1.15];
/**
 * Around Tết (days from the first day of the lunar year): pharmacies stock up in the three weeks
 * before it, close over its first week and open slowly the week after.
 */
function tetWeight(daysFromTet: number): number {
  if (daysFromTet >= -21 && daysFromTet < 0) return 1.4;
  if (daysFromTet >= 0 && daysFromTet < 7) return 0.3;
  if (daysFromTet >= 7 && daysFromTet < 14) return 0.8;
  return 1;
}
/** How much busier the last day is than the first: about 15 % a year. */
const GROWTH_OVER_SPAN = 0.45;
/** Sundays and Saturdays are quieter than weekdays (Sunday first). */
const WEEKDAY_WEIGHTS = [0.55, 1.05, 1.05, 1.05, 1.05, 1.05, 0.85];

/** Days from the Tết nearest this Vietnam day (negative before it); far from any outside the table. */
function daysFromTet(day: Date): number {
  const today = Math.floor(day.getTime() / DAY_MS);
  const year = day.getUTCFullYear();
  let nearest = Number.POSITIVE_INFINITY;
  for (const tet of [tetOf(year), tetOf(year + 1)]) {
    if (tet === undefined) continue;
    const distance = today - epochDay(tet);
    if (Math.abs(distance) < Math.abs(nearest)) nearest = distance;
  }
  return nearest;
}

/** The index of the first cumulative weight above `value` (a binary search). */
function firstAbove(cumulative: readonly number[], value: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((cumulative[mid] ?? 0) > value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

interface Product {
  record: TsProductRecord;
  basePrice: number;
}

interface Offer {
  record: TsOfferRecord;
  /** How often it is ordered, against the seller's other offers. */
  weight: number;
  /** [effective from (ms), price], oldest first. */
  prices: [number, number][];
}

interface Deal {
  record: TsDealRecord;
  startMs: number;
  endMs: number;
}

/** A payout line of a statement, its number aside. */
export type SettlementLineDraft = Omit<TsSettlementRecord['lines'][number], 'lineNo'>;

/** A half-month payout period of an owner seller. */
export interface SettlementPeriod {
  sellerId: number;
  fromMs: number;
  toMs: number;
  index: number;
}

export interface DemoDatasetOptions {
  /** At least this many order lines (default DEFAULT_DEMO_ORDER_LINES). */
  orderLines?: number;
  /** Midnight that ends the period (default: today in Vietnam). */
  anchorMs?: number;
}

export class EcommerceDemoData implements ThuocsiDemoFeed {
  readonly anchorMs: number;
  readonly startMs: number;
  readonly orderCount: number;
  readonly orderLineCount: number;
  readonly customerCount: number;
  readonly products: readonly Product[];
  readonly sellers: readonly TsSellerRecord[];
  private readonly sellerWeights: number[];
  /** The end of each day of the period as a share of all orders (rising to 1). */
  private readonly dayShares: number[];
  private readonly offersBySeller = new Map<number, Offer[]>();
  /** The cumulative weights of each seller's offers, in their order. */
  private readonly offerShares = new Map<number, number[]>();
  private readonly offerIndex = new Map<string, Offer>();
  private readonly dealsBySeller = new Map<number, Deal[]>();
  private readonly combos: TsComboRecord[] = [];
  private readonly productByCode = new Map<string, Product>();

  constructor(options: DemoDatasetOptions = {}) {
    const target = Math.max(1, options.orderLines ?? DEFAULT_DEMO_ORDER_LINES);
    this.anchorMs = options.anchorMs ?? vnDayStart(Date.now()).getTime();
    this.startMs = this.anchorMs - DEMO_SPAN_DAYS * DAY_MS;
    let orders = 0;
    let lines = 0;
    while (lines < target) {
      lines += this.lineCountOf(orders);
      orders += 1;
    }
    this.orderCount = orders;
    this.orderLineCount = lines;
    this.dayShares = this.makeDayShares();
    this.customerCount = Math.max(DEMO_BUYERS, Math.ceil(orders / 12));

    this.sellers = DEMO_SELLERS.map((s) => ({
      sellerId: s.idf,
      code: s.code,
      name: s.name,
      priority: s.priority,
      status: s.status,
      updatedTime: vnTime(this.startMs - 30 * DAY_MS),
    }));
    this.sellerWeights = DEMO_SELLERS.map((s) => {
      if (s.idf === 2010) return 18;
      if (s.idf === 3035) return 14;
      if (s.status === 'INACTIVE') return 0.5;
      return 10 / Math.max(1, s.priority);
    });
    this.products = this.makeProducts();
    for (const p of this.products) this.productByCode.set(p.record.productCode, p);
    this.makeOffers();
    this.makeDealsAndCombos();
  }

  private makeDayShares(): number[] {
    const weights: number[] = [];
    for (let d = 0; d < DEMO_SPAN_DAYS; d += 1) {
      const day = new Date(this.startMs + d * DAY_MS + VN_OFFSET_MS);
      const noise = 0.9 + (hash32(DEMO_SEED, 15, d) % 1000) / 5000;
      weights.push(
        (MONTH_WEIGHTS[day.getUTCMonth()] ?? 1) *
          (WEEKDAY_WEIGHTS[day.getUTCDay()] ?? 1) *
          tetWeight(daysFromTet(day)) *
          (1 + (GROWTH_OVER_SPAN * d) / DEMO_SPAN_DAYS) *
          noise,
      );
    }
    const total = weights.reduce((sum, w) => sum + w, 0);
    let running = 0;
    return weights.map((w) => (running += w) / total);
  }

  private lineCountOf(index: number): number {
    return 1 + (hash32(DEMO_SEED, 11, index) % 6);
  }

  private makeProducts(): Product[] {
    const products: Product[] = [];
    MEDICINES.forEach(
      ([ingredient, strength, dosageForm, unit, packing, rx, category, price], medicineIndex) => {
        const used = new Set<number>();
        for (let k = 0; used.size < 5 && k < 40; k += 1) {
          const m = hash32(DEMO_SEED, 21, medicineIndex, k) % MANUFACTURERS.length;
          if (used.has(m)) continue;
          used.add(m);
          const [manufacturer, short, country, domestic] = MANUFACTURERS[m] ?? MANUFACTURERS[0];
          const n = products.length;
          const rng = new Rng(DEMO_SEED, 22, n);
          const year = rng.int(17, 24);
          products.push({
            basePrice: round(
              price * (domestic ? rng.next() * 0.4 + 0.85 : 1.5 + rng.next() * 0.4),
              500,
            ),
            record: {
              productCode: `TSP${String(10_001 + n)}`,
              name: `${ingredient} ${strength} ${short}`,
              activeIngredient: ingredient,
              unit,
              packing,
              dosageForm,
              isPrescription: rx,
              category,
              manufacturer,
              country,
              registrationNumber: `${domestic ? 'VD' : 'VN'}-${rng.int(10_000, 39_999)}-${year}`,
              updatedTime: vnTime(this.startMs - rng.int(40, 400) * DAY_MS),
            },
          });
        }
      },
    );
    return products;
  }

  private makeOffers(): void {
    this.sellers.forEach((seller, s) => {
      const owner = seller.sellerId === 2010 || seller.sellerId === 3035;
      const share = owner ? 60 : 15 + (hash32(DEMO_SEED, 31, s) % 21);
      const offers: Offer[] = [];
      this.products.forEach((product, p) => {
        if (hash32(DEMO_SEED, 32, s, p) % 100 >= share) return;
        // A long tail: a product's own pull (some are everyday medicines) times the seller's push.
        const pull = hash32(DEMO_SEED, 34, p) % 1000;
        const push = hash32(DEMO_SEED, 35, s, p) % 1000;
        const weight = (1 / (1 + pull / 25)) ** 1.1 * (0.5 + push / 1000);
        // The prices of what sells most are watched and changed most often, to the last month.
        const hot = weight > 0.25;
        const rng = new Rng(DEMO_SEED, 33, s, p);
        // Of the rest, a few are never repriced.
        const fixed = !hot && rng.chance(0.2);
        const prices: [number, number][] = [];
        let at = this.startMs - rng.int(10, 60) * DAY_MS;
        while (at < this.anchorMs && (prices.length === 0 || !fixed)) {
          prices.push([at, round(product.basePrice * (0.88 + rng.next() * 0.24), 100)]);
          at += (hot ? rng.int(20, 60) : rng.int(40, 150)) * DAY_MS;
        }
        const last = prices[prices.length - 1] ?? [this.startMs, product.basePrice];
        const offer: Offer = {
          weight,
          prices,
          record: {
            sellerId: seller.sellerId,
            productCode: product.record.productCode,
            price: last[1],
            status:
              seller.status === 'INACTIVE'
                ? 'STOPPED'
                : rng.chance(0.08)
                  ? 'OUT_OF_STOCK'
                  : 'ON_SALE',
            priceHistory: prices.map(([from, price]) => ({ effectiveFrom: vnDay(from), price })),
            updatedTime: vnTime(last[0]),
          },
        };
        offers.push(offer);
        this.offerIndex.set(`${seller.sellerId}:${product.record.productCode}`, offer);
      });
      this.offersBySeller.set(seller.sellerId, offers);
      let running = 0;
      this.offerShares.set(
        seller.sellerId,
        offers.map((o) => (running += o.weight)),
      );
    });
  }

  private priceAt(offer: Offer, ms: number): number {
    let price = offer.prices[0]?.[1] ?? 0;
    for (const [from, p] of offer.prices) if (from <= ms) price = p;
    return price;
  }

  private makeDealsAndCombos(): void {
    for (const seller of this.sellers) {
      const offers = this.offersBySeller.get(seller.sellerId) ?? [];
      if (offers.length < 3) continue;
      const rng = new Rng(DEMO_SEED, 41, seller.sellerId);
      const deals: Deal[] = [];
      // Deals and combos go to what sells: picked by the offers' popularity.
      const shares = this.offerShares.get(seller.sellerId) ?? [];
      const popular = () =>
        offers[firstAbove(shares, rng.next() * (shares[shares.length - 1] ?? 0))] ?? offers[0];
      const dealCount = rng.int(4, 10);
      for (let j = 0; j < dealCount; j += 1) {
        const offer = popular() as Offer;
        const product = this.productByCode.get(offer.record.productCode);
        if (!product) continue;
        let startMs: number;
        if (j === 0) startMs = this.anchorMs - rng.int(3, 10) * DAY_MS;
        else if (j === 1) startMs = this.anchorMs + rng.int(2, 20) * DAY_MS;
        else startMs = this.startMs + Math.floor(rng.next() * (DEMO_SPAN_DAYS - 5)) * DAY_MS;
        const endMs = startMs + rng.int(7, 30) * DAY_MS - 1000;
        const usual = this.priceAt(offer, startMs);
        const pct = rng.int(8, 25);
        const limit = round(rng.int(100, 2000), 50);
        const status =
          endMs < this.anchorMs ? 'ENDED' : startMs > this.anchorMs ? 'UPCOMING' : 'ACTIVE';
        const sold =
          status === 'ENDED'
            ? Math.floor(limit * (0.4 + rng.next() * 0.6))
            : status === 'ACTIVE'
              ? Math.floor(limit * rng.next() * 0.6)
              : 0;
        deals.push({
          startMs,
          endMs,
          record: {
            dealCode: `DEAL-${seller.sellerId}-${String(j + 1).padStart(3, '0')}`,
            sellerId: seller.sellerId,
            name: `${product.record.name} giảm ${pct}%`,
            productCode: product.record.productCode,
            dealPrice: round((usual * (100 - pct)) / 100, 100),
            usualPrice: usual,
            startTime: vnTime(startMs),
            endTime: vnTime(endMs),
            maxQuantity: limit,
            soldQuantity: sold,
            updatedTime: vnTime(Math.min(this.anchorMs - 1000, Math.max(startMs, this.startMs))),
          },
        });
      }
      this.dealsBySeller.set(seller.sellerId, deals);

      const comboCount = rng.int(1, 4);
      for (let j = 0; j < comboCount; j += 1) {
        const startMs =
          j === 0
            ? this.anchorMs - rng.int(5, 20) * DAY_MS
            : this.startMs + Math.floor(rng.next() * DEMO_SPAN_DAYS) * DAY_MS;
        const endMs = startMs + rng.int(14, 60) * DAY_MS - 1000;
        const picked = new Map<string, Offer>();
        const size = rng.int(2, 3);
        for (let t = 0; picked.size < size && t < 10; t += 1) {
          const offer = popular() as Offer;
          picked.set(offer.record.productCode, offer);
        }
        const items = [...picked.values()].map((offer) => ({
          productCode: offer.record.productCode,
          quantity: rng.int(1, 5),
          usualPrice: this.priceAt(offer, startMs),
        }));
        const usualTotal = items.reduce((sum, item) => sum + item.quantity * item.usualPrice, 0);
        const limit = round(rng.int(50, 800), 10);
        const ended = endMs < this.anchorMs;
        const names = items.map(
          (item) => this.productByCode.get(item.productCode)?.record.activeIngredient ?? '',
        );
        this.combos.push({
          comboCode: `COMBO-${seller.sellerId}-${String(j + 1).padStart(2, '0')}`,
          sellerId: seller.sellerId,
          name: `Combo ${names.join(' + ')}`,
          comboPrice: round(usualTotal * (0.85 + rng.next() * 0.08), 1000),
          startTime: vnTime(startMs),
          endTime: vnTime(endMs),
          maxQuantity: limit,
          soldQuantity: Math.floor(limit * (ended ? 0.5 + rng.next() * 0.5 : rng.next() * 0.5)),
          items,
          updatedTime: vnTime(Math.max(this.startMs, Math.min(startMs, this.anchorMs - 1000))),
        });
      }
    }
  }

  // ---- master records ----

  sellerRecords(): readonly TsSellerRecord[] {
    return this.sellers;
  }

  productRecords(): TsProductRecord[] {
    return this.products.map((p) => p.record);
  }

  offerRecords(): TsOfferRecord[] {
    return [...this.offersBySeller.values()].flat().map((o) => o.record);
  }

  dealRecords(): TsDealRecord[] {
    return [...this.dealsBySeller.values()].flat().map((d) => d.record);
  }

  comboRecords(): TsComboRecord[] {
    return this.combos;
  }

  // ---- orders, by index (time order) ----

  /** When order `index` was made: the orders' times rise with the index, denser on busy days. */
  createdMsOf(index: number): number {
    const share = (index + (hash32(DEMO_SEED, 12, index) % 1000) / 1000) / this.orderCount;
    const day = firstAbove(this.dayShares, share);
    const before = day === 0 ? 0 : (this.dayShares[day - 1] ?? 0);
    const within = (share - before) / Math.max(1e-12, (this.dayShares[day] ?? 1) - before);
    return Math.floor(this.startMs + (day + Math.min(0.999_999, within)) * DAY_MS);
  }

  /** The first order created at or after this instant. */
  firstOrderAtOrAfter(ms: number): number {
    let lo = 0;
    let hi = this.orderCount;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.createdMsOf(mid) < ms) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  sellerOf(index: number): TsSellerRecord {
    const rng = new Rng(DEMO_SEED, 13, index);
    return rng.weighted(this.sellers, this.sellerWeights);
  }

  order(index: number): TsOrderRecord {
    const rng = new Rng(DEMO_SEED, 14, index);
    const createdMs = this.createdMsOf(index);
    const seller = this.sellerOf(index);
    const offers = this.offersBySeller.get(seller.sellerId) ?? [];
    const customerIndex = Math.floor(this.customerCount * rng.next() ** 2);
    const customer = customerOf(customerIndex);
    const lineCount = Math.min(this.lineCountOf(index), offers.length);
    const shares = this.offerShares.get(seller.sellerId) ?? [];
    const shareTotal = shares[shares.length - 1] ?? 0;
    const picked = new Set<number>();
    for (let tries = 0; picked.size < lineCount; tries += 1) {
      // By popularity; after a few repeats, any offer (a seller of few offers).
      picked.add(
        tries < 20
          ? firstAbove(shares, rng.next() * shareTotal)
          : Math.floor(rng.next() * offers.length),
      );
    }
    const deals = this.dealsBySeller.get(seller.sellerId) ?? [];
    const items = [...picked].map((o, lineIndex) => {
      const offer = offers[o] as Offer;
      const deal = deals.find(
        (d) =>
          d.record.productCode === offer.record.productCode &&
          d.startMs <= createdMs &&
          createdMs <= d.endMs,
      );
      const quantity = rng.chance(0.7) ? rng.int(1, 5) : rng.int(6, 30);
      return {
        lineNo: lineIndex + 1,
        productCode: offer.record.productCode,
        quantity,
        unitPrice: deal ? deal.record.dealPrice : this.priceAt(offer, createdMs),
        dealCode: deal ? deal.record.dealCode : null,
      };
    });
    const gross = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
    const discount = rng.chance(0.1) ? round(gross * (0.02 + rng.next() * 0.03), 1000) : 0;
    const total = Math.max(0, gross - discount);

    const ageDays = (this.anchorMs - createdMs) / DAY_MS;
    const roll = rng.next();
    let status: TsOrderRecord['status'];
    if (ageDays > 10) status = roll < 0.89 ? 'COMPLETED' : roll < 0.97 ? 'CANCELLED' : 'RETURNED';
    else if (ageDays > 3)
      status = roll < 0.6 ? 'COMPLETED' : roll < 0.92 ? 'DELIVERING' : 'CANCELLED';
    else status = roll < 0.4 ? 'NEW' : roll < 0.75 ? 'CONFIRMED' : 'DELIVERING';

    const sourceRoll = rng.next();
    const source = sourceRoll < 0.07 ? 'ADVERTISING' : sourceRoll < 0.11 ? 'RETAIL' : 'MARKETPLACE';
    const method = rng.weighted(['COD', 'BANK_TRANSFER', 'CREDIT'] as const, [55, 35, 10]);
    let paymentStatus: TsOrderRecord['payment']['status'] = 'UNPAID';
    let paidAmount = 0;
    let paidMs: number | null = null;
    if (status === 'COMPLETED') {
      const r = rng.next();
      paymentStatus = r < 0.93 ? 'PAID' : r < 0.97 ? 'PARTIAL' : 'UNPAID';
      paidAmount =
        paymentStatus === 'PAID' ? total : paymentStatus === 'PARTIAL' ? round(total / 2, 1000) : 0;
      if (paidAmount > 0)
        paidMs = Math.min(this.anchorMs - 1000, createdMs + rng.int(1, 6) * DAY_MS);
    } else if (status === 'RETURNED') {
      paymentStatus = 'REFUNDED';
    } else if (method === 'BANK_TRANSFER' && status !== 'CANCELLED') {
      paymentStatus = 'PAID';
      paidAmount = total;
      paidMs = createdMs + 3_600_000;
    }
    const updatedMs =
      status === 'COMPLETED' || status === 'RETURNED'
        ? Math.min(this.anchorMs - 1000, createdMs + 3 * DAY_MS)
        : status === 'CANCELLED'
          ? Math.min(this.anchorMs - 1000, createdMs + DAY_MS)
          : createdMs;
    return {
      orderCode: `TSO${String(index + 1).padStart(9, '0')}`,
      sellerId: seller.sellerId,
      createdTime: vnTime(createdMs),
      status,
      source,
      campaign: source === 'ADVERTISING' ? rng.pick(CAMPAIGNS) : null,
      customer: {
        code: customer.code,
        name: customer.name,
        phone: customer.phone,
        province: customer.province,
      },
      discountAmount: discount,
      totalAmount: total,
      payment: {
        method,
        status: paymentStatus,
        paidAmount,
        paidTime: paidMs === null ? null : vnTime(paidMs),
      },
      items,
      updatedTime: vnTime(updatedMs),
    };
  }

  /** Orders are updated at most this long after they are made (status, payment). */
  static readonly MAX_UPDATE_LAG_MS = 7 * DAY_MS;

  get maxUpdateLagMs(): number {
    return EcommerceDemoData.MAX_UPDATE_LAG_MS;
  }

  // ---- invoices and MISA vouchers, from the owner sellers' completed orders ----

  invoiceOf(order: TsOrderRecord, index: number): TsInvoiceRecord | null {
    if (order.status !== 'COMPLETED') return null;
    if (order.sellerId !== 2010 && order.sellerId !== 3035) return null;
    const createdMs = Date.parse(order.createdTime);
    const invoiceMs = Math.min(
      this.anchorMs - DAY_MS,
      createdMs + (hash32(DEMO_SEED, 51, index) % 3) * DAY_MS,
    );
    const invoiceDate = vnDay(invoiceMs);
    const series = `1C${invoiceDate.slice(2, 4)}T${order.sellerId === 2010 ? 'AA' : 'BB'}`;
    const invoiceNo = String(index + 1).padStart(8, '0');
    const before = Math.round(order.totalAmount / 1.05);
    const customer = order.customer;
    return {
      invoiceCode: `${series}-${invoiceNo}`,
      series,
      invoiceNo,
      invoiceDate,
      orderCode: order.orderCode,
      sellerId: order.sellerId,
      buyerName: customer.name,
      buyerTaxCode: customer.name.startsWith('Phòng khám')
        ? `03${String(10_000_000 + Number(customer.code.slice(2))).slice(-8)}`
        : null,
      amountBeforeVat: before,
      vatAmount: order.totalAmount - before,
      totalAmount: order.totalAmount,
      updatedTime: vnTime(invoiceMs),
    };
  }

  /** The MISA vouchers made around order `index`: the one booking its invoice, and some retail ones. */
  vouchersOf(order: TsOrderRecord, index: number): MisaVoucherRecord[] {
    const vouchers: MisaVoucherRecord[] = [];
    const invoice = this.invoiceOf(order, index);
    const rng = new Rng(DEMO_SEED, 61, index);
    if (invoice && rng.chance(0.88)) {
      const dateMs = Math.min(
        this.anchorMs - DAY_MS,
        Date.parse(`${invoice.invoiceDate}T00:00:00+07:00`) + rng.int(0, 3) * DAY_MS,
      );
      const exact = rng.chance(0.92);
      vouchers.push({
        voucher_type: 13,
        refid: demoGuid(DEMO_SEED, 62, index),
        refno_finance: `BH${String(index + 1).padStart(8, '0')}`,
        refdate: `${vnDay(dateMs)}T00:00:00+07:00`,
        account_object_name: invoice.buyerName,
        journal_memo: `Bán hàng theo hóa đơn ${invoice.invoiceCode}`,
        total_amount: exact
          ? invoice.totalAmount
          : Math.max(
              1000,
              invoice.totalAmount + (rng.chance(0.5) ? 1 : -1) * round(rng.int(1000, 20_000), 1000),
            ),
        modified_date: vnTime(dateMs + 9 * 3_600_000),
      });
    }
    if (index % 23 === 0) {
      const dateMs = Math.min(this.anchorMs - DAY_MS, Date.parse(order.createdTime));
      vouchers.push({
        voucher_type: 13,
        // Another variant than the invoices' vouchers: the two families never share an id.
        refid: retailGuid(demoGuid(DEMO_SEED, 63, index)),
        refno_finance: `BL${String(index + 1).padStart(8, '0')}`,
        refdate: `${vnDay(dateMs)}T00:00:00+07:00`,
        account_object_name: 'Khách lẻ',
        journal_memo: 'Bán lẻ tại cửa hàng',
        total_amount: round(rng.int(200_000, 5_000_000), 1000),
        modified_date: vnTime(dateMs + 20 * 3_600_000),
      });
    }
    return vouchers;
  }

  /** Whether the demo data starts with this invoice mapped to its voucher (older, exact amount). */
  premapped(invoice: TsInvoiceRecord, voucher: MisaVoucherRecord, index: number): boolean {
    return (
      voucher.total_amount === invoice.totalAmount &&
      Date.parse(`${invoice.invoiceDate}T00:00:00+07:00`) < this.anchorMs - 20 * DAY_MS &&
      hash32(DEMO_SEED, 64, index) % 100 < 75
    );
  }

  // ---- stock, inbound, settlements (the owner sellers') ----

  inventoryRecords(): TsInventoryRecord[] {
    const rows: TsInventoryRecord[] = [];
    for (const [sellerId, warehouses] of Object.entries(OWNER_WAREHOUSES)) {
      const offers = this.offersBySeller.get(Number(sellerId)) ?? [];
      for (const warehouseCode of warehouses) {
        offers.forEach((offer, o) => {
          const rng = new Rng(DEMO_SEED, 71, Number(sellerId), textKey(warehouseCode), o);
          if (rng.chance(0.15)) return;
          const product = this.productByCode.get(offer.record.productCode);
          const lots = rng.int(1, 3);
          for (let l = 0; l < lots; l += 1) {
            const r = rng.next();
            const days =
              r < 0.03 ? -rng.int(1, 20) : r < 0.2 ? rng.int(10, 179) : rng.int(180, 900);
            const expiryMs = this.anchorMs + days * DAY_MS;
            const madeMs = expiryMs - 730 * DAY_MS;
            const onHand = rng.chance(0.06) ? 0 : round(rng.int(10, 2000), 10);
            rows.push({
              warehouseCode,
              sellerId: Number(sellerId),
              productCode: offer.record.productCode,
              lot: `L${vnDay(madeMs).slice(2, 7).replace('-', '')}${String(rng.int(1, 999)).padStart(3, '0')}${l}`,
              expiryDate: vnDay(expiryMs),
              onHand,
              reserved: Math.floor(onHand * rng.next() * 0.1),
              unitCost: round((product?.basePrice ?? 10_000) * 0.75, 100),
              updatedTime: vnTime(this.anchorMs - rng.int(1, 30) * DAY_MS),
            });
          }
        });
      }
    }
    return rows;
  }

  inboundRecords(): TsInboundRecord[] {
    const receipts: TsInboundRecord[] = [];
    const count = 160;
    const warehouses = Object.entries(OWNER_WAREHOUSES).flatMap(([sellerId, codes]) =>
      codes.map((code) => [Number(sellerId), code] as const),
    );
    for (let k = 0; k < count; k += 1) {
      const rng = new Rng(DEMO_SEED, 81, k);
      const [sellerId, warehouseCode] = rng.pick(warehouses);
      const offers = this.offersBySeller.get(sellerId) ?? [];
      const expectedMs =
        this.startMs + Math.floor(((k + 0.5) * (DEMO_SPAN_DAYS + 14)) / count) * DAY_MS;
      const age = (this.anchorMs - expectedMs) / DAY_MS;
      const status: TsInboundRecord['status'] =
        age < 0
          ? 'PENDING'
          : age < 5
            ? rng.chance(0.5)
              ? 'PARTIAL'
              : 'PENDING'
            : rng.chance(0.95)
              ? 'RECEIVED'
              : 'CANCELLED';
      const receivedMs =
        status === 'RECEIVED' || status === 'PARTIAL' ? expectedMs + rng.int(0, 2) * DAY_MS : null;
      const lineCount = rng.int(3, 10);
      const lines = Array.from({ length: lineCount }, (_, l) => {
        const offer = rng.pick(offers);
        const product = this.productByCode.get(offer.record.productCode);
        const expected = round(rng.int(50, 1000), 10);
        return {
          lineNo: l + 1,
          productCode: offer.record.productCode,
          lot: `L${vnDay(expectedMs).slice(2, 7).replace('-', '')}${String(rng.int(1, 999)).padStart(3, '0')}`,
          expiryDate: vnDay(expectedMs + rng.int(400, 1000) * DAY_MS),
          expectedQuantity: expected,
          receivedQuantity:
            status === 'RECEIVED' ? expected : status === 'PARTIAL' ? round(expected / 2, 10) : 0,
          unitCost: round((product?.basePrice ?? 10_000) * 0.75, 100),
        };
      });
      receipts.push({
        receiptCode: `PN${vnDay(expectedMs).replace(/-/g, '').slice(2)}-${String(k + 1).padStart(4, '0')}`,
        warehouseCode,
        sellerId,
        supplier: rng.pick(SUPPLIERS),
        expectedDate: vnDay(expectedMs),
        receivedDate: receivedMs === null ? null : vnDay(receivedMs),
        status,
        lines,
        updatedTime: vnTime(Math.min(this.anchorMs - 1000, receivedMs ?? expectedMs - 7 * DAY_MS)),
      });
    }
    return receipts;
  }

  /** Half-month payout periods of the owner sellers that have started. */
  settlementPeriods(): SettlementPeriod[] {
    const periods: SettlementPeriod[] = [];
    const first = new Date(this.startMs + VN_OFFSET_MS);
    let year = first.getUTCFullYear();
    let month = first.getUTCMonth();
    let half = first.getUTCDate() > 15 ? 1 : 0;
    let index = 0;
    for (;;) {
      const fromMs = Date.UTC(year, month, half === 0 ? 1 : 16) - VN_OFFSET_MS;
      const toMs =
        half === 0
          ? Date.UTC(year, month, 16) - VN_OFFSET_MS
          : Date.UTC(year, month + 1, 1) - VN_OFFSET_MS;
      if (fromMs >= this.anchorMs) break;
      for (const sellerId of [2010, 3035]) periods.push({ sellerId, fromMs, toMs, index });
      index += 1;
      if (half === 1) {
        half = 0;
        month += 1;
        if (month === 12) {
          month = 0;
          year += 1;
        }
      } else half = 1;
    }
    return periods;
  }

  /**
   * The typed payout lines of order `index` (their numbers aside), as the marketplace pays the
   * company's sellers: its amount, a 3% commission and a 1% payment fee; and what a month of real
   * payouts holds besides, so that reconciliation has work: an order never paid, one paid at another
   * amount, a commission above the rate, a shipping subsidy, a partial refund, a returned order paid
   * then refunded. None for an order not paid out.
   */
  settlementLinesOf(order: TsOrderRecord, index: number): SettlementLineDraft[] {
    if (order.sellerId !== 2010 && order.sellerId !== 3035) return [];
    const roll = hash32(DEMO_SEED, 91, index) % 1000;
    const code = order.orderCode;
    const paid = (amount: number, commission: number): SettlementLineDraft[] => [
      { type: 'ORDER', orderCode: code, amount, description: null },
      {
        type: 'COMMISSION',
        orderCode: code,
        amount: -Math.round(amount * commission),
        description: null,
      },
      {
        type: 'PAYMENT_FEE',
        orderCode: code,
        amount: -Math.round(amount * 0.01),
        description: null,
      },
    ];
    if (order.status === 'RETURNED') {
      // Half the returned orders were paid out before the goods came back, then refunded.
      if (roll >= 500) return [];
      return [
        ...paid(order.totalAmount, 0.03),
        {
          type: 'REFUND',
          orderCode: code,
          amount: -order.totalAmount,
          description: 'Hoàn tiền đơn trả hàng',
        },
      ];
    }
    if (order.status !== 'COMPLETED') return [];
    if (roll < 12) return []; // the marketplace left it out
    const amount =
      roll < 30
        ? order.totalAmount + (roll % 2 === 0 ? 1 : -1) * 1000 * (1 + (roll % 20))
        : order.totalAmount;
    const lines = paid(amount, roll >= 30 && roll < 42 ? 0.045 : 0.03);
    if (roll >= 42 && roll < 52) {
      lines.push({
        type: 'SHIPPING_SUBSIDY',
        orderCode: code,
        amount: 15_000 + (roll % 5) * 5000,
        description: 'Sàn hỗ trợ phí vận chuyển',
      });
    }
    if (roll >= 52 && roll < 62) {
      lines.push({
        type: 'REFUND',
        orderCode: code,
        amount: -Math.max(1000, Math.round(amount / 10_000) * 1000),
        description: 'Hoàn tiền một phần cho khách',
      });
    }
    return lines;
  }

  /**
   * The start of the half-month whose statement pays order `index`: its own; for one in five of a
   * period's last day, the next (paid a period late).
   */
  payoutPeriodStartOf(order: TsOrderRecord, index: number): number {
    const created = Date.parse(order.createdTime);
    const start = EcommerceDemoData.halfMonthOf(created);
    const next = EcommerceDemoData.halfMonthOf(start + 17 * DAY_MS);
    const late = next - created <= DAY_MS && hash32(DEMO_SEED, 94, index) % 5 === 0;
    return late ? next : start;
  }

  /** The lines of a statement for an order the company does not know (one statement in three). */
  settlementStrangerOf(period: SettlementPeriod): SettlementLineDraft[] {
    if (hash32(DEMO_SEED, 92, period.index, period.sellerId) % 3 !== 0) return [];
    const amount = 500_000 + (hash32(DEMO_SEED, 93, period.index) % 50) * 10_000;
    const code = `TSO-X${String(period.sellerId)}-${String(period.index + 1).padStart(3, '0')}`;
    return [
      { type: 'ORDER', orderCode: code, amount, description: null },
      {
        type: 'COMMISSION',
        orderCode: code,
        amount: -Math.round(amount * 0.03),
        description: null,
      },
    ];
  }

  /**
   * A statement's lines of the whole shop, with no order: a featured-shop fee one statement in
   * three, an adjustment of an earlier period one in seven.
   */
  settlementShopLinesOf(period: SettlementPeriod): SettlementLineDraft[] {
    const lines: SettlementLineDraft[] = [];
    if (hash32(DEMO_SEED, 95, period.index, period.sellerId) % 3 === 0) {
      lines.push({
        type: 'SERVICE_FEE',
        orderCode: null,
        amount: -(100_000 + (hash32(DEMO_SEED, 96, period.index) % 10) * 10_000),
        description: 'Phí gian hàng nổi bật',
      });
    }
    if (hash32(DEMO_SEED, 97, period.index, period.sellerId) % 7 === 0) {
      lines.push({
        type: 'ADJUSTMENT',
        orderCode: null,
        amount: (hash32(DEMO_SEED, 98, period.index) % 2 === 0 ? 1 : -1) * 25_000,
        description: 'Điều chỉnh phí kỳ trước',
      });
    }
    return lines;
  }

  /** The statement's code of the half-month and seller. */
  static settlementCodeOf(sellerId: number, fromMs: number): string {
    return `DS-${sellerId}-${vnDay(fromMs).replace(/-/g, '')}`;
  }

  /** The start of the half-month of an instant (Vietnam time). */
  static halfMonthOf(ms: number): number {
    const day = new Date(ms + VN_OFFSET_MS);
    return (
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() > 15 ? 16 : 1) -
      VN_OFFSET_MS
    );
  }

  settlement(period: SettlementPeriod): TsSettlementRecord {
    const lines: TsSettlementRecord['lines'] = [];
    const add = (drafts: SettlementLineDraft[]) => {
      for (const draft of drafts) lines.push({ lineNo: lines.length + 1, ...draft });
    };
    // From the day before: an order of the last day of the period before may be paid in this one.
    const end = Math.min(this.orderCount, this.firstOrderAtOrAfter(period.toMs));
    for (let i = this.firstOrderAtOrAfter(period.fromMs - DAY_MS); i < end; i += 1) {
      if (this.sellerOf(i).sellerId !== period.sellerId) continue;
      const order = this.order(i);
      if (this.payoutPeriodStartOf(order, i) !== period.fromMs) continue;
      add(this.settlementLinesOf(order, i));
    }
    add(this.settlementStrangerOf(period));
    add(this.settlementShopLinesOf(period));
    return { ...this.settlementHeader(period), lines };
  }

  /** Every statement, with its lines. */
  settlementRecords(): TsSettlementRecord[] {
    return this.settlementPeriods().map((period) => this.settlement(period));
  }

  /** A statement without its lines. */
  settlementHeader(period: SettlementPeriod): TsSettlementRecord {
    const paid = period.toMs + 5 * DAY_MS <= this.anchorMs;
    return {
      settlementCode: EcommerceDemoData.settlementCodeOf(period.sellerId, period.fromMs),
      sellerId: period.sellerId,
      periodFrom: vnDay(period.fromMs),
      periodTo: vnDay(period.toMs - DAY_MS),
      status: paid ? 'PAID' : 'PENDING',
      paidTime: paid ? vnTime(period.toMs + 5 * DAY_MS + 10 * 3_600_000) : null,
      lines: [],
      updatedTime: vnTime(Math.min(this.anchorMs - 1000, period.toMs + (paid ? 5 * DAY_MS : 0))),
    };
  }
}
