import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Every core: the component and API tests are CPU-bound (vitest keeps one core back by default).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // The demo database is migrated and seeded once per run; each test app starts from a copy.
          globalSetup: ['./src/test/global-setup.ts'],
          // The files of a worker share its modules rather than each importing the app again (a
          // second each): every file builds its own app on its own database, and the app keeps no
          // state in its modules beyond caches of what never changes.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // The files of a worker share their modules (antd, React, the app) instead of each
          // importing them again: each file still gets its own window, and the set-up's afterEach
          // puts back the clock, the spies and the storage a test changed.
          isolate: false,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
