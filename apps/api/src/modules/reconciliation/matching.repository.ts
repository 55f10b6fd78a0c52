// The matching of settlements: each settlement's lines grouped by the order they pay (a line with no
// order on its own), set against our order and its invoice and what the fee rules make us expect, and
// our completed orders of the settlement's seller and period that no settlement pays. One statement
// writes what changed and nothing else: a rerun on the same data changes no row, and a person's
// resolution stays unless the amounts under it change (then the line opens again and says why).
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../lib/query-rows';
import { codeSet } from '../../lib/sql-sets';

/** What a matching run changed. */
export interface MatchOutcome {
  written: number;
  reopened: number;
  removed: number;
}

/** Said on a resolved line whose amounts changed since: it is open again. */
export const REOPENED_NOTE = 'Số tiền thay đổi sau khi xử lý: cần xem lại';

/** The columns the matching computes (a change of any reopens a resolved line). */
const COMPUTED = [
  'order_code',
  'status',
  'their_order_amount',
  'their_fees',
  'their_other',
  'their_net',
  'our_amount',
  'our_status',
  'expected_net',
  'invoice_code',
  'invoice_amount',
  'difference',
  'suggested_reason',
] as const;
/** Those that are amounts: a resolution stands while they do. */
const AMOUNTS = ['their_net', 'expected_net', 'difference'] as const;

const list = (columns: readonly string[], prefix = '') =>
  sql.raw(columns.map((column) => `${prefix}${column}`).join(', '));

/** Whether an amount under a line changed (of `c`, the row kept, against `excluded`, the fresh one). */
const changedAmounts = sql.raw(
  `((${AMOUNTS.map((column) => `c.${column}`).join(', ')}) is distinct from (${AMOUNTS.map(
    (column) => `excluded.${column}`,
  ).join(', ')}))`,
);

/**
 * Matches the settlements given (all when null) and writes the outcome to reconciliation_lines, in
 * the caller's transaction.
 */
