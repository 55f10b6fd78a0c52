// Writes thuocsi records into the marketplace tables: idempotent upserts, children replaced only for
// the parents that changed, and the sales rollups refreshed in the same transaction.
import { SETTLEMENT_FEE_TYPES, shareOfTotal, vnDayOfTime } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { ThuocsiEntity, ThuocsiRecord } from './thuocsi-records';
import type { Database } from '../../../../db/client';
import type { IngestCounts } from '../../source-kit/source';
import { refreshSalesRollups, type SalesKey } from '../../../ecommerce/rollups.repository';
import { refreshKeptScope } from '../../../ecommerce/distinct.repository';
import { noteCustomerOrders } from '../../../crm/customer-orders/customer-orders.repository';
import { attributeSyncedOrders } from '../../../crm/customer-orders/order-sales.repository';
import { queueOrderEvents } from '../../../live/order-events.repository';
import { refreshSaleRollups } from '../../../crm/customer-orders/sale-rollups.repository';
import {
  insertRows,
  jsonTextList,
  replaceChildren,
  upsertRows,
  type UpsertSpec,
} from '../../ingest/upsert';
import { queryRows } from '../../../../lib/query-rows';

type Db = Pick<Database, 'execute'>;

const counts = (outcome: { inserted: unknown[]; updated: unknown[] }): IngestCounts => ({
  inserted: outcome.inserted.length,
  updated: outcome.updated.length,
  removed: 0,
});

const SELLERS: UpsertSpec = {
  table: 'thuocsi_sellers',
  columns: [
    ['idf', 'int'],
    ['code', 'text'],
    ['name', 'text'],
    ['priority', 'int'],
    ['status', 'text'],
  ],
  key: ['idf'],
  touchSyncedAt: false,
};

const PRODUCTS: UpsertSpec = {
  table: 'ts_products',
  columns: [
    ['code', 'text'],
    ['name', 'text'],
    ['active_ingredient', 'text'],
    ['unit', 'text'],
    ['packing', 'text'],
    ['dosage_form', 'text'],
    ['prescription', 'boolean'],
    ['category', 'text'],
    ['manufacturer', 'text'],
    ['country', 'text'],
    ['registration_number', 'text'],
    ['source_updated_at', 'timestamptz'],
  ],
  key: ['code'],
};

const OFFERS: UpsertSpec = {
  table: 'ts_offers',
  columns: [
    ['seller_id', 'int'],
    ['product_code', 'text'],
    ['price', 'int'],
    ['status', 'text'],
    ['source_updated_at', 'timestamptz'],
  ],
  key: ['product_code', 'seller_id'],
};

const OFFER_PRICES: UpsertSpec = {
  table: 'ts_offer_prices',
  columns: [
    ['seller_id', 'int'],
    ['product_code', 'text'],
    ['effective_from', 'date'],
    ['price', 'int'],
  ],
  key: ['product_code', 'seller_id', 'effective_from'],
  touchSyncedAt: false,
};

const DEALS: UpsertSpec = {
  table: 'ts_deals',
  columns: [
    ['code', 'text'],
    ['seller_id', 'int'],
    ['name', 'text'],
    ['product_code', 'text'],
    ['deal_price', 'int'],
    ['usual_price', 'int'],
    ['start_at', 'timestamptz'],
    ['end_at', 'timestamptz'],
    ['quantity_limit', 'int'],
    ['quantity_sold', 'int'],
    ['source_updated_at', 'timestamptz'],
  ],
  key: ['code'],
};

const COMBOS: UpsertSpec = {
  table: 'ts_combos',
  columns: [
    ['code', 'text'],
    ['seller_id', 'int'],
    ['name', 'text'],
    ['combo_price', 'int'],
    ['start_at', 'timestamptz'],
    ['end_at', 'timestamptz'],
    ['quantity_limit', 'int'],
    ['quantity_sold', 'int'],
    ['source_updated_at', 'timestamptz'],
  ],
  key: ['code'],
};

const COMBO_ITEMS = {
  table: 'ts_combo_items',
  parentColumn: 'combo_code',
  columns: [
    ['combo_code', 'text'],
    ['product_code', 'text'],
    ['quantity', 'int'],
    ['usual_price', 'int'],
  ],
  key: ['combo_code', 'product_code'],
} as const satisfies UpsertSpec & { parentColumn: string };

