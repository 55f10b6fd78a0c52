// Rules of the seller data calls and of the two accounting mappings.
import {
  type Combo,
  type Deal,
  type DealStatus,
  ECOMMERCE_MESSAGES,
  type InventoryLot,
  type InvoiceMappingResult,
  type KiotvietProductPage,
  type KiotvietProductSearch,
  MAPPING_MESSAGES,
  type MarketplaceInvoice,
  type MarketplaceInvoicePage,
  type MarketplaceInvoiceSearch,
  type MisaVoucherPage,
  type MisaVoucherSearch,
  NEAR_EXPIRY_DAYS,
  SELLER_HEADER,
  SUGGESTION_AMOUNT_TOLERANCE,
  SUGGESTION_DAY_WINDOW,
  SUGGESTION_LIMIT,
  type UpdateMsPrivateSkusResult,
  type VoucherSuggestion,
  DAY_MS,
  vnDay,
} from '@backoffice/shared';
import type { Database } from '../../db/client';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit.repository';
import {
  type DealRow,
  type InventoryRow,
  type InvoiceRow,
  type VoucherRow,
  activeInventoryItemCodes,
  findInvoice,
  findKiotvietProduct,
  inventoryOf,
  invoiceOfVoucher,
  lockInvoice,
  lockKiotvietProduct,
  searchInvoices,
  searchKiotvietProducts,
  searchVouchers,
  sellerExists,
  setInvoiceVoucher,
  setMsPrivateSkus,
  upCombos,
  upDeals,
  voucherCandidates,
  voucherExists,
  warehouseExists,
} from './ecommerce.repository';

/** The seller named by X-SELLER-ID: a positive whole number, equal to sellerId when one is given. */
export function sellerFromHeader(header: string | string[] | undefined, sellerId?: number): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') {
    throw fieldError(SELLER_HEADER, ECOMMERCE_MESSAGES.sellerHeaderMissing);
  }
  if (!/^\d{1,9}$/.test(value.trim()) || Number(value) <= 0) {
    throw fieldError(SELLER_HEADER, ECOMMERCE_MESSAGES.sellerHeaderInvalid);
  }
  const id = Number(value);
  if (sellerId !== undefined && sellerId !== id) {
    throw fieldError(SELLER_HEADER, ECOMMERCE_MESSAGES.sellerHeaderMismatch);
  }
  return id;
}

/** 404 unless a seller of this idf exists. */
export async function requireSeller(db: Database, sellerId: number): Promise<void> {
  if (!(await sellerExists(db, sellerId))) throw notFound(ECOMMERCE_MESSAGES.sellerNotFound);
}

const iso = (value: string | Date) => new Date(value).toISOString();
const percentOff = (usual: number, price: number) =>
  usual > 0 ? Math.round(((usual - price) / usual) * 1000) / 10 : 0;
const statusOf = (started: boolean, ended = false): DealStatus =>
  ended ? 'ENDED' : started ? 'ACTIVE' : 'UPCOMING';

/** A deal as the deal calls answer it. */
export function toDeal(d: DealRow): Deal {
  return {
    id: d.id,
    code: d.code,
    name: d.name,
    sellerId: d.sellerId,
    productCode: d.productCode,
    productName: d.productName ?? d.productCode,
    unit: d.unit ?? '',
    dealPrice: d.dealPrice,
    usualPrice: d.usualPrice,
    discountPercent: percentOff(d.usualPrice, d.dealPrice),
    startAt: iso(d.startAt),
    endAt: iso(d.endAt),
    quantityLimit: d.quantityLimit,
    quantitySold: d.quantitySold,
    status: statusOf(d.started, d.ended),
  };
}

export async function dealsForSeller(db: Database, sellerId: number): Promise<Deal[]> {
  await requireSeller(db, sellerId);
  const rows = await upDeals(db, sellerId);
  return rows.map(toDeal);
}

