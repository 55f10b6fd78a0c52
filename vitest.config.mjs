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
          testTimeout: 30_000,
        },
      },
    ],
  },
});
