// The sales rollups (crm_sale_daily, crm_sale_customer_daily, crm_sale_monthly and the distinct
// buyers of ./sale-distinct.repository): the company's attributed orders (those of its own seller
// accounts) summed per day and sale, per day, sale and customer, and per month and sale, recomputed
// for the days and sales a write touched (an order, an invoice), in the writer's transaction.
import { OWNER_SELLER_IDS } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../lib/query-rows';
import { codeSet, idSet } from '../../../lib/sql-sets';
import { NOT_SALES } from '../../ecommerce/rollups.repository';
import { rebuildSaleDistinct, refreshSaleDistinct } from './sale-distinct.repository';

/** A day and sale of the rollups (sale 0: no sale's). */
interface SaleDay {
  day: string;
  saleId: number;
}

/**
 * The attributed orders (`a`) with their order (`o`) from `from`, those of the company's own
 * sellers, summed into both rollups. Invoiced: the invoices of the counted orders; collected: what
 * their buyers paid of them (never more than the order's total).
 */
function fill(from: SQL): SQL[] {
  const counted = sql`o.status not in ${NOT_SALES}`;
  const measures = sql`count(*) filter (where ${counted})::int,
    coalesce(sum(o.total_amount) filter (where ${counted}), 0)::bigint`;
  const cancelled = sql`count(*) filter (where not (${counted}))::int`;
  const owned = sql`o.seller_id in ${idSet(OWNER_SELLER_IDS)}`;
  return [
    sql`insert into crm_sale_daily
        (day, sale_id, orders, revenue, buyers, cancelled, invoiced, collected)
      select a.order_date, coalesce(a.sale_id, 0), ${measures},
        count(distinct a.customer_id) filter (where ${counted})::int, ${cancelled},
        coalesce(sum(i.amount) filter (where ${counted}), 0)::bigint,
        coalesce(sum(least(o.paid_amount, o.total_amount)) filter (where ${counted}), 0)::bigint
      from ${from}
      left join lateral (select sum(total_amount) as amount from ts_invoices
        where order_code = o.code) i on true
      where ${owned}
      group by a.order_date, coalesce(a.sale_id, 0)`,
    sql`insert into crm_sale_customer_daily (day, sale_id, customer_id, orders, revenue, cancelled)
      select a.order_date, coalesce(a.sale_id, 0), coalesce(a.customer_id, 0), ${measures}, ${cancelled}
      from ${from}
      where ${owned}
      group by a.order_date, coalesce(a.sale_id, 0), coalesce(a.customer_id, 0)`,
  ];
}

/** The months of crm_sale_daily's rows `d` picks, summed per sale (crm_sale_monthly's rows). */
const monthsOf = (picked: SQL) => sql`
  insert into crm_sale_monthly (month, sale_id, orders, revenue, cancelled, invoiced, collected)
  select date_trunc('month', d.day)::date, d.sale_id, sum(d.orders)::int, sum(d.revenue)::bigint,
    sum(d.cancelled)::int, sum(d.invoiced)::bigint, sum(d.collected)::bigint
  from crm_sale_daily d where ${picked}
  group by 1, 2`;

/** The days of crm_sale_daily's rows `d` picks, every sale together (crm_sale_all_daily's rows). */
const allSalesOf = (picked: SQL) => sql`
  insert into crm_sale_all_daily (day, orders, revenue)
  select d.day, sum(d.orders)::int, sum(d.revenue)::bigint
  from crm_sale_daily d where d.sale_id <> 0 and ${picked}
  group by d.day`;

/** Every row of the rollups, from every attributed order. */
export async function rebuildSaleRollups(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`delete from crm_sale_daily`);
  await db.execute(sql`delete from crm_sale_customer_daily`);
  await db.execute(sql`delete from crm_sale_monthly`);
  await db.execute(sql`delete from crm_sale_all_daily`);
  for (const statement of fill(sql`crm_order_sales a join ts_orders o on o.id = a.order_id`)) {
    await db.execute(statement);
  }
  await db.execute(monthsOf(sql`true`));
  await db.execute(allSalesOf(sql`true`));
  await rebuildSaleDistinct(db);
}

/**
 * The rollups of the days and sales of these orders (every order when null), after they were
 * synced: an order's day follows its order's, and the days it moved from are recomputed too.
 */
export async function refreshSaleRollups(
  db: Pick<Database, 'execute'>,
  orderCodes: readonly string[] | null,
): Promise<void> {
  if (orderCodes === null) return rebuildSaleRollups(db);
  if (orderCodes.length === 0) return;
  const orders = sql`(select o.id, o.order_date from ts_orders o
    where o.code in ${codeSet(orderCodes)})`;
  const keysOf = sql`select distinct to_char(a.order_date, 'YYYY-MM-DD') as day,
      coalesce(a.sale_id, 0) as "saleId"
    from crm_order_sales a join ${orders} o on o.id = a.order_id`;
  const before = await queryRows<SaleDay>(db, keysOf);
  await db.execute(sql`
    update crm_order_sales a set order_date = o.order_date from ${orders} o
    where o.id = a.order_id and a.order_date <> o.order_date`);
  const after = await queryRows<SaleDay>(db, keysOf);
  const unique = new Map([...before, ...after].map((key) => [`${key.day}|${key.saleId}`, key]));
  if (unique.size === 0) return;
  const keys = sql`(select distinct * from json_to_recordset(${JSON.stringify([...unique.values()])}::json)
    as k ("day" date, "saleId" integer))`;
  await db.execute(sql`delete from crm_sale_daily r using ${keys} k
    where r.day = k."day" and r.sale_id = k."saleId"`);
  await db.execute(sql`delete from crm_sale_customer_daily r using ${keys} k
    where r.day = k."day" and r.sale_id = k."saleId"`);
  const from = sql`${keys} k
    join crm_order_sales a on a.order_date = k."day"
      and (a.sale_id = k."saleId" or (k."saleId" = 0 and a.sale_id is null))
    join ts_orders o on o.id = a.order_id`;
  for (const statement of fill(from)) await db.execute(statement);
  const months = sql`(select distinct date_trunc('month', k."day")::date as month, k."saleId"
    from ${keys} k)`;
  await db.execute(sql`delete from crm_sale_monthly r using ${months} m
    where r.month = m.month and r.sale_id = m."saleId"`);
  await db.execute(
    monthsOf(sql`exists (select 1 from ${months} m
      where m."saleId" = d.sale_id and d.day >= m.month and d.day < m.month + interval '1 month')`),
  );
  const days = sql`(select distinct k."day" from ${keys} k)`;
  await db.execute(sql`delete from crm_sale_all_daily r where r.day in ${days}`);
  await db.execute(allSalesOf(sql`d.day in ${days}`));
  await refreshSaleDistinct(db, keys);
}
