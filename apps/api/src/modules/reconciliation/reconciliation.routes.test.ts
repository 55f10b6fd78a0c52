// /api/v1/reconciliation: the settlements' matched, unmatched and open amounts and states as an
// independent reading of the matched lines gives them; a settlement's lines by status; two
// differences resolved at once with a reason (audited), the settlement resolved when none is open,
// a line reopened; a resolution without a reason is 400 naming the field; of two resolving one line
// at once, one wins and the other gets 409.
import {
  RECONCILIATION_API,
  RECONCILIATION_MESSAGES,
  type ReconciliationLinePage,
  type SettlementDetail,
  type SettlementPage,
  type SettlementSummary,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../lib/query-rows';
import { testKit } from '../../test/test-app';

const t = testKit(['ketoan', 'giamdoc', 'admin']);
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.app.ctx.db, query);
const path = (template: string, id: number) => template.replace(':id', String(id));

async function get<T>(url: string, query: Record<string, string> = {}, user = 'ketoan') {
  const response = await t.app.inject({ method: 'GET', url, headers: t.as(user), query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

function post(url: string, payload: Record<string, unknown>, user = 'ketoan') {
  return t.app.inject({ method: 'POST', url, headers: t.as(user), payload });
}

async function everySettlement(query: Record<string, string> = {}): Promise<SettlementSummary[]> {
  const items: SettlementSummary[] = [];
  for (let page = 0; ; page += 1) {
    const body = await get<SettlementPage>(RECONCILIATION_API.settlements, {
      ...query,
      page: String(page),
      pageSize: '37',
    });
    items.push(...body.items);
    if (items.length >= body.total) return items;
  }
}

/** A settlement with open differences, and two of its open lines. */
async function openSettlement(): Promise<{ id: number; code: string; keys: string[] }> {
  const [found] = await rows<{ id: number; code: string; keys: string[] }>(sql`
    select s.id, s.code, array_agg(l.line_key order by l.line_key) as keys
    from ts_settlements s join reconciliation_lines l on l.settlement_code = s.code
    where l.status <> 'MATCHED' and l.resolved_at is null
    group by s.id, s.code having count(*) between 2 and 6
    order by s.id limit 1`);
  if (!found) throw new Error('the demo has no settlement with a few open differences');
  return found;
}

describe('reconciliation', () => {
  it('lists every settlement with what an independent reading of its lines gives', async () => {
    const listed = await everySettlement();
    const expected = await rows<{
      code: string;
      matched: number;
      unmatched: number;
      open: number;
      openAmount: string;
    }>(sql`
      select s.code,
        (select count(*) from reconciliation_lines l where l.settlement_code = s.code and l.status = 'MATCHED')::int as matched,
        (select count(*) from reconciliation_lines l where l.settlement_code = s.code and l.status <> 'MATCHED')::int as unmatched,
        (select count(*) from reconciliation_lines l where l.settlement_code = s.code and l.status <> 'MATCHED' and l.resolved_at is null)::int as open,
        (select coalesce(sum(difference), 0) from reconciliation_lines l where l.settlement_code = s.code and l.status <> 'MATCHED' and l.resolved_at is null)::text as "openAmount"
      from ts_settlements s order by s.period_from desc, s.seller_id, s.code`);
    expect(
      listed.map((s) => ({
        code: s.code,
        matched: s.matched.count,
        unmatched: s.unmatched.count,
        open: s.open.count,
        openAmount: String(s.open.amount),
      })),
    ).toEqual(expected);
    expect(
      listed.every(
        (s) =>
          s.state === (s.open.count > 0 ? 'OPEN' : s.unmatched.count > 0 ? 'RESOLVED' : 'MATCHED'),
      ),
    ).toBe(true);
    // The filters: a seller, a period, a state; the totals are of what the filters keep.
    const seller = await get<SettlementPage>(RECONCILIATION_API.settlements, { sellerId: '3035' });
    expect(seller.items.every((s) => s.sellerId === 3035)).toBe(true);
    const open = await get<SettlementPage>(RECONCILIATION_API.settlements, { state: 'OPEN' });
    expect(open.total).toBe(listed.filter((s) => s.state === 'OPEN').length);
    expect(open.totals.states.OPEN).toBe(open.total);
    const [first] = listed;
    const period = await get<SettlementPage>(RECONCILIATION_API.settlements, {
      fromDate: first?.periodFrom ?? '',
      toDate: first?.periodTo ?? '',
    });
    expect(
      period.items.every(
        (s) => s.periodFrom <= (first?.periodTo ?? '') && s.periodTo >= (first?.periodFrom ?? ''),
      ),
    ).toBe(true);
    expect(period.totals.net).toBe(period.items.reduce((sum, s) => sum + s.net, 0));
  });

  it('resolves two differences at once, turns the settlement resolved, and reopens one', async () => {
    const target = await openSettlement();
    const lines = await get<ReconciliationLinePage>(path(RECONCILIATION_API.lines, target.id), {
      open: 'true',
    });
    expect(lines.items.map((l) => l.key).sort()).toEqual([...target.keys].sort());
    const [a, b, ...rest] = target.keys;
    const resolved = await post(path(RECONCILIATION_API.resolve, target.id), {
      keys: [a, b],
      reason: 'REFUND',
      note: 'Đã đối chiếu với sàn',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<SettlementDetail>().open.count).toBe(rest.length);
    const audited = await rows<{ entityId: string; action: string }>(sql`
      select entity_id as "entityId", action from audit_log
      where entity = 'reconciliation_line' and entity_id like ${`${target.code}:%`}
      order by entity_id`);
    expect(audited).toEqual(
      [a, b]
        .sort()
        .map((key) => ({ entityId: `${target.code}:${String(key)}`, action: 'resolve' })),
    );
    const shown = await get<ReconciliationLinePage>(path(RECONCILIATION_API.lines, target.id), {
      open: 'false',
      pageSize: '200',
    });
    expect(shown.items.find((l) => l.key === a)?.resolution).toMatchObject({
      reason: 'REFUND',
      note: 'Đã đối chiếu với sàn',
      byName: 'Lê Thu Hà',
    });
    if (rest.length > 0) {
      const last = await post(path(RECONCILIATION_API.resolve, target.id), {
        keys: rest,
        reason: 'OTHER',
      });
      expect(last.statusCode).toBe(200);
    }
    const done = await get<SettlementDetail>(path(RECONCILIATION_API.settlement, target.id));
    expect(done).toMatchObject({ state: 'RESOLVED', open: { count: 0, amount: 0 } });
    // Reopened: open again, the settlement too.
    const reopened = await post(path(RECONCILIATION_API.reopen, target.id), { keys: [a] });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json<SettlementDetail>()).toMatchObject({ state: 'OPEN', open: { count: 1 } });
    // A line not open cannot be resolved, nor one not resolved reopened: 409, nothing changed.
    const again = await post(path(RECONCILIATION_API.resolve, target.id), {
      keys: [a, b],
      reason: 'FEE',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      RECONCILIATION_MESSAGES.notOpen([String(b)]),
    );
    expect(
      (await get<SettlementDetail>(path(RECONCILIATION_API.settlement, target.id))).open.count,
    ).toBe(1);
    expect((await post(path(RECONCILIATION_API.reopen, target.id), { keys: [a] })).statusCode).toBe(
      409,
    );
  });

  it('gives a line resolved by two at once to one of them, and 409 to the other', async () => {
    const target = await openSettlement();
    const [key] = target.keys;
    const answers = await Promise.all(
      ['ketoan', 'admin'].map((user) =>
        post(path(RECONCILIATION_API.resolve, target.id), { keys: [key], reason: 'TIMING' }, user),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from audit_log
      where entity = 'reconciliation_line' and entity_id = ${`${target.code}:${String(key)}`}`);
    expect(count?.n).toBe(1);
  });

  it('refuses a resolution without a reason, naming the field, and an unknown settlement', async () => {
    const target = await openSettlement();
    const response = await post(path(RECONCILIATION_API.resolve, target.id), { keys: target.keys });
    expect(response.statusCode).toBe(400);
    expect(
      response.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields,
    ).toContainEqual({ field: 'reason', message: RECONCILIATION_MESSAGES.reason });
    const tooLong = await post(path(RECONCILIATION_API.resolve, target.id), {
      keys: target.keys,
      reason: 'OTHER',
      note: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: path(RECONCILIATION_API.settlement, 999_999),
      headers: t.as('giamdoc'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(
      RECONCILIATION_MESSAGES.settlementNotFound,
    );
  });
});
