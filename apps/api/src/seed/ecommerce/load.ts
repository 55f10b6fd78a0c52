// Loads the demo e-commerce data into a database through the sync's own write path (upserts and
// rollups in one transaction). For millions of order lines on PostgreSQL, see bulk-load.ts.
import { vnDayStart } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type {
  TsInvoiceRecord,
  TsOrderRecord,
} from '../../modules/sync/sources/thuocsi/thuocsi-records';
import type { MisaVoucherRecord } from '../../modules/sync/sources/misa/misa-records';
import { ROLLUP_TABLES, rebuildSalesRollups } from '../../modules/ecommerce/rollups.repository';
import { attributeSyncedOrders } from '../../modules/crm/customer-orders/order-sales.repository';
import { ingestMisa } from '../../modules/sync/sources/misa/misa-ingest';
import { ingestThuocsi } from '../../modules/sync/sources/thuocsi/thuocsi-ingest';
import type { Database } from '../../db/client';
import { DEFAULT_DEMO_ORDER_LINES, EcommerceDemoData } from '../../demo-data/dataset';
import { queryRows } from '../../lib/query-rows';

type Db = Pick<Database, 'execute'>;
const CHUNK = 2000;

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** The catalogue, offers, deals, combos, stock, inbound and settlements (small at any scale). */
export async function loadMasters(db: Db, data: EcommerceDemoData, withSettlements: boolean) {
  await ingestThuocsi(db, 'sellers', [...data.sellerRecords()]);
  await inChunks(data.productRecords(), (c) => ingestThuocsi(db, 'products', c));
  await inChunks(data.offerRecords(), (c) => ingestThuocsi(db, 'offers', c));
  await inChunks(data.dealRecords(), (c) => ingestThuocsi(db, 'deals', c));
  await inChunks(data.comboRecords(), (c) => ingestThuocsi(db, 'combos', c));
  await inChunks(data.inventoryRecords(), (c) => ingestThuocsi(db, 'inventory', c));
  await inChunks(data.inboundRecords(), (c) => ingestThuocsi(db, 'inbound', c));
  if (withSettlements) {
    for (const period of data.settlementPeriods()) {
      await ingestThuocsi(db, 'settlements', [data.settlement(period)]);
    }
  }
}

/** Maps the invoices the demo starts with mapped (older ones whose voucher matches exactly). */
async function premap(db: Db, pairs: { invoice: string; voucher: string }[]) {
  await inChunks(pairs, (chunk) =>
    db.execute(sql`
      update ts_invoices i set misa_voucher_id = v.id, mapped_at = i.invoice_date + time '17:00',
        mapped_by = 'ketoan'
      from json_to_recordset(${JSON.stringify(chunk)}::json) as p (invoice text, voucher uuid)
      join misa_vouchers v on v.ref_id = p.voucher
      where i.code = p.invoice and i.misa_voucher_id is null`),
  );
}

/** The invoice and MISA vouchers of order `index`, and whether the demo starts with them mapped. */
export function invoiceAndVouchers(data: EcommerceDemoData, order: TsOrderRecord, index: number) {
  const invoice = data.invoiceOf(order, index);
  const vouchers = data.vouchersOf(order, index);
  const first = vouchers[0];
  const mapped =
    invoice &&
    first &&
    first.refno_finance.startsWith('BH') &&
    data.premapped(invoice, first, index)
      ? { invoice: invoice.invoiceCode, voucher: first.refid }
      : null;
  return { invoice, vouchers, mapped };
}

/** Whether the e-commerce tables hold orders already. */
export async function hasEcommerceData(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ present: boolean }>(
    db,
    sql`select exists (select 1 from ts_orders) as present`,
  );
  return row?.present === true;
}

/**
 * Loads the demo data through the upserts of the sync, in one transaction; skipped when orders are
 * there already. Returns the number of order lines loaded.
 */
