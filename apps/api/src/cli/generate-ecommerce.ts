// Generates the demo e-commerce data at a chosen scale:
//   npm run db:generate-ecommerce -- --scale 10000000 [--reset] [--crm-customers 1000000 --sales 100]
// On PostgreSQL (DATABASE_URL) it loads in bulk (COPY into five tables at once, indexes and rollups
// built once at the end); without it, into the embedded database of DATA_DIR through the sync's
// upserts. Prints each phase's time, and the rate as a last line of JSON. With --crm-customers, the
// CRM too: that many customers (the first ones the marketplace's buyers) of --sales sales (in teams
// of ten, signing in with DEMO_PASSWORD), their past ownership, every order attributed to its sale,
// the sales rollups and targets.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { EcommerceDemoData } from '../demo-data/dataset';
import { bulkLoadDemoEcommerce } from '../seed/ecommerce/bulk-load';
import {
  clearEcommerceData,
  demoAnchor,
  saveDemoScale,
  seedDemoEcommerce,
} from '../seed/ecommerce/load';
import { runMigrations } from '../db/migrate';
import { generateCrmAtScale } from '../seed/crm/crm-scale';
import { seedDemoMasterData, seedReferenceData } from '../seed/seed';
import { resolveConfig } from '../config';
import { readEnv } from '../env';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '15000' },
      reset: { type: 'boolean', default: false },
      'crm-customers': { type: 'string', default: '0' },
      sales: { type: 'string', default: '100' },
    },
  });
  const crmCustomers = Number(values['crm-customers']);
  const sales = Number(values.sales);
  if (!Number.isInteger(crmCustomers) || crmCustomers < 0 || crmCustomers > 20_000_000) {
    throw new Error('--crm-customers must be a whole number of customers (0 to 20000000).');
  }
  if (!Number.isInteger(sales) || sales < 1 || sales > 1000) {
    throw new Error('--sales must be a whole number of sales (1 to 1000).');
  }
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1 || scale > 200_000_000) {
    throw new Error('--scale must be a whole number of order lines (1 to 200000000).');
  }
  const config = await resolveConfig(readEnv());
  const handle = await openDatabase(config.database);
  try {
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    await seedDemoMasterData(handle.db);
    if (values.reset) await clearEcommerceData(handle.db);
    const { anchorMs } = await demoAnchor(handle.db);
    const data = new EcommerceDemoData({ orderLines: scale, anchorMs });
    const started = Date.now();
    const print = (line: string) => process.stdout.write(`${line}\n`);
    print(
      `Generating ${data.orderLineCount.toLocaleString('en')} order lines (${data.orderCount.toLocaleString('en')} orders) on ${handle.kind === 'postgres' ? 'PostgreSQL (COPY)' : 'PGlite (upserts)'}...`,
    );
    let phases: Record<string, number> = {};
    if (config.database.kind === 'postgres') {
      let last = '';
      const result = await bulkLoadDemoEcommerce(config.database.url, data, (p) => {
        if (p.phase !== last) {
          const took = p.phases[last as keyof typeof p.phases];
          if (took !== undefined) print(`  ${last}: ${(took / 1000).toFixed(1)} s`);
          last = p.phase;
        } else if (p.phase === 'rows') {
          const rate = Math.round(p.lines / Math.max(0.001, p.elapsedMs / 1000));
          print(`    ${p.lines.toLocaleString('en')} lines, ${rate.toLocaleString('en')} lines/s`);
        }
      });
      phases = Object.fromEntries(
        Object.entries(result.phases).map(([phase, ms]) => [phase, Math.round(ms / 100) / 10]),
      );
    } else {
      const loaded = await seedDemoEcommerce(handle.db, data);
      if (loaded === 0) throw new Error('The database holds orders already (use --reset).');
    }
    await saveDemoScale(handle.db, scale);
    if (crmCustomers > 0) {
      print(`CRM: ${crmCustomers.toLocaleString('en')} customers of ${String(sales)} sales...`);
      await generateCrmAtScale(handle.db, {
        customers: crmCustomers,
        sales,
        password: config.demoPassword,
        progress: print,
      });
    }
    const seconds = (Date.now() - started) / 1000;
    print(
      JSON.stringify({
        orderLines: data.orderLineCount,
        orders: data.orderCount,
        seconds: Math.round(seconds * 10) / 10,
        linesPerSecond: Math.round(data.orderLineCount / seconds),
        phases,
      }),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
