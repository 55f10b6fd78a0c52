// What the sales reports' tests check them against: the company's counted orders read straight from
// the orders, each with the CRM customer its buyer is (the phone of a customer not deleted first,
// else the code) and the sale who owned that customer at the order's time (never from the
// attribution or the rollups the reports read).
import { type ReportPeriod, addDays } from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The orders (`o.*`, `customer_id`, `sale_id`, 0 for no sale) of the company's sellers, not
 * cancelled or returned, of the period's days and created before `end`.
 */
export function placedOrders(period: ReportPeriod, end: SQL): SQL {
  return sql`select o.*, c.id as customer_id, coalesce((
      select h.sale_id from crm_customer_owners h
      where h.customer_id = c.id and o.created_at >= h.owned_from
        and o.created_at < coalesce(h.owned_until, 'infinity')), 0) as sale_id
    from ts_orders o
    left join lateral (
      select c.id from crm_customers c
      where (c.mobile_phone = o.customer_phone and c.deleted_at is null)
        or c.code = o.customer_code
      order by (c.mobile_phone = o.customer_phone and c.deleted_at is null) desc limit 1
    ) c on true
    where o.seller_id in (2010, 3035) and o.status not in ('CANCELLED', 'RETURNED')
      and o.order_date between ${period.fromDate}::date and ${period.toDate}::date
      and o.created_at < ${end}`;
}

/** The instant after the period's last day (Vietnam), or `until` when given. */
export const endOf = (period: ReportPeriod, until: string | null): SQL =>
  sql`coalesce(${until}::timestamptz,
    (${addDays(period.toDate, 1)}::date::timestamp at time zone 'Asia/Ho_Chi_Minh'))`;
