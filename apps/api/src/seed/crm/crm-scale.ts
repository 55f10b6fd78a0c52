// The CRM at a chosen scale over generated marketplace orders (the reports' benchmark data): `sales`
// sales in teams of ten, the first of each team its leader; `customers` customers numbered from 0
// as the marketplace's buyers are, so that the first ones are its buyers; a fifth of them owned by
// the sales, three in ten in the pool, the rest in the ocean, with their states, interactions and
// tasks. Then what the demo does once its orders are there: the customers who bought marked, the
// past ownership written, every order attributed by it and the sales rollups rebuilt, and each
// sale's monthly targets.
import { UserStatus } from '@backoffice/shared';
import { asc, count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { crmCustomers, users } from '../../db/schema/index';
import { noteCustomerOrders } from '../../modules/crm/customer-orders/customer-orders.repository';
import type { DemoUser } from '../demo-users';
import { seedUsers } from '../seed';
import {
  type CrmDemoOptions,
  generateCrmActivity,
  generateCrmCustomers,
  personName,
  seedCrmReferenceData,
} from './crm-demo';
import { seedDemoOwnership } from './ownership-demo';
import { seedDemoTargets } from './targets-demo';

/** Sales per team: a leader and nine members. */
const TEAM = 10;

export interface CrmScale {
  customers: number;
  sales: number;
  /** The sales' password. */
  password: string;
  /** Times are relative to this. */
  now?: Date;
  /** Told what is done, a line at a time. */
  progress?: (line: string) => void;
}

const saleUsername = (n: number) => `kinhdoanh${String(n + 1).padStart(3, '0')}`;

/** `count` sales of the sales department, in teams of TEAM led by the first of each. */
export function scaleSales(count: number): DemoUser[] {
  return Array.from({ length: count }, (_, n) => {
    const leads = n % TEAM === 0;
    const members = Math.min(TEAM, count - n) - 1;
    return {
      username: saleUsername(n),
      fullName: personName(n),
      mobilePhone: `0902${String(n + 1).padStart(6, '0')}`,
      department: 'SALE',
      role: leads ? 'SUPERMAN' : 'HUMAN',
      status: UserStatus.NORMAL,
      active: true,
      ...(leads && members > 0
        ? { disciples: Array.from({ length: members }, (_, k) => saleUsername(n + k + 1)) }
        : {}),
    };
  });
}

/** The GIN indexes of the customers' search, which a bulk load is faster without. */
const SEARCH_INDEXES = [
  sql`create index if not exists crm_customers_search_doc_trgm_idx on crm_customers
    using gin (search_doc gin_trgm_ops)`,
  sql`create index if not exists crm_customers_tags_idx on crm_customers using gin (tags)`,
];

/**
 * Generates customers as generateCrmCustomers does, with the search's GIN indexes dropped during
 * the load and built once at the end.
 */
export async function bulkGenerateCrmCustomers(
  db: Database,
  options: CrmDemoOptions,
): Promise<void> {
  await db.execute(sql`drop index if exists crm_customers_search_doc_trgm_idx`);
  await db.execute(sql`drop index if exists crm_customers_tags_idx`);
  try {
    await generateCrmCustomers(db, options);
  } finally {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('maintenance_work_mem', '512MB', true)`);
      for (const statement of SEARCH_INDEXES) await tx.execute(statement);
    });
  }
}

/** Generates the CRM of `scale` on a database holding marketplace orders and no CRM customer. */
export async function generateCrmAtScale(db: Database, scale: CrmScale): Promise<void> {
  const now = scale.now ?? new Date();
  const say = scale.progress ?? (() => undefined);
  let at = Date.now();
  const done = (what: string) => {
    say(`  ${what}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
    at = Date.now();
  };
  const [existing] = await db.select({ n: count() }).from(crmCustomers);
  if ((existing?.n ?? 0) > 0) {
    // The generated customers are numbered as the buyers are, from the first: they would clash.
    throw new Error('The database holds CRM customers already: generate the CRM on a new one.');
  }
  await seedCrmReferenceData(db);
  const sales = scaleSales(scale.sales);
  await seedUsers(db, sales, scale.password);
  const ownerIds = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.username,
          sales.map((sale) => sale.username),
        ),
      )
      .orderBy(asc(users.id))
  ).map((row) => row.id);
  done(`${String(ownerIds.length)} sales`);
  await bulkGenerateCrmCustomers(db, {
    customers: scale.customers,
    ownerIds,
    now,
    orderHistory: false,
    onBatch: (added) => {
      say(`    ${added.toLocaleString('en')} customers`);
    },
  });
  done(`${scale.customers.toLocaleString('en')} customers`);
  await generateCrmActivity(db, now);
  done('states, interactions, tasks');
  await noteCustomerOrders(db, null);
  await seedDemoOwnership(db, now);
  done('ownership history, orders attributed, sales rollups');
  await seedDemoTargets(db, now);
  done('targets');
  await db.execute(
    sql`vacuum analyze crm_customers, crm_customer_owners, crm_order_sales, crm_sale_daily,
      crm_sale_monthly, crm_sale_all_daily, crm_sale_customer_daily, crm_sale_distinct_daily,
      crm_sale_distinct_monthly, crm_sale_work_daily, crm_sale_work_monthly, crm_interactions,
      crm_tasks, crm_pool_events, crm_sale_targets`,
  );
  done('vacuum');
}
