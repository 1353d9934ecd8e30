// Test-only: runs in every test process before its files (vitest.config.ts setupFiles).
import { setPriority } from 'node:os';
import { captureSql } from './sql-capture.js';

captureSql();
// npm test runs the server suites at a lower priority than the end-to-end files beside them (scripts/test.sh).
if (process.env.VOXBOOK_TEST_NICE) setPriority(Number(process.env.VOXBOOK_TEST_NICE));
