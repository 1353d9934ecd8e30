import type { Kysely } from 'kysely';

/**
 * New-message mail (docs/decisions/049). Each page's choice (a mail per message, a daily digest, none) and
 * the host's time zone, which decides the digest's morning; a page without a row has the default (the digest, UTC).
 * The messages waiting for a page's next digest are rows of their own: the digest that lists them deletes them in the
 * transaction that completes its job, so each message is in exactly one digest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_settings')
    .addColumn('creator_profile_id', 'text', (c) => c.primaryKey().references('creator_profiles.id').onDelete('cascade'))
    .addColumn('new_message_mail', 'text', (c) => c.notNull().defaultTo('digest'))
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pending_digest_messages')
    .addColumn('voice_message_id', 'text', (c) => c.primaryKey().references('voice_messages.id').onDelete('cascade'))
    .addColumn('creator_profile_id', 'text', (c) => c.notNull().references('creator_profiles.id').onDelete('cascade'))
    // The message's own time: which morning's digest it belongs to.
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The scheduler reads each page's oldest waiting message; the digest reads a page's messages in order.
  await db.schema
    .createIndex('pending_digest_messages_profile_idx')
    .on('pending_digest_messages')
    .columns(['creator_profile_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pending_digest_messages').ifExists().execute();
  await db.schema.dropTable('notification_settings').ifExists().execute();
}
