import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The number of user accounts, kept by triggers on users in a one-row table, like the per-profile totals
 * (migration 004). Every page of the master admin's user list shows the total and the overview shows it again;
 * counting the table cost PostgreSQL ~0.35 ms a page at 10,000 users (a sixth of the page's database time) and
 * grows with every sign-up. The row is written by sign-ups and account deletions only, which are rare: their
 * transactions queue on it for the moment of the update, not for the request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('platform_counters')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('users', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // Accounts made before this migration, counted once.
  await sql`INSERT INTO platform_counters (id, users) SELECT 1, count(*) FROM users`.execute(db);
  for (const statement of postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const op of ['insert', 'delete']) {
    await sql.raw(`DROP TRIGGER IF EXISTS vb_count_users_${op}${postgres ? ' ON users' : ''}`).execute(db);
  }
  if (postgres) await sql.raw('DROP FUNCTION IF EXISTS vb_count_users()').execute(db);
  await db.schema.dropTable('platform_counters').ifExists().execute();
}

const add = (amount: string) => `UPDATE platform_counters SET users = users + ${amount} WHERE id = 1`;

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER vb_count_users_insert AFTER INSERT ON users BEGIN ${add('1')}; END`,
  `CREATE TRIGGER vb_count_users_delete AFTER DELETE ON users BEGIN ${add('-1')}; END`,
];

/** PostgreSQL: statement triggers over transition tables, one update per statement (migration 004). */
const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION vb_count_users() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE n bigint;
   BEGIN
     IF TG_OP = 'INSERT' THEN SELECT count(*) INTO n FROM new_rows;
     ELSE SELECT -count(*) INTO n FROM old_rows;
     END IF;
     -- A statement that touched no row leaves the counter's row unlocked.
     IF n <> 0 THEN ${add('n')}; END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER vb_count_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION vb_count_users()`,
  `CREATE TRIGGER vb_count_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
   FOR EACH STATEMENT EXECUTE FUNCTION vb_count_users()`,
];
