import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The bytes each profile's stored objects take, per purpose, kept by triggers on stored_objects like the totals
 * in profile_counters (migration 004). Every guest's message and every gallery upload checks the profile's
 * storage budget; summing the sizes read one index entry per object, ~4.3 ms on SQLite for a host with 55,000
 * recordings, inside the message's write transaction, so 200 guests at once queued ~0.9 s behind each other
 * (docs/decisions/014). The check now reads a few rows.
 *
 * An object without an owner (a guest's recording before its message claims it) counts nowhere until an update
 * gives it one. No foreign key to creator_profiles: stored_objects has none either, and this table only ever
 * mirrors it; a deleted profile's rows go to zero as its objects are removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('profile_storage')
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('profile_storage_pk', ['profile_id', 'purpose'])
    .$call((b) => (postgres ? b : b.modifyEnd(sql`without rowid`)))
    .execute();

  // Objects stored before this migration, summed once.
  await sql`INSERT INTO profile_storage (profile_id, purpose, bytes)
    SELECT owner_profile_id, purpose, sum(size) FROM stored_objects
    WHERE owner_profile_id IS NOT NULL GROUP BY owner_profile_id, purpose`.execute(db);

  for (const statement of postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const op of ['insert', 'update', 'delete']) {
    await sql.raw(`DROP TRIGGER IF EXISTS vb_storage_${op}${postgres ? ' ON stored_objects' : ''}`).execute(db);
  }
  if (postgres) await sql.raw('DROP FUNCTION IF EXISTS vb_storage()').execute(db);
  await db.schema.dropTable('profile_storage').ifExists().execute();
}

const sqliteAdd = (row: string, sign: '+' | '-') =>
  `INSERT INTO profile_storage (profile_id, purpose, bytes)
   SELECT ${row}.owner_profile_id, ${row}.purpose, ${sign}${row}.size WHERE ${row}.owner_profile_id IS NOT NULL
   ON CONFLICT (profile_id, purpose) DO UPDATE SET bytes = profile_storage.bytes + excluded.bytes`;

/** SQLite: row triggers; an update moves the old row's bytes out and the new row's in. */
const SQLITE_TRIGGERS = [
  `CREATE TRIGGER vb_storage_insert AFTER INSERT ON stored_objects BEGIN ${sqliteAdd('NEW', '+')}; END`,
  `CREATE TRIGGER vb_storage_delete AFTER DELETE ON stored_objects BEGIN ${sqliteAdd('OLD', '-')}; END`,
  `CREATE TRIGGER vb_storage_update AFTER UPDATE OF owner_profile_id, purpose, size ON stored_objects
   WHEN OLD.owner_profile_id IS NOT NEW.owner_profile_id OR OLD.purpose IS NOT NEW.purpose OR OLD.size IS NOT NEW.size
   BEGIN ${sqliteAdd('OLD', '-')}; ${sqliteAdd('NEW', '+')}; END`,
];

/**
 * PostgreSQL: statement triggers over transition tables (migration 004 says why). They cannot name columns, so
 * every update statement runs the function; it only moves bytes for rows whose owner, purpose or size changed.
 */
const postgresMove = (rows: string, sign: '+' | '-') =>
  `INSERT INTO profile_storage (profile_id, purpose, bytes)
   SELECT x.owner_profile_id, x.purpose, ${sign}sum(x.size) FROM ${rows}
   WHERE x.owner_profile_id IS NOT NULL GROUP BY x.owner_profile_id, x.purpose
   ON CONFLICT (profile_id, purpose) DO UPDATE SET bytes = profile_storage.bytes + excluded.bytes`;
const changed = (a: string, b: string) =>
  `${a}.owner_profile_id IS DISTINCT FROM ${b}.owner_profile_id OR ${a}.purpose <> ${b}.purpose OR ${a}.size <> ${b}.size`;
const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION vb_storage() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN ${postgresMove('new_rows x', '+')};
     ELSIF TG_OP = 'DELETE' THEN ${postgresMove('old_rows x', '-')};
     ELSE
       ${postgresMove(`old_rows x JOIN new_rows n ON n.key = x.key AND (${changed('x', 'n')})`, '-')};
       ${postgresMove(`new_rows x JOIN old_rows o ON o.key = x.key AND (${changed('x', 'o')})`, '+')};
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER vb_storage_insert AFTER INSERT ON stored_objects REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vb_storage()`,
  `CREATE TRIGGER vb_storage_delete AFTER DELETE ON stored_objects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vb_storage()`,
  `CREATE TRIGGER vb_storage_update AFTER UPDATE ON stored_objects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION vb_storage()`,
];