export async function combosForSeller(db: Database, sellerId: number): Promise<Combo[]> {
  await requireSeller(db, sellerId);
  const rows = await upCombos(db, sellerId);
  return rows.map((c) => {
    const usualTotal = c.items.reduce((sum, i) => sum + i.quantity * i.usualPrice, 0);
    return {
      id: c.id,
      code: c.code,
      name: c.name,
      sellerId: c.sellerId,
      comboPrice: c.comboPrice,
      usualTotal,
      discountPercent: percentOff(usualTotal, c.comboPrice),
      startAt: iso(c.startAt),
      endAt: iso(c.endAt),
      quantityLimit: c.quantityLimit,
      quantitySold: c.quantitySold,
      status: statusOf(c.started),
      items: c.items.map((i) => ({
        productCode: i.productCode,
        productName: i.productName ?? i.productCode,
        unit: i.unit ?? '',
        quantity: i.quantity,
        usualPrice: i.usualPrice,
      })),
    };
  });
}

export async function warehouseInventory(
  db: Database,
  warehouseCode: string,
  sellerId: number,
  now = Date.now(),
): Promise<InventoryLot[]> {
  if (!(await warehouseExists(db, warehouseCode))) {
    throw notFound(ECOMMERCE_MESSAGES.warehouseNotFound);
  }
  await requireSeller(db, sellerId);
  const rows = await inventoryOf(db, warehouseCode, sellerId, vnDay(now));
  return rows.map(toInventoryLot);
}

/** A lot as the stock calls answer it: its days to expiry (from today in Vietnam) and value. */
export function toInventoryLot(r: InventoryRow): InventoryLot {
  return {
    warehouseCode: r.warehouseCode,
    sellerId: r.sellerId,
    productCode: r.productCode,
    productName: r.productName ?? r.productCode,
    unit: r.unit ?? '',
    manufacturer: r.manufacturer ?? '',
    registrationNumber: r.registrationNumber ?? '',
    lot: r.lot,
    expiryDate: r.expiryDate,
    daysToExpiry: r.daysToExpiry,
    nearExpiry: r.daysToExpiry < NEAR_EXPIRY_DAYS,
    quantityOnHand: r.quantityOnHand,
    quantityReserved: r.quantityReserved,
    quantityAvailable: Math.max(0, r.quantityOnHand - r.quantityReserved),
    unitCost: r.unitCost,
    stockValue: r.quantityOnHand * r.unitCost,
  };
}

// ---- KiotViet products to MISA items ----

export async function kiotvietProductPage(
  db: Database,
  query: KiotvietProductSearch,
): Promise<KiotvietProductPage> {
  const { items, total, mapped, unmapped } = await searchKiotvietProducts(db, query);
  return {
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
    mappedCount: mapped,
    unmappedCount: unmapped,
  };
}

export async function updateMsPrivateSkus(
  db: Database,
  actor: AuditActor,
  id: number,
  skus: string[],
): Promise<UpdateMsPrivateSkusResult> {
  const codes = [...new Set(skus.map((s) => s.trim()))];
  return db.transaction(async (tx) => {
    if (!(await lockKiotvietProduct(tx, id))) throw notFound(MAPPING_MESSAGES.productNotFound);
    const known = await activeInventoryItemCodes(tx, codes);
    const unknown = codes.filter((c) => !known.has(c));
    if (unknown.length > 0) {
      throw fieldError('msPrivateSkus', `${MAPPING_MESSAGES.unknownSkus}: ${unknown.join(', ')}.`);
    }
    const before = await findKiotvietProduct(tx, id);
    await setMsPrivateSkus(tx, id, codes);
    const product = await findKiotvietProduct(tx, id);
    if (!before || !product) throw notFound(MAPPING_MESSAGES.productNotFound);
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'kiotviet_product',
      entityId: id,
      before: { msPrivateSkus: before.msPrivateSkus },
      after: { msPrivateSkus: product.msPrivateSkus },
    });
    return { message: MAPPING_MESSAGES.itemUpdated, product };
  });
}

// ---- marketplace invoices to MISA vouchers ----

function toInvoice(row: InvoiceRow): MarketplaceInvoice {
  return {
    ...row,
    sellerName: row.sellerName ?? String(row.sellerId),
    voucher: row.voucher,
    mappedAt: row.mappedAt ? iso(row.mappedAt) : null,
  };
}

export async function invoicePage(
  db: Database,
  query: MarketplaceInvoiceSearch,
): Promise<MarketplaceInvoicePage> {
  const { items, total, mapped, unmapped } = await searchInvoices(db, query);
  return {
    items: items.map(toInvoice),
    total,
    page: query.page,
    pageSize: query.pageSize,
    mappedCount: mapped,
    unmappedCount: unmapped,
  };
}

