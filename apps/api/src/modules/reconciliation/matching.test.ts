// The matching of settlements, on the demo's statements: each line's status, difference and
// suggested reason as an independent reading of the raw lines, orders, invoices and fee rules gives
// them; a rerun changes nothing; a resolution survives a rerun and reopens when an amount under it
// changes.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/query-rows';
import { testKit } from '../../test/test-app';
import { REOPENED_NOTE, matchSettlements } from './matching.repository';

const t = testKit([]);
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.ctx.db, query);

interface Expected {
  settlement: string;
  key: string;
  status: string;
  difference: number;
  reason: string | null;
}

/** The lines as the raw data and the rules say, computed here apart from the matching's SQL. */
async function independently(): Promise<Expected[]> {
  const settlements = await rows<{ code: string; seller: number; from: string; to: string }>(sql`
    select code, seller_id as seller, period_from::text as from, period_to::text as to
    from ts_settlements`);
  const lines = await rows<{
    code: string;
    no: number;
    type: string;
    order: string | null;
    amount: string;
  }>(sql`
    select settlement_code as code, line_no as no, line_type as type, order_code as order,
      amount::text as amount from ts_settlement_lines`);
  const orders = new Map(
    (
      await rows<{ code: string; seller: number; status: string; day: string; total: string }>(sql`
        select code, seller_id as seller, status, order_date::text as day, total_amount::text as total
        from ts_orders where seller_id in (select seller_id from ts_settlements)`)
    ).map((o) => [o.code, o]),
  );
  const [rule] = await rows<{ commission: string; payment: string }>(sql`
    select (commission_rate * 10000)::int::text as commission,
      (payment_fee_rate * 10000)::int::text as payment
    from reconciliation_fee_rules where seller_id = 0`);
  const fee = (total: number) =>
    Math.round((total * Number(rule?.commission)) / 10_000) +
    Math.round((total * Number(rule?.payment)) / 10_000);
  const paid = new Set(lines.flatMap((l) => (l.order ? [l.order] : [])));
  const latest = new Map<number, string>();
  for (const s of settlements) {
    if ((latest.get(s.seller) ?? '') < s.from) latest.set(s.seller, s.from);
  }
  const out: Expected[] = [];
  for (const s of settlements) {
    const groups = new Map<string, typeof lines>();
    for (const line of lines.filter((l) => l.code === s.code)) {
      const key = line.order ?? `#${String(line.no)}`;
      groups.set(key, [...(groups.get(key) ?? []), line]);
    }
    for (const [key, group] of groups) {
      const sum = (types: string[]) =>
        group.filter((l) => types.includes(l.type)).reduce((n, l) => n + Number(l.amount), 0);
      const net = group.reduce((n, l) => n + Number(l.amount), 0);
      const order = group[0]?.order ? orders.get(group[0].order) : undefined;
      if (!group[0]?.order) {
        const feeOnly = group.some((l) =>
          ['COMMISSION', 'SERVICE_FEE', 'PAYMENT_FEE'].includes(l.type),
        );
        out.push({
          settlement: s.code,
          key,
          status: 'MISSING_OURS',
          difference: net,
          reason: feeOnly ? 'FEE' : 'OTHER',
        });
        continue;
      }
      if (!order) {
        out.push({
          settlement: s.code,
          key,
          status: 'MISSING_OURS',
          difference: net,
          reason: 'OTHER',
        });
        continue;
      }
      const total = Number(order.total);
      const inPeriod = order.day >= s.from && order.day <= s.to;
      const expected = order.status === 'COMPLETED' && inPeriod ? total - fee(total) : 0;
      const difference = net - expected;
      let reason: string | null = null;
      if (difference !== 0 || !inPeriod) {
        if (!inPeriod) reason = 'TIMING';
        else if (order.status === 'RETURNED') reason = 'RETURNED';
        else if (group.some((l) => l.type === 'REFUND')) reason = 'REFUND';
        else if (
          sum(['ORDER']) === total &&
          sum(['COMMISSION', 'SERVICE_FEE', 'PAYMENT_FEE']) < -fee(total)
        )
          reason = 'FEE';
        else reason = 'OTHER';
      }
      out.push({
        settlement: s.code,
        key,
        status: reason === null ? 'MATCHED' : 'DIFFERS',
        difference,
        reason,
      });
    }
    for (const order of orders.values()) {
      if (order.seller !== s.seller || order.status !== 'COMPLETED' || paid.has(order.code))
        continue;
      if (order.day < s.from || order.day > s.to) continue;
      const total = Number(order.total);
      out.push({
        settlement: s.code,
        key: order.code,
        status: 'MISSING_THEIRS',
        difference: -(total - fee(total)),
        reason: latest.get(s.seller) === s.from ? 'TIMING' : 'OTHER',
      });
    }
  }
  return out.sort((a, b) => `${a.settlement} ${a.key}`.localeCompare(`${b.settlement} ${b.key}`));
}