export const ORDERS: UpsertSpec = {
  table: 'ts_orders',
  columns: [
    ['code', 'text'],
    ['seller_id', 'int'],
    ['created_at', 'timestamptz'],
    ['order_date', 'date'],
    ['status', 'text'],
    ['source', 'text'],
    ['campaign', 'text'],
    ['customer_code', 'text'],
    ['customer_name', 'text'],
    ['customer_phone', 'text'],
    ['province', 'text'],
    ['total_amount', 'bigint'],
    ['discount_amount', 'bigint'],
    ['payment_method', 'text'],
    ['payment_status', 'text'],
    ['paid_amount', 'bigint'],
    ['paid_at', 'timestamptz'],
    ['line_count', 'int'],
    ['quantity', 'int'],
    ['source_updated_at', 'timestamptz'],
  ],
  key: ['code'],
};

export const ORDER_LINES = {
  table: 'ts_order_lines',
  parentColumn: 'order_code',
  columns: [
    ['order_code', 'text'],
    ['line_no', 'int'],
    ['seller_id', 'int'],
    ['order_date', 'date'],
    ['product_code', 'text'],
    ['quantity', 'int'],
    ['unit_price', 'int'],
    ['amount', 'bigint'],
    ['net_amount', 'bigint'],
    ['deal_code', 'text'],
  ],
  key: ['order_code', 'line_no'],
} as const satisfies UpsertSpec & { parentColumn: string };

const INVOICES: UpsertSpec = {
  table: 'ts_invoices',
  columns: [
    ['code', 'text'],
    ['series', 'text'],
    ['invoice_no', 'text'],
    ['invoice_date', 'date'],
    ['order_code', 'text'],
    ['seller_id', 'int'],
    ['buyer_name', 'text'],
    ['buyer_tax_code', 'text'],
    ['amount_before_vat', 'bigint'],
    ['vat_amount', 'bigint'],
    ['total_amount', 'bigint'],
    ['source_updated_at', 'timestamptz'],
  ],
  key: ['code'],
};

const INVENTORY: UpsertSpec = {
  table: 'ts_inventory',
  columns: [
    ['warehouse_code', 'text'],
    ['seller_id', 'int'],
    ['product_code', 'text'],
    ['lot', 'text'],
    ['expiry_date', 'date'],
    ['quantity_on_hand', 'int'],
    ['quantity_reserved', 'int'],
    ['unit_cost', 'int'],
    ['source_updated_at', 'timestamptz'],
  ],
  key: ['warehouse_code', 'seller_id', 'product_code', 'lot'],
};

const INBOUND: UpsertSpec = {
  table: 'ts_inbound_receipts',
  columns: [
    ['code', 'text'],
    ['warehouse_code', 'text'],
    ['seller_id', 'int'],
    ['supplier', 'text'],
    ['expected_date', 'date'],
    ['received_date', 'date'],
    ['status', 'text'],
    ['total_cost', 'bigint'],
    ['source_updated_at', 'timestamptz'],
  ],
  key: ['code'],
};

const INBOUND_LINES = {
  table: 'ts_inbound_lines',
  parentColumn: 'receipt_code',
  columns: [
    ['receipt_code', 'text'],
    ['line_no', 'int'],
    ['product_code', 'text'],
    ['lot', 'text'],
    ['expiry_date', 'date'],
    ['quantity_expected', 'int'],
    ['quantity_received', 'int'],
    ['unit_cost', 'int'],
  ],
  key: ['receipt_code', 'line_no'],
} as const satisfies UpsertSpec & { parentColumn: string };

const SETTLEMENTS: UpsertSpec = {
  table: 'ts_settlements',
  columns: [
    ['code', 'text'],
    ['seller_id', 'int'],
    ['period_from', 'date'],
    ['period_to', 'date'],
    ['paid_at', 'timestamptz'],
    ['status', 'text'],
    ['gross_amount', 'bigint'],
    ['fee_amount', 'bigint'],
    ['net_amount', 'bigint'],
    ['line_count', 'int'],
    ['source_updated_at', 'timestamptz'],
  ],
  key: ['code'],
};

