import { addDays, todayInVietnam } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EcommerceDemoData } from '../../demo-data/dataset';
import { queryRows } from '../../lib/query-rows';
import { endOf, placedOrders } from '../../modules/reports/sales/raw-sales.testing';
import { type TestApp, createTestApp, login } from '../../test/test-app';
import { demoAnchor, seedDemoEcommerce } from '../ecommerce/load';
import { seedDemoMasterData } from '../seed';
import { generateCrmAtScale, scaleSales } from './crm-scale';

let app: TestApp;
let close: () => Promise<void>;
const SALES = 12;
const CUSTOMERS = 1500;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ config: { seedDemo: false } }));
  const db = app.ctx.db;
  await seedDemoMasterData(db);
  await seedDemoEcommerce(
    db,
    new EcommerceDemoData({ orderLines: 4000, anchorMs: (await demoAnchor(db)).anchorMs }),
  );
  await generateCrmAtScale(db, { customers: CUSTOMERS, sales: SALES, password: 'Ban-hang-1' });
});
afterAll(async () => close());

describe('the CRM at a chosen scale', () => {
  it('makes the sales in teams of ten, each led by its first, who sign in', async () => {
    const teams = await queryRows<{ leader: string; members: string[] }>(
      app.ctx.db,
      sql`select l.username as leader, array_agg(m.username order by m.username) as members
        from user_properties p join users l on l.id = p.user_id join users m on m.id = p.ref_user_id
        group by l.username order by l.username`,
    );
    const names = scaleSales(SALES).map((sale) => sale.username);
    expect(teams).toEqual([
      { leader: names[0], members: names.slice(1, 10) },
      { leader: names[10], members: names.slice(11) },
    ]);
    await expect(login(app, names[5] ?? '', 'Ban-hang-1')).resolves.toEqual(expect.any(String));
  });

  it('counts each order for the sale who owned its buyer then, in the sales rollup', async () => {
    const period = { fromDate: '2000-01-01', toDate: addDays(todayInVietnam(), 1) };
    const raw = await queryRows<{ saleId: number; revenue: string }>(
      app.ctx.db,
      sql`select sale_id as "saleId", sum(total_amount)::text as revenue
        from (${placedOrders(period, endOf(period, null))}) p group by sale_id order by sale_id`,
    );
    const rollup = await queryRows<{ saleId: number; revenue: string }>(
      app.ctx.db,
      sql`select sale_id as "saleId", sum(revenue)::text as revenue
        from crm_sale_daily group by sale_id having sum(orders) > 0 order by sale_id`,
    );
    expect(rollup).toEqual(raw);
    // Every sale has customers who bought, and some changed hands.
    expect(raw.filter((row) => row.saleId !== 0)).toHaveLength(SALES);
    const [history] = await queryRows<{ closed: number; customers: number }>(
      app.ctx.db,
      sql`select count(*) filter (where owned_until is not null)::int as closed,
          (select count(*) from crm_customers)::int as customers
        from crm_customer_owners`,
    );
    expect(history?.customers).toBe(CUSTOMERS);
    expect(history?.closed).toBeGreaterThan(0);
  });

  it('sets every sale a target each month, and refuses to run on a CRM that has customers', async () => {
    const [targets] = await queryRows<{ sales: number }>(
      app.ctx.db,
      sql`select count(distinct sale_id)::int as sales from crm_sale_targets`,
    );
    expect(targets?.sales).toBe(SALES);
    await expect(
      generateCrmAtScale(app.ctx.db, { customers: 10, sales: 2, password: 'Ban-hang-1' }),
    ).rejects.toThrow(/CRM customers already/);
  });
});
