// Reconciliation as the accountant reads and works it: the settlements with their matched, unmatched
// and open amounts and their state; a settlement's lines by status; and the resolution of one or
// several differences with a reason and a note (audited; of two people resolving one line at once,
// the second is refused with 409), which can be reopened.
import {
  RECONCILIATION_MESSAGES,
  RECONCILIATION_STATUSES,
  type ReconciliationLinePage,
  type ReconciliationLineQuery,
  type ReconciliationReason,
  type ReconciliationStatus,
  type SettlementDetail,
  type SettlementPage,
  type SettlementQuery,
  type SettlementState,
  type SettlementSummary,
} from '@backoffice/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { queryRows } from '../../lib/query-rows';
import { type AuditActor, recordAudit } from '../audit/audit.repository';

interface SummaryRow {
  id: number;
  code: string;
  sellerId: number;
  sellerName: string;
  periodFrom: string;
  periodTo: string;
  paidAt: string | null;
  payoutStatus: string;
  gross: string;
  fees: string;
  net: string;
  matchedCount: number;
  matchedAmount: string;
  unmatchedCount: number;
  unmatchedAmount: string;
  openCount: number;
  openAmount: string;
  state: SettlementState;
}

/** Each settlement with what its lines add up to (of `ts_settlements s`). */
const SUMMARY = sql`
  select s.id, s.code, s.seller_id as "sellerId", coalesce(t.name, s.seller_id::text) as "sellerName",
    s.period_from::text as "periodFrom", s.period_to::text as "periodTo",
    to_char(s.paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "paidAt",
    s.status as "payoutStatus", s.gross_amount::text as gross, s.fee_amount::text as fees,
    s.net_amount::text as net,
    coalesce(r.matched_count, 0) as "matchedCount", coalesce(r.matched_amount, 0)::text as "matchedAmount",
    coalesce(r.unmatched_count, 0) as "unmatchedCount",
    coalesce(r.unmatched_amount, 0)::text as "unmatchedAmount",
    coalesce(r.open_count, 0) as "openCount", coalesce(r.open_amount, 0)::text as "openAmount",
    case when coalesce(r.open_count, 0) > 0 then 'OPEN'
      when coalesce(r.unmatched_count, 0) > 0 then 'RESOLVED' else 'MATCHED' end as state
  from ts_settlements s
  left join thuocsi_sellers t on t.idf = s.seller_id
  left join lateral (
    select count(*) filter (where l.status = 'MATCHED')::int as matched_count,
      coalesce(sum(l.their_net) filter (where l.status = 'MATCHED'), 0) as matched_amount,
      count(*) filter (where l.status <> 'MATCHED')::int as unmatched_count,
      coalesce(sum(l.difference) filter (where l.status <> 'MATCHED'), 0) as unmatched_amount,
      count(*) filter (where l.status <> 'MATCHED' and l.resolved_at is null)::int as open_count,
      coalesce(sum(l.difference) filter (where l.status <> 'MATCHED' and l.resolved_at is null), 0)
        as open_amount
    from reconciliation_lines l where l.settlement_code = s.code
  ) r on true`;

function summaryOf(row: SummaryRow): SettlementSummary {
  return {
    id: row.id,
    code: row.code,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    paidAt: row.paidAt,
    payoutStatus: row.payoutStatus,
    gross: Number(row.gross),
    fees: Number(row.fees),
    net: Number(row.net),
    matched: { count: row.matchedCount, amount: Number(row.matchedAmount) },
    unmatched: { count: row.unmatchedCount, amount: Number(row.unmatchedAmount) },
    open: { count: row.openCount, amount: Number(row.openAmount) },
    state: row.state,
  };
}

