import { defineConfig } from 'vitest/config';

// One runner, four suites: unit (no services), integration (real PostgreSQL), e2e (built app in Chromium),
// reliability (several built server processes killed under load).
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['apps/*/src/**/*.int.test.ts'],
          globalSetup: ['apps/server/src/testing/integration-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Two files at a time: each has its own database on the shared cluster (and its own Redis channel
          // prefix), and most of a file's time is spent waiting on PostgreSQL, so two workers took the suite
          // from about 13 to 6 minutes on a 2-core machine.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // The bank test: built server processes killed with SIGKILL under load (tests/reliability).
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
