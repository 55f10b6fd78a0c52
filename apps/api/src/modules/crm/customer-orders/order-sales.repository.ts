// Which CRM customer each marketplace order is of, and which sale it counts for (crm_order_sales):
// the sale who owned that customer at the order's time, read from the ownership history. Fixed
// when the order is first seen, so that a later change of owner never rewrites past figures.
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { refreshSaleRollups } from './sale-rollups.repository';

/**
 * The customer an order's buyer is: the customer not deleted with the buyer's phone, else the one
 * with the buyer's code (as the customer's orders tab matches them). Both read an index.
 */
const buyerOf = (order: SQL) => sql`(
  select m.id from (
    select c.id, 0 as rank from crm_customers c
    where c.mobile_phone = ${order}.customer_phone and c.deleted_at is null
    union all
    select c.id, 1 as rank from crm_customers c where c.code = ${order}.customer_code
  ) m order by m.rank limit 1)`;

/** The sale who owned the customer at the order's time: none before it had an owner, or between two. */
const ownerAt = (customer: SQL, order: SQL) => sql`(
  select h.sale_id from crm_customer_owners h
  where h.customer_id = ${customer} and h.owned_from <= ${order}.created_at
    and (h.owned_until is null or h.owned_until > ${order}.created_at)
  order by h.owned_from desc limit 1)`;

/**
 * Attributes these orders (every order when `orderCodes` is null) that have no attribution yet to
 * their customer and to the sale who owned it when each was placed; an order attributed before
 * keeps its customer and sale.
 */
export async function attributeOrders(
  db: Pick<Database, 'execute'>,
  orderCodes: readonly string[] | null,
): Promise<void> {
  if (orderCodes?.length === 0) return;
  const which =
    orderCodes === null
      ? sql``
      : sql`and o.code in (select json_array_elements_text(${JSON.stringify(orderCodes)}::json))`;
  await db.execute(sql`
    insert into crm_order_sales (order_id, customer_id, sale_id, order_date)
    select b.id, b.customer_id, ${ownerAt(sql`b.customer_id`, sql`b`)}, b.order_date
    from (
      select o.id, o.created_at, o.order_date, ${buyerOf(sql`o`)} as customer_id
      from ts_orders o
      where not exists (select 1 from crm_order_sales a where a.order_id = o.id) ${which}
    ) b
    on conflict (order_id) do nothing`);
}

/**
 * What the CRM keeps of synced orders (every order when `orderCodes` is null), in the sync's
 * transaction: the new ones attributed, and the sales rollups of their days and sales recomputed.
 */
export async function attributeSyncedOrders(
  db: Pick<Database, 'execute'>,
  orderCodes: readonly string[] | null,
): Promise<void> {
  await attributeOrders(db, orderCodes);
  await refreshSaleRollups(db, orderCodes);
}
