// Which sale a synced order counts for: the one who owned its customer at the order's time, fixed
// when the order is first synced, whatever happens to the customer afterwards.
import type { ReportPeriod } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TsInvoiceRecord, TsOrderRecord } from '../../sync/sources/thuocsi/thuocsi-records';
import { ingestThuocsi } from '../../sync/sources/thuocsi/thuocsi-ingest';
import { crmTestKit, freshPhone, insertCustomerRow } from '../crm.testing';
import { queryRows } from '../../../lib/query-rows';
import { ALL_SALES, saleBuyerCounts } from './sale-distinct.repository';

const t = crmTestKit();

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.ctx.db, query);

let counter = 0;
function order(phone: string, createdTime: string, status: TsOrderRecord['status'] = 'NEW') {
  counter += 1;
  return {
    orderCode: `TSO-SALE-${String(process.pid)}-${String(counter)}`,
    sellerId: 2010,
    createdTime,
    status,
    source: 'MARKETPLACE',
    campaign: null,
    customer: { code: `MP-${phone}`, name: 'Nhà thuốc Chia Sale', phone, province: 'Tỉnh Long An' },
    discountAmount: 0,
    totalAmount: 150_000,
    payment: { method: 'COD', status: 'UNPAID', paidAmount: 0, paidTime: null },
    items: [{ lineNo: 1, productCode: 'TSP10001', quantity: 3, unitPrice: 50_000, dealCode: null }],
    updatedTime: createdTime,
  } satisfies TsOrderRecord;
}

const sync = (records: TsOrderRecord[]) =>
  t.app.ctx.db.transaction((tx) => ingestThuocsi(tx, 'orders', records));

/** Who an order counts for: its customer and sale (null: none). */
async function attribution(record: TsOrderRecord) {
  const found = await rows<{ customerId: number | null; saleId: number | null; day: string }>(sql`
    select a.customer_id as "customerId", a.sale_id as "saleId",
      to_char(a.order_date, 'YYYY-MM-DD') as day
    from crm_order_sales a join ts_orders o on o.id = a.order_id
    where o.code = ${record.orderCode}`);
  expect(found).toHaveLength(1);
  return found[0];
}

/** One customer's figures of a day and sale in the sales rollup by customer. */
async function saleDay(day: string, saleId: number, customerId: number) {
  const found = await rows<{ orders: number; revenue: string; cancelled: number }>(sql`
    select orders, revenue::text as revenue, cancelled from crm_sale_customer_daily
    where day = ${day}::date and sale_id = ${saleId} and customer_id = ${customerId}`);
  return found[0] && { ...found[0], revenue: Number(found[0].revenue) };
}

/** The customer changes hands at `at`, as any path does it (the trigger keeps the history). */
async function handOver(id: number, saleId: number | null, at: string) {
  await t.app.ctx.db.execute(sql`
    update crm_customers set owner_id = ${saleId}, owned_since = ${saleId === null ? null : at}::timestamptz,
      collection = ${saleId === null ? 'POOL' : 'OWNED'},
      released_at = ${saleId === null ? at : null}::timestamptz
    where id = ${id}`);
}

