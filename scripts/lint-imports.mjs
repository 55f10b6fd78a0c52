// npm run lint:imports: the import boundaries of .dependency-cruiser.cjs over the web app, the API and
// the shared package; any import across one fails, cycles shown with the path round.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['apps/web/src', 'apps/api/src', 'packages/shared/src'];

const run = spawnSync(
  'npx',
  ['depcruise', ...SOURCES, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
  { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
if (run.status === null || !run.stdout.startsWith('{')) {
  process.stderr.write(run.stderr || run.stdout);
  process.exit(2);
}
const { summary } = JSON.parse(run.stdout);
const found = summary.violations.filter((violation) => violation.rule.severity === 'error');

for (const violation of found) {
  const path = violation.cycle
    ? [violation.from, ...violation.cycle.map((step) => step.name)].join(' -> ')
    : `${violation.from} -> ${violation.to}`;
  process.stdout.write(`error ${violation.rule.name}: ${path}\n`);
}
process.stdout.write(
  `${String(summary.totalCruised)} modules cruised: ${String(found.length)} import(s) across a boundary.\n`,
);
process.exit(found.length > 0 ? 1 : 0);
