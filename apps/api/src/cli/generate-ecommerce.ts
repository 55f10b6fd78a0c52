// Generates the demo e-commerce data at a chosen scale:
//   npm run db:generate-ecommerce -- --scale 10000000 [--reset]
// On PostgreSQL (DATABASE_URL) it loads in bulk with COPY; without it, into the embedded database
// of DATA_DIR through the sync's upserts. Prints the rate.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { EcommerceDemoData } from '../seed/ecommerce/dataset';
import {
  bulkLoadDemoEcommerce,
  clearEcommerceData,
  demoAnchor,
  saveDemoScale,
  seedDemoEcommerce,
} from '../seed/ecommerce/load';
import { runMigrations } from '../db/migrate';
import { seedDemoMasterData, seedReferenceData } from '../seed/seed';
import { resolveConfig } from '../config';
import { readEnv } from '../env';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '15000' },
      reset: { type: 'boolean', default: false },
    },
  });
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
    if (handle.kind === 'postgres') {
      await bulkLoadDemoEcommerce(handle.pool, data, (p) => {
        const rate = Math.round(p.lines / Math.max(0.001, p.elapsedMs / 1000));
        print(`  ${p.lines.toLocaleString('en')} lines, ${rate.toLocaleString('en')} lines/s`);
      });
      await handle.pool.query('analyze');
    } else {
      const loaded = await seedDemoEcommerce(handle.db, data);
      if (loaded === 0) throw new Error('The database holds orders already (use --reset).');
    }
    await saveDemoScale(handle.db, scale);
    const seconds = (Date.now() - started) / 1000;
    print(
      JSON.stringify({
        orderLines: data.orderLineCount,
        orders: data.orderCount,
        seconds: Math.round(seconds * 10) / 10,
        linesPerSecond: Math.round(data.orderLineCount / seconds),
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