export async function settlementPage(
  db: Database,
  query: SettlementQuery,
): Promise<SettlementPage> {
  const conditions: SQL[] = [sql`true`];
  if (query.fromDate) conditions.push(sql`x."periodTo" >= ${query.fromDate}`);
  if (query.toDate) conditions.push(sql`x."periodFrom" <= ${query.toDate}`);
  if (query.sellerId !== undefined) conditions.push(sql`x."sellerId" = ${query.sellerId}`);
  const found = sql`(${SUMMARY}) as x where ${sql.join(conditions, sql` and `)}`;
  const kept = query.state ? sql`${found} and x.state = ${query.state}` : found;
  const [items, [totals], states] = await Promise.all([
    queryRows<SummaryRow>(
      db,
      sql`select x.* from ${kept}
        order by x."periodFrom" desc, x."sellerId", x.code
        limit ${query.pageSize} offset ${query.page * query.pageSize}`,
    ),
    queryRows<{
      settlements: number;
      gross: string;
      fees: string;
      net: string;
      openCount: number;
      openAmount: string;
    }>(
      db,
      sql`select count(*)::int as settlements, coalesce(sum(x.gross::bigint), 0)::text as gross,
          coalesce(sum(x.fees::bigint), 0)::text as fees, coalesce(sum(x.net::bigint), 0)::text as net,
          coalesce(sum(x."openCount"), 0)::int as "openCount",
          coalesce(sum(x."openAmount"::bigint), 0)::text as "openAmount"
        from ${kept}`,
    ),
    // The states of every settlement of the other filters, so that each can say its count.
    queryRows<{ state: SettlementState; count: number }>(
      db,
      sql`select x.state, count(*)::int as count from ${found} group by x.state`,
    ),
  ]);
  return {
    items: items.map(summaryOf),
    total: totals?.settlements ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    totals: {
      settlements: totals?.settlements ?? 0,
      gross: Number(totals?.gross ?? 0),
      fees: Number(totals?.fees ?? 0),
      net: Number(totals?.net ?? 0),
      open: { count: totals?.openCount ?? 0, amount: Number(totals?.openAmount ?? 0) },
      states: {
        MATCHED: 0,
        OPEN: 0,
        RESOLVED: 0,
        ...Object.fromEntries(states.map((row) => [row.state, row.count])),
      },
    },
  };
}

async function settlementCode(db: Pick<Database, 'execute'>, id: number): Promise<string> {
  const [row] = await queryRows<{ code: string }>(
    db,
    sql`select code from ts_settlements where id = ${id}`,
  );
  if (!row) throw notFound(RECONCILIATION_MESSAGES.settlementNotFound);
  return row.code;
}

export async function settlementDetail(db: Database, id: number): Promise<SettlementDetail> {
  const [row] = await queryRows<SummaryRow>(db, sql`${SUMMARY} where s.id = ${id}`);
  if (!row) throw notFound(RECONCILIATION_MESSAGES.settlementNotFound);
  const counts = await queryRows<{
    status: ReconciliationStatus;
    count: number;
    amount: string;
    open: number;
  }>(
    db,
    sql`select status, count(*)::int as count,
        coalesce(sum(case when status = 'MATCHED' then their_net else difference end), 0)::text as amount,
        (count(*) filter (where status <> 'MATCHED' and resolved_at is null))::int as open
      from reconciliation_lines where settlement_code = ${row.code} group by status`,
  );
  const byStatus = new Map(counts.map((c) => [c.status, c]));
  return {
    ...summaryOf(row),
    statuses: Object.fromEntries(
      RECONCILIATION_STATUSES.map((status) => {
        const found = byStatus.get(status);
        return [
          status,
          { count: found?.count ?? 0, amount: Number(found?.amount ?? 0), open: found?.open ?? 0 },
        ];
      }),
    ) as SettlementDetail['statuses'],
  };
}

interface LineRow {
  key: string;
  orderCode: string | null;
  status: ReconciliationStatus;
  theirOrderAmount: string;
  theirFees: string;
  theirOther: string;
  theirNet: string;
  ourAmount: string | null;
  ourStatus: string | null;
  expectedNet: string;
  invoiceCode: string | null;
  invoiceAmount: string | null;
  difference: string;
  suggestedReason: ReconciliationReason | null;
  description: string | null;
  resolutionReason: ReconciliationReason | null;
  resolutionNote: string | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
  reopenedNote: string | null;
  total: number;
}

const money = (value: string | null) => (value === null ? null : Number(value));

