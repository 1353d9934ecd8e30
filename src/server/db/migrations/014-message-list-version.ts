import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * A version per profile that every change to its voice messages moves (a new message, a flag set, a reply
 * marking it answered, a delete), kept by triggers in profile_counters beside the total the inbox already reads.
 * The inbox keeps its first page in memory with the version it was read at and reads the rows again only when the
 * version has moved, on whichever instance the change was made (docs/decisions/015).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('profile_counters')
    .addColumn('messages_version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const statement of postgres ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const op of ['insert', 'update', 'delete']) {
    await sql.raw(`DROP TRIGGER IF EXISTS vb_version_voice_messages_${op}${postgres ? ' ON voice_messages' : ''}`).execute(db);
  }
  if (postgres) await sql.raw('DROP FUNCTION IF EXISTS vb_version_voice_messages()').execute(db);
  await db.schema.alterTable('profile_counters').dropColumn('messages_version').execute();
}

const bump = (profiles: string) =>
  `UPDATE profile_counters SET messages_version = messages_version + 1 WHERE profile_id IN (${profiles})`;
// An insert may be the profile's first counted row; a delete or update only ever updates (during a cascade the
// profile, and its counters, may already be gone).
const bumpOrCreate = (select: string) =>
  `INSERT INTO profile_counters (profile_id, messages_version) ${select}
   ON CONFLICT (profile_id) DO UPDATE SET messages_version = profile_counters.messages_version + 1`;

const SQLITE_TRIGGERS = [
  // "WHERE true": SQLite's parser needs it to tell an upsert's ON CONFLICT from a join's ON.
  `CREATE TRIGGER vb_version_voice_messages_insert AFTER INSERT ON voice_messages BEGIN
     ${bumpOrCreate('SELECT NEW.creator_profile_id, 1 WHERE true')}; END`,
  `CREATE TRIGGER vb_version_voice_messages_update AFTER UPDATE ON voice_messages BEGIN
     ${bump('OLD.creator_profile_id, NEW.creator_profile_id')}; END`,
  `CREATE TRIGGER vb_version_voice_messages_delete AFTER DELETE ON voice_messages BEGIN ${bump('OLD.creator_profile_id')}; END`,
];

/** PostgreSQL: statement triggers over transition tables, one bump per statement and profile (migration 004). */
const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION vb_version_voice_messages() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN ${bumpOrCreate('SELECT DISTINCT creator_profile_id, 1 FROM new_rows')};
     ELSIF TG_OP = 'DELETE' THEN ${bump('SELECT creator_profile_id FROM old_rows')};
     ELSE ${bump('SELECT creator_profile_id FROM old_rows UNION SELECT creator_profile_id FROM new_rows')};
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER vb_version_voice_messages_insert AFTER INSERT ON voice_messages REFERENCING NEW TABLE AS new_rows
   FOR EACH STATEMENT EXECUTE FUNCTION vb_version_voice_messages()`,
  `CREATE TRIGGER vb_version_voice_messages_delete AFTER DELETE ON voice_messages REFERENCING OLD TABLE AS old_rows
   FOR EACH STATEMENT EXECUTE FUNCTION vb_version_voice_messages()`,
  `CREATE TRIGGER vb_version_voice_messages_update AFTER UPDATE ON voice_messages REFERENCING OLD TABLE AS old_rows
   NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vb_version_voice_messages()`,
];
