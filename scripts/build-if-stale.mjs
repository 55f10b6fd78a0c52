// Builds the web app and the server when a build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const sources = [
  'packages/shared/src',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/api/build.mjs',
  'apps/api/package.json',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'package-lock.json',
];
const outputs = ['apps/api/dist/server.js', 'apps/web/dist/index.html'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsStale() {
  const built = Math.min(...outputs.map((file) => newestMtime(join(root, file))));
  if (built === 0) return true;
  return Math.max(...sources.map((path) => newestMtime(join(root, path)))) > built;
}

export function buildIfStale() {
  if (!buildIsStale()) return;
  process.stdout.write('Building the web app and the server (first start or changed sources)...\n');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('The build failed; see above.\n');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
