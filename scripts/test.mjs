// npm test: every test (unit, API integration, component, end-to-end in Chromium), the wall time of
// each part, then one closing line "tests: N passed, M failed" summing every runner. Exits non-zero
// on any failure. On CI (CI=true) a failed end-to-end journey is tried once more: one that passes
// the second time counts as passed but is listed as flaky before the closing line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'backoffice-test-'));
const started = Date.now();
/** The wall time of each part, printed at the end. */
const times = [];
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

function run(part, command, args, env = {}) {
  const begin = Date.now();
  const status =
    spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
      .status ?? 1;
  times.push(`${part} ${seconds(Date.now() - begin)}`);
  return status;
}

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;
const flaky = [];

// TEST_VITEST_PROJECTS (comma-separated: shared, api, web) narrows the unit run, e.g. to the projects
// that touch the database when the same tree is tested again on another database.
const projects = (process.env.TEST_VITEST_PROJECTS || 'shared,api,web')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
// On PGlite the API tests' global set-up seeds the demo database once; it keeps a copy here, which
// the journeys' server starts from instead of seeding the same database again. CI seeds it ahead
// (apps/api/src/test/prepare-test-databases.ts) and names it with TEST_SEEDED_DUMP and
// TEST_SEEDED_READY=1, which the set-up then takes as it is.
const seededDump = process.env.TEST_SEEDED_DUMP || join(out, 'seeded.tar');
for (const project of projects) {
  const json = join(out, `vitest-${project}.json`);
  const status = run(
    `vitest ${project}`,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
    ],
    project === 'api' && !process.env.DATABASE_URL ? { TEST_SEEDED_DUMP: seededDump } : {},
  );
  const vitest = readJson(json);
  if (vitest) {
    passed += vitest.numPassedTests;
    failed += vitest.numFailedTests;
    skipped += vitest.numPendingTests + vitest.numTodoTests;
  }
  if (status !== 0) {
    exitCode = 1;
    if (!vitest || vitest.numFailedTests === 0) failed += 1; // a runner that broke before reporting
  }
}

/** The titles of the journeys that failed first and passed when tried again. */
function flakyJourneys(report) {
  const titles = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') titles.push([...path, spec.title].join(' › '));
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return titles;
}

// TEST_E2E=0 leaves the end-to-end suite out, e.g. when the same tree is tested again on another
// database: the journeys drive the web app through the API, whose database layer the API tests
// already cover on both.
if (process.env.TEST_E2E === '0') {
  times.push('end-to-end left out (TEST_E2E=0)');
} else if (run('build if stale', 'node', ['scripts/build-if-stale.mjs']) !== 0) {
  exitCode = 1;
  failed += 1;
} else {
  const playwrightJson = join(out, 'playwright.json');
  const playwrightStatus = run(
    'end-to-end',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
      ...(existsSync(seededDump) && { E2E_SEEDED_DUMP: seededDump }),
    },
  );
  const playwright = readJson(playwrightJson);
  if (playwright) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected;
    skipped += playwright.stats.skipped;
    flaky.push(...flakyJourneys(playwright));
  }
  if (playwrightStatus !== 0) {
    exitCode = 1;
    if (!playwright || playwright.stats.unexpected === 0) failed += 1;
  }
}

rmSync(out, { recursive: true, force: true });
const total = Date.now() - started;
// CI runs the suite twice (PGlite, PostgreSQL) and sums the two runs.
if (process.env.TEST_SUMMARY_FILE) {
  writeFileSync(
    process.env.TEST_SUMMARY_FILE,
    JSON.stringify({ passed, failed, skipped, flaky, seconds: Math.round(total / 1000) }),
  );
}
process.stdout.write(`\nwall time: ${times.join(', ')}; in all ${seconds(total)}\n`);
if (flaky.length > 0) {
  process.stdout.write(
    `\nflaky (failed, then passed when tried again; a defect to fix):\n${flaky
      .map((title) => `  - ${title}\n`)
      .join('')}`,
  );
}
process.stdout.write(
  `\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
);
process.exit(exitCode);
