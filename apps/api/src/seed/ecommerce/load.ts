// Loads the demo e-commerce data into a database, through the sync's own write path (upserts and
// rollups in one transaction), or on PostgreSQL in bulk with COPY for millions of order lines.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { TsInvoiceRecord, TsOrderRecord } from '../../connectors/thuocsi/thuocsi-types';
import type { MisaVoucherRecord } from '../../connectors/misa/misa-types';
import { noteCustomerOrders } from '../../modules/crm/wms/wms.repository';
import { rebuildSalesRollups } from '../../modules/ecommerce/rollups.repository';
import { ingestMisa } from '../../modules/sync/ingest/misa.repository';
import {
  ingestThuocsi,
  orderLineRows,
  orderRow,
  vietnamDayOf,
} from '../../modules/sync/ingest/thuocsi.repository';
import { queryRows } from '../../modules/sync/ingest/upsert';
import type { Database } from '../../db/client';
import { DEFAULT_DEMO_ORDER_LINES, EcommerceDemoData, todayInVietnam } from './dataset';

type Db = Pick<Database, 'execute'>;
const CHUNK = 2000;

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/** The catalogue, offers, deals, combos, stock, inbound and settlements (small at any scale). */
async function loadMasters(db: Db, data: EcommerceDemoData, withSettlements: boolean) {
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

function invoiceAndVouchers(data: EcommerceDemoData, order: TsOrderRecord, index: number) {
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
      await ingestThuocsi(tx, 'invoices', invoices);
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
  });
  return data.orderLineCount;
}

// ---- the bulk path (PostgreSQL, COPY) ----

/** A value in COPY's text format. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\t/g, '\\t')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r');
}

class CopyWriter {
  private buffer: string[] = [];
  private size = 0;
  private readonly done: Promise<void>;
  private readonly stream: NodeJS.WritableStream;

  constructor(
    client: pg.PoolClient,
    table: string,
    private readonly columns: readonly string[],
  ) {
    const quoted = columns.map((c) => `"${c}"`).join(', ');
    this.stream = client.query(copyFrom(`copy ${table} (${quoted}) from stdin`));
    this.done = new Promise((resolve, reject) => {
      this.stream.on('finish', resolve);
      this.stream.on('error', reject);
    });
  }

  async write(row: Record<string, unknown>): Promise<void> {
    const line = `${this.columns.map((c) => copyValue(row[c])).join('\t')}\n`;
    this.buffer.push(line);
    this.size += line.length;
    if (this.size >= 1 << 20) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.buffer.length === 0) return;
    const chunk = this.buffer.join('');
    this.buffer = [];
    this.size = 0;
    if (!this.stream.write(chunk)) {
      await new Promise<void>((resolve) =>
        this.stream.once('drain', () => {
          resolve();
        }),
      );
    }
  }

  async end(): Promise<void> {
    await this.flush();
    this.stream.end();
    await this.done;
  }
}

const ORDER_COLUMNS = Object.keys(orderRow(sampleOrder()));
const LINE_COLUMNS = [
  'order_code',
  'line_no',
  'seller_id',
  'order_date',
  'product_code',
  'quantity',
  'unit_price',
  'amount',
  'deal_code',
];

function sampleOrder(): TsOrderRecord {
  return {
    orderCode: '',
    sellerId: 0,
    createdTime: '2025-01-01T00:00:00+07:00',
    status: 'NEW',
    source: 'MARKETPLACE',
    campaign: null,
    customer: { code: '', name: '', phone: '', province: '' },
    discountAmount: 0,
    totalAmount: 0,
    payment: { method: 'COD', status: 'UNPAID', paidAmount: 0, paidTime: null },
    items: [],
    updatedTime: '2025-01-01T00:00:00+07:00',
  };
}

export interface BulkProgress {
  orders: number;
  lines: number;
  elapsedMs: number;
}

/**
 * Loads the demo data at any scale into empty e-commerce tables of a PostgreSQL database: COPY for
 * orders, lines, invoices, vouchers and settlement lines; the rollups rebuilt; one transaction.
 */
