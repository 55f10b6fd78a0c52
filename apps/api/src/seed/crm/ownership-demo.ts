// The demo's story of who owned its customers before today, written once its marketplace orders are
// there, so that the sales reports have years of history to attribute: the owned customers who
// still order have been their sale's for a long time; about half of the others, and a third of the
// long-held ones, belonged to another sale (or to the same one) until they were released a few weeks
// before their owner took them; the pool's customers belonged to their last owner until they were
// released. The pool events say the same (each release, and the dig that followed). Then every
// demo order is attributed again, by this history, and the sales rollups rebuilt. The same on every run (a fixed hash of the customer's id).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attributeSyncedOrders } from '../../modules/crm/customer-orders/order-sales.repository';
import { mix } from './crm-demo';

/** An owned customer who ordered within these days is held for long (the recycling leaves it). */
const STILL_ORDERING_DAYS = 55;

/** Writes the demo's past ownership and attributes the demo's orders by it, in one transaction. */
export async function seedDemoOwnership(db: Database, nowDate: Date = new Date()): Promise<void> {
  const now = sql`${nowDate.toISOString()}::timestamptz`;
  const c = sql`c.id`;
  const days = (salt: number, base: number, range: number) =>
    sql`(${base} + (${mix(c, salt)}) % ${range}) * interval '1 day'`;
  const today = sql`date_trunc('day', ${now} at time zone 'Asia/Ho_Chi_Minh') at time zone 'Asia/Ho_Chi_Minh'`;
  const stillOrdering = sql`c.last_order_at >= ${now} - ${STILL_ORDERING_DAYS} * interval '1 day'`;
  await db.transaction(async (tx) => {
    // Held for long: owned since a day between when it was created and four months ago.
    await tx.execute(sql`
      update crm_customers c
      set owned_since = greatest(c.created_at, ${now} - ${days(51, 120, 600)})
      where c.owner_id is not null and c.deleted_at is null and ${stillOrdering}`);
    await tx.execute(sql`
      update crm_customer_owners h set owned_from = c.owned_since
      from crm_customers c
      where h.customer_id = c.id and h.owned_until is null and h.owned_from <> c.owned_since`);
    // The owners before: another sale for the long-held, any demo sale for the others.
    await tx.execute(sql`
      with sales as (
        select array_agg(distinct owner_id order by owner_id) as ids from crm_customers
        where owner_id is not null
      ),
      earlier as (
        select c.id,
          case when ${stillOrdering}
            then s.ids[1 + (array_position(s.ids, c.owner_id) + (${mix(c, 52)}) % greatest(1, cardinality(s.ids) - 1)) % cardinality(s.ids)]
            else s.ids[1 + (${mix(c, 52)}) % cardinality(s.ids)] end as sale_id,
          greatest(c.created_at, c.owned_since - ${days(53, 60, 760)}) as owned_from,
          c.owned_since - ${days(54, 8, 20)} as owned_until
        from crm_customers c, sales s
        where c.owner_id is not null and c.deleted_at is null
          and case when ${stillOrdering} then (${mix(c, 52)}) % 3 = 0 else (${mix(c, 55)}) % 2 = 0 end
        union all
        select c.id, c.last_owner_id,
          greatest(c.created_at, c.released_at - ${days(53, 30, 760)}), c.released_at
        from crm_customers c
        where c.collection = 'POOL' and c.deleted_at is null and c.last_owner_id is not null
          and c.released_at is not null
      )
      insert into crm_customer_owners (customer_id, sale_id, owned_from, owned_until)
      select id, sale_id, owned_from, owned_until from earlier where owned_from < owned_until`);
    // The pool's side of it: each earlier owner released the customer, the next one dug it (before
    // today, so that no sale starts the day with digs counted against the daily cap).
    await tx.execute(sql`
      insert into crm_pool_events (customer_id, type, sale_id, actor_id, at)
      select h.customer_id, 'RELEASE', h.sale_id, h.sale_id, h.owned_until
      from crm_customer_owners h
      where h.owned_until is not null and h.owned_until < ${today}
      union all
      select h.customer_id, 'DIG', h.sale_id, h.sale_id, h.owned_from
      from crm_customer_owners h
      where h.owned_from < ${today} and exists (
        select 1 from crm_customer_owners b
        where b.customer_id = h.customer_id and b.owned_until <= h.owned_from)`);
    await tx.execute(sql`delete from crm_order_sales`);
    await attributeSyncedOrders(tx, null);
  });
}
