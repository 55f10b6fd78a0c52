// npm test: every test (unit, API integration, end-to-end in Chromium), then one closing line
// "tests: N passed, M failed" summing every runner. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'backoffice-test-'));
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
let skipped = 0;
let exitCode = 0;

const vitestJson = join(out, 'vitest.json');
// TEST_VITEST_PROJECTS (comma-separated: shared, api, web) narrows the unit run, e.g. to the projects
// that touch the database when the same tree is tested again on another database.
const projects = (process.env.TEST_VITEST_PROJECTS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean)
  .flatMap((name) => ['--project', name]);
const vitestStatus = run('npx', [
  'vitest',
  'run',
  ...projects,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (vitestStatus !== 0) {
  exitCode = 1;
  if (!vitest || vitest.numFailedTests === 0) failed += 1; // a runner that broke before reporting
}

if (run('node', ['scripts/build-if-stale.mjs']) !== 0) {
  exitCode = 1;
  failed += 1;
} else {
  const playwrightJson = join(out, 'playwright.json');
  const playwrightStatus = run(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  );
  const playwright = readJson(playwrightJson);
  if (playwright) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected;
    skipped += playwright.stats.skipped;
  }
  if (playwrightStatus !== 0) {
    exitCode = 1;
    if (!playwright || playwright.stats.unexpected === 0) failed += 1;
  }
}

rmSync(out, { recursive: true, force: true });
// CI runs the suite twice (PGlite, PostgreSQL) and sums the two runs.
if (process.env.TEST_SUMMARY_FILE) {
  writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify({ passed, failed, skipped }));
}
process.stdout.write(
  `\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
);
process.exit(exitCode);