export async function seedDemoEcommerce(db: Database, data: EcommerceDemoData): Promise<number> {
  if (await hasEcommerceData(db)) return 0;
  await db.transaction(async (tx) => {
    // The rollups' distinct counts sort in memory rather than on disk.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await loadMasters(tx, data, true);
    let orders: TsOrderRecord[] = [];
    let invoices: TsInvoiceRecord[] = [];
    let vouchers: MisaVoucherRecord[] = [];
    const pairs: { invoice: string; voucher: string }[] = [];
    const flush = async () => {
      await ingestThuocsi(tx, 'orders', orders, { refreshRollups: false });
      await ingestThuocsi(tx, 'invoices', invoices, { refreshRollups: false });
      await ingestMisa(tx, 'vouchers', vouchers);
      orders = [];
      invoices = [];
      vouchers = [];
    };
    for (let i = 0; i < data.orderCount; i += 1) {
      const order = data.order(i);
      const made = invoiceAndVouchers(data, order, i);
      orders.push(order);
      if (made.invoice) invoices.push(made.invoice);
      vouchers.push(...made.vouchers);
      if (made.mapped) pairs.push(made.mapped);
      if (orders.length >= CHUNK) await flush();
    }
    await flush();
    await premap(tx, pairs);
    await rebuildSalesRollups(tx);
    await attributeSyncedOrders(tx, null);
  });
  return data.orderLineCount;
}

/** Empties the e-commerce tables the generator fills (not the sellers, nor the KiotViet/MISA items). */
export async function clearEcommerceData(db: Db): Promise<void> {
  await db.execute(sql`truncate ts_orders, crm_order_sales, crm_sale_daily, crm_sale_customer_daily, crm_sale_monthly, crm_sale_all_daily, crm_sale_distinct_daily, crm_sale_distinct_monthly, ts_order_lines, ts_invoices, misa_vouchers,
    ts_settlements, ts_settlement_lines, reconciliation_lines, ${sql.raw(ROLLUP_TABLES.join(', '))}, ts_products,
    ts_offers, ts_offer_prices, ts_deals, ts_combos, ts_combo_items, ts_inventory,
    ts_inbound_receipts, ts_inbound_lines`);
}

/**
 * What the demo data of this database is: the day it ends on (today when first loaded, then kept,
 * so that the demo sources serve the same records on the following days), its scale (order lines;
 * the generator's --scale), and when its new orders begin (an hour before it was first loaded, so
 * that a new database shows a morning's orders, not a whole day's at once). Kept in sync_cursors
 * under source 'demo'.
 */
export async function demoAnchor(
  db: Database,
): Promise<{ anchorMs: number; orderLines: number; liveSinceMs: number }> {
  const now = Date.now();
  await db.execute(sql`insert into sync_cursors (source, entity, watermark)
    values ('demo', 'anchor', ${vnDayStart(now).toISOString()}),
      ('demo', 'scale', ${String(DEFAULT_DEMO_ORDER_LINES)}),
      ('demo', 'live-since', ${new Date(now - 3_600_000).toISOString()})
    on conflict do nothing`);
  const rows = await queryRows<{ entity: string; watermark: string }>(
    db,
    sql`select entity, watermark from sync_cursors where source = 'demo'`,
  );
  const value = (entity: string) => rows.find((r) => r.entity === entity)?.watermark ?? '';
  const anchorMs = Date.parse(value('anchor'));
  return {
    anchorMs,
    orderLines: Number(value('scale')),
    liveSinceMs: Math.max(anchorMs, Date.parse(value('live-since'))),
  };
}

/** Records the scale the demo data of this database was generated at. */
export async function saveDemoScale(db: Db, orderLines: number): Promise<void> {
  await db.execute(sql`insert into sync_cursors (source, entity, watermark)
    values ('demo', 'scale', ${String(orderLines)})
    on conflict (source, entity) do update set watermark = excluded.watermark, updated_at = now()`);
}

/** The demo data set of this database, made on first use. */
export function lazyDemoData(demo: {
  anchorMs: number;
  orderLines: number;
}): () => EcommerceDemoData {
  let data: EcommerceDemoData | null = null;
  return () => {
    data ??= new EcommerceDemoData({ anchorMs: demo.anchorMs, orderLines: demo.orderLines });
    return data;
  };
}