const stored = () =>
  rows<Expected>(sql`
    select settlement_code as settlement, line_key as key, status, difference::int as difference,
      suggested_reason as reason
    from reconciliation_lines order by settlement_code, line_key`).then((found) =>
    found.sort((a, b) => `${a.settlement} ${a.key}`.localeCompare(`${b.settlement} ${b.key}`)),
  );

describe('the matching of settlements', () => {
  it('gives each line the status, difference and reason an independent reading gives', async () => {
    await t.app.ctx.db.transaction((tx) => matchSettlements(tx, null));
    const found = await stored();
    expect(found).toEqual(await independently());
    // The demo holds every status and every reason.
    expect(new Set(found.map((line) => line.status))).toEqual(
      new Set(['MATCHED', 'MISSING_OURS', 'MISSING_THEIRS', 'DIFFERS']),
    );
    expect(new Set(found.map((line) => line.reason))).toEqual(
      new Set([null, 'REFUND', 'FEE', 'RETURNED', 'TIMING', 'OTHER']),
    );
  });

  it('changes nothing when run again on the same data', async () => {
    await t.app.ctx.db.transaction((tx) => matchSettlements(tx, null));
    const before = await rows<{ updated: string }>(
      sql`select max(updated_at)::text as updated from reconciliation_lines`,
    );
    expect(await t.app.ctx.db.transaction((tx) => matchSettlements(tx, null))).toEqual({
      written: 0,
      reopened: 0,
      removed: 0,
    });
    expect(
      await rows<{ updated: string }>(
        sql`select max(updated_at)::text as updated from reconciliation_lines`,
      ),
    ).toEqual(before);
  });

  it('keeps a resolution through a rerun, and opens it again when an amount under it changes', async () => {
    await t.app.ctx.db.transaction((tx) => matchSettlements(tx, null));
    const [line] = await rows<{ settlement: string; key: string }>(sql`
      select settlement_code as settlement, line_key as key from reconciliation_lines
      where status = 'DIFFERS' and suggested_reason = 'REFUND' order by 1, 2 limit 1`);
    expect(line).toBeDefined();
    const where = sql`settlement_code = ${line?.settlement} and line_key = ${line?.key}`;
    await t.app.ctx.db.execute(sql`update reconciliation_lines set resolution_reason = 'REFUND',
      resolution_note = 'Khách trả một phần', resolved_at = now() where ${where}`);
    await t.app.ctx.db.transaction((tx) => matchSettlements(tx, [line?.settlement ?? '']));
    const resolved = () =>
      rows<{ reason: string | null; note: string | null; reopened: string | null }>(sql`
        select resolution_reason as reason, resolution_note as note, reopened_note as reopened
        from reconciliation_lines where ${where}`);
    expect(await resolved()).toEqual([
      { reason: 'REFUND', note: 'Khách trả một phần', reopened: null },
    ]);
    // The marketplace corrects the refund: the line is open again, and says why.
    await t.app.ctx.db.execute(sql`update ts_settlement_lines set amount = amount - 1000
      where settlement_code = ${line?.settlement} and order_code = ${line?.key}
        and line_type = 'REFUND'`);
    const outcome = await t.app.ctx.db.transaction((tx) =>
      matchSettlements(tx, [line?.settlement ?? '']),
    );
    expect(outcome).toEqual({ written: 1, reopened: 1, removed: 0 });
    expect(await resolved()).toEqual([{ reason: null, note: null, reopened: REOPENED_NOTE }]);
    expect(await stored()).toEqual(await independently());
  });
});
