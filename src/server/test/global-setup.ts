// Test-only: runs once before a test run (vitest.config.ts globalSetup).
import { rmSync } from 'node:fs';
import { SQL_CAPTURE_DIR } from './sql-capture.js';

/**
 * Each run's SQL capture starts empty, so scripts/sql-check.ts reads this run's statements only; npm test
 * (scripts/test.sh) empties it itself, once for the several vitest runs it makes at the same time.
 */
export default function setup() {
  if (!process.env.VOXBOOK_SQL_CAPTURE_KEPT) rmSync(SQL_CAPTURE_DIR, { recursive: true, force: true });
}