export async function matchSettlements(
  db: Pick<Database, 'execute'>,
  codes: readonly string[] | null,
): Promise<MatchOutcome> {
  const scope: SQL = codes === null ? sql`true` : sql`s.code in ${codeSet(codes)}`;
  const [outcome] = await queryRows<MatchOutcome>(
    db,
    sql`
    with s as (
      select s.code, s.seller_id, s.period_from, s.period_to,
        coalesce(r.commission_rate, d.commission_rate, 0) as commission_rate,
        coalesce(r.payment_fee_rate, d.payment_fee_rate, 0) as payment_fee_rate,
        not exists (select 1 from ts_settlements n
          where n.seller_id = s.seller_id and n.period_from > s.period_from) as latest
      from ts_settlements s
      left join reconciliation_fee_rules r on r.seller_id = s.seller_id
      left join reconciliation_fee_rules d on d.seller_id = 0
      where ${scope}
    ),
    theirs as (
      select l.settlement_code, coalesce(l.order_code, '#' || l.line_no) as line_key, l.order_code,
        coalesce(sum(l.amount) filter (where l.line_type = 'ORDER'), 0) as order_amount,
        coalesce(sum(l.amount) filter (
          where l.line_type in ('COMMISSION', 'SERVICE_FEE', 'PAYMENT_FEE')), 0) as fees,
        coalesce(sum(l.amount) filter (
          where l.line_type in ('SHIPPING_SUBSIDY', 'REFUND', 'ADJUSTMENT')), 0) as other,
        sum(l.amount) as net,
        bool_or(l.line_type = 'REFUND') as refunded,
        bool_or(l.line_type in ('COMMISSION', 'SERVICE_FEE', 'PAYMENT_FEE')) as fee_only
      from ts_settlement_lines l
      join s on s.code = l.settlement_code
      group by l.settlement_code, coalesce(l.order_code, '#' || l.line_no), l.order_code
    ),
    unpaid as (
      select s.code as settlement_code, o.code as line_key, o.code as order_code,
        0::bigint as order_amount, 0::bigint as fees, 0::bigint as other, 0::bigint as net,
        false as refunded, false as fee_only
      from s
      join ts_orders o on o.seller_id = s.seller_id and o.status = 'COMPLETED'
        and o.order_date between s.period_from and s.period_to
      where not exists (select 1 from ts_settlement_lines l where l.order_code = o.code)
    ),
    lines as (
      select t.*, false as unpaid from theirs t
      union all
      select u.*, true as unpaid from unpaid u
    ),
    read as (
      select l.settlement_code, l.line_key, l.order_code, l.order_amount, l.fees, l.other, l.net,
        l.refunded, l.unpaid, l.fee_only, s.latest,
        o.total_amount as our_amount, o.status as our_status,
        o.order_date between s.period_from and s.period_to as in_period,
        i.code as invoice_code, i.total_amount as invoice_amount,
        case
          when o.code is null or o.status <> 'COMPLETED'
            or o.order_date not between s.period_from and s.period_to then 0
          else o.total_amount - round(o.total_amount * s.commission_rate)
            - round(o.total_amount * s.payment_fee_rate)
        end::bigint as expected_net,
        case when o.code is null then 0
          else -(round(o.total_amount * s.commission_rate)
            + round(o.total_amount * s.payment_fee_rate)) end::bigint as expected_fees
      from lines l
      join s on s.code = l.settlement_code
      left join ts_orders o on o.code = l.order_code
      left join lateral (
        select i.code, i.total_amount from ts_invoices i
        where i.order_code = l.order_code order by i.invoice_date desc, i.code desc limit 1
      ) i on l.order_code is not null
    ),
    fresh as (
      select r.settlement_code, r.line_key, r.order_code,
        case
          when r.unpaid then 'MISSING_THEIRS'
          when r.our_status is null then 'MISSING_OURS'
          when r.net = r.expected_net and r.in_period then 'MATCHED'
          else 'DIFFERS'
        end::varchar as status,
        r.order_amount::bigint as their_order_amount, r.fees::bigint as their_fees,
        r.other::bigint as their_other, r.net::bigint as their_net,
        r.our_amount, r.our_status, r.expected_net,
        r.invoice_code, r.invoice_amount,
        (r.net - r.expected_net)::bigint as difference,
        case
          when r.unpaid then case when r.latest then 'TIMING' else 'OTHER' end
          when r.order_code is null then case when r.fee_only then 'FEE' else 'OTHER' end
          when r.our_status is null then 'OTHER'
          when r.net = r.expected_net and r.in_period then null
          when not r.in_period then 'TIMING'
          when r.our_status = 'RETURNED' then 'RETURNED'
          when r.refunded then 'REFUND'
          when r.order_amount = r.our_amount and r.fees < r.expected_fees then 'FEE'
          else 'OTHER'
        end::varchar as suggested_reason
      from read r
    ),
    written as (
      insert into reconciliation_lines as c (settlement_code, line_key, ${list(COMPUTED)})
      select settlement_code, line_key, ${list(COMPUTED)} from fresh
      on conflict (settlement_code, line_key) do update set
        ${sql.raw(COMPUTED.map((column) => `${column} = excluded.${column}`).join(', '))},
        resolution_reason = case when ${changedAmounts} then null else c.resolution_reason end,
        resolution_note = case when ${changedAmounts} then null else c.resolution_note end,
        resolved_by_id = case when ${changedAmounts} then null else c.resolved_by_id end,
        resolved_at = case when ${changedAmounts} then null else c.resolved_at end,
        reopened_note = case when ${changedAmounts} and c.resolved_at is not null
          then ${REOPENED_NOTE} else c.reopened_note end,
        updated_at = now()
      where (${list(COMPUTED, 'c.')}) is distinct from (${list(COMPUTED, 'excluded.')})
      returning 1
    ),
    reopened as (
      select 1 from reconciliation_lines c
      join fresh excluded using (settlement_code, line_key)
      where c.resolved_at is not null and ${changedAmounts}
    ),
    removed as (
      delete from reconciliation_lines c
      where c.settlement_code in (select code from s)
        and not exists (
          select 1 from fresh f where f.settlement_code = c.settlement_code and f.line_key = c.line_key)
      returning 1
    )
    select (select count(*)::int from written) as written,
      (select count(*)::int from reopened) as reopened,
      (select count(*)::int from removed) as removed`,
  );
  return outcome ?? { written: 0, reopened: 0, removed: 0 };
}

/** Whether settlements are there and none was ever matched. */
export async function neverMatched(db: Pick<Database, 'execute'>): Promise<boolean> {
  const [row] = await queryRows<{ never: boolean }>(
    db,
    sql`select exists (select 1 from ts_settlements)
      and not exists (select 1 from reconciliation_lines) as never`,
  );
  return row?.never === true;
}
