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

/**
 * End-to-end files whose recordings are judged against a real clock: the fake microphone plays in real time, and
 * Firefox and WebKit record through a PulseAudio sink or a WebDriver session. They run one at a time after the others,
 * so that no second browser takes the cores their timing needs (two at a time made them flaky). Focus and the
 * clipboard are a browser's own (each worker launches its own Chromium), so those files run two at a time.
 */
const E2E_ONE_AT_A_TIME = [
  'e2e/firefox.e2e.test.ts',
  'e2e/webkit.e2e.test.ts',
  'e2e/guest-every-phone.e2e.test.ts',
  'e2e/voice.e2e.test.ts',
  'e2e/voice-offline.e2e.test.ts',
  'e2e/greeting-prompts.e2e.test.ts',
  'e2e/playable-audio.e2e.test.ts',
];

/** What every end-to-end file shares. */
const E2E = {
  // vitest 5 fails a poll whose callback has not settled by the timeout (1 s by default): a call into a browser can
  // take longer than that on a loaded machine, so polls wait up to 10 s for the state they ask.
  expect: { poll: { timeout: 10_000 } },
  testTimeout: 120_000,
  hookTimeout: 120_000,
  isolate: false,
  // Tests marked concurrent in a file (the accessibility sweep) share its server and browser, three at a time.
  maxConcurrency: 3,
};

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
          exclude: E2E_ONE_AT_A_TIME,
          // After the server suites, two files at a time: a browser test leaves most of a core idle while it waits for
          // the page, the server or a mail (docs/decisions/057).
          maxWorkers: 2,
          ...E2E,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-serial',
          include: E2E_ONE_AT_A_TIME,
          maxWorkers: 1,
          ...E2E,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'image',
          include: [IMAGE_TEST],
          sequence: { groupOrder: 3 },
          testTimeout: 45 * 60_000,
        },
      },
    ],
  },
});
