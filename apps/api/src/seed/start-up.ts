// What a start does to the database before the app is built, in this order: the schema migrated,
// the reference data every database needs (departments, roles, the address tree, customer types,
// the CRM's states and categories), then, when the demo is on, the demo users, master data, leave,
// CRM and marketplace of the embedded default (and the CRM's past ownership, which attributes the
// marketplace's orders to the sales; the targets; the advertising orders accounting acknowledged),
// and the settlements matched if they never were. Each step adds only what is missing, so a second
// start changes nothing.
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { demoFeeds } from '../demo-data/feeds';
import type { DemoFeeds } from '../modules/sync/sources/registry';
import { seedCrmDemo, seedCrmReferenceData } from './crm/crm-demo';
import { seedDemoOwnership } from './crm/ownership-demo';
import { seedDemoTargets } from './crm/targets-demo';
import { neverMatched, matchSettlements } from '../modules/reconciliation/matching.repository';
import { seedDemoAcknowledgements } from './ecommerce/adv-acknowledgements-demo';
import { demoAnchor, lazyDemoData, seedDemoEcommerce } from './ecommerce/load';
import { seedDemoLeave } from './seed-hrm-leave';
import { seedDemoMasterData, seedDemoUsers, seedReferenceData } from './seed';

/** Prepares the database; answers what the sync's built-in demo sources serve. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Pick<AppConfig, 'seedDemo' | 'demoPassword' | 'demoLiveOrdersPerMinute'>,
): Promise<DemoFeeds> {
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  await seedCrmReferenceData(handle.db);
  if (config.seedDemo) {
    await seedDemoUsers(handle.db, config.demoPassword);
    await seedDemoMasterData(handle.db);
    await seedDemoLeave(handle.db);
    await seedCrmDemo(handle.db);
  }
  // The demo marketplace is made from its anchor day (kept in the database), when first needed.
  const demo = await demoAnchor(handle.db);
  const dataset = lazyDemoData(demo);
  // The demo's past ownership is written once its orders are there, which it then attributes.
  if (config.seedDemo && (await seedDemoEcommerce(handle.db, dataset())) > 0) {
    await seedDemoOwnership(handle.db);
    await seedDemoTargets(handle.db);
    await seedDemoAcknowledgements(handle.db);
  }
  // Settlements never matched yet (a new database, or one from before the matching) are matched
  // once here; every sync that brings settlements, orders or invoices matches them again.
  if (await neverMatched(handle.db)) {
    await handle.db.transaction((tx) => matchSettlements(tx, null));
  }
  const live = config.seedDemo ? (config.demoLiveOrdersPerMinute ?? 0) : 0;
  return demoFeeds(dataset, { perMinute: live, sinceMs: demo.liveSinceMs });
}
