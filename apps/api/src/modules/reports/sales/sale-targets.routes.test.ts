// The sales targets: a leader sets their team's, GOD anyone's; a sale reads their own; each change
// audited; the scope enforced by the server both ways.
import {
  ErrorCode,
  REPORT_API,
  SALE_TARGET_MESSAGES,
  type SaleTargetList,
} from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../lib/query-rows';
import { testKit } from '../../../test/test-app';

const kit = testKit(['admin', 'truongnhom', 'sale1', 'sale2', 'giamdoc', 'ketoan', 'hanhchinh']);

const list = (user: string, month: string) =>
  kit.app.inject({
    method: 'GET',
    url: `${REPORT_API.saleTargets}?month=${month}`,
    headers: kit.as(user),
  });

const put = (user: string, body: Record<string, unknown>) =>
  kit.app.inject({
    method: 'PUT',
    url: REPORT_API.saleTargets,
    headers: kit.as(user),
    payload: body,
  });

const amountOf = (answer: SaleTargetList, saleId: number) =>
  answer.rows.find((row) => row.saleId === saleId)?.amount;

describe('the sales targets', () => {
  it('are set by the leader for a team member, audited, and read back by the sale', async () => {
    const month = '2031-04';
    const saleId = kit.id('sale1');
    const set = await put('truongnhom', { saleId, month, amount: 350_000_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(amountOf(set.json<SaleTargetList>(), saleId)).toBe(350_000_000);

    const mine = (await list('sale1', month)).json<SaleTargetList>();
    expect(mine.rows).toEqual([
      expect.objectContaining({
        saleId,
        username: 'sale1',
        amount: 350_000_000,
        updatedBy: 'truongnhom',
        canEdit: false,
      }),
    ]);

    // Changed, then taken away: each change one audit row, before and after.
    await put('truongnhom', { saleId, month, amount: 400_000_000 });
    await put('truongnhom', { saleId, month, amount: null });
    expect(amountOf((await list('truongnhom', month)).json<SaleTargetList>(), saleId)).toBeNull();
    const audit = await queryRows<{ action: string; before: unknown; after: unknown }>(
      kit.app.ctx.db,
      sql`select action, before, after from audit_log
        where entity = 'crm_sale_target' and entity_id = ${`${String(saleId)}:${month}`}
        order by id`,
    );
    expect(audit).toEqual([
      { action: 'create', before: { amount: null }, after: { amount: 350_000_000 } },
      { action: 'update', before: { amount: 350_000_000 }, after: { amount: 400_000_000 } },
      { action: 'delete', before: { amount: 400_000_000 }, after: { amount: null } },
    ]);
  });

  it('show a sale their own, a leader their team and themselves, GOD every sale', async () => {
    const month = '2031-05';
    const ids = (answer: SaleTargetList) => answer.rows.map((row) => row.saleId).sort();
    const sorted = (...users: string[]) => users.map((user) => kit.id(user)).sort();
    expect(ids((await list('sale2', month)).json())).toEqual(sorted('sale2'));
    const team = (await list('truongnhom', month)).json<SaleTargetList>();
    expect(ids(team)).toEqual(sorted('truongnhom', 'sale1', 'sale2'));
    // A leader sets their team's targets, not their own.
    expect(team.rows.map((row) => [row.username, row.canEdit]).sort()).toEqual([
      ['sale1', true],
      ['sale2', true],
      ['truongnhom', false],
    ]);
    const all = (await list('admin', month)).json<SaleTargetList>();
    expect(ids(all)).toEqual(expect.arrayContaining(sorted('truongnhom', 'sale1', 'sale2')));
    expect(all.rows.every((row) => row.canEdit)).toBe(true);
    expect(all.rows.map((row) => row.username)).not.toContain('ketoan');
  });

  it('refuse a sale setting a target, a leader setting their own, and a sale outside the scope', async () => {
    const month = '2031-06';
    const own = await put('sale1', { saleId: kit.id('sale1'), month, amount: 1_000_000 });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: ErrorCode.NOT_PERMITTED,
      message: SALE_TARGET_MESSAGES.notYours,
    });
    const leader = await put('truongnhom', { saleId: kit.id('truongnhom'), month, amount: 1 });
    expect(leader.statusCode).toBe(403);
    // Another sale's, or a user who is no sale of theirs: as if it did not exist.
    const other = await put('sale1', { saleId: kit.id('sale2'), month, amount: 1_000_000 });
    expect(other.statusCode).toBe(404);
    const stranger = await put('truongnhom', { saleId: kit.id('ketoan'), month, amount: 1 });
    expect(stranger.statusCode).toBe(404);
    // GOD sets anyone's.
    const god = await put('admin', { saleId: kit.id('truongnhom'), month, amount: 900_000_000 });
    expect(god.statusCode, god.body).toBe(200);
  });

  it('are closed to the departments that are not sales', async () => {
    for (const user of ['giamdoc', 'ketoan', 'hanhchinh']) {
      expect((await list(user, '2031-04')).statusCode).toBe(403);
      const body = { saleId: kit.id('sale1'), month: '2031-04', amount: 1_000_000 };
      expect((await put(user, body)).statusCode).toBe(403);
    }
  });

  it.each([
    ['a month of another shape', { month: '2031-4' }, 'month'],
    ['month 13', { month: '2031-13' }, 'month'],
    ['a negative amount', { amount: -1 }, 'amount'],
    ['a fraction of a đồng', { amount: 1.5 }, 'amount'],
    ['an amount as text', { amount: '100' }, 'amount'],
    ['an amount too large', { amount: 10 ** 13 }, 'amount'],
    ['a sale id that is no number', { saleId: 'x' }, 'saleId'],
    ['a field it does not know', { extra: 1 }, ''],
  ])('refuse %s with a 400 that says what is wrong', async (_, change, field) => {
    const body = { saleId: kit.id('sale1'), month: '2031-07', amount: 1_000_000, ...change };
    const response = await put('truongnhom', body);
    expect(response.statusCode, response.body).toBe(400);
    if (field) expect(response.body).toContain(field);
    expect((await list('truongnhom', '2031-7')).statusCode).toBe(400);
  });
});
