import type { Kysely } from 'kysely';

/**
 * The right to be forgotten (docs/decisions/069). A deleted account's page name stays held for a grace period
 * (released_usernames), so printed QR codes do not land on a stranger's page at once. Deleting an account finds the
 * objects it uploaded before it had a page by their owner (the index on owner_user_id); a guest's erasure finds the
 * messages one address left on one page (the index on creator_profile_id, sender_email). A host sees how many
 * messages their guests withdrew, never what they were (profile_counters.messages_withdrawn).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('released_usernames')
    .addColumn('username', 'text', (c) => c.primaryKey())
    .addColumn('released_at', 'bigint', (c) => c.notNull())
    .addColumn('available_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stored_objects_owner_user_idx').on('stored_objects').column('owner_user_id').execute();
  await db.schema.createIndex('voice_messages_profile_sender_idx').on('voice_messages').columns(['creator_profile_id', 'sender_email']).execute();
  await db.schema.alterTable('profile_counters').addColumn('messages_withdrawn', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profile_counters').dropColumn('messages_withdrawn').execute();
  await db.schema.dropIndex('voice_messages_profile_sender_idx').ifExists().execute();
  await db.schema.dropIndex('stored_objects_owner_user_idx').ifExists().execute();
  await db.schema.dropTable('released_usernames').ifExists().execute();
}
