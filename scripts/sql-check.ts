// After the test run (the last step of `npm test`): every SQL statement the tests made the product run, judged
// (docs/decisions/057).
//  1. Both dialects: every statement ran on SQLite and on PostgreSQL, or, for a dialect branch (decision 042), the
//     product function that ran it ran on both.
//  2. Plans: no statement scans a table that grows with the platform, on either dialect, unless its function is on
//     the allow-list below with the reason.
// Reads the capture of src/server/test/sql-capture.ts; fails (exit 1) with a list of what it found.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createTestDatabase } from '../src/server/test/postgres.js';
import { type CapturedStatement, SQL_CAPTURE_DIR } from '../src/server/test/sql-capture.js';
import { BOUNDED_INDEXES, DIALECT_PAIRS, SCAN_ALLOWED, SMALL_TABLES } from './sql-check.allow.js';

type Dialect = CapturedStatement['dialect'];

/** Schema changes, transactions, locks and the migrator's bookkeeping: not queries of the product's paths. */
const NOT_A_QUERY = /^\s*(create|drop|alter|begin|commit|rollback|savepoint|release|pragma|lock|set|analyze|vacuum)\b|pg_advisory_(un)?lock|kysely_migration|sqlite_master|sqlite_schema|pg_catalog|information_schema/i;

export function loadCapture(dir = SQL_CAPTURE_DIR): CapturedStatement[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
  const out: CapturedStatement[] = [];
  for (const f of files) {
    for (const line of readFileSync(path.join(dir, f), 'utf8').split('\n')) if (line) out.push(JSON.parse(line) as CapturedStatement);
  }
  return out;
}

/** The product's statements: not the tests' own reads and writes, not the migrations. */
export function productStatements(all: CapturedStatement[]): CapturedStatement[] {
  const distinct = new Map<string, CapturedStatement>();
  for (const s of all) {
    if (s.caller.startsWith('test:') || s.caller === 'migration' || NOT_A_QUERY.test(s.sql)) continue;
    const key = `${s.dialect}\0${s.sql}`;
    if (!distinct.has(key)) distinct.set(key, s);
  }
  return [...distinct.values()];
}

/** One text for what the two dialects write differently: placeholders, and lists whose length varies by call. */
export function normalise(sqlText: string): string {
  return sqlText
    .replace(/\$\d+/g, '?')
    .replace(/\((\s*\?\s*,)+\s*\?\s*\)/g, '(?)')
    .replace(/(values \([^()]*\))(\s*,\s*\([^()]*\))+/gi, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Statements seen on one dialect only: neither their text nor the function that ran them ran on the other dialect,
 * nor any repository function on their stack (the one whose dialect branch chose them, docs/decisions/042).
 */
export function oneDialectOnly(statements: CapturedStatement[]): CapturedStatement[] {
  const seen = { sqlite: new Set<string>(), postgres: new Set<string>() };
  for (const s of statements) {
    seen[s.dialect].add(`text:${normalise(s.sql)}`);
    seen[s.dialect].add(`fn:${s.caller}`);
    for (const fn of s.scope) seen[s.dialect].add(`fn:${fn}`);
  }
  const missing = new Map<string, CapturedStatement>();
  for (const s of statements) {
    const other = seen[s.dialect === 'sqlite' ? 'postgres' : 'sqlite'];
    if (other.has(`text:${normalise(s.sql)}`) || (s.caller !== 'unknown' && other.has(`fn:${s.caller}`))) continue;
    if (s.scope.some((fn) => other.has(`fn:${fn}`))) continue;
    const partner = DIALECT_PAIRS[s.caller];
    if (partner && other.has(`fn:${partner}`)) continue;
    missing.set(`${s.dialect}\0${normalise(s.sql)}`, s);
  }
  return [...missing.values()];
}

/** `"table" as "alias"` and bare `from "table"`: what each name in a plan stands for. */
function tableNames(sqlText: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const m of sqlText.matchAll(/(?:from|join|update|into)\s+"(\w+)"(?:\s+as\s+"(\w+)")?/gi)) {
    names.set(m[1]!, m[1]!);
    if (m[2]) names.set(m[2], m[1]!);
  }
  return names;
}

const growing = (table: string | undefined) => table !== undefined && !SMALL_TABLES.has(table);

export interface Scan {
  dialect: Dialect;
  caller: string;
  sql: string;
  plan: string;
}

/**
 * SQLite without ANALYZE statistics plans every table as a large one: a SCAN of a table in its plan is a walk of the
 * whole table, or of a whole index. A walk in index order is stopped early by a LIMIT, so with one it counts as
 * bounded (as a PostgreSQL index scan under a Limit does).
 */
export function sqliteScans(db: SQLite.Database, tables: Set<string>, s: CapturedStatement): Scan[] {
  const names = tableNames(s.sql);
  const rows = db.prepare(`EXPLAIN QUERY PLAN ${s.sql}`).all(...parametersFor(s, '?')) as { detail: string }[];
  const plan = rows.map((r) => r.detail).join('; ');
  const limited = /\blimit\b/i.test(s.sql);
  const scanned = rows.filter((r) => {
    const m = /^SCAN (\w+)( USING (?:COVERING )?INDEX)?/.exec(r.detail);
    if (!m) return false;
    const table = names.get(m[1]!) ?? m[1]!;
    return tables.has(table) && growing(table) && !(m[2] && limited);
  });
  return scanned.length ? [{ dialect: 'sqlite', caller: s.caller, sql: s.sql, plan }] : [];
}

interface PgPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PgPlanNode[];
}

