// The demo's acknowledged advertising orders: accounting (the demo's `ketoan`) acknowledged every
// advertising order of the company's sellers but the latest few, within a day of its arrival, so
// that what waits on /adv/order-notify is those few and what arrives live.
// Written once, after the demo's orders; the same on every run (a fixed hash of the order code).
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { OWNER_LIST } from '../../modules/ecommerce/rollups.repository';

/** The latest orders left to acknowledge. */
const LEFT = 8;

export async function seedDemoAcknowledgements(
  db: Database,
  nowDate: Date = new Date(),
): Promise<void> {
  const now = sql`${nowDate.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into adv_order_acknowledgements (order_code, acknowledged_by_id, acknowledged_at)
    select o.code, (select id from users where username = 'ketoan'),
      least(o.created_at + interval '20 minutes' + (abs(hashtext(o.code)) % 1200) * interval '1 minute',
        ${now})
    from ts_orders o
    where o.source = 'ADVERTISING' and o.seller_id in ${OWNER_LIST}
    order by o.created_at desc, o.code desc
    offset ${LEFT}
    on conflict (order_code) do nothing`);
}
