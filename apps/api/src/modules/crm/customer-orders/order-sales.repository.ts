// Which CRM customer each marketplace order is of, and which sale it counts for (crm_order_sales):
// the sale who owned that customer at the order's time, read from the ownership history. Fixed
// when the order is first seen, so that a later change of owner never rewrites past figures.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { codeSet } from '../../../lib/sql-sets';
import { refreshSaleRollups } from './sale-rollups.repository';

/**
 * Attributes these orders (every order when `orderCodes` is null) that have no attribution yet to
 * their customer and to the sale who owned it when each was placed; an order attributed before
 * keeps its customer and sale. The customer: the one not deleted with the buyer's phone, else the
 * one with the buyer's code (as the customer's orders tab matches them); each is unique. The sale:
 * the history's row whose [from, until) holds the order's time (the rows of a customer follow each
 * other, so one at most); none before the customer had an owner, or between two.
 */
export async function attributeOrders(
  db: Pick<Database, 'execute'>,
  orderCodes: readonly string[] | null,
): Promise<void> {
  if (orderCodes?.length === 0) return;
  // Every order at once (a bulk load): planned on what the tables hold now. An order attributed
  // before is left by the conflict on its key (a probe of the index, where a test of the table
  // would read the rows the statement itself adds).
  if (orderCodes === null) {
    await db.execute(sql`analyze ts_orders, crm_customers, crm_customer_owners, crm_order_sales`);
  }
  const which = orderCodes === null ? sql`` : sql`and o.code in ${codeSet(orderCodes)}`;
  await db.execute(sql`
    insert into crm_order_sales (order_id, customer_id, sale_id, order_date)
    select o.id, b.customer_id, h.sale_id, o.order_date
    from ts_orders o
    left join crm_customers p on p.mobile_phone = o.customer_phone and p.deleted_at is null
    left join crm_customers c on c.code = o.customer_code
    cross join lateral (select coalesce(p.id, c.id) as customer_id) b
    left join crm_customer_owners h on h.customer_id = b.customer_id
      and h.owned_from <= o.created_at and o.created_at < coalesce(h.owned_until, 'infinity')
    where true ${which}
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