const SETTLEMENT_LINES = {
  table: 'ts_settlement_lines',
  parentColumn: 'settlement_code',
  columns: [
    ['settlement_code', 'text'],
    ['line_no', 'int'],
    ['line_type', 'text'],
    ['order_code', 'text'],
    ['amount', 'bigint'],
    ['description', 'text'],
  ],
  key: ['settlement_code', 'line_no'],
} as const satisfies UpsertSpec & { parentColumn: string };

/**
 * A settlement's totals from its lines: the orders' amounts (gross), what the marketplace kept
 * (fees, positive) and what it pays (net: every line, subsidies, refunds and adjustments too).
 */
export function settlementTotals(lines: readonly { type: string; amount: number }[]) {
  const sum = (keep: (type: string) => boolean) =>
    lines.reduce((total, line) => total + (keep(line.type) ? line.amount : 0), 0);
  return {
    gross_amount: sum((type) => type === 'ORDER'),
    fee_amount: -sum((type) => (SETTLEMENT_FEE_TYPES as readonly string[]).includes(type)),
    net_amount: sum(() => true),
  };
}

export function orderRow(o: ThuocsiRecord<'orders'>) {
  return {
    code: o.orderCode,
    seller_id: o.sellerId,
    created_at: o.createdTime,
    order_date: vnDayOfTime(o.createdTime),
    status: o.status,
    source: o.source,
    campaign: o.campaign,
    customer_code: o.customer.code,
    customer_name: o.customer.name,
    customer_phone: o.customer.phone,
    province: o.customer.province,
    total_amount: o.totalAmount,
    discount_amount: o.discountAmount,
    payment_method: o.payment.method,
    payment_status: o.payment.status,
    paid_amount: o.payment.paidAmount,
    paid_at: o.payment.paidTime,
    line_count: o.items.length,
    quantity: o.items.reduce((sum, item) => sum + item.quantity, 0),
    source_updated_at: o.updatedTime,
  };
}

export function orderLineRows(o: ThuocsiRecord<'orders'>) {
  const day = vnDayOfTime(o.createdTime);
  const net = shareOfTotal(
    o.totalAmount,
    o.items.map((item) => item.quantity * item.unitPrice),
  );
  return o.items.map((item, index) => ({
    order_code: o.orderCode,
    line_no: item.lineNo,
    seller_id: o.sellerId,
    order_date: day,
    product_code: item.productCode,
    quantity: item.quantity,
    unit_price: item.unitPrice,
    amount: item.quantity * item.unitPrice,
    net_amount: net[index] ?? 0,
    deal_code: item.dealCode,
  }));
}

async function ingestOrders(
  db: Db,
  orders: ThuocsiRecord<'orders'>[],
  refreshRollups: boolean,
): Promise<IngestCounts> {
  const outcome = await upsertRows<{ code: string }>(db, ORDERS, orders.map(orderRow));
  const inserted = outcome.inserted.map((row) => row.code);
  const updated = outcome.updated.map((row) => row.code);
  if (inserted.length + updated.length === 0) return counts(outcome);
  const changedSet = new Set([...inserted, ...updated]);
  // The keys the updated orders counted on before (an order may move day, seller or products).
  const before =
    updated.length === 0
      ? []
      : await queryRows<{ day: string; sellerId: number; productCode: string }>(
          db,
          sql`select distinct to_char(order_date, 'YYYY-MM-DD') as "day", seller_id as "sellerId",
                product_code as "productCode"
              from ts_order_lines where order_code in (${jsonTextList(updated)})`,
        );
  const lines = orders.filter((o) => changedSet.has(o.orderCode)).flatMap(orderLineRows);
  await replaceChildren(db, ORDER_LINES, updated, []);
  await insertRows(db, ORDER_LINES, lines);
  // The CRM learns who has ordered, and when last.
  await noteCustomerOrders(db, [...changedSet]);
  // A bulk load attributes its orders to the sales, and sums every rollup, once at the end.
  if (!refreshRollups) return counts(outcome);
  await attributeSyncedOrders(db, [...changedSet]);
  const keys: SalesKey[] = [
    ...before,
    ...lines.map((l) => ({
      day: l.order_date,
      sellerId: l.seller_id,
      productCode: l.product_code,
    })),
  ];
  await refreshSalesRollups(db, keys);
  // The order notices see them at the commit.
  await queueOrderEvents(db, inserted, updated);
  return counts(outcome);
}

