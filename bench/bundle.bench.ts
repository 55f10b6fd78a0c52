// Gzip size of the JavaScript a browser needs for /login, of each screen's own chunk (what opening
// that screen adds to what the app shell already loaded) and of the chart chunk (ECharts, loaded the
// first time a report draws a chart), against their budgets. Reads the Vite manifest of
// apps/web/dist; prints a table and JSON, writes bench/results/bundle.json; exits 1 over a budget.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SCREENS } from '@backoffice/shared';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const LOGIN_BUDGET_KB = 200;
/** What opening one screen may add to the shell. */
const SCREEN_BUDGET_KB = 150;
/** ECharts with the charts and components the reports use. */
const CHART_BUDGET_KB = 250;
const CHART_SOURCE = 'src/components/report/echarts-view.tsx';

interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const build = spawnSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No Vite manifest: build the web app with build.manifest on.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>;
const gzipCache = new Map<string, number>();
const gzipSize = (file: string): number => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).byteLength;
    gzipCache.set(file, size);
  }
  return size;
};

/** The chunk files a manifest key needs: itself and its static imports, transitively. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return into;
  into.add(entry.file);
  for (const imported of entry.imports ?? []) closure(imported, into);
  return into;
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const sum = (files: Iterable<string>) =>
  [...files].reduce((total, file) => total + gzipSize(file), 0);
const keyOf = (source: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(source));
  if (!key) throw new Error(`${source} is not in the manifest`);
  return key;
};

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? 'index.html';
const shell = closure(entryKey);
const loginFiles = closure(keyOf('src/features/auth/login-page.tsx'), new Set(shell));
const loginBytes = sum(loginFiles);
// What the sign-in page fetches in the background once shown (the HTTP client for the sign-in call).
const loginDeferred = new Set<string>();
for (const dynamic of manifest[keyOf('src/features/auth/login-page.tsx')]?.dynamicImports ?? []) {
  for (const file of closure(dynamic)) if (!loginFiles.has(file)) loginDeferred.add(file);
}

const componentsSource = readFileSync(join(root, 'apps/web/src/app/screen-components.ts'), 'utf8');
const screenFiles = Object.entries(SCREENS).flatMap(([key, screen]) => {
  const match = new RegExp(
    `\\b${key}: lazyScreen\\(\\(\\) =>\\s*import\\('\\.\\./(features/[^']+)'\\)`,
  ).exec(componentsSource);
  if (!match?.[1]) return [];
  const source = `src/${match[1]}.tsx`;
  const built = !readFileSync(join(root, 'apps/web', source), 'utf8').includes('ScreenPlaceholder');
  const files = new Set([...closure(keyOf(source))].filter((file) => !shell.has(file)));
  return [{ key, path: screen.path, built, files }];
});

// The chunks most built screens need beyond the shell (the table, the pickers, the forms, the HTTP
// client, the contracts): the first screen opened after signing in loads them, and the others reuse
// them. A screen's own chunk is what it needs beyond these.
const builtScreens = screenFiles.filter((screen) => screen.built);
const usedBy = new Map<string, number>();
for (const screen of builtScreens) {
  for (const file of screen.files) usedBy.set(file, (usedBy.get(file) ?? 0) + 1);
}
const common = new Set(
  [...usedBy].filter(([, count]) => count * 2 >= builtScreens.length).map(([file]) => file),
);
const commonGzipKB = kb(sum(common));

const screens = screenFiles.map(({ key, path, built, files }) => {
  // What opening the screen adds once the common chunks are there: its own chunk.
  const chunkGzipKB = kb(sum([...files].filter((file) => !common.has(file))));
  return {
    screen: key,
    path,
    built,
    chunkGzipKB,
    /** What opening it adds to the shell alone: the first screen opened after signing in. */
    firstOpenGzipKB: kb(sum(files)),
    withinBudget: chunkGzipKB <= SCREEN_BUDGET_KB,
  };
});

// The chart chunk: what drawing the first chart adds to the shell.
const chartFiles = [...closure(keyOf(CHART_SOURCE))].filter((file) => !shell.has(file));
const chartGzipKB = kb(sum(chartFiles));

const report = {
  benchmark: 'bundle',
  at: new Date().toISOString(),
  shellGzipKB: kb(sum(shell)),
  loginGzipKB: kb(loginBytes),
  loginBudgetKB: LOGIN_BUDGET_KB,
  loginWithinBudget: loginBytes / 1024 <= LOGIN_BUDGET_KB,
  loginDeferredGzipKB: kb(sum(loginDeferred)),
  chartGzipKB,
  chartBudgetKB: CHART_BUDGET_KB,
  chartWithinBudget: chartGzipKB <= CHART_BUDGET_KB,
  commonScreenGzipKB: commonGzipKB,
  screenBudgetKB: SCREEN_BUDGET_KB,
  screens,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/bundle.json'), `${JSON.stringify(report, null, 2)}\n`);
const verdict = (within: boolean) => (within ? 'ok' : 'OVER');
console.table([
  { what: 'app shell (entry)', gzipKB: report.shellGzipKB, budgetKB: '', verdict: '' },
  {
    what: '/login (shell + login screen)',
    gzipKB: report.loginGzipKB,
    budgetKB: LOGIN_BUDGET_KB,
    verdict: verdict(report.loginWithinBudget),
  },
  {
    what: '/login, fetched after showing (HTTP client)',
    gzipKB: report.loginDeferredGzipKB,
    budgetKB: '',
    verdict: '',
  },
  {
    what: 'chart chunk (ECharts)',
    gzipKB: chartGzipKB,
    budgetKB: CHART_BUDGET_KB,
    verdict: verdict(report.chartWithinBudget),
  },
  {
    what: 'common screen chunks (the first screen opened)',
    gzipKB: commonGzipKB,
    budgetKB: '',
    verdict: '',
  },
  ...screens.map((s) => ({
    what: `${s.path} (own chunk${s.built ? '' : ', placeholder'})`,
    gzipKB: s.chunkGzipKB,
    budgetKB: SCREEN_BUDGET_KB,
    verdict: verdict(s.withinBudget),
    firstOpenGzipKB: s.firstOpenGzipKB,
  })),
]);
console.log(JSON.stringify(report, null, 2));
if (
  !report.loginWithinBudget ||
  !report.chartWithinBudget ||
  screens.some((s) => !s.withinBudget)
) {
  console.error('Over budget: see the table above.');
  process.exit(1);
}