export async function reconciliationLinePage(
  db: Database,
  id: number,
  query: ReconciliationLineQuery,
): Promise<ReconciliationLinePage> {
  const code = await settlementCode(db, id);
  const conditions: SQL[] = [sql`l.settlement_code = ${code}`];
  if (query.status) conditions.push(sql`l.status = ${query.status}`);
  if (query.open === true) conditions.push(sql`l.status <> 'MATCHED' and l.resolved_at is null`);
  if (query.open === false) conditions.push(sql`l.resolved_at is not null`);
  const rows = await queryRows<LineRow>(
    db,
    sql`select l.line_key as key, l.order_code as "orderCode", l.status,
        l.their_order_amount::text as "theirOrderAmount", l.their_fees::text as "theirFees",
        l.their_other::text as "theirOther", l.their_net::text as "theirNet",
        l.our_amount::text as "ourAmount", l.our_status as "ourStatus",
        l.expected_net::text as "expectedNet", l.invoice_code as "invoiceCode",
        l.invoice_amount::text as "invoiceAmount", l.difference::text as difference,
        l.suggested_reason as "suggestedReason",
        (select sl.description from ts_settlement_lines sl
          where l.order_code is null and sl.settlement_code = l.settlement_code
            and '#' || sl.line_no = l.line_key) as description,
        l.resolution_reason as "resolutionReason", l.resolution_note as "resolutionNote",
        coalesce(nullif(u.full_name, ''), u.username) as "resolvedBy",
        to_char(l.resolved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "resolvedAt",
        l.reopened_note as "reopenedNote", count(*) over ()::int as total
      from reconciliation_lines l
      left join users u on u.id = l.resolved_by_id
      where ${sql.join(conditions, sql` and `)}
      order by abs(l.difference) desc, l.line_key
      limit ${query.pageSize} offset ${query.page * query.pageSize}`,
  );
  return {
    items: rows.map((row) => ({
      key: row.key,
      orderCode: row.orderCode,
      status: row.status,
      theirs: {
        orderAmount: Number(row.theirOrderAmount),
        fees: Number(row.theirFees),
        other: Number(row.theirOther),
        net: Number(row.theirNet),
      },
      ours: {
        amount: money(row.ourAmount),
        status: row.ourStatus,
        expectedNet: Number(row.expectedNet),
        invoiceCode: row.invoiceCode,
        invoiceAmount: money(row.invoiceAmount),
      },
      difference: Number(row.difference),
      suggestedReason: row.suggestedReason,
      description: row.description,
      resolution:
        row.resolvedAt && row.resolutionReason
          ? {
              reason: row.resolutionReason,
              note: row.resolutionNote,
              byName: row.resolvedBy ?? '',
              at: row.resolvedAt,
            }
          : null,
      reopenedNote: row.reopenedNote,
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Resolves open differences of a settlement with a reason and a note, all or none: a line matched,
 * unknown or resolved meanwhile (by someone else at the same time: the first to commit wins) is
 * refused with 409 naming it.
 */
export async function resolveLines(
  db: Database,
  actor: AuditActor & { id: number },
  id: number,
  input: { keys: string[]; reason: ReconciliationReason; note?: string | undefined },
): Promise<SettlementDetail> {
  await db.transaction(async (tx) => {
    const code = await settlementCode(tx, id);
    const done = await queryRows<{ key: string; difference: string }>(
      tx,
      sql`update reconciliation_lines set resolution_reason = ${input.reason},
          resolution_note = ${input.note || null}, resolved_by_id = ${actor.id},
          resolved_at = now(), reopened_note = null
        where settlement_code = ${code}
          and line_key in (select json_array_elements_text(${JSON.stringify(input.keys)}::json))
          and status <> 'MATCHED' and resolved_at is null
        returning line_key as key, difference::text as difference`,
    );
    const resolved = new Set(done.map((row) => row.key));
    const refused = input.keys.filter((key) => !resolved.has(key));
    if (refused.length > 0) throw conflict(RECONCILIATION_MESSAGES.notOpen(refused));
    for (const row of done) {
      await recordAudit(tx, actor, {
        action: 'resolve',
        entity: 'reconciliation_line',
        entityId: `${code}:${row.key}`,
        after: {
          reason: input.reason,
          note: input.note ?? null,
          difference: Number(row.difference),
        },
      });
    }
  });
  return settlementDetail(db, id);
}

/** Opens resolved lines again (all or none: a line not resolved is refused with 409). */
export async function reopenLines(
  db: Database,
  actor: AuditActor,
  id: number,
  keys: string[],
): Promise<SettlementDetail> {
  await db.transaction(async (tx) => {
    const code = await settlementCode(tx, id);
    const done = await queryRows<{ key: string; reason: string; note: string | null }>(
      tx,
      sql`update reconciliation_lines l set resolution_reason = null, resolution_note = null,
          resolved_by_id = null, resolved_at = null
        from reconciliation_lines b
        where b.settlement_code = l.settlement_code and b.line_key = l.line_key
          and l.settlement_code = ${code}
          and l.line_key in (select json_array_elements_text(${JSON.stringify(keys)}::json))
          and l.resolved_at is not null
        returning l.line_key as key, b.resolution_reason as reason, b.resolution_note as note`,
    );
    const reopened = new Set(done.map((row) => row.key));
    const refused = keys.filter((key) => !reopened.has(key));
    if (refused.length > 0) throw conflict(RECONCILIATION_MESSAGES.notResolved(refused));
    for (const row of done) {
      await recordAudit(tx, actor, {
        action: 'reopen',
        entity: 'reconciliation_line',
        entityId: `${code}:${row.key}`,
        before: { reason: row.reason, note: row.note },
      });
    }
  });
  return settlementDetail(db, id);
}
