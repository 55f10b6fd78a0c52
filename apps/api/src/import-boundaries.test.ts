// The import boundaries that `npm run lint` checks (.dependency-cruiser.cjs), tried on a small tree
// that crosses each of them once, and on one that keeps to them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The violations the rules find in a tree of these files (path: text). */
async function violationsOf(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  folders.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  // The project's tsconfig is not in the small tree; the rules and the rest of the options are.
  const { tsConfig: _tsConfig, ...options } = config.options;
  const result = await cruise(['apps'], {
    ...options,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    baseDir: dir,
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

describe('import boundaries', () => {
  it('fail a cross-feature import, a runtime import of seed/ and a folder cycle in the API', async () => {
    const found = await violationsOf({
      'apps/web/src/features/orders/orders-page.ts':
        "import { b } from '../chat/chat';\nexport const a = b;\n",
      'apps/web/src/features/chat/chat.ts': 'export const b = 1;\n',
      'apps/api/src/modules/sales/sales.service.ts':
        "import { s } from '../../seed/demo';\nexport const m = s;\n",
      'apps/api/src/seed/demo.ts': 'export const s = 1;\n',
      'apps/api/src/modules/pool/pool.service.ts':
        "import { q } from '../customers/customers.service';\nexport const p = () => q;\n",
      'apps/api/src/modules/customers/customers.service.ts':
        "import { p } from '../pool/pool.service';\nexport const q = () => p;\n",
    });
    expect(found).toEqual([
      'api-no-folder-cycle: apps/api/src/modules/customers -> apps/api/src/modules/pool',
      'api-no-folder-cycle: apps/api/src/modules/pool -> apps/api/src/modules/customers',
      'api-runtime-imports-no-seed: apps/api/src/modules/sales/sales.service.ts -> apps/api/src/seed/demo.ts',
      'web-feature-imports-no-other-feature: apps/web/src/features/orders/orders-page.ts -> apps/web/src/features/chat/chat.ts',
    ]);
  });

  it('let through what keeps to them: shared code, a start-up step seeding, one-way folders', async () => {
    const found = await violationsOf({
      'apps/web/src/features/orders/orders-page.ts':
        "import { f } from '../../lib/format';\nexport const a = f;\n",
      'apps/web/src/lib/format.ts': 'export const f = 1;\n',
      'apps/api/src/server.ts': "import { s } from './seed/demo';\nexport const m = s;\n",
      'apps/api/src/seed/demo.ts':
        "import { q } from '../modules/customers/customers.service';\nexport const s = q;\n",
      'apps/api/src/modules/pool/pool.service.ts':
        "import { q } from '../customers/customers.service';\nexport const p = () => q;\n",
      'apps/api/src/modules/customers/customers.service.ts': 'export const q = 1;\n',
    });
    expect(found).toEqual([]);
  });
});
