// SQL of the marketplace reads (deals, combos, stock) and of the two accounting mappings.
import { sql, type SQL } from 'drizzle-orm';
import { VN_ZONE } from '../../lib/sql-time';
import type { Database } from '../../db/client';
import { queryRows } from '../../lib/query-rows';

type Db = Pick<Database, 'execute'>;

export async function sellerExists(db: Db, sellerId: number): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from thuocsi_sellers where idf = ${sellerId}`);
  return rows.length > 0;
}

export async function warehouseExists(db: Db, code: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from thuocsi_warehouses where code = ${code}`);
  return rows.length > 0;
}

export interface DealRow {
  id: number;
  code: string;
  name: string;
  sellerId: number;
  productCode: string;
  productName: string | null;
  unit: string | null;
  dealPrice: number;
  usualPrice: number;
  startAt: string;
  endAt: string;
  quantityLimit: number;
  quantitySold: number;
  started: boolean;
  ended: boolean;
}

/** The deals (`d`) matching the condition, with their product, by start. */
function dealRows(db: Db, where: SQL): Promise<DealRow[]> {
  return queryRows<DealRow>(
    db,
    sql`select d.id, d.code, d.name, d.seller_id as "sellerId", d.product_code as "productCode",
          p.name as "productName", p.unit, d.deal_price as "dealPrice", d.usual_price as "usualPrice",
          d.start_at as "startAt", d.end_at as "endAt", d.quantity_limit as "quantityLimit",
          d.quantity_sold as "quantitySold", d.start_at <= now() as started, d.end_at < now() as ended
        from ts_deals d left join ts_products p on p.code = d.product_code
        where ${where}
        order by d.start_at, d.code`,
  );
}

/** Deals of a seller that have not ended, by start. */
export function upDeals(db: Db, sellerId: number): Promise<DealRow[]> {
  return dealRows(db, sql`d.seller_id = ${sellerId} and d.end_at >= now()`);
}

/**
 * Deals of a product (every seller) that end on this Vietnamese day or later (those running on it
 * or after it), by start.
 */
export function productDeals(db: Db, productCode: string, fromDay: string): Promise<DealRow[]> {
  const dayStart = sql`(${fromDay}::date::timestamp at time zone ${VN_ZONE})`;
  return dealRows(db, sql`d.product_code = ${productCode} and d.end_at >= ${dayStart}`);
}

export interface ComboRow {
  id: number;
  code: string;
  name: string;
  sellerId: number;
  comboPrice: number;
  startAt: string;
  endAt: string;
  quantityLimit: number;
  quantitySold: number;
  started: boolean;
  items: {
    productCode: string;
    productName: string | null;
    unit: string | null;
    quantity: number;
    usualPrice: number;
  }[];
}

export function upCombos(db: Db, sellerId: number): Promise<ComboRow[]> {
  return queryRows<ComboRow>(
    db,
    sql`select c.id, c.code, c.name, c.seller_id as "sellerId", c.combo_price as "comboPrice",
          c.start_at as "startAt", c.end_at as "endAt", c.quantity_limit as "quantityLimit",
          c.quantity_sold as "quantitySold", c.start_at <= now() as started,
          coalesce((
            select json_agg(json_build_object('productCode', i.product_code, 'productName', p.name,
              'unit', p.unit, 'quantity', i.quantity, 'usualPrice', i.usual_price)
              order by i.product_code)
            from ts_combo_items i left join ts_products p on p.code = i.product_code
            where i.combo_code = c.code), '[]'::json) as items
        from ts_combos c
        where c.seller_id = ${sellerId} and c.end_at >= now()
        order by c.start_at, c.code`,
  );
}

export interface InventoryRow {
  warehouseCode: string;
  /** The warehouse's and the seller's names (their codes when the master data has them not). */
  warehouseName: string;
  sellerName: string;
  sellerId: number;
  productCode: string;
  productName: string | null;
  unit: string | null;
  manufacturer: string | null;
  registrationNumber: string | null;
  lot: string;
  expiryDate: string;
  daysToExpiry: number;
  quantityOnHand: number;
  quantityReserved: number;
  unitCost: number;
}