/**
 * PostgreSQL with sequential scans priced out of reach (enable_seqscan off): a Seq Scan left in the plan means no index
 * can serve the statement. An index scan with no condition walks the whole index, unless a Limit above stops it early.
 */
export function pgScansIn(node: PgPlanNode, limited = false): string[] {
  const found: string[] = [];
  const type = node['Node Type'];
  const relation = node['Relation Name'];
  if (growing(relation)) {
    if (type === 'Seq Scan') found.push(`Seq Scan on ${relation}`);
    // A partial index whose rows are few by construction (the allow-list's BOUNDED_INDEXES) may be walked whole.
    const whole = (n: PgPlanNode) => !n['Index Cond'] && !BOUNDED_INDEXES[n['Index Name'] ?? ''];
    if ((type === 'Index Scan' || type === 'Index Only Scan') && whole(node) && !limited) found.push(`full ${type} on ${relation}`);
    // A bitmap built from an index with no condition is the whole index too.
    const bitmapOfAll = (n: PgPlanNode): boolean => (n['Node Type'] === 'Bitmap Index Scan' && whole(n)) || (n.Plans ?? []).some(bitmapOfAll);
    if (type === 'Bitmap Heap Scan' && (node.Plans ?? []).some(bitmapOfAll) && !limited) found.push(`full Bitmap Heap Scan on ${relation}`);
  }
  for (const child of node.Plans ?? []) found.push(...pgScansIn(child, limited || type === 'Limit'));
  return found;
}

/** The first run's values where they were plain, else nulls (the plan is the same for a generic value). */
function parametersFor(s: CapturedStatement, style: '?' | '$'): unknown[] {
  if (s.parameters) return s.parameters;
  const count = style === '$' ? Math.max(0, ...[...s.sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]))) : (s.sql.match(/\?/g) ?? []).length;
  return Array.from({ length: count }, () => null);
}

