// npm run lint:imports: the import boundaries of .dependency-cruiser.cjs. A violation listed in
// .dependency-cruiser-known-violations.json (there when its rule was set, being removed) is let
// through; any other fails. The list is matched here rather than by --ignore-known, which does not
// match the cycles between folders.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const KNOWN = '.dependency-cruiser-known-violations.json';
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
// A cycle is known by its rule and its first step: the path round may change as imports are added.
const keyOf = (violation) => [violation.rule.name, violation.from, violation.to].join(' | ');
const known = new Set(JSON.parse(readFileSync(new URL(`../${KNOWN}`, import.meta.url))).map(keyOf));
const found = summary.violations.filter((violation) => violation.rule.severity === 'error');
const fresh = found.filter((violation) => !known.has(keyOf(violation)));
const gone = known.size - (found.length - fresh.length);

for (const violation of fresh) {
  const path = violation.cycle
    ? [violation.from, ...violation.cycle.map((step) => step.name)].join(' -> ')
    : `${violation.from} -> ${violation.to}`;
  process.stdout.write(`error ${violation.rule.name}: ${path}\n`);
}
process.stdout.write(
  `${String(summary.totalCruised)} modules cruised: ${String(fresh.length)} import(s) across a boundary, ` +
    `${String(found.length - fresh.length)} known (${KNOWN})` +
    (gone > 0 ? `; ${String(gone)} known one(s) gone: take them off the list.\n` : '.\n'),
);
process.exit(fresh.length > 0 ? 1 : 0);
