// A server process's sync engine alone, for the crash and two-process tests: runs the thuocsi job of
// the database in DATABASE_URL from the demo source, slowly, printing a JSON line per committed page.
import { ThuocsiDemoSource } from './sources/thuocsi/thuocsi-demo';
import { openDatabase } from '../../db/client';
import { EcommerceDemoData } from '../../demo-data/dataset';
import { SyncEngine } from './sync-engine';
import { findRun } from './sync.repository';

const url = process.env.DATABASE_URL ?? '';
const data = new EcommerceDemoData({
  orderLines: Number(process.env.ORDER_LINES),
  anchorMs: Number(process.env.ANCHOR_MS),
});
const runId = Number(process.env.RUN_ID);
const handle = await openDatabase({ kind: 'postgres', url, poolMax: 3 });
const quiet = () => undefined;
const engine = new SyncEngine({
  db: handle.db,
  handle,
  log: { info: quiet, warn: quiet, error: quiet },
  connectorFor: () => Promise.resolve(new ThuocsiDemoSource(data, Number(process.env.PAGE_SIZE))),
  pageDelayMs: Number(process.env.PAGE_DELAY_MS),
  onPage: (info) => {
    process.stdout.write(`${JSON.stringify({ ...info, at: Date.now() })}\n`);
  },
});
process.stdout.write(`${JSON.stringify({ ready: process.pid })}\n`);
for (;;) {
  engine.kick('thuocsi');
  await engine.idle();
  const run = await findRun(handle.db, runId);
  if (run?.status === 'succeeded' || run?.status === 'failed') break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await handle.close();
process.exit(0);