async function planCheck(statements: CapturedStatement[]): Promise<{ scans: Scan[]; unexplained: string[] }> {
  const scans: Scan[] = [];
  const unexplained: string[] = [];
  const dir = await mkdtemp(path.join(tmpdir(), 'voxbook-sql-check-'));
  const sqliteDb = openDatabase({ dataDir: dir });
  await migrateToLatest(sqliteDb.db);
  await sqliteDb.close();
  const sqlite = new SQLite(path.join(dir, 'voxbook.db'));
  const tables = new Set((sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
  const pgDb = await createTestDatabase();
  const client = new pg.Client({ connectionString: pgDb.url });
  await client.connect();
  // Plans as if every table were large: no sequential scan while an index can serve, and joins by index lookups (an
  // empty database would otherwise merge-join whole indexes). What remains a scan is one no index can avoid.
  await client.query('SET enable_seqscan = off');
  await client.query('SET enable_hashjoin = off');
  await client.query('SET enable_mergejoin = off');
  // One transaction around the whole loop: each explain runs under a savepoint, so one that fails does not end it.
  await client.query('BEGIN');
  try {
    for (const s of statements) {
      if (SCAN_ALLOWED[s.caller]) continue;
      try {
        if (s.dialect === 'sqlite') scans.push(...sqliteScans(sqlite, tables, s));
        else {
          await client.query('SAVEPOINT explain');
          const res = await client.query<{ 'QUERY PLAN': [{ Plan: PgPlanNode }] }>(`EXPLAIN (FORMAT JSON) ${s.sql}`, parametersFor(s, '$'));
          await client.query('RELEASE SAVEPOINT explain');
          const root = res.rows[0]!['QUERY PLAN'][0].Plan;
          const found = pgScansIn(root);
          if (found.length) scans.push({ dialect: 'postgres', caller: s.caller, sql: s.sql, plan: found.join('; ') });
        }
      } catch (err) {
        if (s.dialect === 'postgres') await client.query('ROLLBACK TO SAVEPOINT explain').catch(() => undefined);
        unexplained.push(`${s.dialect} ${s.caller}: ${(err as Error).message}\n    ${s.sql}`);
      }
    }
  } finally {
    await client.end();
    await pgDb.drop();
    sqlite.close();
    await rm(dir, { recursive: true, force: true });
  }
  return { scans, unexplained };
}

async function main() {
  const all = loadCapture();
  const statements = productStatements(all);
  const byDialect = (d: Dialect) => statements.filter((s) => s.dialect === d).length;
  console.log(`SQL check: ${statements.length} distinct product statements (SQLite ${byDialect('sqlite')}, PostgreSQL ${byDialect('postgres')})`);
  if (statements.length === 0) {
    console.log(`No statement was captured in ${SQL_CAPTURE_DIR}: run the tests first (npm test does, then this check).`);
    process.exit(1);
  }
  let failed = false;

  const single = oneDialectOnly(statements);
  if (single.length) {
    failed = true;
    console.log(`\n${single.length} statement(s) ran on one dialect only (give the suite that runs them a run on the other: describeEachDatabase):`);
    for (const s of single) console.log(`- ${s.dialect} only, ${s.caller}\n    ${s.sql}`);
  }

  const { scans, unexplained } = await planCheck(statements);
  if (scans.length) {
    failed = true;
    console.log(`\n${scans.length} statement(s) scan a table that grows with the platform (add an index, or allow the function in scripts/sql-check.allow.ts with the reason):`);
    for (const s of scans) console.log(`- ${s.dialect}, ${s.caller}: ${s.plan}\n    ${s.sql}`);
  }
  if (unexplained.length) {
    failed = true;
    console.log(`\n${unexplained.length} statement(s) could not be explained:`);
    for (const u of unexplained) console.log(`- ${u}`);
  }
  const unknown = statements.filter((s) => s.caller === 'unknown');
  if (unknown.length) console.log(`\n(${unknown.length} statement(s) whose product function the stack did not show; judged by their text alone)`);
  if (failed) process.exit(1);
  console.log('SQL check passed: every statement ran on both dialects, and none scans a growing table outside the allow-list.');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
