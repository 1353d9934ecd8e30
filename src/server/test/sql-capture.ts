// Test-only: records each distinct SQL statement the tests run, per dialect, with the product function that ran it.
// scripts/sql-check.ts reads the records after `npm test`: it asks each dialect for the statements' plans and checks
// that every statement ran on both databases (docs/decisions/057).
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { KyselyPlugin, QueryId } from 'kysely';
import { expect } from 'vitest';
import { type Dialect, observeQueries } from '../db/database.js';

export const SQL_CAPTURE_DIR = path.resolve('test-results/sql');

export interface CapturedStatement {
  dialect: Dialect;
  sql: string;
  /** The first run's values, when they are plain (the checker explains the statement with them). */
  parameters: unknown[] | null;
  /**
   * `modules/messages/messages.repository.ts:listMessages`, the product function that ran the statement; `test:<file>`
   * when a test ran it itself; `migration` for the migrator's; 'unknown' when the stack showed none of these.
   */
  caller: string;
  /**
   * The repository functions on the stack, innermost first: where a dialect branch (docs/decisions/042) chose a
   * statement of its own for each dialect, the function that branched is among them.
   */
  scope: string[];
  /** The test file that first ran it (for choosing which suites need both dialects). */
  testFile: string | null;
}

const SERVER_ROOT = path.resolve('src/server') + path.sep;
const isTestFile = (file: string) => /[\\/](test|e2e|bench|scripts)[\\/]|\.test(-support|-helpers)?\.ts$/.test(file);
/** Frames of the machinery between a product function and the driver. */
const PLUMBING = /[\\/]db[\\/](database|precompiled)\.ts$/;

/** Reads one stack frame: the function's name and its file. */
function frame(line: string): { fn: string; file: string } | undefined {
  const match = /at (?:async )?(?:(\S+) \()?(?:file:\/\/)?([^()\s]+?):\d+:\d+\)?$/.exec(line.trim());
  return match ? { fn: match[1] ?? '<anonymous>', file: match[2] ?? '' } : undefined;
}

/** A frame's `file:function` under src/server. */
const productFunction = (f: { fn: string; file: string }) =>
  `${path.relative(SERVER_ROOT, f.file).split(path.sep).join('/')}:${f.fn.replace(/^(Object|Module)\./, '')}`;

/** The innermost product function on a stack taken while the query was being built, and the repository functions. */
export function callerOf(stack: string): Pick<CapturedStatement, 'caller' | 'scope'> {
  let caller: string | undefined;
  const scope: string[] = [];
  for (const line of stack.split('\n').slice(1)) {
    const f = frame(line);
    if (!f) continue;
    if (/kysely[\\/]dist[\\/].*[\\/]migration[\\/]/.test(f.file) || /[\\/]db[\\/]migrations[\\/]/.test(f.file)) return { caller: 'migration', scope };
    if (f.file.includes(`${path.sep}node_modules${path.sep}`) || PLUMBING.test(f.file) || f.file.endsWith('sql-capture.ts')) continue;
    if (isTestFile(f.file)) return { caller: caller ?? `test:${path.relative(process.cwd(), f.file)}`, scope };
    if (!f.file.startsWith(SERVER_ROOT)) continue;
    caller ??= productFunction(f);
    if (f.file.endsWith('.repository.ts')) scope.push(productFunction(f));
  }
  return { caller: caller ?? 'unknown', scope };
}

const plain = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** Stacks taken as queries are built: captured raw (cheap), formatted only for a statement not seen before. */
const stacks = new WeakMap<QueryId, { stack?: string }>();
const stackRecorder: KyselyPlugin = {
  transformQuery(args) {
    const holder: { stack?: string } = {};
    const limit = Error.stackTraceLimit;
    // Kysely's own frames fill the default ten; the product's function is further out.
    Error.stackTraceLimit = 40;
    Error.captureStackTrace(holder);
    Error.stackTraceLimit = limit;
    stacks.set(args.queryId, holder);
    return args.node;
  },
  transformResult: async (args) => args.result,
};

const seen = new Set<string>();
const currentTestFile = () => {
  const file = expect.getState().testPath;
  return file ? path.relative(process.cwd(), file) : null;
};
let file: string | undefined;

/** Starts recording in this test process (a setup file calls it; again is harmless). */
export function captureSql(dir = SQL_CAPTURE_DIR): void {
  if (file) return;
  mkdirSync(dir, { recursive: true });
  file = path.join(dir, `${process.pid}.jsonl`);
  observeQueries({
    plugin: stackRecorder,
    log(dialect, { query }) {
      const testFile = currentTestFile();
      const key = `${dialect}\0${query.sql}\0${testFile}`;
      if (seen.has(key)) return;
      seen.add(key);
      const record: CapturedStatement = {
        dialect,
        sql: query.sql,
        parameters: query.parameters.every(plain) ? [...query.parameters] : null,
        ...callerOf(stacks.get(query.queryId)?.stack ?? ''),
        testFile,
      };
      appendFileSync(file!, `${JSON.stringify(record)}\n`);
    },
  });
}
