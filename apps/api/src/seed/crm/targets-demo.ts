// The demo's revenue targets: each active sale's target of every month from a year back to next
// month, about what they sold over the three months before it (some stretch, some easy), set by
// their leader, or by a GOD user for a sale with no leader. Written once, after the demo's orders
// are attributed; the same on every run (a fixed hash of the sale and the month).
import { Department, MemberSubtype, Role, UserPropertyCode } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mix } from './crm-demo';

/** A sale with no revenue yet is given this much a month. */
const FIRST_TARGET = 20_000_000;

export async function seedDemoTargets(db: Database, nowDate: Date = new Date()): Promise<void> {
  const now = sql`(${nowDate.toISOString()}::timestamptz at time zone 'Asia/Ho_Chi_Minh')`;
  await db.execute(sql`
    with months as (
      select generate_series(date_trunc('month', ${now}) - interval '12 months',
        date_trunc('month', ${now}) + interval '1 month', interval '1 month')::date as month
    ),
    sales as (
      select u.id,
        coalesce(
          (select p.user_id from user_properties p
            where p.code = ${UserPropertyCode.MEMBER} and p.subtype = ${MemberSubtype.DISCIPLE}
              and p.ref_user_id = u.id order by p.user_id limit 1),
          (select g.id from users g join roles r on r.id = g.role_id
            where r.level = ${Role.GOD} order by g.id limit 1)) as setter
      from users u join departments d on d.id = u.department_id
      where d.bit = ${Department.SALE} and not u.disabled and u.status = 1
    ),
    planned as (
      select s.id as sale_id, m.month, s.setter,
        coalesce((select sum(r.revenue) from crm_sale_daily r
          where r.sale_id = s.id and r.day >= m.month - interval '3 months' and r.day < m.month),
          0) / 3.0 as usual,
        0.85 + (${mix(sql`s.id * 100 + extract(month from m.month)::int`, 71)}) % 50 / 100.0 as stretch
      from sales s, months m
    )
    insert into crm_sale_targets (sale_id, month, amount, updated_by_id, updated_at)
    select sale_id, month,
      case when usual = 0 then ${FIRST_TARGET}
        else greatest(5000000, round(usual * stretch / 1000000) * 1000000)::bigint end,
      setter, ((month - interval '3 days') + interval '9 hours') at time zone 'Asia/Ho_Chi_Minh'
    from planned
    on conflict (sale_id, month) do nothing`);
}
