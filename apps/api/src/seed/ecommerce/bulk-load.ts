// The demo data at any scale into the empty e-commerce tables of a PostgreSQL database, fast: each
// order made once, its rows streamed by COPY into five tables at once (orders, lines, invoices
// already mapped to their vouchers, vouchers, payout lines), each table's indexes built once at the
// end; then the rollups built from all the rows by set-based SQL, once.
import { vnDayOfTime } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { noteCustomerOrders } from '../../modules/crm/customer-orders/customer-orders.repository';
import { attributeSyncedOrders } from '../../modules/crm/customer-orders/order-sales.repository';
import {
  DERIVED_ROLLUP_BUILDS,
  LATE_ROLLUP_BUILDS,
  ROLLUP_TABLES,
  SALES_ROLLUP_BUILDS,
} from '../../modules/ecommerce/rollups.repository';
import {
  ingestThuocsi,
  orderLineRows,
  orderRow,
} from '../../modules/sync/sources/thuocsi/thuocsi-ingest';
import { BulkCopy, buildIndexes, copyLine, dropIndexes, quote } from './copy-stream';
import { EcommerceDemoData, type SettlementLineDraft } from '../../demo-data/dataset';
import { hasEcommerceData, invoiceAndVouchers, loadMasters } from './load';

export type BulkPhase = 'masters' | 'rows' | 'indexes' | 'rollups' | 'done';

export interface BulkProgress {
  phase: BulkPhase;
  orders: number;
  lines: number;
  elapsedMs: number;
  /** Milliseconds each finished phase took. */
  phases: Partial<Record<BulkPhase, number>>;
}

const ORDER_COLUMNS = [
  'code',
  'seller_id',
  'created_at',
  'order_date',
  'status',
  'source',
  'campaign',
  'customer_code',
  'customer_name',
  'customer_phone',
  'province',
  'total_amount',
  'discount_amount',
  'payment_method',
  'payment_status',
  'paid_amount',
  'paid_at',
  'line_count',
  'quantity',
  'source_updated_at',
] as const satisfies readonly (keyof ReturnType<typeof orderRow>)[];
const LINE_COLUMNS = [
  'order_code',
  'line_no',
  'seller_id',
  'order_date',
  'product_code',
  'quantity',
  'unit_price',
  'amount',
  'net_amount',
  'deal_code',
] as const satisfies readonly (keyof ReturnType<typeof orderLineRows>[number])[];
const INVOICE_COLUMNS = [
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
  'misa_voucher_id',
  'mapped_at',
  'mapped_by',
  'source_updated_at',
];
const VOUCHER_COLUMNS = [
  'id',
  'ref_id',
  'voucher_no',
  'voucher_date',
  'customer_name',
  'description',
  'total_amount',
  'source_updated_at',
];
const SETTLEMENT_LINE_COLUMNS = [
  'settlement_code',
  'line_no',
  'line_type',
  'order_code',
  'amount',
  'description',
];

/** Gives the event loop a turn, so that the connections take what was written. */
const breathe = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve);
  });

/**
 * Loads the demo data into the empty e-commerce tables of a PostgreSQL database. Each table's rows
 * and indexes are one transaction; should one fail, every table the load filled is emptied again.
 */
export async function bulkLoadDemoEcommerce(
  databaseUrl: string,
  data: EcommerceDemoData,
  onProgress: (progress: BulkProgress) => void = () => undefined,
): Promise<BulkProgress> {
  // Connections of its own: five COPY streams, then four rollups and the CRM's buyers, side by side.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 6 });
  try {
    return await bulkLoad(pool, data, onProgress);
  } finally {
    await pool.end();
  }
}