/** The lots (`i`) matching the condition, with their product, earliest expiry first. */
function inventoryRows(db: Db, where: SQL, today: string): Promise<InventoryRow[]> {
  return queryRows<InventoryRow>(
    db,
    sql`select i.warehouse_code as "warehouseCode", i.seller_id as "sellerId",
          coalesce(w.name, i.warehouse_code) as "warehouseName",
          coalesce(s.name, i.seller_id::text) as "sellerName",
          i.product_code as "productCode", p.name as "productName", p.unit, p.manufacturer,
          p.registration_number as "registrationNumber", i.lot,
          to_char(i.expiry_date, 'YYYY-MM-DD') as "expiryDate",
          (i.expiry_date - ${today}::date) as "daysToExpiry",
          i.quantity_on_hand as "quantityOnHand", i.quantity_reserved as "quantityReserved",
          i.unit_cost as "unitCost"
        from ts_inventory i left join ts_products p on p.code = i.product_code
          left join thuocsi_warehouses w on w.code = i.warehouse_code
          left join thuocsi_sellers s on s.idf = i.seller_id
        where ${where}
        order by i.expiry_date, i.product_code, i.warehouse_code, i.seller_id, i.lot`,
  );
}

export function inventoryOf(db: Db, warehouseCode: string, sellerId: number, today: string) {
  return inventoryRows(
    db,
    sql`i.warehouse_code = ${warehouseCode} and i.seller_id = ${sellerId}`,
    today,
  );
}

/** These sellers' lots of a product in every warehouse, earliest expiry first. */
export function productInventory(
  db: Db,
  productCode: string,
  sellerIds: readonly number[],
  today: string,
) {
  const ids = sql`(select json_array_elements_text(${JSON.stringify(sellerIds)}::json)::int)`;
  return inventoryRows(db, sql`i.product_code = ${productCode} and i.seller_id in ${ids}`, today);
}

// ---- KiotViet products and their MISA items ----

export interface KvProductRow {
  id: number;
  idf: number;
  code: string;
  name: string;
  unit: string;
  image: string | null;
  active: boolean;
  deleted: boolean;
  categoryId: number | null;
  categoryName: string | null;
  msPrivateSkus: string[];
}

const KV_COLUMNS = sql`kp.id, kp.idf::float8 as idf, kp.code, kp.name, kp.unit, kp.image, kp.active,
  kp.deleted, kp.category_id as "categoryId", c.name as "categoryName",
  kp.ms_private_skus as "msPrivateSkus"`;

/** Exact (accent-insensitive) substring matches rank before close words. */
export function searchRank(document: SQL, search: string | undefined): SQL {
  if (!search) return sql`0::int`;
  return sql`(case when search_text(${document}) like '%' || search_text(${search}) || '%' then 0 else 1 end)`;
}

/** A search box's condition: accent-insensitive substring, or close words (small typos). */
export function searchCondition(document: SQL, search: string | undefined): SQL {
  if (!search) return sql`true`;
  return sql`(search_text(${document}) like '%' || search_text(${search}) || '%'
    or search_text(${search}) <% search_text(${document}))`;
}

export async function searchKiotvietProducts(
  db: Db,
  query: {
    parentCategoryId: number;
    search?: string | undefined;
    mapping: 'all' | 'mapped' | 'unmapped';
    page: number;
    pageSize: number;
  },
) {
  const tree = sql`(with recursive tree (id) as (
      select id from kiotviet_categories where id = ${query.parentCategoryId}
      union select child.id from kiotviet_categories child join tree on child.parent_id = tree.id
    ) select id from tree)`;
  const base = sql`kp.category_id in ${tree}
    and ${searchCondition(sql`kp.code || ' ' || kp.name`, query.search)}`;
  const mapped = sql`cardinality(kp.ms_private_skus) > 0`;
  const mappingFilter =
    query.mapping === 'mapped'
      ? mapped
      : query.mapping === 'unmapped'
        ? sql`not ${mapped}`
        : sql`true`;
  const items = await queryRows<KvProductRow>(
    db,
    sql`select ${KV_COLUMNS}
        from kiotviet_products kp left join kiotviet_categories c on c.id = kp.category_id
        where ${base} and ${mappingFilter}
        order by ${searchRank(sql`kp.code || ' ' || kp.name`, query.search)}, ${mapped}, kp.name, kp.id
        limit ${query.pageSize} offset ${query.page * query.pageSize}`,
  );
  const [counts] = await queryRows<{ total: number; mapped: number; unmapped: number }>(
    db,
    sql`select count(*) filter (where ${mappingFilter})::int as total,
          count(*) filter (where ${mapped})::int as mapped,
          count(*) filter (where not ${mapped})::int as unmapped
        from kiotviet_products kp where ${base}`,
  );
  return {
    items,
    total: counts?.total ?? 0,
    mapped: counts?.mapped ?? 0,
    unmapped: counts?.unmapped ?? 0,
  };
}