export async function voucherPage(
  db: Database,
  query: MisaVoucherSearch,
): Promise<MisaVoucherPage> {
  const { items, total } = await searchVouchers(db, query);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

async function invoiceOrThrow(db: Database, id: number): Promise<MarketplaceInvoice> {
  const row = await findInvoice(db, id);
  if (!row) throw notFound(MAPPING_MESSAGES.invoiceNotFound);
  return toInvoice(row);
}

/** A unique-key violation, as the driver reports it or wrapped in the query error. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function mapInvoice(
  db: Database,
  actor: AuditActor,
  invoiceId: number,
  voucherId: number,
): Promise<InvoiceMappingResult> {
  try {
    return await db.transaction(async (tx) => {
      const locked = await lockInvoice(tx, invoiceId);
      if (!locked) throw notFound(MAPPING_MESSAGES.invoiceNotFound);
      if (!(await voucherExists(tx, voucherId))) throw notFound(MAPPING_MESSAGES.voucherNotFound);
      const holder = await invoiceOfVoucher(tx, voucherId);
      if (holder !== null && holder !== invoiceId) throw conflict(MAPPING_MESSAGES.voucherTaken);
      await setInvoiceVoucher(tx, invoiceId, voucherId, actor.username);
      await recordAudit(tx, actor, {
        action: 'map',
        entity: 'ts_invoice',
        entityId: invoiceId,
        before: { misaVoucherId: locked.voucherId },
        after: { misaVoucherId: voucherId },
      });
      return {
        message: MAPPING_MESSAGES.invoiceMapped,
        invoice: await invoiceOrThrow(tx, invoiceId),
      };
    });
  } catch (error) {
    // Two invoices mapped to one voucher at the same moment: the unique key refuses the second.
    if (isUniqueViolation(error)) throw conflict(MAPPING_MESSAGES.voucherTaken);
    throw error;
  }
}

export async function unmapInvoice(
  db: Database,
  actor: AuditActor,
  invoiceId: number,
): Promise<InvoiceMappingResult> {
  return db.transaction(async (tx) => {
    const locked = await lockInvoice(tx, invoiceId);
    if (!locked) throw notFound(MAPPING_MESSAGES.invoiceNotFound);
    if (locked.voucherId !== null) {
      await setInvoiceVoucher(tx, invoiceId, null, null);
      await recordAudit(tx, actor, {
        action: 'unmap',
        entity: 'ts_invoice',
        entityId: invoiceId,
        before: { misaVoucherId: locked.voucherId },
        after: { misaVoucherId: null },
      });
    }
    return {
      message: MAPPING_MESSAGES.invoiceUnmapped,
      invoice: await invoiceOrThrow(tx, invoiceId),
    };
  });
}

export async function voucherSuggestions(
  db: Database,
  invoiceId: number,
): Promise<VoucherSuggestion[]> {
  const invoice = await invoiceOrThrow(db, invoiceId);
  const rows: VoucherRow[] = await voucherCandidates(
    db,
    { date: invoice.invoiceDate, amount: invoice.totalAmount },
    {
      days: SUGGESTION_DAY_WINDOW,
      tolerance: SUGGESTION_AMOUNT_TOLERANCE,
      limit: SUGGESTION_LIMIT,
    },
  );
  const invoiceDay = Date.parse(`${invoice.invoiceDate}T00:00:00Z`);
  return rows.map((voucher) => {
    const amountDifference = voucher.totalAmount - invoice.totalAmount;
    const dayDifference = Math.round(
      (Date.parse(`${voucher.voucherDate}T00:00:00Z`) - invoiceDay) / DAY_MS,
    );
    const amountShare =
      invoice.totalAmount > 0
        ? Math.abs(amountDifference) / (invoice.totalAmount * SUGGESTION_AMOUNT_TOLERANCE)
        : 1;
    const score = Math.max(
      0,
      100 -
        70 * Math.min(1, amountShare) -
        30 * Math.min(1, Math.abs(dayDifference) / SUGGESTION_DAY_WINDOW),
    );
    return { voucher, amountDifference, dayDifference, score: Math.round(score * 10) / 10 };
  });
}