describe('the sale an order counts for', () => {
  it('is the owner at the order’s time, and stays when the customer changes hands', async () => {
    const phone = freshPhone();
    const id = await insertCustomerRow(t.app, {
      mobilePhone: phone,
      ownerId: t.id('sale1'),
      ownedSince: new Date('2026-03-01T08:00:00+07:00'),
    });
    const before = order(phone, '2026-05-10T10:00:00+07:00');
    await sync([before]);
    expect(await attribution(before)).toEqual({
      customerId: id,
      saleId: t.id('sale1'),
      day: '2026-05-10',
    });

    await handOver(id, t.id('sale2'), '2026-06-01T09:00:00+07:00');
    const after = order(phone, '2026-06-01T09:00:00+07:00');
    // Synced late: placed while sale1 still owned it, seen only after it changed hands.
    const late = order(phone, '2026-05-31T23:59:00+07:00');
    await sync([after, late]);
    expect(await attribution(after)).toMatchObject({ customerId: id, saleId: t.id('sale2') });
    expect(await attribution(late)).toMatchObject({ customerId: id, saleId: t.id('sale1') });
    // The first order, synced again with a new status, keeps its sale.
    await sync([{ ...before, status: 'COMPLETED', updatedTime: '2026-06-02T10:00:00+07:00' }]);
    expect(await attribution(before)).toMatchObject({ customerId: id, saleId: t.id('sale1') });

    // The sales rollups follow: the late order counts on its day for sale1, until cancelled.
    expect(await saleDay('2026-05-31', t.id('sale1'), id)).toEqual({
      orders: 1,
      revenue: 150_000,
      cancelled: 0,
    });
    await sync([{ ...late, status: 'CANCELLED', updatedTime: '2026-06-03T10:00:00+07:00' }]);
    expect(await saleDay('2026-05-31', t.id('sale1'), id)).toEqual({
      orders: 0,
      revenue: 0,
      cancelled: 1,
    });
    expect(await saleDay('2026-06-01', t.id('sale2'), id)).toEqual({
      orders: 1,
      revenue: 150_000,
      cancelled: 0,
    });
  });

  it('sums what each sale’s orders were invoiced and collected as invoices and payments arrive, of the company’s sellers only', async () => {
    const phone = freshPhone();
    const saleId = t.id('sale2');
    await insertCustomerRow(t.app, {
      mobilePhone: phone,
      ownerId: saleId,
      ownedSince: new Date('2023-01-01T08:00:00+07:00'),
    });
    const day = async () => {
      const found = await rows<{
        orders: number;
        revenue: string;
        invoiced: string;
        collected: string;
      }>(sql`
        select orders, revenue::text as revenue, invoiced::text as invoiced,
          collected::text as collected
        from crm_sale_daily where day = '2023-03-15' and sale_id = ${saleId}`);
      const row = found[0];
      return (
        row && {
          orders: row.orders,
          revenue: Number(row.revenue),
          invoiced: Number(row.invoiced),
          collected: Number(row.collected),
        }
      );
    };
    const placed = { ...order(phone, '2023-03-15T10:00:00+07:00', 'COMPLETED') };
    // The same buyer's order with a competitor's account is not the company's sale.
    const elsewhere = { ...order(phone, '2023-03-15T11:00:00+07:00', 'COMPLETED'), sellerId: 777 };
    await sync([placed, elsewhere]);
    expect(await attribution(elsewhere)).toMatchObject({ saleId });
    expect(await day()).toEqual({ orders: 1, revenue: 150_000, invoiced: 0, collected: 0 });

    const invoice = {
      invoiceCode: `1C23TAA-${placed.orderCode}`,
      series: '1C23TAA',
      invoiceNo: '00000001',
      invoiceDate: '2023-03-16',
      orderCode: placed.orderCode,
      sellerId: 2010,
      buyerName: 'Nhà thuốc Chia Sale',
      buyerTaxCode: null,
      amountBeforeVat: 142_857,
      vatAmount: 7_143,
      totalAmount: 150_000,
      updatedTime: '2023-03-16T09:00:00+07:00',
    } satisfies TsInvoiceRecord;
    await t.app.ctx.db.transaction((tx) => ingestThuocsi(tx, 'invoices', [invoice]));
    expect(await day()).toMatchObject({ invoiced: 150_000, collected: 0 });

    // Half paid, then paid in full: collected follows the order's payment.
    const paid = (paidAmount: number, updatedTime: string): TsOrderRecord => ({
      ...placed,
      payment: {
        method: 'COD' as const,
        status: paidAmount < 150_000 ? ('PARTIAL' as const) : ('PAID' as const),
        paidAmount,
        paidTime: updatedTime,
      },
      updatedTime,
    });
    await sync([paid(75_000, '2023-03-20T09:00:00+07:00')]);
    expect(await day()).toMatchObject({ invoiced: 150_000, collected: 75_000 });
    await sync([paid(150_000, '2023-03-25T09:00:00+07:00')]);
    expect(await day()).toEqual({
      orders: 1,
      revenue: 150_000,
      invoiced: 150_000,
      collected: 150_000,
    });
  });

  it('is no sale before the customer had an owner and while it sat in the pool', async () => {
    const phone = freshPhone();
    const id = await insertCustomerRow(t.app, {
      mobilePhone: phone,
      ownerId: t.id('sale1'),
      ownedSince: new Date('2026-04-01T00:00:00+07:00'),
    });
    await handOver(id, null, '2026-07-01T00:00:00+07:00');
    await handOver(id, t.id('sale2'), '2026-08-01T00:00:00+07:00');
    const early = order(phone, '2026-03-31T23:00:00+07:00');
    const owned = order(phone, '2026-04-01T00:00:00+07:00');
    const pooled = order(phone, '2026-07-15T12:00:00+07:00');
    const dug = order(phone, '2026-08-02T12:00:00+07:00');
    await sync([early, owned, pooled, dug]);
    expect(await attribution(early)).toMatchObject({ customerId: id, saleId: null });
    expect(await attribution(owned)).toMatchObject({ customerId: id, saleId: t.id('sale1') });
    expect(await attribution(pooled)).toMatchObject({ customerId: id, saleId: null });
    expect(await attribution(dug)).toMatchObject({ customerId: id, saleId: t.id('sale2') });
  });

  it('is none for a buyer who is no CRM customer; the code matches when the phone does not', async () => {
    const stranger = order(freshPhone(), '2026-09-01T10:00:00+07:00');
    await sync([stranger]);
    expect(await attribution(stranger)).toMatchObject({ customerId: null, saleId: null });

    const id = await insertCustomerRow(t.app, {
      mobilePhone: null,
      ownerId: t.id('sale2'),
      ownedSince: new Date('2026-01-01T00:00:00+07:00'),
    });
    const [{ code } = { code: '' }] = await rows<{ code: string }>(
      sql`select code from crm_customers where id = ${id}`,
    );
    const record = order(freshPhone(), '2026-09-02T10:00:00+07:00');
    await sync([{ ...record, customer: { ...record.customer, code } }]);
    expect(await attribution(record)).toMatchObject({ customerId: id, saleId: t.id('sale2') });
  });

  it('stays with the customer it was fixed on when that customer is deleted and its phone taken', async () => {
    const phone = freshPhone();
    const first = await insertCustomerRow(t.app, {
      mobilePhone: phone,
      ownerId: t.id('sale1'),
      ownedSince: new Date('2026-01-01T00:00:00+07:00'),
    });
    const placed = order(phone, '2026-02-01T10:00:00+07:00');
    await sync([placed]);
    await t.app.ctx.db.execute(
      sql`update crm_customers set deleted_at = now() where id = ${first}`,
    );
    const second = await insertCustomerRow(t.app, {
      mobilePhone: phone,
      ownerId: t.id('sale2'),
      ownedSince: new Date('2026-01-01T00:00:00+07:00'),
    });
    await sync([{ ...placed, status: 'CANCELLED', updatedTime: '2026-11-01T10:00:00+07:00' }]);
    expect(await attribution(placed)).toMatchObject({ customerId: first, saleId: t.id('sale1') });
    const next = order(phone, '2026-11-02T10:00:00+07:00');
    await sync([next]);
    expect(await attribution(next)).toMatchObject({ customerId: second, saleId: t.id('sale2') });
  });

  it('is set for every demo order, as an independent reading of the history gives it', async () => {
    const [check] = await rows<{ orders: number; attributed: number; wrong: number }>(sql`
      with expected as (
        select o.id, c.id as customer_id, (
          select h.sale_id from crm_customer_owners h
          where h.customer_id = c.id and o.created_at >= h.owned_from
            and o.created_at < coalesce(h.owned_until, 'infinity')) as sale_id
        from ts_orders o
        left join lateral (
          select c.id from crm_customers c
          where (c.mobile_phone = o.customer_phone and c.deleted_at is null)
            or c.code = o.customer_code
          order by (c.mobile_phone = o.customer_phone and c.deleted_at is null) desc limit 1
        ) c on true
        where o.code like 'TSO0%'
      )
      select count(*)::int as orders, count(a.order_id)::int as attributed,
        count(*) filter (where a.customer_id is distinct from e.customer_id
          or a.sale_id is distinct from e.sale_id)::int as wrong
      from expected e left join crm_order_sales a on a.order_id = e.id`);
    expect(check?.orders).toBeGreaterThan(1000);
    expect(check?.attributed).toBe(check?.orders);
    expect(check?.wrong).toBe(0);
  });

  it('gives each demo sale orders of the company this month and in the same month last year, and customers that changed hands', async () => {
    const sales = await rows<{ saleId: number; thisMonth: number; lastYear: number }>(sql`
      with months as (
        select date_trunc('month', (now() at time zone 'Asia/Ho_Chi_Minh'))::date as this_month)
      select a.sale_id as "saleId",
        count(*) filter (where a.order_date >= m.this_month)::int as "thisMonth",
        count(*) filter (where a.order_date >= (m.this_month - interval '1 year')::date
          and a.order_date < (m.this_month - interval '11 months')::date)::int as "lastYear"
      from crm_order_sales a, months m where a.sale_id is not null
        and a.order_id in (select id from ts_orders where code like 'TSO0%'
          and seller_id in (2010, 3035))
      group by a.sale_id order by a.sale_id`);
    expect(sales.map((sale) => sale.saleId)).toEqual(
      [t.id('truongnhom'), t.id('sale1'), t.id('sale2')].sort((a, b) => a - b),
    );
    for (const sale of sales) {
      expect(sale.thisMonth).toBeGreaterThan(0);
      expect(sale.lastYear).toBeGreaterThan(0);
    }
    // Owned now by one sale, before by another, within the last two months.
    const [handed] = await rows<{ n: number }>(sql`
      select count(distinct h.customer_id)::int as n
      from crm_customer_owners h join crm_customer_owners before on before.customer_id = h.customer_id
      where h.owned_until is null and before.owned_until > now() - interval '60 days'
        and before.sale_id <> h.sale_id`);
    expect(handed?.n).toBeGreaterThan(20);
  });

  it('sums, in the sales rollups, every attributed order as an independent reading gives it', async () => {
    const expected = sql`
      select o.order_date as day, coalesce(a.sale_id, 0) as sale_id,
        coalesce(a.customer_id, 0) as customer_id,
        count(*) filter (where o.status not in ('CANCELLED', 'RETURNED')) as orders,
        coalesce(sum(o.total_amount) filter (where o.status not in ('CANCELLED', 'RETURNED')), 0)
          as revenue,
        count(*) filter (where o.status in ('CANCELLED', 'RETURNED')) as cancelled
      from ts_orders o join crm_order_sales a on a.order_id = o.id
      where o.seller_id in (2010, 3035)
      group by 1, 2, 3`;
    const byCustomer = sql`select day, sale_id, customer_id, orders, revenue, cancelled
      from crm_sale_customer_daily`;
    const bySale = sql`select day, sale_id, sum(orders) as orders, sum(revenue) as revenue,
      count(distinct customer_id) filter (where orders > 0 and customer_id <> 0) as buyers,
      sum(cancelled) as cancelled from (${expected}) e group by 1, 2`;
    const rollup = sql`select day, sale_id, orders, revenue, buyers, cancelled from crm_sale_daily`;
    // What was invoiced and collected of the counted orders, per day and sale.
    const money = sql`
      select o.order_date as day, coalesce(a.sale_id, 0) as sale_id,
        coalesce(sum((select sum(i.total_amount) from ts_invoices i where i.order_code = o.code)), 0)
          as invoiced,
        coalesce(sum(case when o.paid_amount < o.total_amount then o.paid_amount
          else o.total_amount end), 0) as collected
      from ts_orders o join crm_order_sales a on a.order_id = o.id
      where o.seller_id in (2010, 3035) and o.status not in ('CANCELLED', 'RETURNED')
      group by 1, 2`;
    const moneyRollup = sql`select day, sale_id, invoiced, collected from crm_sale_daily
      where orders > 0`;
    const [diff] = await rows<{
      customers: number;
      sales: number;
      money: number;
      rows: number;
      invoiced: number;
      unpaid: number;
    }>(sql`
      select
        (select count(*) from ((${expected} except ${byCustomer})
          union all (${byCustomer} except ${expected})) d)::int as customers,
        (select count(*) from ((${bySale} except ${rollup})
          union all (${rollup} except ${bySale})) d)::int as sales,
        (select count(*) from ((${money} except ${moneyRollup})
          union all (${moneyRollup} except ${money})) d)::int as money,
        (select count(*) from crm_sale_daily)::int as rows,
        (select count(*) from crm_sale_daily where invoiced > 0 and sale_id > 0)::int as invoiced,
        (select count(*) from crm_sale_daily where collected < revenue and sale_id > 0)::int
          as unpaid`);
    expect(diff).toMatchObject({ customers: 0, sales: 0, money: 0 });
    expect(diff?.rows).toBeGreaterThan(300);
    expect(diff?.invoiced).toBeGreaterThan(50);
    expect(diff?.unpaid).toBeGreaterThan(10);
  });

  it('counts, from the distinct and monthly rollups, each sale’s buyers and revenue over any period as the orders give them', async () => {
    const periods: ReportPeriod[] = [
      { fromDate: '2026-06-01', toDate: '2026-06-01' },
      { fromDate: '2023-03-01', toDate: '2023-03-31' },
      { fromDate: '2025-11-17', toDate: '2026-02-09' },
      { fromDate: '2025-01-01', toDate: '2025-12-31' },
      { fromDate: '2022-06-15', toDate: '2026-11-30' },
    ];
    const counted = sql`o.status not in ('CANCELLED', 'RETURNED') and o.seller_id in (2010, 3035)`;
    for (const period of periods) {
      const raw = sql`
        select coalesce(a.sale_id, 0) as scope, a.customer_id, o.total_amount
        from ts_orders o join crm_order_sales a on a.order_id = o.id
        where ${counted} and a.order_date between ${period.fromDate}::date and ${period.toDate}::date`;
      const expected = sql`
        select r.scope as "saleId", count(distinct r.customer_id)::int as buyers
        from (${raw}) r where r.customer_id is not null group by r.scope
        union all
        select ${ALL_SALES}, count(distinct r.customer_id)::int
        from (${raw}) r where r.customer_id is not null and r.scope <> 0
        having count(distinct r.customer_id) > 0`;
      const scopes = await rows<{
        id: number;
      }>(sql`select distinct sale_id as id from crm_sale_daily
        union select ${ALL_SALES}`);
      const found = saleBuyerCounts(
        scopes.map((scope) => scope.id),
        period,
      );
      const [diff] = await rows<{ n: number; buyers: number }>(sql`
        select (select count(*) from (((${expected}) except (${found}))
          union all ((${found}) except (${expected}))) d)::int as n,
          (select coalesce(sum(buyers), 0) from (${expected}) e)::int as buyers`);
      expect(diff, JSON.stringify(period)).toEqual({ n: 0, buyers: expect.any(Number) });
      if (period.toDate > '2026-01-01') expect(diff?.buyers).toBeGreaterThan(0);
    }
    const [months] = await rows<{ n: number }>(sql`
      with summed as (
        select date_trunc('month', day)::date as month, sale_id, sum(orders)::int as orders,
          sum(revenue)::bigint as revenue, sum(cancelled)::int as cancelled,
          sum(invoiced)::bigint as invoiced, sum(collected)::bigint as collected
        from crm_sale_daily group by 1, 2),
      kept as (
        select month, sale_id, orders, revenue, cancelled, invoiced, collected from crm_sale_monthly)
      select count(*)::int as n from ((select * from summed except select * from kept)
        union all (select * from kept except select * from summed)) d`);
    expect(months).toEqual({ n: 0 });
    const [allSales] = await rows<{ n: number }>(sql`
      with summed as (
        select day, sum(orders)::int as orders, sum(revenue)::bigint as revenue
        from crm_sale_daily where sale_id <> 0 group by day),
      kept as (select day, orders, revenue from crm_sale_all_daily)
      select count(*)::int as n from ((select * from summed except select * from kept)
        union all (select * from kept except select * from summed)) d`);
    expect(allSales).toEqual({ n: 0 });
  });
});