/**
 * Invoices, and the sales rollups of the orders they are of (the orders they were of before, when
 * an invoice moved): what each sale's orders were invoiced.
 */
async function ingestInvoices(
  db: Db,
  invoices: ThuocsiRecord<'invoices'>[],
  refreshRollups: boolean,
): Promise<IngestCounts> {
  const rows = invoices.map((i) => ({
    code: i.invoiceCode,
    series: i.series,
    invoice_no: i.invoiceNo,
    invoice_date: i.invoiceDate,
    order_code: i.orderCode,
    seller_id: i.sellerId,
    buyer_name: i.buyerName,
    buyer_tax_code: i.buyerTaxCode,
    amount_before_vat: i.amountBeforeVat,
    vat_amount: i.vatAmount,
    total_amount: i.totalAmount,
    source_updated_at: i.updatedTime,
  }));
  const codes = rows.map((row) => row.code);
  const before = refreshRollups
    ? await queryRows<{ orderCode: string }>(
        db,
        sql`select order_code as "orderCode" from ts_invoices
          where code in (${jsonTextList(codes)})`,
      )
    : [];
  const outcome = await upsertRows<{ code: string }>(db, INVOICES, rows);
  if (!refreshRollups || outcome.inserted.length + outcome.updated.length === 0) {
    return counts(outcome);
  }
  const changed = new Set([...outcome.inserted, ...outcome.updated].map((row) => row.code));
  const orderCodes = new Set(before.map((row) => row.orderCode));
  for (const row of rows) if (changed.has(row.code)) orderCodes.add(row.order_code);
  await refreshSaleRollups(db, [...orderCodes]);
  return counts(outcome);
}

async function ingestWithChildren<P extends { [k: string]: unknown }>(
  db: Db,
  parent: UpsertSpec,
  child: UpsertSpec & { parentColumn: string },
  parents: P[],
  codeOf: (p: P) => string,
  childrenOf: (p: P) => Record<string, unknown>[],
  rowOf: (p: P) => Record<string, unknown>,
): Promise<IngestCounts> {
  const outcome = await upsertRows<{ code: string }>(db, parent, parents.map(rowOf));
  const changed = new Set([...outcome.inserted, ...outcome.updated].map((row) => row.code));
  if (changed.size > 0) {
    await replaceChildren(
      db,
      child,
      [...changed],
      parents.filter((p) => changed.has(codeOf(p))).flatMap(childrenOf),
    );
  }
  return counts(outcome);
}

