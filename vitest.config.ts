import { defineConfig } from 'vitest/config';

/**
 * The container image's test reads the build that npm test started before everything else (scripts/test.sh): last, so
 * that the build has the whole run to finish in, and no worker waits for it while there is other work.
 */
const IMAGE_TEST = 'scripts/image.test.ts';

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
    // Most of a test's time is waiting (PostgreSQL, ffmpeg, sockets, a browser): three workers keep two cores busy
    // (vitest's default on two cores is one). VITEST_MAX_WORKERS overrides it on a bigger machine.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...MODULE_MOCKS, IMAGE_TEST],
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
          // After the server suites, one at a time: a browser wants a core while it renders, and the recordings'
          // timing, focus and clipboard tests are judged against a real clock (two at a time made them flaky).
          maxWorkers: 1,
          // vitest 5 fails a poll whose callback has not settled by the timeout (1 s by default): a call into a
          // browser can take longer than that on a loaded machine, so polls wait up to 10 s for the state they ask.
          expect: { poll: { timeout: 10_000 } },
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'image',
          include: [IMAGE_TEST],
          sequence: { groupOrder: 2 },
          testTimeout: 45 * 60_000,
        },
      },
    ],
  },
});
