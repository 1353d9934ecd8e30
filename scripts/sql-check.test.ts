import SQLite from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/server/db/database.js';
import { migrateToLatest } from '../src/server/db/migrate.js';
import { createTestDatabase } from '../src/server/test/postgres.js';
import { callerOf, type CapturedStatement } from '../src/server/test/sql-capture.js';
import { normalise, oneDialectOnly, pgScansIn, sqliteScans } from './sql-check.js';

const statement = (over: Partial<CapturedStatement>): CapturedStatement => ({
  dialect: 'sqlite',
  sql: 'select 1',
  parameters: [],
  caller: 'modules/x/x.repository.ts:find',
  scope: [],
  testFile: null,
  ...over,
});

describe('the SQL check after npm test (docs/decisions/057)', () => {
  let dir: string;
  let sqlite: SQLite.Database;
  let tables: Set<string>;
  let pgDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Client;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'voxbook-sql-check-test-'));
    const d = openDatabase({ dataDir: dir });
    await migrateToLatest(d.db);
    await d.close();
    sqlite = new SQLite(path.join(dir, 'voxbook.db'));
    tables = new Set((sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
    pgDb = await createTestDatabase();
    client = new pg.Client({ connectionString: pgDb.url });
    await client.connect();
    for (const setting of ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin']) await client.query(`SET ${setting} = off`);
  });
  afterAll(async () => {
    await client?.end();
    await pgDb?.drop();
    sqlite?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const pgPlan = async (sqlText: string, values: unknown[]) =>
    pgScansIn((await client.query(`EXPLAIN (FORMAT JSON) ${sqlText}`, values)).rows[0]['QUERY PLAN'][0].Plan);

  it('fails a question no index answers, on both dialects, and passes one an index answers', async () => {
    const byLength = 'select "id" from "voice_messages" where "duration" = ?';
    expect(sqliteScans(sqlite, tables, statement({ sql: byLength, parameters: [7] }))).toHaveLength(1);
    expect(await pgPlan(byLength.replace('?', '$1'), [7])).toEqual(['Seq Scan on voice_messages']);

    const byProfile = 'select "id" from "voice_messages" where "creator_profile_id" = ? order by "created_at" desc limit ?';
    expect(sqliteScans(sqlite, tables, statement({ sql: byProfile, parameters: ['p', 10] }))).toEqual([]);
    expect(await pgPlan('select "id" from "voice_messages" where "creator_profile_id" = $1 order by "created_at" desc limit $2', ['p', 10])).toEqual([]);
  });

  it('fails the OR across a join that made every host call scan every page', async () => {
    const orAcrossJoin =
      'select "p"."id" from "creator_profiles" as "p" left join "co_hosts" as "c" on "c"."creator_profile_id" = "p"."id" and "c"."user_id" = ? where ("p"."user_id" = ? or "c"."user_id" = ?)';
    expect(sqliteScans(sqlite, tables, statement({ sql: orAcrossJoin, parameters: ['u', 'u', 'u'] }))).toHaveLength(1);
    expect(await pgPlan(orAcrossJoin.replace(/\?/g, (() => { let n = 0; return () => `$${++n}`; })()), ['u', 'u', 'u'])).not.toEqual([]);
  });

  it('a walk of a whole index counts as a scan unless a LIMIT stops it', async () => {
    expect(sqliteScans(sqlite, tables, statement({ sql: 'select count(*) from "users"' }))).toHaveLength(1);
    expect(sqliteScans(sqlite, tables, statement({ sql: 'select "id" from "users" order by "created_at" desc limit ?', parameters: [100] }))).toEqual([]);
    expect(await pgPlan('select count(*) from "users"', [])).toEqual(['full Bitmap Heap Scan on users']);
    expect(await pgPlan('select "id" from "users" order by "created_at" desc limit $1', [100])).toEqual([]);
  });

  it('lists a statement that ran on one dialect only, unless its text, its function or its branch ran on the other', () => {
    const both = [statement({ sql: 'select * from "a" where "id" = ?' }), statement({ dialect: 'postgres', sql: 'select * from "a" where "id" = $1' })];
    expect(oneDialectOnly(both)).toEqual([]);
    const lonely = statement({ sql: 'select * from "b" where "id" = ?', caller: 'modules/b/b.repository.ts:get' });
    expect(oneDialectOnly([...both, lonely])).toEqual([lonely]);
    // A dialect branch: each dialect's statement of its own, under one repository function.
    const branch = [
      statement({ sql: 'insert into "m" values (?)', caller: 'modules/m/m.repository.ts:<anonymous>', scope: ['modules/m/m.repository.ts:insert'] }),
      statement({ dialect: 'postgres', sql: 'with "c" as (select 1) insert into "m" select $1', caller: 'modules/m/m.repository.ts:insert', scope: ['modules/m/m.repository.ts:insert'] }),
    ];
    expect(oneDialectOnly(branch)).toEqual([]);
  });

  it('one text for what the dialects write differently: placeholders and lists of any length', () => {
    expect(normalise('select * from "t" where "id" in ($1, $2, $3) and "x" = $4')).toBe(normalise('select * from "t" where "id" in (?) and "x" = ?'));
    expect(normalise('insert into "t" ("a") values (?), (?), (?)')).toBe(normalise('insert into "t" ("a") values (?)'));
  });

  it('names the product function that built a statement, a test that ran its own, or the migrator', () => {
    const root = path.resolve('src/server');
    const frames = (...files: string[]) => ['Error', ...files.map((f, i) => `    at fn${i} (${f}:1:1)`)].join('\n');
    expect(callerOf(frames(`${root}/db/database.ts`, `${root}/modules/messages/messages.repository.ts`, `${root}/modules/messages/messages.service.ts`))).toEqual({
      caller: 'modules/messages/messages.repository.ts:fn1',
      scope: ['modules/messages/messages.repository.ts:fn1'],
    });
    expect(callerOf(frames(`${root}/modules/messages/messages.api.test.ts`)).caller).toBe('test:src/server/modules/messages/messages.api.test.ts');
    expect(callerOf(frames(`${path.resolve('node_modules/kysely/dist/esm/migration')}/migrator.js`)).caller).toBe('migration');
  });
});