/** Writes one page of records of an entity; the caller holds the transaction. */
export async function ingestThuocsi<E extends ThuocsiEntity>(
  db: Db,
  entity: E,
  records: ThuocsiRecord<E>[],
  options: { refreshRollups?: boolean } = {},
): Promise<IngestCounts> {
  switch (entity) {
    case 'sellers': {
      const rows = (records as ThuocsiRecord<'sellers'>[]).map((s) => ({
        idf: s.sellerId,
        code: s.code,
        name: s.name,
        priority: s.priority,
        status: s.status,
      }));
      const outcome = counts(await upsertRows(db, SELLERS, rows));
      // The sellers the reports keep may have changed: their distinct counts together follow.
      if (options.refreshRollups !== false) await refreshKeptScope(db);
      return outcome;
    }
    case 'products': {
      const rows = (records as ThuocsiRecord<'products'>[]).map((p) => ({
        code: p.productCode,
        name: p.name,
        active_ingredient: p.activeIngredient,
        unit: p.unit,
        packing: p.packing,
        dosage_form: p.dosageForm,
        prescription: p.isPrescription,
        category: p.category,
        manufacturer: p.manufacturer,
        country: p.country,
        registration_number: p.registrationNumber,
        source_updated_at: p.updatedTime,
      }));
      return counts(await upsertRows(db, PRODUCTS, rows));
    }
    case 'offers': {
      const offers = records as ThuocsiRecord<'offers'>[];
      const outcome = await upsertRows(
        db,
        OFFERS,
        offers.map((o) => ({
          seller_id: o.sellerId,
          product_code: o.productCode,
          price: o.price,
          status: o.status,
          source_updated_at: o.updatedTime,
        })),
      );
      await upsertRows(
        db,
        OFFER_PRICES,
        offers.flatMap((o) =>
          o.priceHistory.map((h) => ({
            seller_id: o.sellerId,
            product_code: o.productCode,
            effective_from: h.effectiveFrom,
            price: h.price,
          })),
        ),
      );
      return counts(outcome);
    }
    case 'deals': {
      const rows = (records as ThuocsiRecord<'deals'>[]).map((d) => ({
        code: d.dealCode,
        seller_id: d.sellerId,
        name: d.name,
        product_code: d.productCode,
        deal_price: d.dealPrice,
        usual_price: d.usualPrice,
        start_at: d.startTime,
        end_at: d.endTime,
        quantity_limit: d.maxQuantity,
        quantity_sold: d.soldQuantity,
        source_updated_at: d.updatedTime,
      }));
      return counts(await upsertRows(db, DEALS, rows));
    }
    case 'combos':
      return ingestWithChildren(
        db,
        COMBOS,
        COMBO_ITEMS,
        records as ThuocsiRecord<'combos'>[],
        (c) => c.comboCode,
        (c) =>
          c.items.map((i) => ({
            combo_code: c.comboCode,
            product_code: i.productCode,
            quantity: i.quantity,
            usual_price: i.usualPrice,
          })),
        (c) => ({
          code: c.comboCode,
          seller_id: c.sellerId,
          name: c.name,
          combo_price: c.comboPrice,
          start_at: c.startTime,
          end_at: c.endTime,
          quantity_limit: c.maxQuantity,
          quantity_sold: c.soldQuantity,
          source_updated_at: c.updatedTime,
        }),
      );
    case 'orders':
      return ingestOrders(
        db,
        records as ThuocsiRecord<'orders'>[],
        options.refreshRollups !== false,
      );
    case 'invoices':
      return ingestInvoices(
        db,
        records as ThuocsiRecord<'invoices'>[],
        options.refreshRollups !== false,
      );
    case 'inventory': {
      const rows = (records as ThuocsiRecord<'inventory'>[]).map((i) => ({
        warehouse_code: i.warehouseCode,
        seller_id: i.sellerId,
        product_code: i.productCode,
        lot: i.lot,
        expiry_date: i.expiryDate,
        quantity_on_hand: i.onHand,
        quantity_reserved: i.reserved,
        unit_cost: i.unitCost,
        source_updated_at: i.updatedTime,
      }));
      return counts(await upsertRows(db, INVENTORY, rows));
    }
    case 'inbound':
      return ingestWithChildren(
        db,
        INBOUND,
        INBOUND_LINES,
        records as ThuocsiRecord<'inbound'>[],
        (r) => r.receiptCode,
        (r) =>
          r.lines.map((l) => ({
            receipt_code: r.receiptCode,
            line_no: l.lineNo,
            product_code: l.productCode,
            lot: l.lot,
            expiry_date: l.expiryDate,
            quantity_expected: l.expectedQuantity,
            quantity_received: l.receivedQuantity,
            unit_cost: l.unitCost,
          })),
        (r) => ({
          code: r.receiptCode,
          warehouse_code: r.warehouseCode,
          seller_id: r.sellerId,
          supplier: r.supplier,
          expected_date: r.expectedDate,
          received_date: r.receivedDate,
          status: r.status,
          total_cost: r.lines.reduce((s, l) => s + l.expectedQuantity * l.unitCost, 0),
          source_updated_at: r.updatedTime,
        }),
      );
    case 'settlements':
      return ingestWithChildren(
        db,
        SETTLEMENTS,
        SETTLEMENT_LINES,
        records as ThuocsiRecord<'settlements'>[],
        (s) => s.settlementCode,
        (s) =>
          s.lines.map((l) => ({
            settlement_code: s.settlementCode,
            line_no: l.lineNo,
            line_type: l.type,
            order_code: l.orderCode,
            amount: l.amount,
            description: l.description ?? null,
          })),
        (s) => ({
          code: s.settlementCode,
          seller_id: s.sellerId,
          period_from: s.periodFrom,
          period_to: s.periodTo,
          paid_at: s.paidTime,
          status: s.status,
          ...settlementTotals(s.lines),
          line_count: s.lines.length,
          source_updated_at: s.updatedTime,
        }),
      );
    default: {
      const never: never = entity;
      throw new Error(`unknown thuocsi entity ${String(never)}`);
    }
  }
}
