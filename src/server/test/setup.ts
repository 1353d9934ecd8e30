// Test-only: runs in every test process before its files (vitest.config.ts setupFiles).
import { captureSql } from './sql-capture.js';

captureSql();
