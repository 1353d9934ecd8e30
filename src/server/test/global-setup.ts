// Test-only: runs once before a test run (vitest.config.ts globalSetup).
import { rmSync } from 'node:fs';
import { SQL_CAPTURE_DIR } from './sql-capture.js';

/** Each run's SQL capture starts empty, so scripts/sql-check.ts reads this run's statements only. */
export default function setup() {
  rmSync(SQL_CAPTURE_DIR, { recursive: true, force: true });
}