async function bulkLoad(
  pool: pg.Pool,
  data: EcommerceDemoData,
  onProgress: (progress: BulkProgress) => void,
): Promise<BulkProgress> {
  const started = Date.now();
  const phases: BulkProgress['phases'] = {};
  let phase: BulkPhase = 'masters';
  let phaseStarted = started;
  let orders = 0;
  let lines = 0;
  const report = () => {
    onProgress({ phase, orders, lines, elapsedMs: Date.now() - started, phases: { ...phases } });
  };
  const enter = (next: BulkPhase) => {
    const now = Date.now();
    phases[phase] = now - phaseStarted;
    phase = next;
    phaseStarted = now;
    report();
  };
  const db = drizzle(pool);
  if (await hasEcommerceData(db)) {
    throw new Error('The e-commerce tables hold orders already (use --reset to empty them first).');
  }
  report();
  // The catalogue, offers, deals, stock and the payout statements (their lines come with the rows).
  const client = await pool.connect();
  try {
    await client.query('begin');
    const tx = drizzle(client);
    await loadMasters(tx, data, false);
    await ingestThuocsi(
      tx,
      'settlements',
      data.settlementPeriods().map((period) => data.settlementHeader(period)),
    );
    await client.query('commit');
    // Statistics for the catalogue and offers the reports join (the tables to come are analyzed
    // as they are filled); the orders' tables are empty yet, so this takes a moment only.
    await client.query('analyze');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }

  enter('rows');
  const copies: BulkCopy[] = [];
  try {
    const open = (table: string, columns: readonly string[]) =>
      BulkCopy.open(pool, table, columns).then((copy) => {
        copies.push(copy);
        return copy;
      });
    const [orderCopy, lineCopy, invoiceCopy, voucherCopy, payoutCopy] = await Promise.all([
      open('ts_orders', ORDER_COLUMNS),
      open('ts_order_lines', LINE_COLUMNS),
      open('ts_invoices', INVOICE_COLUMNS),
      open('misa_vouchers', VOUCHER_COLUMNS),
      open('ts_settlement_lines', SETTLEMENT_LINE_COLUMNS),
    ]);
    let voucherId = 0;
    /** Each payout statement's lines so far. */
    const payoutLines = new Map<string, number>();
    /** Numbers a statement's lines in the order they come. */
    const statements = new Set(
      data
        .settlementPeriods()
        .map((period) => EcommerceDemoData.settlementCodeOf(period.sellerId, period.fromMs)),
    );
    const addPayoutLines = (code: string, drafts: readonly SettlementLineDraft[]) => {
      // (A payout of a period not started yet waits: no statement holds it.)
      if (!statements.has(code)) return;
      for (const line of drafts) {
        const lineNo = (payoutLines.get(code) ?? 0) + 1;
        payoutLines.set(code, lineNo);
        payoutCopy.add(
          copyLine(SETTLEMENT_LINE_COLUMNS, {
            settlement_code: code,
            line_no: lineNo,
            ...lineRow(line),
          }),
        );
      }
    };
    for (let i = 0; i < data.orderCount; i += 1) {
      const order = data.order(i);
      orderCopy.add(copyLine(ORDER_COLUMNS, orderRow(order)));
      for (const row of orderLineRows(order)) lineCopy.add(copyLine(LINE_COLUMNS, row));
      lines += order.items.length;

      const { invoice, vouchers, mapped } = invoiceAndVouchers(data, order, i);
      let mappedVoucherId: number | null = null;
      for (const v of vouchers) {
        voucherId += 1;
        if (mapped && v.refid === mapped.voucher) mappedVoucherId = voucherId;
        voucherCopy.add(
          copyLine(VOUCHER_COLUMNS, {
            id: voucherId,
            ref_id: v.refid,
            voucher_no: v.refno_finance,
            voucher_date: vnDayOfTime(v.refdate),
            customer_name: v.account_object_name ?? '',
            description: v.journal_memo ?? '',
            total_amount: v.total_amount,
            source_updated_at: v.modified_date ?? v.refdate,
          }),
        );
      }
      if (invoice) {
        invoiceCopy.add(
          copyLine(INVOICE_COLUMNS, {
            code: invoice.invoiceCode,
            series: invoice.series,
            invoice_no: invoice.invoiceNo,
            invoice_date: invoice.invoiceDate,
            order_code: invoice.orderCode,
            seller_id: invoice.sellerId,
            buyer_name: invoice.buyerName,
            buyer_tax_code: invoice.buyerTaxCode,
            amount_before_vat: invoice.amountBeforeVat,
            vat_amount: invoice.vatAmount,
            total_amount: invoice.totalAmount,
            // Mapped as the accountant does, at the end of the invoice's day.
            misa_voucher_id: mappedVoucherId,
            mapped_at: mappedVoucherId === null ? null : `${invoice.invoiceDate} 17:00:00`,
            mapped_by: mappedVoucherId === null ? null : 'ketoan',
            source_updated_at: invoice.updatedTime,
          }),
        );
      }

      const payout = data.settlementLinesOf(order, i);
      if (payout.length > 0) {
        const code = EcommerceDemoData.settlementCodeOf(
          order.sellerId,
          data.payoutPeriodStartOf(order, i),
        );
        addPayoutLines(code, payout);
      }

      orders = i + 1;
      if (orders % 500 === 0) {
        await Promise.all(copies.map((copy) => copy.drained()));
        await breathe();
        if (orders % 100_000 === 0) report();
      }
    }
    // The lines of orders the company does not know, and the shop's own, come last in their
    // statements.
    for (const period of data.settlementPeriods()) {
      const code = EcommerceDemoData.settlementCodeOf(period.sellerId, period.fromMs);
      addPayoutLines(code, [
        ...data.settlementStrangerOf(period),
        ...data.settlementShopLinesOf(period),
      ]);
    }
    await Promise.all(copies.map((copy) => copy.endRows()));

    enter('indexes');
    // Each table on its connection: their index builds run side by side.
    await Promise.all(copies.map((copy) => copy.commit()));
    copies.length = 0;
  } catch (error) {
    await Promise.all(copies.map((copy) => copy.abort()));
    throw error;
  }

  try {
    await pool.query(`select setval(pg_get_serial_sequence('misa_vouchers', 'id'),
      greatest(1, (select max(id) from misa_vouchers)))`);
    await db.execute(sql`
      update ts_settlements s set gross_amount = t.gross, fee_amount = t.fee, net_amount = t.net,
        line_count = t.lines
      from (select settlement_code, coalesce(sum(amount) filter (where line_type = 'ORDER'), 0) as gross,
          -coalesce(sum(amount) filter (where line_type in ('COMMISSION', 'SERVICE_FEE', 'PAYMENT_FEE')), 0) as fee,
          sum(amount) as net, count(*) as lines
        from ts_settlement_lines group by settlement_code) as t
      where s.code = t.settlement_code`);

    enter('rollups');
    // Side by side, the largest first; and the CRM customers who bought are marked meanwhile.
    await Promise.all([
      ...SALES_ROLLUP_BUILDS.map(({ table, fill }) => buildRollup(pool, table, fill)),
      noteCustomerOrders(db, null).then(() => attributeSyncedOrders(db, null)),
    ]);
    // Then those read from the rollups just built, side by side too.
    await Promise.all(
      DERIVED_ROLLUP_BUILDS.map(({ table, fill }) => buildRollup(pool, table, fill)),
    );
    // Then those read from the derived ones.
    for (const { table, fill } of LATE_ROLLUP_BUILDS) await buildRollup(pool, table, fill);
    // Once every build has ended: a vacuum marks a page all-visible only when no transaction that
    // began before its rows were written still runs, which the builds side by side never allowed.
    const built = [...SALES_ROLLUP_BUILDS, ...DERIVED_ROLLUP_BUILDS, ...LATE_ROLLUP_BUILDS];
    await vacuumEach(
      pool,
      built.map(({ table }) => table),
    );
  } catch (error) {
    await emptyBulkTables(pool);
    throw error;
  }
  enter('done');
  return { phase, orders, lines, elapsedMs: Date.now() - started, phases };
}

