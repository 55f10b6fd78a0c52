// The sales reports' answers are kept while the data they read stands: the version of that data
// goes up by one at the commit of every transaction that changed a table they read (once however
// many statements, never for a transaction rolled back or a table they do not read), and an answer
// read again after any such change shows the change.
import { REPORT_API, type SalePerformanceReport, todayInVietnam } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AnswerCache, reportVersion } from '../../../lib/answer-cache';
import { testKit } from '../../../test/test-app';
import { insertCustomerRow } from '../../crm/crm.testing';

const kit = testKit(['admin', 'sale1']);

const version = () => reportVersion(kit.app.ctx.db, 'sales');
const run = (query: ReturnType<typeof sql>) => kit.app.ctx.db.execute(query);

/** The tables the sales reports read, as the triggers of their version list them. */
const READ = [
  'ts_orders',
  'ts_invoices',
  'crm_order_sales',
  'crm_sale_daily',
  'crm_sale_customer_daily',
  'crm_sale_monthly',
  'crm_sale_all_daily',
  'crm_sale_distinct_daily',
  'crm_sale_distinct_monthly',
  'crm_sale_work_daily',
  'crm_sale_work_monthly',
  'crm_sale_targets',
  'crm_customers',
  'crm_interactions',
  'crm_tasks',
  'crm_pool_events',
  'user_properties',
  'departments',
  'users',
];

describe('the version of the data the sales reports read', () => {
  it('goes up by one for each transaction that changes a table they read, whatever the table', async () => {
    for (const table of READ) {
      const before = await version();
      // A statement that changes no row still says the table may have changed.
      await run(sql`delete from ${sql.identifier(table)} where false`);
      expect(await version(), table).toBe(before + 1);
    }
  });

  it('goes up once for a transaction of many statements, and not for one rolled back', async () => {
    const before = await version();
    await kit.app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`delete from crm_interactions where false`);
      await tx.execute(sql`delete from crm_tasks where false`);
      await tx.execute(sql`delete from ts_orders where false`);
    });
    expect(await version()).toBe(before + 1);
    await expect(
      kit.app.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`delete from crm_interactions where false`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(before + 1);
  });

  it('goes up after a savepoint rolled back when a later statement changes a table again', async () => {
    const before = await version();
    await kit.app.ctx.db.transaction(async (tx) => {
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`delete from crm_tasks where false`);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await tx.execute(sql`delete from crm_tasks where false`);
    });
    expect(await version()).toBe(before + 1);
  });

  it('stays as it was for a sign-in, or a change to a table the reports do not read', async () => {
    const before = await version();
    await run(sql`update users set updated_at = now() where username = 'sale1'`);
    await run(sql`delete from login_failures where false`);
    const response = await kit.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'sale1', password: 'demo123' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await version()).toBe(before);
  });
});

describe('a sales report read again', () => {
  it('shows a change made since it was last read, and the same answer without one', async () => {
    const today = todayInVietnam();
    const read = async () => {
      const response = await kit.app.inject({
        method: 'GET',
        url: `${REPORT_API.salePerformance}?fromDate=${today}&toDate=${today}`,
        headers: kit.as('admin'),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SalePerformanceReport>();
    };
    const sale1 = kit.id('sale1');
    const interactionsOf = (report: SalePerformanceReport) =>
      report.rows.find((row) => row.saleId === sale1)?.current.interactions;
    const first = await read();
    expect(await read()).toEqual(first);
    const customerId = await insertCustomerRow(kit.app, { ownerId: sale1 });
    await run(sql`insert into crm_interactions (customer_id, author_id, type, content, at)
      values (${customerId}, ${sale1}, 'CALL', 'Gọi hỏi đơn', now())`);
    const after = await read();
    expect(interactionsOf(after)).toBe((interactionsOf(first) ?? 0) + 1);
    expect(after.totals.current.newCustomers).toBe(first.totals.current.newCustomers + 1);
  });
});

describe('the answers kept', () => {
  it('share one computation among the calls at once for the same answer', async () => {
    const cache = new AnswerCache();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return { n: computed };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.read('k', compute)));
    expect(answers).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(computed).toBe(1);
  });

  it('keep no failure, and drop the least recently used beyond their number', async () => {
    const cache = new AnswerCache(2);
    await expect(cache.read('bad', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.read('bad', () => Promise.resolve('up'))).toBe('up');
    await cache.read('a', () => Promise.resolve('a'));
    // 'bad' is used again: 'a' is now the least recently used.
    await cache.read('bad', () => Promise.resolve('other'));
    await cache.read('b', () => Promise.resolve('b'));
    expect(cache.size).toBe(2);
    expect(await cache.read('a', () => Promise.resolve('a again'))).toBe('a again');
    expect(await cache.read('b', () => Promise.resolve('b again'))).toBe('b');
  });
});