export async function findKiotvietProduct(db: Db, id: number): Promise<KvProductRow | undefined> {
  const [row] = await queryRows<KvProductRow>(
    db,
    sql`select ${KV_COLUMNS}
        from kiotviet_products kp left join kiotviet_categories c on c.id = kp.category_id
        where kp.id = ${id}`,
  );
  return row;
}

export async function lockKiotvietProduct(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select id from kiotviet_products where id = ${id} for update`,
  );
  return rows.length > 0;
}

/** The codes among these that are active MISA inventory items. */
export async function activeInventoryItemCodes(db: Db, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await queryRows<{ code: string }>(
    db,
    sql`select inventory_item_code as code from misa_inventory_items
        where inactive = false
          and inventory_item_code in (select json_array_elements_text(${JSON.stringify(codes)}::json))`,
  );
  return new Set(rows.map((r) => r.code));
}

export async function setMsPrivateSkus(db: Db, id: number, codes: string[]): Promise<void> {
  await db.execute(sql`update kiotviet_products
    set ms_private_skus = array(select json_array_elements_text(${JSON.stringify(codes)}::json)),
      updated_at = now()
    where id = ${id}`);
}

// ---- marketplace invoices and MISA vouchers ----

const VOUCHER_COLUMNS = (alias: SQL) => sql`json_build_object(
  'id', ${alias}.id, 'refId', ${alias}.ref_id, 'voucherNo', ${alias}.voucher_no,
  'voucherDate', to_char(${alias}.voucher_date, 'YYYY-MM-DD'), 'customerName', ${alias}.customer_name,
  'description', ${alias}.description, 'totalAmount', ${alias}.total_amount)`;

export interface InvoiceRow {
  id: number;
  invoiceNo: string;
  series: string;
  invoiceDate: string;
  orderCode: string;
  sellerId: number;
  sellerName: string | null;
  buyerName: string;
  buyerTaxCode: string | null;
  amountBeforeVat: number;
  vatAmount: number;
  totalAmount: number;
  voucher: {
    id: number;
    refId: string;
    voucherNo: string;
    voucherDate: string;
    customerName: string;
    description: string;
    totalAmount: number;
  } | null;
  mappedAt: string | null;
  mappedBy: string | null;
}

const INVOICE_SELECT = sql`select i.id, i.code as "invoiceNo", i.series,
    to_char(i.invoice_date, 'YYYY-MM-DD') as "invoiceDate", i.order_code as "orderCode",
    i.seller_id as "sellerId", s.name as "sellerName", i.buyer_name as "buyerName",
    i.buyer_tax_code as "buyerTaxCode", i.amount_before_vat::float8 as "amountBeforeVat",
    i.vat_amount::float8 as "vatAmount", i.total_amount::float8 as "totalAmount",
    case when v.id is null then null else ${VOUCHER_COLUMNS(sql`v`)} end as voucher,
    i.mapped_at as "mappedAt", i.mapped_by as "mappedBy"
  from ts_invoices i
  left join thuocsi_sellers s on s.idf = i.seller_id
  left join misa_vouchers v on v.id = i.misa_voucher_id`;

export interface InvoiceFilter {
  search?: string | undefined;
  fromDate?: string | undefined;
  toDate?: string | undefined;
  mapping: 'all' | 'mapped' | 'unmapped';
  sellerId?: number | undefined;
  page: number;
  pageSize: number;
}

export async function searchInvoices(db: Db, filter: InvoiceFilter) {
  const conditions: SQL[] = [
    searchCondition(sql`i.code || ' ' || i.order_code || ' ' || i.buyer_name`, filter.search),
  ];
  if (filter.fromDate) conditions.push(sql`i.invoice_date >= ${filter.fromDate}::date`);
  if (filter.toDate) conditions.push(sql`i.invoice_date <= ${filter.toDate}::date`);
  if (filter.sellerId) conditions.push(sql`i.seller_id = ${filter.sellerId}`);
  const base = sql.join(conditions, sql` and `);
  const mapped = sql`i.misa_voucher_id is not null`;
  const mappingFilter =
    filter.mapping === 'mapped'
      ? mapped
      : filter.mapping === 'unmapped'
        ? sql`not (${mapped})`
        : sql`true`;
  const items = await queryRows<InvoiceRow>(
    db,
    sql`${INVOICE_SELECT}
        where ${base} and ${mappingFilter}
        order by ${searchRank(sql`i.code || ' ' || i.order_code || ' ' || i.buyer_name`, filter.search)},
          ${mapped}, i.invoice_date desc, i.id desc
        limit ${filter.pageSize} offset ${filter.page * filter.pageSize}`,
  );
  const [counts] = await queryRows<{ total: number; mapped: number; unmapped: number }>(
    db,
    sql`select count(*) filter (where ${mappingFilter})::int as total,
          count(*) filter (where ${mapped})::int as mapped,
          count(*) filter (where not (${mapped}))::int as unmapped
        from ts_invoices i where ${base}`,
  );
  return {
    items,
    total: counts?.total ?? 0,
    mapped: counts?.mapped ?? 0,
    unmapped: counts?.unmapped ?? 0,
  };
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await queryRows<InvoiceRow>(db, sql`${INVOICE_SELECT} where i.id = ${id}`);
  return row;
}

export async function lockInvoice(
  db: Db,
  id: number,
): Promise<{ id: number; voucherId: number | null } | undefined> {
  const [row] = await queryRows<{ id: number; voucherId: number | null }>(
    db,
    sql`select id, misa_voucher_id as "voucherId" from ts_invoices where id = ${id} for update`,
  );
  return row;
}

/** The invoice a voucher books, if any. */
export async function invoiceOfVoucher(db: Db, voucherId: number): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from ts_invoices where misa_voucher_id = ${voucherId}`,
  );
  return row?.id ?? null;
}