function lineRow(line: SettlementLineDraft) {
  return {
    line_type: line.type,
    order_code: line.orderCode,
    amount: line.amount,
    description: line.description ?? null,
  };
}

/**
 * Fills a rollup table from every row on a connection of its own, its indexes dropped meanwhile and
 * built once at the end, then analyzes it.
 */
async function buildRollup(pool: pg.Pool, table: string, fill: SQL): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // The sorts of the grouping and distinct counts in memory rather than on disk.
    await client.query(`set local work_mem = '256MB'`);
    await client.query(`set local maintenance_work_mem = '256MB'`);
    await client.query(`truncate ${quote(table)}`);
    const rebuilds = await dropIndexes(client, table, { primaryKey: true });
    await drizzle(client).execute(fill);
    await buildIndexes(client, rebuilds);
    await client.query('commit');
    // Its statistics, for the planner of the builds that read it and of the reports.
    await client.query(`analyze ${quote(table)}`);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Vacuums these tables, two at a time: the reports read several rollups by their indexes alone,
 * which a table written by INSERT allows only once vacuumed (its pages marked all-visible). Vacuums
 * do not hold each other back.
 */
export async function vacuumEach(pool: pg.Pool, tables: readonly string[]): Promise<void> {
  const queue = [...tables];
  const worker = async () => {
    for (let table = queue.shift(); table !== undefined; table = queue.shift()) {
      await pool.query(`vacuum ${quote(table)}`);
    }
  };
  await Promise.all([worker(), worker()]);
  // A transaction of this database that began before the last rows were written (an automatic
  // analyze of a table just loaded, say) keeps a vacuum from marking their pages; once it has ended,
  // a second vacuum does. So the tables still short of it are vacuumed again, a moment later.
  for (let round = 0; round < VACUUM_ROUNDS; round += 1) {
    const { rows } = await pool.query<{ table: string }>(
      `select relname as table from pg_class
        where relname = any($1::text[]) and relkind = 'r' and relallvisible < relpages`,
      [tables],
    );
    if (rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, VACUUM_PAUSE_MS));
    for (const { table } of rows) await pool.query(`vacuum ${quote(table)}`);
  }
}

/** How many times, and how far apart, tables a vacuum could not mark are vacuumed again. */
const VACUUM_ROUNDS = 40;
const VACUUM_PAUSE_MS = 250;

/** Empties what the rows phase filled, after a later phase failed. */
async function emptyBulkTables(pool: pg.Pool): Promise<void> {
  await pool
    .query(
      `truncate ts_orders, crm_order_sales, crm_sale_daily, crm_sale_customer_daily, crm_sale_monthly, crm_sale_all_daily, crm_sale_distinct_daily, crm_sale_distinct_monthly, ts_order_lines, ts_invoices, misa_vouchers, ts_settlement_lines,
      ${ROLLUP_TABLES.join(', ')}`,
    )
    .catch(() => undefined);
}
