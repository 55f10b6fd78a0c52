// The sales' work rollups (crm_sale_work_daily and _monthly) follow every write to the customers,
// interactions and tasks they count, whatever the statement: checked against an independent
// reading of those tables after inserts, updates that move a row to another day or sale or make it
// stop counting, and deletes. The customers a sale dug follow each dig.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../lib/query-rows';
import { type ReportPeriod, addDays, todayInVietnam } from '@backoffice/shared';
import { saleDugCounts } from '../../crm/customer-orders/sale-distinct.repository';
import { crmTestKit, insertCustomerRow } from '../../crm/crm.testing';

const t = crmTestKit();

const run = (query: ReturnType<typeof sql>) => t.app.ctx.db.execute(query);

/** The rows by which the rollups differ from the tables they count (none when they agree). */
async function differences(): Promise<unknown[]> {
  const day = (column: string) => sql.raw(`(${column} at time zone 'Asia/Ho_Chi_Minh')::date`);
  const expected = sql`
    select x.sale_id, x.day, sum(x.c)::int as new_customers, sum(x.i)::int as interactions,
      sum(x.t)::int as tasks_done
    from (
      select created_by_id as sale_id, ${day('created_at')} as day, 1 as c, 0 as i, 0 as t
      from crm_customers where deleted_at is null
      union all
      select author_id, ${day('at')}, 0, 1, 0 from crm_interactions
      union all
      select assignee_id, ${day('done_at')}, 0, 0, 1 from crm_tasks
      where status = 'DONE' and done_at is not null
    ) x where x.sale_id is not null group by 1, 2`;
  const daily = sql`select sale_id, day, new_customers, interactions, tasks_done
    from crm_sale_work_daily where (new_customers, interactions, tasks_done) <> (0, 0, 0)`;
  const monthly = sql`select sale_id, month, new_customers, interactions, tasks_done
    from crm_sale_work_monthly where (new_customers, interactions, tasks_done) <> (0, 0, 0)`;
  const months = sql`select e.sale_id, date_trunc('month', e.day)::date as month,
      sum(e.new_customers)::int, sum(e.interactions)::int, sum(e.tasks_done)::int
    from (${expected}) e group by 1, 2`;
  return queryRows(
    t.app.ctx.db,
    sql`(select 'missing' as what, * from ((${expected}) except (${daily})) a)
      union all (select 'extra', * from ((${daily}) except (${expected})) b)
      union all (select 'missing month', * from ((${months}) except (${monthly})) c)
      union all (select 'extra month', * from ((${monthly}) except (${months})) d)`,
  );
}

describe("the sales' work rollups", () => {
  it('count the demo’s customers, interactions and tasks as the tables do', async () => {
    expect(await differences()).toEqual([]);
    const [counted] = await queryRows<{ n: number }>(
      t.app.ctx.db,
      sql`select count(*)::int as n from crm_sale_work_daily where interactions > 0`,
    );
    expect(counted?.n).toBeGreaterThan(10);
  });

  it('follow inserts, updates that move or uncount a row, and deletes', async () => {
    const sale1 = t.id('sale1');
    const sale2 = t.id('sale2');
    const customerId = await insertCustomerRow(t.app, { ownerId: sale1 });
    const other = await insertCustomerRow(t.app, { ownerId: sale2 });
    // Interactions: several at once, one moved to another day and sale, one removed.
    await run(sql`insert into crm_interactions (customer_id, author_id, type, content, at) values
      (${customerId}, ${sale1}, 'CALL', 'Gọi hỏi đơn', '2026-03-31T23:30:00+07:00'),
      (${customerId}, ${sale1}, 'VISIT', 'Ghé nhà thuốc', '2026-04-01T00:30:00+07:00'),
      (${other}, ${sale2}, 'MESSAGE', 'Nhắn tin', '2026-04-02T09:00:00+07:00')`);
    expect(await differences()).toEqual([]);
    await run(sql`update crm_interactions set at = '2026-05-05T10:00:00+07:00', author_id = ${sale2}
      where customer_id = ${customerId} and type = 'CALL'`);
    await run(sql`delete from crm_interactions where customer_id = ${other}`);
    expect(await differences()).toEqual([]);
    // Tasks: done, done again on another day, reopened, deleted.
    await run(sql`insert into crm_tasks (customer_id, title, assignee_id, status, done_at) values
      (${customerId}, 'Gửi báo giá', ${sale1}, 'DONE', '2026-04-10T16:00:00+07:00'),
      (${customerId}, 'Hẹn thăm', ${sale1}, 'TODO', null)`);
    await run(sql`update crm_tasks set status = 'DONE', done_at = '2026-04-11T08:00:00+07:00'
      where customer_id = ${customerId} and title = 'Hẹn thăm'`);
    expect(await differences()).toEqual([]);
    await run(sql`update crm_tasks set status = 'TODO', done_at = null
      where customer_id = ${customerId} and title = 'Gửi báo giá'`);
    await run(sql`delete from crm_tasks where customer_id = ${customerId} and title = 'Hẹn thăm'`);
    expect(await differences()).toEqual([]);
    // Customers: deleted, restored, then removed for good (with what hangs on them).
    await run(sql`update crm_customers set deleted_at = now() where id = ${customerId}`);
    expect(await differences()).toEqual([]);
    await run(sql`update crm_customers set deleted_at = null where id = ${customerId}`);
    await run(sql`delete from crm_interactions where customer_id in (${customerId}, ${other})`);
    await run(sql`delete from crm_tasks where customer_id in (${customerId}, ${other})`);
    await run(sql`delete from crm_customers where id = ${other}`);
    expect(await differences()).toEqual([]);
  });

  it('count the customers a sale dug over any period, each dig counted as it happens', async () => {
    const sale2 = t.id('sale2');
    const today = todayInVietnam();
    const periods: ReportPeriod[] = [
      { fromDate: today, toDate: today },
      { fromDate: addDays(today, -40), toDate: today },
      { fromDate: addDays(today, -400), toDate: today },
    ];
    /** Each period's distinct customers dug, from the gap counts and from the events. */
    const both = async () =>
      Promise.all(
        periods.map(async (period) => {
          const [row] = await queryRows<{ counted: number; raw: number }>(
            t.app.ctx.db,
            sql`select coalesce((select n from (${saleDugCounts([sale2], period)}) c), 0) as counted,
              (select count(distinct customer_id)::int from crm_pool_events
                where type = 'DIG' and sale_id = ${sale2}
                  and (at at time zone 'Asia/Ho_Chi_Minh')::date
                    between ${period.fromDate}::date and ${period.toDate}::date) as raw`,
          );
          return row;
        }),
      );
    const before = await both();
    for (const row of before) expect(row?.counted).toBe(row?.raw);
    const pooled = await insertCustomerRow(t.app, { collection: 'POOL' });
    const dug = await t.app.inject({
      method: 'POST',
      url: `/api/v1/crm/customer/${String(pooled)}/dig`,
      headers: t.as('sale2'),
    });
    expect(dug.statusCode, dug.body).toBe(200);
    const after = await both();
    after.forEach((row, index) => {
      expect(row?.counted).toBe(row?.raw);
      expect(row?.counted).toBe((before[index]?.counted ?? 0) + 1);
    });
  });
});
