import type { Kysely } from 'kysely';

/**
 * The inbox lists a profile's messages newest first with the id as tie-break. The index on (profile, created_at)
 * gave the rows in time order only, so every page sorted its time group in a temporary B-tree (~150 µs for the
 * 10 newest of a 50,000-message host, more than the rest of the request). With the id in the index a page reads
 * its rows in order and stops; "today" counts use the same index's prefix.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('voice_messages_profile_created_id_idx').on('voice_messages').columns(['creator_profile_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('voice_messages_profile_created_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('voice_messages_profile_created_idx').on('voice_messages').columns(['creator_profile_id', 'created_at']).execute();
  await db.schema.dropIndex('voice_messages_profile_created_id_idx').execute();
}
