import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, type KyselyPlugin, type LogEvent, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import path from 'node:path';
import pg from 'pg';
import { isPrecompiledSql } from './precompiled.js';
import type { DB } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  close(): Promise<void>;
}

// PostgreSQL returns BIGINT (our epoch-millisecond times, count(*)) as strings; every value we keep
// there fits in a double, so read them as numbers like SQLite does.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * Sees each statement a database runs: the test run's SQL capture (src/server/test/sql-capture.ts). Its plugin sees
 * each query as it is built (in the caller's stack), its log each statement once it has run.
 */
export interface QueryObserver {
  plugin: KyselyPlugin;
  log(dialect: Dialect, event: LogEvent): void;
}
let queryObserver: QueryObserver | undefined;

/** Test support: databases opened from now on report every statement they run to `observer`. */
export function observeQueries(observer: QueryObserver | undefined): void {
  queryObserver = observer;
}

/** The observer's plugin and log hook, when there is one (nothing is added to a production query's path). */
function observed(dialect: Dialect, plugins: KyselyPlugin[]): { plugins: KyselyPlugin[]; log?: (event: LogEvent) => void } {
  const observer = queryObserver;
  if (!observer) return { plugins };
  return { plugins: [...plugins, observer.plugin], log: (event) => observer.log(dialect, event) };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolSize?: number }): Database {
  const plugins = [new CamelCasePlugin()];
  if (opts.databaseUrl) {
    // A database that stops answering must fail requests (503) in seconds, not hold them open forever.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10, types: pgTypes, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // A client checked out when its connection drops emits 'error' with no listener of the pool's: that would
    // crash the process. Its query fails anyway (503), and the pool discards the client on release.
    pool.on('connect', (client) => {
      client.on('error', () => {});
      prepareNamedStatements(client);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...observed('postgres', plugins) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const sqlite = new SQLite(path.join(opts.dataDir, 'voxbook.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's default page cache is 2 MB; at marketing scale (~900 MB) the hot index pages of the dashboard and
  // inbox queries were evicted between requests and read back through a system call each. 64 MB keeps them.
  sqlite.pragma('cache_size = -65536');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), ...observed('sqlite', plugins) });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await db.destroy();
    },
  };
}

/**
 * The hot queries (precompiled.ts) run as named prepared statements on each connection: PostgreSQL then parses
 * and plans them once per connection instead of on every call. Only those: naming every query would keep a
 * statement per distinct SQL text (`in (...)` lists make new ones) on the server for the connection's lifetime.
 */
function prepareNamedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = new Map<string, string>();
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text !== 'string' || !isPrecompiledSql(text)) return query(...args);
    let name = named.get(text);
    if (!name) named.set(text, (name = `vb_${named.size + 1}`));
    return query({ name, text, values });
  }) as typeof client.query;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and on SQLite preparing costs as much as running a small query; the
 * public profile alone runs three per request. Prepared statements are kept per SQL text instead (bounded:
 * `in (...)` lists make new texts). A statement still being iterated is never handed out twice.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      const cached = cache.get(sqlText);
      if (cached && !cached.busy) return cached;
      const stmt = sqlite.prepare(sqlText);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(sqlText, stmt);
      return stmt;
    },
  };
}

/** SQLite stores booleans as 0/1 integers; so does our PostgreSQL schema, to keep one set of queries. */
export const toBool = (v: number | boolean | null | undefined): boolean => v === 1 || v === true;
export const fromBool = (v: boolean): number => (v ? 1 : 0);
export const isoTime = (ms: number): string => new Date(ms).toISOString();