export async function voucherExists(db: Db, voucherId: number): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from misa_vouchers where id = ${voucherId}`);
  return rows.length > 0;
}

export async function setInvoiceVoucher(
  db: Db,
  invoiceId: number,
  voucherId: number | null,
  by: string | null,
): Promise<void> {
  await db.execute(sql`update ts_invoices set misa_voucher_id = ${voucherId},
      mapped_at = case when ${voucherId}::int is null then null else now() end,
      mapped_by = case when ${voucherId}::int is null then null else ${by}::text end
    where id = ${invoiceId}`);
}

export interface VoucherRow {
  id: number;
  refId: string;
  voucherNo: string;
  voucherDate: string;
  customerName: string;
  description: string;
  totalAmount: number;
  invoiceId: number | null;
  invoiceNo: string | null;
}

const VOUCHER_SELECT = sql`select v.id, v.ref_id as "refId", v.voucher_no as "voucherNo",
    to_char(v.voucher_date, 'YYYY-MM-DD') as "voucherDate", v.customer_name as "customerName",
    v.description, v.total_amount::float8 as "totalAmount", i.id as "invoiceId",
    i.code as "invoiceNo"
  from misa_vouchers v left join ts_invoices i on i.misa_voucher_id = v.id`;

export async function searchVouchers(
  db: Db,
  filter: Omit<InvoiceFilter, 'sellerId'>,
): Promise<{ items: VoucherRow[]; total: number }> {
  const conditions: SQL[] = [
    searchCondition(
      sql`v.voucher_no || ' ' || v.customer_name || ' ' || v.description`,
      filter.search,
    ),
  ];
  if (filter.fromDate) conditions.push(sql`v.voucher_date >= ${filter.fromDate}::date`);
  if (filter.toDate) conditions.push(sql`v.voucher_date <= ${filter.toDate}::date`);
  if (filter.mapping === 'mapped') conditions.push(sql`i.id is not null`);
  if (filter.mapping === 'unmapped') conditions.push(sql`i.id is null`);
  const where = sql.join(conditions, sql` and `);
  const items = await queryRows<VoucherRow>(
    db,
    sql`${VOUCHER_SELECT} where ${where}
        order by ${searchRank(sql`v.voucher_no || ' ' || v.customer_name || ' ' || v.description`, filter.search)},
          v.voucher_date desc, v.id desc
        limit ${filter.pageSize} offset ${filter.page * filter.pageSize}`,
  );
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from misa_vouchers v
        left join ts_invoices i on i.misa_voucher_id = v.id where ${where}`,
  );
  return { items, total: total?.n ?? 0 };
}

/** Free vouchers near an invoice in date and amount, closest first. */
export function voucherCandidates(
  db: Db,
  invoice: { date: string; amount: number },
  window: { days: number; tolerance: number; limit: number },
): Promise<VoucherRow[]> {
  const low = Math.floor(invoice.amount * (1 - window.tolerance));
  const high = Math.ceil(invoice.amount * (1 + window.tolerance));
  return queryRows<VoucherRow>(
    db,
    sql`${VOUCHER_SELECT}
        where i.id is null
          and v.voucher_date between ${invoice.date}::date - ${window.days}::int
            and ${invoice.date}::date + ${window.days}::int
          and v.total_amount between ${low} and ${high}
        order by abs(v.total_amount - ${invoice.amount}),
          abs(v.voucher_date - ${invoice.date}::date), v.id
        limit ${window.limit}`,
  );
}
