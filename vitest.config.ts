import { defineConfig } from 'vitest/config';

/**
 * Suites that swap a module for the whole file (vi.mock): they run in a fresh module registry each. Every other
 * server suite shares its worker's modules (isolate: false), so the app is imported once per worker rather than once
 * per file (docs/decisions/057).
 */
const MODULE_MOCKS = [
  'src/server/test/security/permission-matrix.api.test.ts',
  'src/server/test/security/hostile-input.api.test.ts',
  'src/server/plugins/api-reference.api.test.ts',
];

export default defineConfig({
  test: {
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/setup.ts'],
    environment: 'node',
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: MODULE_MOCKS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-isolated',
          include: MODULE_MOCKS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