export async function bulkLoadDemoEcommerce(
  pool: pg.Pool,
  data: EcommerceDemoData,
  onProgress: (progress: BulkProgress) => void = () => undefined,
): Promise<BulkProgress> {
  const started = Date.now();
  const client = await pool.connect();
  const db = drizzle(client);
  try {
    await client.query('begin');
    await client.query(`set local work_mem = '256MB'`);
    if (await hasEcommerceData(db)) {
      throw new Error(
        'The e-commerce tables hold orders already (use --reset to empty them first).',
      );
    }
    await loadMasters(db, data, false);
    // One COPY at a time on a connection: a pass over the orders per table.
    let lineCount = 0;
    const pass = async (
      table: string,
      columns: readonly string[],
      rowsOf: (order: TsOrderRecord, index: number) => Record<string, unknown>[],
    ) => {
      const copy = new CopyWriter(client, table, columns);
      for (let i = 0; i < data.orderCount; i += 1) {
        for (const row of rowsOf(data.order(i), i)) await copy.write(row);
      }
      await copy.end();
    };
    await pass('ts_orders', ORDER_COLUMNS, (order) => [orderRow(order)]);
    await pass('ts_order_lines', LINE_COLUMNS, (order, i) => {
      lineCount += order.items.length;
      if ((i + 1) % 100_000 === 0) {
        onProgress({ orders: i + 1, lines: lineCount, elapsedMs: Date.now() - started });
      }
      return orderLineRows(order);
    });
    const pairs: { invoice: string; voucher: string }[] = [];
    await pass(
      'ts_invoices',
      [
        'code',
        'series',
        'invoice_no',
        'invoice_date',
        'order_code',
        'seller_id',
        'buyer_name',
        'buyer_tax_code',
        'amount_before_vat',
        'vat_amount',
        'total_amount',
        'source_updated_at',
      ],
      (order, i) => {
        const made = invoiceAndVouchers(data, order, i);
        if (made.mapped) pairs.push(made.mapped);
        const inv = made.invoice;
        return inv
          ? [
              {
                code: inv.invoiceCode,
                series: inv.series,
                invoice_no: inv.invoiceNo,
                invoice_date: inv.invoiceDate,
                order_code: inv.orderCode,
                seller_id: inv.sellerId,
                buyer_name: inv.buyerName,
                buyer_tax_code: inv.buyerTaxCode,
                amount_before_vat: inv.amountBeforeVat,
                vat_amount: inv.vatAmount,
                total_amount: inv.totalAmount,
                source_updated_at: inv.updatedTime,
              },
            ]
          : [];
      },
    );
    await pass(
      'misa_vouchers',
      [
        'ref_id',
        'voucher_no',
        'voucher_date',
        'customer_name',
        'description',
        'total_amount',
        'source_updated_at',
      ],
      (order, i) =>
        data.vouchersOf(order, i).map((v) => ({
          ref_id: v.refid,
          voucher_no: v.refno_finance,
          voucher_date: vietnamDayOf(v.refdate),
          customer_name: v.account_object_name ?? '',
          description: v.journal_memo ?? '',
          total_amount: v.total_amount,
          source_updated_at: v.modified_date ?? v.refdate,
        })),
    );
    await premap(db, pairs);
    await noteCustomerOrders(db, null);

    for (const period of data.settlementPeriods()) {
      const settlement = data.settlement(period);
      const withoutLines = { ...settlement, lines: [] };
      await ingestThuocsi(db, 'settlements', [withoutLines]);
      const sums = settlement.lines.reduce(
        (s, l) => ({
          gross: s.gross + l.orderAmount,
          fee: s.fee + l.feeAmount,
          net: s.net + l.netAmount,
        }),
        { gross: 0, fee: 0, net: 0 },
      );
      await db.execute(sql`update ts_settlements set gross_amount = ${sums.gross},
        fee_amount = ${sums.fee}, net_amount = ${sums.net}, line_count = ${settlement.lines.length}
        where code = ${settlement.settlementCode}`);
      const copy = new CopyWriter(client, 'ts_settlement_lines', [
        'settlement_code',
        'line_no',
        'order_code',
        'order_amount',
        'fee_amount',
        'net_amount',
      ]);
      for (const l of settlement.lines) {
        await copy.write({
          settlement_code: settlement.settlementCode,
          line_no: l.lineNo,
          order_code: l.orderCode,
          order_amount: l.orderAmount,
          fee_amount: l.feeAmount,
          net_amount: l.netAmount,
        });
      }
      await copy.end();
    }
    await rebuildSalesRollups(db);
    await client.query('commit');
    const result = { orders: data.orderCount, lines: lineCount, elapsedMs: Date.now() - started };
    onProgress(result);
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Empties the e-commerce tables the generator fills (not the sellers, nor the KiotViet/MISA items). */
export async function clearEcommerceData(db: Db): Promise<void> {
  await db.execute(sql`truncate ts_orders, ts_order_lines, ts_invoices, misa_vouchers,
    ts_settlements, ts_settlement_lines, ts_sales_daily, ts_seller_daily, ts_buyer_daily,
    ts_order_mix_daily, ts_products, ts_offers,
    ts_offer_prices, ts_deals, ts_combos, ts_combo_items, ts_inventory, ts_inbound_receipts,
    ts_inbound_lines`);
}

/**
 * What the demo data of this database is: the day it ends on (today when first loaded, then kept,
 * so that the demo sources serve the same records on the following days) and its scale (order
 * lines; the generator's --scale). Kept in sync_cursors under source 'demo'.
 */
export async function demoAnchor(db: Database): Promise<{ anchorMs: number; orderLines: number }> {
  await db.execute(sql`insert into sync_cursors (source, entity, watermark)
    values ('demo', 'anchor', ${new Date(todayInVietnam()).toISOString()}),
      ('demo', 'scale', ${String(DEFAULT_DEMO_ORDER_LINES)})
    on conflict do nothing`);
  const rows = await queryRows<{ entity: string; watermark: string }>(
    db,
    sql`select entity, watermark from sync_cursors where source = 'demo'`,
  );
  const value = (entity: string) => rows.find((r) => r.entity === entity)?.watermark ?? '';
  return { anchorMs: Date.parse(value('anchor')), orderLines: Number(value('scale')) };
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
    data ??= new EcommerceDemoData(demo);
    return data;
  };
}
