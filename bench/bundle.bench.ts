// Gzip size of the JavaScript a browser needs for /login, and of each screen's own chunk (what opening
// that screen adds to what the app shell already loaded). Reads the Vite manifest of apps/web/dist;
// prints a table and JSON, writes bench/results/bundle.json.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SCREENS } from '@backoffice/shared';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const LOGIN_BUDGET_KB = 200;

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
const screens = Object.entries(SCREENS).flatMap(([key, screen]) => {
  const match = new RegExp(
    `\\b${key}: lazyScreen\\(\\(\\) =>\\s*import\\('\\.\\./(features/[^']+)'\\)`,
  ).exec(componentsSource);
  if (!match?.[1]) return [];
  const files = closure(keyOf(`src/${match[1]}.tsx`));
  const own = [...files].filter((file) => !shell.has(file));
  return [
    { screen: key, path: screen.path, chunkGzipKB: kb(sum(own)), withSharedGzipKB: kb(sum(files)) },
  ];
});

const report = {
  benchmark: 'bundle',
  at: new Date().toISOString(),
  shellGzipKB: kb(sum(shell)),
  loginGzipKB: kb(loginBytes),
  loginBudgetKB: LOGIN_BUDGET_KB,
  loginWithinBudget: loginBytes / 1024 <= LOGIN_BUDGET_KB,
  loginDeferredGzipKB: kb(sum(loginDeferred)),
  screens,
};
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/bundle.json'), `${JSON.stringify(report, null, 2)}\n`);
console.table([
  { what: 'app shell (entry)', gzipKB: report.shellGzipKB },
  { what: '/login (shell + login screen)', gzipKB: report.loginGzipKB },
  { what: '/login, fetched after showing (HTTP client)', gzipKB: report.loginDeferredGzipKB },
  ...screens.map((s) => ({ what: `${s.path} (own chunk)`, gzipKB: s.chunkGzipKB })),
]);
console.log(JSON.stringify(report, null, 2));
